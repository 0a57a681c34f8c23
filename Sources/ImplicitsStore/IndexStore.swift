import CSQLite
import Foundation

/// Opening the index database: location, schema version, and the failure modes a
/// user must be told about in plain words (docs/reliability.md).
///
/// The index only ever changes inside one write transaction per `implicits-index`
/// run (WAL journal; a first index, a rollback journal): a run that fails, is killed or
/// runs out of disk leaves the previous index as it was, and readers see the last
/// committed index meanwhile.
public enum IndexStore {
  public enum OpenError: Error, CustomStringConvertible {
    case missing(path: String)
    case corrupt(path: String, detail: String)
    case outdated(path: String)
    case cannotCreate(path: String, detail: String)
    /// An SQLite file that is not an index (no `meta` table): never overwritten.
    case notAnIndex(path: String)
    /// No index committed yet: the first run is still writing, or was stopped.
    case incomplete(path: String)
    /// The file exists but cannot be opened or read (permissions, I/O).
    case unreadable(path: String, detail: String)
    /// Another run holds the write lock for longer than the busy timeout.
    case busy(path: String)

    public var description: String {
      switch self {
      case .missing(let path):
        return "no index at \(path); run `implicits-index` in the project folder first"
      case .corrupt(let path, let detail):
        return "the index at \(path) is damaged (\(detail)); run `implicits-index --rebuild` to recreate it"
      case .outdated(let path):
        return "the index at \(path) was written by another version of implicits; run `implicits-index` to rebuild it"
      case .cannotCreate(let path, let detail):
        return "cannot write the index at \(path): \(detail) (--db FILE writes it elsewhere)"
      case .notAnIndex(let path):
        return "\(path) is an SQLite database but not an implicits index; it was left untouched "
          + "(choose another --db FILE, or delete it)"
      case .incomplete(let path):
        return "the index at \(path) is not complete yet: the first `implicits-index` run is still "
          + "writing it, or was stopped before it finished; run `implicits-index`"
      case .unreadable(let path, let detail):
        return "cannot read the index at \(path): \(detail)"
      case .busy(let path):
        return "another `implicits-index` run is writing the index at \(path) and did not finish "
          + "within \(busySeconds) s; run again when it has finished"
      }
    }
  }

  /// SQLite's `application_id` of every index (the header's bytes 68-71, "IMPL"): a
  /// damaged file that still has it is an index, and so a cache that may be rebuilt.
  public static let applicationID: Int32 = 0x494D_504C

  /// Whether the file at `path` is an index of ours, so that a damaged one may be
  /// deleted and indexed again: its SQLite header carries our application id (an index
  /// truncated or scribbled past its first page, wherever `--db` put it), or it is no
  /// SQLite file at all and sits in a `.implicits` folder, the one implicits-index makes
  /// for its index. An SQLite file without our id, damaged or not and wherever it is,
  /// is someone else's, and is never deleted.
  public static func isOurs(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let header = [UInt8](handle.readData(ofLength: 72))
    guard header.starts(with: Array("SQLite format 3\0".utf8)) else {
      return ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent == ".implicits"
    }
    guard header.count == 72 else { return false }
    let id = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    return Int32(bitPattern: id) == applicationID
  }

  /// What SQLite said of a damaged file, when `error` is that (opening it, or a
  /// statement that reached a damaged page); nil for any other error.
  public static func damage(in error: Error) -> String? {
    if case OpenError.corrupt(_, let detail) = error { return detail }
    if let error = error as? SQLiteError, error.isCorruption { return firstClause(error.message) }
    return nil
  }

  /// How long a connection waits for another process's lock (Database's busy timeout).
  static let busySeconds = Database.busySeconds

  /// Opens (creating if needed) the index for writing, holding its write lock: the
  /// returned connection's first `transaction` continues the transaction begun here,
  /// so concurrent runs serialise and a new or replaced index appears whole, at that
  /// transaction's commit, or not at all.
  ///
  /// An index from another schema version is emptied and recreated in that same
  /// transaction; `rebuilt` says so. `rebuild` does the same for any index, and
  /// deletes a damaged file first. A damaged file without `rebuild`, and an SQLite
  /// file that is not an index, are errors: nothing is deleted unasked.
  public static func openForWriting(path: String, rebuild: Bool = false) throws -> (Database, rebuilt: Bool) {
    let directory = (path as NSString).deletingLastPathComponent
    if let problem = createFolder(directory.isEmpty ? "." : directory) {
      throw OpenError.cannotCreate(path: path, detail: problem)
    }
    // SQLite answers "busy" at once, without waiting, when waiting could deadlock (this
    // connection reads the file that another run's transaction is creating); a new
    // attempt then waits its turn like any other writer, up to the same time limit.
    let deadline = Date().addingTimeInterval(Double(busySeconds))
    while true {
      do {
        return try openOrRebuild(path: path, rebuild: rebuild, directory: directory)
      } catch OpenError.busy(_) where Date() < deadline {
        usleep(20_000)
      }
    }
  }

  private static func openOrRebuild(path: String, rebuild: Bool, directory: String) throws -> (Database, rebuilt: Bool) {
    do {
      return try openInPlace(path: path, rebuild: rebuild)
    } catch OpenError.corrupt(_, _) where rebuild {
      // Asked to rebuild a damaged file: it is derived data, start from nothing.
      removeDatabaseFiles(path)
      return try openInPlace(path: path, rebuild: true)
    } catch OpenError.cannotCreate(let path, let detail) {
      // SQLite says "unable to open database file"; the folder usually says why.
      guard access(directory.isEmpty ? "." : directory, W_OK) != 0 else {
        throw OpenError.cannotCreate(path: path, detail: detail)
      }
      throw OpenError.cannotCreate(path: path, detail: detail + " (\(describe(errno)))")
    }
  }

  /// `mkdir -p`, with the reason in plain words when it fails: `Read-only file
  /// system`, or `App/Main.swift is a file, not a folder` for a path under a file.
  /// A `.implicits` folder it makes gets a `.gitignore` of `*`: the index (17 MB on a
  /// large app) and the prompt's history are a cache, never to be committed.
  static func createFolder(_ folder: String) -> String? {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      return isDirectory.boolValue ? nil : "\(folder) is a file, not a folder"
    }
    let parent = (folder as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != folder, let problem = createFolder(parent) { return problem }
    if mkdir(folder, 0o777) != 0 {
      return errno == EEXIST ? nil : "cannot create the folder \(folder): \(describe(errno))"
    }
    if (folder as NSString).lastPathComponent == ".implicits" {
      _ = FileManager.default.createFile(atPath: folder + "/.gitignore", contents: Data(gitignore.utf8))
    }
    return nil
  }

  /// What the `.gitignore` of a `.implicits` folder says.
  public static let gitignore = "# Written by implicits-index: this folder is a cache (the index, the prompt's history).\n*\n"

  /// `strerror`, lower-cased as the middle of a sentence.
  static func describe(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }

  private static func openInPlace(path: String, rebuild: Bool) throws -> (Database, rebuilt: Bool) {
    do {
      let fresh = isFresh(path)
      let database = try Database(path: path)
      database.advice = writerAdvice(path)
      // A new index is written with SQLite's rollback journal, which records no page
      // beyond the file's size before the transaction: each page is written once, where
      // WAL writes it twice (into the log, then into the file at the checkpoint). Its
      // run turns it to WAL once committed (`finishWriting`); every later run writes
      // in WAL, beside readers.
      try database.execute(fresh ? "PRAGMA journal_mode = DELETE" : "PRAGMA journal_mode = WAL")
      try database.execute("PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;")
      // A run is one transaction that writes and derives the whole index: with SQLite's
      // 2 MB page cache, its pages were written out mid-transaction and read back
      // (pread and pwrite showed in profiles). Up to 32 MiB is kept, and the proof's
      // temporary tables stay in memory; memory is taken only as the index needs it.
      // (A larger cache holds a whole large index in memory and raises the peak, with
      // two configurations indexed side by side twice over, for no gain in time.)
      try database.execute("PRAGMA cache_size = -32768; PRAGMA temp_store = MEMORY;")
      if rebuild, let problem = try database.quickCheck() {
        throw SQLiteError(code: SQLITE_CORRUPT, message: problem, sql: nil)
      }
      try database.beginPendingTransaction()
      let objects = try database.rows("SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
      let hasMeta = objects.contains { $0.string(0) == "table" && $0.string(1) == "meta" }
      if !objects.isEmpty && !hasMeta { throw OpenError.notAnIndex(path: path) }
      // (An index of a version whose meta table differs is outdated too.)
      let stamp = hasMeta ? (try? database.rows("SELECT value FROM meta WHERE key = 'schema'"))?.first?.string(0) : nil
      let outdated = hasMeta && stamp != SQLScripts.schemaStamp
      if rebuild || outdated { try dropEverything(database) }
      if rebuild || outdated || !hasMeta {
        try database.execute(SQLScripts.schema)
        try database.run("INSERT OR REPLACE INTO meta(key, value) VALUES ('schema', ?)", SQLScripts.schemaStamp)
      }
      // Marks the file as an index (isOurs), also one written before the mark existed.
      if try database.scalarInt("PRAGMA application_id") != Int(applicationID) {
        try database.execute("PRAGMA application_id = \(applicationID)")
      }
      return (database, outdated && !rebuild)
    } catch let error as SQLiteError {
      throw openError(error, path: path, writing: true)
    }
  }

  /// Whether no index was ever committed at `path`: no file, or an empty one without a
  /// log (another first run may be writing it; its commit is waited for, and a
  /// connection that finds the file turned to WAL follows it).
  static func isFresh(_ path: String) -> Bool {
    let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
    return size == 0 && !FileManager.default.fileExists(atPath: path + "-wal")
  }

  /// After the commit of a run that wrote a new index: the file turns to WAL, so that
  /// readers and later runs no longer wait for each other. Best effort, without waiting:
  /// when a reader or a run that waited for this one holds the file at that moment
  /// (the switch needs it alone), the next run's open does it.
  public static func finishWriting(_ database: Database) {
    database.withoutWaiting { try? database.execute("PRAGMA journal_mode = WAL") }
  }

  /// Drops every table and view (an index of another schema version), children before
  /// the tables their foreign keys name, inside the caller's transaction.
  private static func dropEverything(_ database: Database) throws {
    try database.execute("PRAGMA defer_foreign_keys = ON")
    for view in try database.rows("SELECT name FROM sqlite_master WHERE type = 'view'") {
      try database.execute("DROP VIEW IF EXISTS \(quoted(view.string(0)))")
    }
    var tables = Set(try database.rows(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").map { $0.string(0) })
    var parents: [String: Set<String>] = [:]
    for table in tables {
      parents[table] = Set(try database.rows("SELECT \"table\" FROM pragma_foreign_key_list(?)", table)
        .map { $0.string(0) }).subtracting([table])
    }
    while !tables.isEmpty {
      // A table no remaining table refers to; any one when they refer in a cycle.
      let leaf = tables.sorted().first { table in !tables.contains { parents[$0]?.contains(table) == true } }
        ?? tables.sorted()[0]
      try database.execute("DROP TABLE IF EXISTS \(quoted(leaf))")
      tables.remove(leaf)
    }
  }

  static func quoted(_ name: String) -> String { "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }

  /// Opens an existing index read-only: queries can never change it.
  public static func openForReading(path: String) throws -> Database {
    guard FileManager.default.fileExists(atPath: path) else { throw OpenError.missing(path: path) }
    do {
      let database = try Database(path: path, mode: .readOnly)
      do {
        try check(database, path: path)
        return database
      } catch let error as SQLiteError where error.code == SQLITE_CANTOPEN && !FileManager.default.isWritableFile(
        atPath: (path as NSString).deletingLastPathComponent) {
        // A WAL index on read-only media without its `-shm` file (SQLite cannot create
        // it): nothing can be writing there, so read the file as immutable.
        let immutable = try Database(path: path, mode: .readOnly, immutable: true)
        try check(immutable, path: path)
        return immutable
      }
    } catch let error as SQLiteError {
      throw openError(error, path: path, writing: false)
    }
  }

  /// Is this a complete index of our schema version?
  private static func check(_ database: Database, path: String) throws {
    database.advice = readerAdvice(path)
    // (No memory map: its pages count as the process's memory, up to the whole index,
    // and reading was no faster with one; docs/performance.md.)
    let tables = Set(try database.rows("SELECT name FROM sqlite_master WHERE type = 'table'").map { $0.string(0) })
    if tables.isEmpty { throw OpenError.incomplete(path: path) }
    guard tables.contains("meta") else { throw OpenError.notAnIndex(path: path) }
    let meta = Dictionary(try database.rows("SELECT key, value FROM meta").map { ($0.string(0), $0.string(1)) },
                          uniquingKeysWith: { first, _ in first })
    guard meta["schema"] == SQLScripts.schemaStamp else { throw OpenError.outdated(path: path) }
    // Every run writes the build configuration in its one transaction, with the facts
    // and the proof: a schema without it is an index no run has finished.
    guard meta["build-configuration"] != nil else { throw OpenError.incomplete(path: path) }
  }

  /// An SQLite failure while opening, in the user's words.
  static func openError(_ error: SQLiteError, path: String, writing: Bool) -> OpenError {
    let detail = firstClause(error.message)
    if error.isCorruption { return .corrupt(path: path, detail: detail) }
    if error.isBusy { return .busy(path: path) }
    // (A reader cannot roll back the journal of a first run stopped before its commit.)
    if !writing && error.isReadOnly && FileManager.default.fileExists(atPath: path + "-journal") {
      return .incomplete(path: path)
    }
    if writing { return .cannotCreate(path: path, detail: detail) }
    return .unreadable(path: path, detail: detail)
  }

  /// SQLite's own words, without advice appended for errors later in a run.
  static func firstClause(_ message: String) -> String {
    message.components(separatedBy: "; ").first ?? message
  }

  /// What to do about a failure of a query or write on an open index (Database.advice).
  static func readerAdvice(_ path: String) -> [Int32: String] {
    [SQLITE_CORRUPT: "the index at \(path) is damaged; run `implicits-index --rebuild` to recreate it",
     SQLITE_NOTADB: "the index at \(path) is damaged; run `implicits-index --rebuild` to recreate it"]
  }

  static func writerAdvice(_ path: String) -> [Int32: String] {
    readerAdvice(path).merging([
      SQLITE_FULL: "the disk holding \(path) is full; the previous index is unchanged (free space, "
        + "or --db FILE writes the index elsewhere)",
      SQLITE_BUSY: "another `implicits-index` run kept the index at \(path) locked for \(busySeconds) s; "
        + "run again when it has finished",
      SQLITE_READONLY: "the index at \(path) cannot be written here (--db FILE writes it elsewhere)",
      SQLITE_IOERR: "writing the index at \(path) failed; the previous index is unchanged",
    ]) { $1 }
  }

  /// Where a project built in several configurations keeps each one's index beside
  /// the first's: `index.sqlite` → `index.tvOS.sqlite` (Indexer, ProjectIndex).
  public static func configurationPath(_ primary: String, _ name: String) -> String {
    let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    return companionPath(primary, primary.hasSuffix(".sqlite") ? safe + ".sqlite" : safe)
  }

  /// A file kept beside the index, named after it: `index.sqlite` → `index.NAME`
  /// (`.sqlite` dropped; another name keeps its own: `x.db` → `x.db.NAME`).
  public static func companionPath(_ primary: String, _ name: String) -> String {
    (primary.hasSuffix(".sqlite") ? String(primary.dropLast(".sqlite".count)) : primary) + "." + name
  }

  public static func removeDatabaseFiles(_ path: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
  }
}
