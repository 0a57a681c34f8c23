import Foundation
import ImplicitsIndexer
import ImplicitsQuery
import ImplicitsStore
import Testing

/// The index file: damaged, truncated, from another version, not ours, missing, on a
/// read-only folder or a full disk. Each failure is a clear message; a damaged index
/// of ours (a cache) is rebuilt by the next run, with a note; `--rebuild` recovers any
/// damaged index; an SQLite file that is not an index is never deleted (docs/reliability.md).
@Suite("Reliability: the index file")
struct ReliabilityIndexTests {
  /// A project indexed once, its index checkpointed into the main file (no WAL left).
  static func indexedProject() throws -> URL {
    let folder = try Reliability.goodProject()
    _ = try Reliability.index(folder)
    let database = try Database(path: Reliability.indexPath(folder))
    try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return folder
  }

  static func damagedMessage(_ folder: URL) -> String {
    "the index at \(Reliability.indexPath(folder)) is damaged"
  }

  /// `implicits-query` refuses a damaged index with a message naming `--rebuild`; the
  /// next `implicits-index` run deletes it (it is ours: in `.implicits/`, or marked with
  /// our application id) and indexes again, with a note, instead of stopping CI.
  static func expectNextRunRebuilds(_ folder: URL, db: String? = nil,
                                    sourceLocation: SourceLocation = #_sourceLocation) throws {
    let path = db ?? Reliability.indexPath(folder)
    let dbArguments = db.map { ["--db", $0] } ?? []
    let query = try Reliability.run("implicits-query", dbArguments + ["reads"], in: folder)
    #expect(query.status == 2, sourceLocation: sourceLocation)
    #expect(query.stderr.contains("the index at \(path) is damaged"), "\(query.stderr)", sourceLocation: sourceLocation)
    #expect(query.stderr.contains("implicits-index --rebuild"), sourceLocation: sourceLocation)

    let index = try Reliability.run("implicits-index", dbArguments + [folder.path])
    #expect(index.status == 1, "recovered: the good file's unsatisfied reads again: \(index.stderr)", sourceLocation: sourceLocation)
    #expect(index.stderr.contains("implicits-index: note: the index at \(path) was damaged ("), "\(index.stderr)",
            sourceLocation: sourceLocation)
    #expect(index.stderr.contains("); rebuilt it from the sources"), sourceLocation: sourceLocation)
    #expect(try Reliability.integrity(path) == "ok", sourceLocation: sourceLocation)
    let after = try Reliability.run("implicits-query", dbArguments + ["why", "SheetBefore.service"], in: folder)
    #expect(after.stdout.contains("UNSATISFIED"), sourceLocation: sourceLocation)
    let again = try Reliability.run("implicits-index", dbArguments + [folder.path])
    #expect(again.stderr.isEmpty, "a sound index again: \(again.stderr)", sourceLocation: sourceLocation)
  }

  /// A damaged file that may not be ours (garbage bytes named by --db, outside
  /// `.implicits/`): refused by both tools with a message naming `--rebuild`, which
  /// then recreates it.
  static func expectRebuildRecovers(_ folder: URL, db: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let index = try Reliability.run("implicits-index", ["--db", db, folder.path])
    #expect(index.status == 2, sourceLocation: sourceLocation)
    #expect(index.stderr.contains("the index at \(db) is damaged"), "\(index.stderr)", sourceLocation: sourceLocation)
    #expect(index.stderr.contains("run `implicits-index --rebuild` to recreate it"), sourceLocation: sourceLocation)
    let query = try Reliability.run("implicits-query", ["--db", db, "reads"], in: folder)
    #expect(query.status == 2, sourceLocation: sourceLocation)
    #expect(query.stderr.contains("implicits-index --rebuild"), sourceLocation: sourceLocation)
    let rebuilt = try Reliability.run("implicits-index", ["--rebuild", "--db", db, folder.path])
    #expect(rebuilt.status == 1, "recovered: the good file's unsatisfied reads again", sourceLocation: sourceLocation)
    #expect(rebuilt.stderr.isEmpty, "\(rebuilt.stderr)", sourceLocation: sourceLocation)
    #expect(try Reliability.integrity(db) == "ok", sourceLocation: sourceLocation)
  }

  /// Garbage where `.implicits/index.sqlite` is: that folder is ours, so it is rebuilt.
  /// The same garbage at a `--db` path elsewhere may be anyone's: refused, `--rebuild` recovers.
  @Test func garbageBytesAreRebuiltInTheIndexFolderAndReportedElsewhere() throws {
    let folder = try Self.indexedProject()
    IndexStore.removeFiles(Reliability.indexPath(folder))
    let garbage = Data(ReliabilityInputTests.noise(count: 20_000, seed: 3))
    try garbage.write(to: URL(fileURLWithPath: Reliability.indexPath(folder)))
    try Self.expectNextRunRebuilds(folder)

    let elsewhere = folder.appendingPathComponent("cache.sqlite").path
    try garbage.write(to: URL(fileURLWithPath: elsewhere))
    try Self.expectRebuildRecovers(folder, db: elsewhere)
  }

  /// A sound index is sound to `PRAGMA quick_check`, which `--rebuild` runs to decide
  /// whether to delete the file and start afresh. SQLite 3.40 reported *NULL value in
  /// stored_diagnostic_files.slot* for every row of that WITHOUT ROWID table (its
  /// columns in another order than its key): every `--rebuild` of a project with a
  /// finding deleted its index, under any other run that had it open (a *disk I/O
  /// error* there).
  @Test func aSoundIndexWithStoredDiagnosticsPassesTheQuickCheck() throws {
    let folder = try Reliability.goodProject()
    #expect(try Reliability.run("implicits-index", ["--quiet", folder.path]).status == 1)
    let database = try Database(path: Reliability.indexPath(folder), mode: .readOnly)
    #expect(try database.scalarInt("SELECT COUNT(*) FROM stored_diagnostic_files") ?? 0 > 0)
    #expect(try database.quickCheck() == nil)
  }

  /// A truncated index keeps its header, and so our application id: rebuilt wherever it is.
  @Test func aTruncatedIndexIsRebuilt() throws {
    let folder = try Self.indexedProject()
    let elsewhere = folder.appendingPathComponent("cache.sqlite").path
    #expect(try Reliability.run("implicits-index", ["--db", elsewhere, folder.path]).status == 1)
    try Database(path: elsewhere).execute("PRAGMA wal_checkpoint(TRUNCATE)")
    for path in [Reliability.indexPath(folder), elsewhere] {
      #expect(IndexStore.isOurs(path))
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      try bytes.prefix(bytes.count / 3).write(to: URL(fileURLWithPath: path))
      try Self.expectNextRunRebuilds(folder, db: path == elsewhere ? elsewhere : nil)
    }
  }

  /// Damage SQLite only notices when a query reaches it (a scribbled page of the
  /// `reads` table): the error of that query names `--rebuild` too; the next index run
  /// meets it while writing, and rebuilds.
  @Test func damageInsideATableIsReportedWhenReached() throws {
    let folder = try Self.indexedProject()
    let path = Reliability.indexPath(folder)
    let (pageSize, root) = try {
      let database = try Database(path: path, mode: .readOnly)
      return (try database.scalarInt("PRAGMA page_size") ?? 4096,
              try database.scalarInt("SELECT rootpage FROM sqlite_master WHERE name = 'reads'") ?? 0)
    }()
    try #require(root > 1)
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    try handle.seek(toOffset: UInt64((root - 1) * pageSize))
    try handle.write(contentsOf: Data(repeating: 0xDE, count: 200))
    try handle.close()
    try Self.expectNextRunRebuilds(folder)
  }

  @Test func anIndexOfAnotherSchemaIsRebuiltWithAMessage() throws {
    let folder = try Self.indexedProject()
    let path = Reliability.indexPath(folder)
    try Database(path: path).execute("UPDATE meta SET value = 'an-older-schema' WHERE key = 'schema'")
    let query = try Reliability.run("implicits-query", ["reads"], in: folder)
    #expect(query.status == 2)
    #expect(query.stderr.contains("was written by another version of implicits; run `implicits-index` to rebuild it"))
    let index = try Reliability.run("implicits-index", [folder.path])
    #expect(index.status == 1)
    #expect(index.stderr.contains("the index was written by another version; rebuilt it"))
    #expect(try Reliability.integrity(path) == "ok")
    #expect(try Reliability.run("implicits-query", ["reads"], in: folder).status == 0)
  }

  /// An older version's layout (other tables, foreign keys, a view): emptied and
  /// recreated in the run's own transaction.
  @Test func anOlderLayoutIsReplaced() throws {
    let folder = try Reliability.goodProject()
    let path = Reliability.indexPath(folder)
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                            withIntermediateDirectories: true)
    try Database(path: path).execute("""
      PRAGMA foreign_keys = ON;
      CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);
      INSERT INTO meta VALUES ('schema', '1');
      CREATE TABLE files(id INTEGER PRIMARY KEY, name TEXT);
      CREATE TABLE facts(file_id INTEGER REFERENCES files(id), fact TEXT);
      CREATE TABLE reads(id INTEGER PRIMARY KEY, file_id INTEGER REFERENCES files(id) ON DELETE CASCADE);
      CREATE VIEW old_view AS SELECT * FROM facts;
      INSERT INTO files VALUES (1, 'Old.swift');
      INSERT INTO facts VALUES (1, 'x');
      INSERT INTO reads VALUES (1, 1);
      """)
    let summary = try Reliability.index(folder)
    #expect(summary.rebuiltIndex)
    #expect(try Reliability.integrity(path) == "ok")
    let index = try Reliability.open(folder)
    #expect(try index.reads().count == 6)
    #expect(try index.database.rows("SELECT name FROM sqlite_master WHERE name IN ('facts', 'old_view')").isEmpty)
  }

  @Test func anSQLiteFileThatIsNotAnIndexIsNeverOverwritten() throws {
    let folder = try Reliability.goodProject()
    let other = folder.appendingPathComponent("precious.sqlite").path
    try Database(path: other).execute("CREATE TABLE notes(text); INSERT INTO notes VALUES ('keep me');")
    for arguments in [["--db", other, folder.path], ["--rebuild", "--db", other, folder.path]] {
      let run = try Reliability.run("implicits-index", arguments)
      #expect(run.status == 2)
      #expect(run.stderr.contains("\(other) is an SQLite database but not an implicits index; it was left untouched"))
    }
    let query = try Reliability.run("implicits-query", ["--db", other, "reads"])
    #expect(query.stderr.contains("not an implicits index"))
    #expect(!IndexStore.isOurs(other))
    // Not even in the index's own folder: an SQLite file without our id is someone's.
    let inFolder = folder.appendingPathComponent(".implicits/notes.sqlite").path
    try FileManager.default.createDirectory(atPath: (inFolder as NSString).deletingLastPathComponent,
                                            withIntermediateDirectories: true)
    try Database(path: inFolder).execute("CREATE TABLE notes(text)")
    #expect(!IndexStore.isOurs(inFolder))
    #expect(try Database(path: other, mode: .readOnly).rows("SELECT text FROM notes").map { $0.string(0) } == ["keep me"])
    // Damaged too (its last page cut off), it is still not ours: refused, never deleted.
    try Database(path: other).execute("PRAGMA wal_checkpoint(TRUNCATE)")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: other))
    try Database(path: other).execute("INSERT INTO notes VALUES (hex(randomblob(20000)))")
    try Database(path: other).execute("PRAGMA wal_checkpoint(TRUNCATE)")
    let grown = try Data(contentsOf: URL(fileURLWithPath: other))
    try grown.prefix(max(bytes.count, grown.count / 2)).write(to: URL(fileURLWithPath: other))
    let damaged = try Reliability.run("implicits-index", ["--db", other, folder.path])
    #expect(damaged.status == 2, "\(damaged.stderr)")
    #expect(FileManager.default.fileExists(atPath: other))
    #expect(try Data(contentsOf: URL(fileURLWithPath: other)).count == max(bytes.count, grown.count / 2), "untouched")

  }

  @Test func aMissingIndexSaysWhatToRun() throws {
    let folder = try FixtureRunner.makeScratchFolder()
    let nearest = try Reliability.run("implicits-query", ["reads"], in: folder)
    #expect(nearest.status == 2)
    #expect(nearest.stderr.contains(
      "no index found in this folder or its parents; run `implicits-index` in the project folder first"))
    let named = try Reliability.run("implicits-query", ["--db", folder.appendingPathComponent("none.sqlite").path, "views"])
    #expect(named.status == 2)
    #expect(named.stderr.contains("no index at \(folder.path)/none.sqlite; run `implicits-index`"))
  }

  /// An empty file where the index should be (a first run killed before its commit,
  /// or still writing): "not complete yet", not "damaged" and not a missing table.
  @Test func anIndexNoRunHasFinishedIsCalledIncomplete() throws {
    let folder = try FixtureRunner.makeScratchFolder()
    let path = folder.appendingPathComponent("index.sqlite").path
    FileManager.default.createFile(atPath: path, contents: Data())
    let run = try Reliability.run("implicits-query", ["--db", path, "reads"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("is not complete yet: the first `implicits-index` run is still writing it, "
                                + "or was stopped before it finished; run `implicits-index`"))
  }

  /// A first run stopped once SQLite had written some of its pages: the file holds them
  /// and its rollback journal says how to undo them, which a reader cannot do (it may
  /// not write): "not complete yet" too; the next writer rolls them back.
  @Test func aFirstIndexStoppedAfterWritingPagesIsCalledIncomplete() throws {
    let folder = try FixtureRunner.makeScratchFolder()
    let writing = folder.appendingPathComponent("writing.sqlite").path
    let writer = try Database(path: writing)
    try writer.execute("""
      PRAGMA journal_mode = DELETE; PRAGMA cache_size = 8;
      BEGIN IMMEDIATE; CREATE TABLE meta(key TEXT, value TEXT)
      """)
    let insert = try writer.prepare("INSERT INTO meta(key, value) VALUES (?, ?)")
    for row in 0..<2000 { try insert.run("key \(row)", String(repeating: "x", count: 200)) }
    // (A small page cache: pages went to the file before any commit.)
    try #require(Reliability.size(writing) > 0 && FileManager.default.fileExists(atPath: writing + "-journal"))
    // A copy of both files is what a run killed now leaves: a journal no lock holds.
    let path = folder.appendingPathComponent("index.sqlite").path
    try FileManager.default.copyItem(atPath: writing, toPath: path)
    try FileManager.default.copyItem(atPath: writing + "-journal", toPath: path + "-journal")
    try writer.execute("ROLLBACK")
    let run = try Reliability.run("implicits-query", ["--db", path, "reads"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("is not complete yet: the first `implicits-index` run is still writing it"),
            "\(run.stderr)")
    let next = try Database(path: path)
    #expect(try next.rows("PRAGMA integrity_check").first?.string(0) == "ok")
    #expect(try next.rows("SELECT name FROM sqlite_master").isEmpty, "rolled back to the empty file")
  }

  /// As root, permission bits do not stop writes; a path under a file (ENOTDIR) fails
  /// for everyone, and says why.
  @Test func anIndexPathUnderAFileSaysWhy() throws {
    let folder = try Reliability.goodProject()
    let db = folder.appendingPathComponent("Good.swift/index.sqlite").path
    let run = try Reliability.run("implicits-index", ["--db", db, folder.path])
    #expect(run.status == 2)
    #expect(run.stderr.contains("cannot write the index at \(db): \(folder.path)/Good.swift is a file, not a folder "
                                + "(--db FILE writes it elsewhere)"))
  }

  /// A read-only bind mount (writes fail with EROFS even for root): indexing says so and
  /// names --db; an index already there is still queried, even without its `-shm`
  /// file (opened immutable).
  @Test(.enabled(if: Reliability.canMount, "needs mount (root in a sandbox that allows it)"))
  func aReadOnlyFolder() throws {
    let folder = try Reliability.goodProject()
    try Reliability.readOnly(folder) {
      let run = try Reliability.run("implicits-index", [folder.path])
      #expect(run.status == 2)
      #expect(run.stderr.contains("cannot write the index at \(Reliability.indexPath(folder)): cannot create the folder "
                                  + "\(folder.path)/.implicits: read-only file system (--db FILE writes it elsewhere)"))
      let elsewhere = try FixtureRunner.makeScratchFolder().appendingPathComponent("index.sqlite").path
      #expect(try Reliability.run("implicits-index", ["--db", elsewhere, folder.path]).status == 1)
    }
    _ = try Reliability.index(folder)
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: Reliability.indexPath(folder) + suffix) }
    try Reliability.readOnly(folder) {
      let query = try Reliability.run("implicits-query", ["why", "SheetBefore.service"], in: folder)
      #expect(query.status == 1)
      #expect(query.stdout.contains("UNSATISFIED"), "\(query.stderr)")
      let run = try Reliability.run("implicits-index", [folder.path])
      #expect(run.status == 2)
      #expect(run.stderr.contains("cannot write the index at \(Reliability.indexPath(folder))"))
      #expect(run.stderr.contains("read-only file system"))
    }
    #expect(try Reliability.integrity(Reliability.indexPath(folder)) == "ok")
  }

  /// A 4 MB tmpfs: the run that no longer fits fails with SQLITE_FULL, says so, and
  /// leaves the previous index whole; freeing space lets the next run complete.
  @Test(.enabled(if: Reliability.canMount, "needs mount (root in a sandbox that allows it)"))
  func aFullDiskKeepsThePreviousIndex() throws {
    let folder = try Reliability.goodProject()
    defer { Reliability.remove(folder) }
    try Reliability.tinyDisk(kilobytes: 4096) { disk in
      let db = disk.appendingPathComponent("index.sqlite").path
      #expect(try Reliability.run("implicits-index", ["--db", db, folder.path]).status == 1)
      var filler = ""
      var number = 0
      while filler.utf8.count < 700_000 {
        filler += "struct Filler\(number): View {\n  @Implicit var cart: Cart\n  var body: some View { Text(\"\").padding() }\n}\n"
        number += 1
      }
      try filler.write(to: folder.appendingPathComponent("Filler.swift"), atomically: true, encoding: .utf8)
      let full = try Reliability.run("implicits-index", ["--db", db, folder.path])
      #expect(full.status == 2)
      #expect(full.stderr.contains("database or disk is full; the disk holding \(db) is full; the previous index is unchanged"),
              "\(full.stderr)")
      #expect(try Reliability.integrity(db) == "ok")
      let query = try Reliability.run("implicits-query", ["--db", db, "sql", "SELECT COUNT(*) AS n FROM files"])
      #expect(query.stdout == "n\n1\n(1 row)\n", "the previous index: one file")
      try FileManager.default.removeItem(at: folder.appendingPathComponent("Filler.swift"))
      #expect(try Reliability.run("implicits-index", ["--db", db, folder.path]).status == 1)
      #expect(try Reliability.integrity(db) == "ok")
    }
  }
}

extension IndexStore {
  /// The index and its `-wal` and `-shm` files.
  static func removeFiles(_ path: String) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
  }
}
