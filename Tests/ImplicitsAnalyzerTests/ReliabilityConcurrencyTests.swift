import Foundation
import ImplicitsStore
import Testing

/// Concurrent runs, a run killed mid-write, readers during a write: the index is never
/// corrupt, never half-written, and readers see the last committed index (WAL; one
/// write transaction per run that holds the write lock from open to commit).
@Suite("Reliability: concurrency and crashes", .serialized)
struct ReliabilityConcurrencyTests {
  /// A running executable whose output goes to files (no pipe to fill up).
  final class Running {
    let process = Process()
    let output: URL
    init(_ tool: String, _ arguments: [String]) throws {
      output = try FixtureRunner.makeScratchFolder()
      process.executableURL = CommandLineTests.binaries.appendingPathComponent(tool)
      process.arguments = arguments
      process.standardOutput = try FileHandle(forWritingTo: Self.create(output.appendingPathComponent("out")))
      process.standardError = try FileHandle(forWritingTo: Self.create(output.appendingPathComponent("err")))
      try process.run()
    }
    static func create(_ url: URL) -> URL {
      FileManager.default.createFile(atPath: url.path, contents: nil)
      return url
    }
    func wait() -> (status: Int32, killed: Bool, stdout: String, stderr: String) {
      process.waitUntilExit()
      let read = { (name: String) in (try? String(contentsOf: self.output.appendingPathComponent(name), encoding: .utf8)) ?? "" }
      return (process.terminationStatus, process.terminationReason == .uncaughtSignal, read("out"), read("err"))
    }
  }

  static func fileCount(_ db: String) throws -> String {
    try Reliability.run("implicits-query", ["--db", db, "sql", "SELECT COUNT(*) AS n FROM files"]).stdout
  }

  @Test func twoRunsAtOnceBothFinishAndTheIndexIsSound() throws {
    let app = try Reliability.generatedApp(views: 300)
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    let db = Reliability.indexPath(app)
    for arguments in [["--quiet", app.path], ["--rebuild", "--quiet", app.path], ["--quiet", app.path]] {
      let first = try Running("implicits-index", arguments)
      let second = try Running("implicits-index", arguments)
      let (a, b) = (first.wait(), second.wait())
      #expect(a.status == 0, "\(a.stderr)")
      #expect(b.status == 0, "\(b.stderr)")
      #expect(a.stdout.contains("301 views, 398 reads: 398 satisfied"))
      #expect(b.stdout.contains("301 views, 398 reads: 398 satisfied"))
      #expect(try Reliability.integrity(db) == "ok")
    }
  }

  /// A project built three ways (three configurations, an index each): two and four
  /// runs at once, on a fresh index, with `--rebuild` and plain, all finish with the
  /// summary and the report of one run, and every index is sound. (Runs take turns,
  /// whole, under IndexLock; before, their configurations' transactions interleaved,
  /// and on a large project on a busy machine both of two runs failed.)
  @Test func runsAtOnceOnAProjectOfSeveralConfigurationsAllFinishAlike() throws {
    let app = try Reliability.generatedApp(views: 300, ["--platforms", "iOS,macOS,tvOS"])
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    let db = Reliability.indexPath(app)
    let indexes = ["", ".macOS", ".tvOS"].map { db.replacingOccurrences(of: "index.sqlite", with: "index\($0).sqlite") }
    let untimed = { (text: String) in
      text.replacingOccurrences(of: #" \([0-9]+ parsed\)| \([0-9.]+ s\)"#, with: "", options: .regularExpression)
    }
    #expect(try Reliability.run("implicits-index", ["--quiet", app.path]).status == 0)
    let summary = untimed(try Reliability.run("implicits-index", ["--quiet", app.path]).stdout)
    #expect(summary.contains("in 3 configurations (iOS, macOS, tvOS), 301 views"), "\(summary)")
    let report = try Reliability.run("implicits-query", ["report", "--format", "json"], in: app).stdout
    for (count, arguments, fresh) in [(2, ["--rebuild"], false), (4, ["--rebuild"], false), (2, [], false),
                                      (4, [], false), (4, [], true)] {
      if fresh { try FileManager.default.removeItem(at: app.appendingPathComponent(".implicits")) }
      let runs = try (0..<count).map { _ in try Running("implicits-index", ["--quiet"] + arguments + [app.path]) }
      for run in runs.map({ $0.wait() }) {
        #expect(run.status == 0, "\(count) at once \(arguments): \(run.stderr)")
        #expect(untimed(run.stdout) == summary, "\(count) at once \(arguments)")
      }
      for index in indexes { #expect(try Reliability.integrity(index) == "ok") }
      #expect(try Reliability.run("implicits-query", ["report", "--format", "json"], in: app).stdout == report)
    }
  }

  /// The build plugin's command (Plugins/ImplicitsCheck/CheckCommand.swift): implicits-glue
  /// writes the target's glue, then runs implicits-index over the plugin's source list into
  /// the plugin's own index. Two builds of a target at once (Xcode and `swift build`, two
  /// schemes) run it at once: two and four at once, on the index as it is and after an
  /// edit, each finishes with the answer of one run alone, the glue is whole and the
  /// index sound.
  @Test func thePluginsCommandRunsAtOnceAlike() throws {
    let app = try Reliability.generatedApp(views: 300)
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    let work = try FixtureRunner.makeScratchFolder()
    let (list, glue, db) = (work.appendingPathComponent("sources.txt"), work.appendingPathComponent("ImplicitsKeys+Glue.swift"),
                            work.appendingPathComponent("index.sqlite").path)
    let files = (FileManager.default.enumerator(atPath: app.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
    try files.map { "App\t\(app.appendingPathComponent($0).path)\n" }.sorted().joined()
      .write(to: list, atomically: true, encoding: .utf8)
    let arguments = ["--sources", list.path, "--module", "App", "--output", glue.path, "--fail-through-compiler", "--then",
                     CommandLineTests.binaries.appendingPathComponent("implicits-index").path, app.path,
                     "--sources", list.path, "--db", db]
    let untimed = { (text: String) in
      text.replacingOccurrences(of: #" \([0-9]+ parsed\)| \([0-9.]+ s\)"#, with: "", options: .regularExpression)
    }
    let alone = try Running("implicits-glue", arguments).wait()
    #expect(alone.status == 0, "\(alone.stderr)")
    #expect(alone.stdout.contains("301 views, 398 reads: 398 satisfied"), "\(alone.stdout)")
    let written = try String(contentsOf: glue, encoding: .utf8)
    let edited = app.appendingPathComponent(try #require(files.sorted().first))
    for (count, edit) in [(2, false), (4, false), (2, true), (4, true)] {
      if edit { try (try String(contentsOf: edited, encoding: .utf8) + "\n// edited\n").write(to: edited, atomically: true, encoding: .utf8) }
      let runs = try (0..<count).map { _ in try Running("implicits-glue", arguments) }
      for run in runs.map({ $0.wait() }) {
        #expect(run.status == 0, "\(count) at once: \(run.stderr)")
        #expect(untimed(run.stdout) == untimed(alone.stdout), "\(count) at once")
      }
      #expect(try String(contentsOf: glue, encoding: .utf8) == written)
      #expect(try Reliability.integrity(db) == "ok")
    }
  }

  /// A run waits for the one that holds the index's lock, however long it takes (no
  /// time limit that could fail it), says so, and then completes.
  @Test func aRunWaitsForTheRunThatHoldsTheIndex() throws {
    let folder = try Reliability.goodProject()
    _ = try Reliability.index(folder)
    let lock = try #require(IndexLock.acquire(beside: Reliability.indexPath(folder)))
    let waiting = try Running("implicits-index", [folder.path])
    Thread.sleep(forTimeInterval: 1.5)
    #expect(waiting.process.isRunning, "waits for the lock")
    withExtendedLifetime(lock) {}
    _ = consume lock
    let done = waiting.wait()
    #expect(done.status == 1, "\(done.stderr)")
    #expect(done.stderr.contains("another implicits-index run is indexing into"), "\(done.stderr)")
    #expect(done.stdout.contains("implicits: 1 files"))
  }

  /// A transaction left open by another writer: readers see the committed index, and
  /// a second writer waits for the lock instead of failing or corrupting.
  @Test func readersSeeTheCommittedIndexAndWritersWait() throws {
    let folder = try Reliability.goodProject()
    _ = try Reliability.index(folder)
    let db = Reliability.indexPath(folder)
    let writer = try Database(path: db)
    try writer.execute("BEGIN IMMEDIATE; DELETE FROM files; DELETE FROM meta;")
    #expect(try Self.fileCount(db) == "n\n1\n(1 row)\n")
    let why = try Reliability.run("implicits-query", ["why", "SheetBefore.service"], in: folder)
    #expect(why.status == 1 && why.stdout.contains("UNSATISFIED"))
    let waiting = try Running("implicits-index", [folder.path])
    Thread.sleep(forTimeInterval: 1.5)
    #expect(waiting.process.isRunning, "waits for the write lock (busy timeout 30 s)")
    try writer.execute("ROLLBACK")
    let done = waiting.wait()
    #expect(done.status == 1, "\(done.stderr)")
    #expect(try Reliability.integrity(db) == "ok")
  }

  /// Queries in a loop while two `--rebuild` runs replace the index: every query
  /// succeeds and sees a whole index.
  @Test func queriesDuringRebuildsSeeAWholeIndex() throws {
    let app = try Reliability.generatedApp(views: 300)
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    let db = Reliability.indexPath(app)
    #expect(try Reliability.run("implicits-index", ["--quiet", app.path]).status == 0)
    let expected = try Self.fileCount(db)
    #expect(expected.hasPrefix("n\n27"))
    let first = try Running("implicits-index", ["--rebuild", "--quiet", app.path])
    let second = try Running("implicits-index", ["--rebuild", "--quiet", app.path])
    var queries = 0
    while first.process.isRunning || second.process.isRunning || queries < 3 {
      let run = try Reliability.run("implicits-query", ["--db", db, "sql", "SELECT COUNT(*) AS n FROM files"])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout == expected)
      queries += 1
    }
    #expect(first.wait().status == 0)
    #expect(second.wait().status == 0)
    #expect(try Reliability.integrity(db) == "ok")
  }

  /// Starts `implicits-index ARGUMENTS` and kills it with SIGKILL once the WAL of `db`
  /// has grown by `grown` bytes, 256 KB unless said (it is writing facts, long before
  /// its commit); a first index, written with a rollback journal, 0.1 s after its
  /// journal appears (its transaction has begun: the commit deletes it; the first
  /// index of a small app takes longer than that). Returns whether it died
  /// by the signal (rather than finishing first).
  static func killMidWrite(_ arguments: [String], db: String, grown: Int = 256 << 10) throws -> Bool {
    let wal = db + "-wal"
    let first = !FileManager.default.fileExists(atPath: db)
    let start = Reliability.size(wal)
    let running = try Running("implicits-index", arguments)
    var begun: Date?
    while running.process.isRunning {
      if first && begun == nil && FileManager.default.fileExists(atPath: db + "-journal") { begun = Date() }
      if first ? begun.map { Date().timeIntervalSince($0) > 0.1 } == true : Reliability.size(wal) > start + grown {
        kill(running.process.processIdentifier, SIGKILL)
        break
      }
      usleep(200)
    }
    let result = running.wait()
    return result.killed && result.status == SIGKILL
  }

  @Test func aRunKilledMidWriteLeavesThePreviousIndexIntact() throws {
    let app = try Reliability.generatedApp(views: 2000)
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    let db = Reliability.indexPath(app)
    #expect(try Reliability.run("implicits-index", ["--quiet", app.path]).status == 0)
    let before = try Self.fileCount(db)
    let report = try Reliability.run("implicits-query", ["--db", db, "report"]).stdout
    // What the killed run would have committed differs: a feature folder is gone.
    let features = app.appendingPathComponent("Features")
    let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: features.path).sorted().first)
    try FileManager.default.removeItem(at: features.appendingPathComponent(folder))

    try #require(try Self.killMidWrite(["--rebuild", "--quiet", app.path], db: db), "killed before it finished")
    #expect(try Reliability.integrity(db) == "ok")
    #expect(try Self.fileCount(db) == before)
    let after = try Reliability.run("implicits-query", ["--db", db, "report"])
    #expect(after.status == 0)
    #expect(after.stdout == report, "the previous index, exactly")

    let next = try Reliability.run("implicits-index", ["--quiet", app.path])
    #expect(next.status == 0, "\(next.stderr)")
    #expect(try Self.fileCount(db) != before)
    #expect(try Reliability.integrity(db) == "ok")
  }

  /// A run killed while its configurations derive at once (every one has an index, so
  /// they run side by side, Indexer+Configurations.swift): each configuration's index
  /// is its last committed one, sound, and the next run answers as a rebuild does.
  @Test func aRunKilledWhileConfigurationsDeriveAtOnceLeavesEachIndexWhole() throws {
    // One module built for three platforms: three configurations, three indexes.
    let app = try Reliability.generatedApp(views: 2000, ["--platforms", "iOS,macOS,tvOS"])
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    let db = Reliability.indexPath(app)
    let indexes = [db, db.replacingOccurrences(of: "index.sqlite", with: "index.macOS.sqlite"),
                   db.replacingOccurrences(of: "index.sqlite", with: "index.tvOS.sqlite")]
    // (Exit status 0: every read is declared on every platform, before and after.)
    #expect(try Reliability.run("implicits-index", ["--quiet", app.path]).status == 0)
    let before = try indexes.map { try Self.fileCount($0) }
    // A feature folder gone: every configuration derives again, all at once.
    let features = app.appendingPathComponent("Features")
    let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: features.path).sorted().first)
    try FileManager.default.removeItem(at: features.appendingPathComponent(folder))

    // Killed once the last configuration's index is being written, beside the others.
    try #require(try Self.killMidWrite(["--quiet", app.path], db: indexes[2], grown: 64 << 10),
                 "killed before it finished")
    for index in indexes { #expect(try Reliability.integrity(index) == "ok") }
    // (Which ones had committed depends on the moment: one that finished first is new.)
    let killed = try indexes.map { try Self.fileCount($0) }
    let report = try Reliability.run("implicits-query", ["report", "--format", "json", "--fail-on", "never"], in: app)
    #expect(report.status == 0, "\(report.stderr)")

    let next = try Reliability.run("implicits-index", ["--quiet", app.path])
    #expect(next.status == 0, "\(next.stderr)")
    let incremental = try Reliability.run("implicits-query", ["report", "--format", "json", "--fail-on", "never"], in: app)
    #expect(try Reliability.run("implicits-index", ["--quiet", "--rebuild", app.path]).status == 0)
    let rebuilt = try Reliability.run("implicits-query", ["report", "--format", "json", "--fail-on", "never"], in: app)
    let timeless = { (text: String) in text.replacingOccurrences(of: #""seconds":[^,]*,"#, with: "", options: .regularExpression) }
    #expect(timeless(incremental.stdout) == timeless(rebuilt.stdout) && !rebuilt.stdout.isEmpty)
    // Each index the kill left was a committed one: the last run's or this one's.
    let after = try indexes.map { try Self.fileCount($0) }
    for position in indexes.indices {
      #expect(killed[position] == before[position] || killed[position] == after[position], "\(indexes[position])")
      #expect(try Reliability.integrity(indexes[position]) == "ok")
    }
    #expect(after != before)
  }

  /// The very first run killed: no index was committed, and the reader says so; the
  /// next run writes it whole.
  @Test func aFirstRunKilledLeavesNoHalfIndex() throws {
    let app = try Reliability.generatedApp(views: 2000)
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    let db = Reliability.indexPath(app)
    try #require(try Self.killMidWrite(["--quiet", app.path], db: db), "killed before it finished")
    #expect(FileManager.default.fileExists(atPath: db + "-journal"), "a first index writes with a rollback journal")
    let query = try Reliability.run("implicits-query", ["reads"], in: app)
    #expect(query.status == 2)
    #expect(query.stderr.contains("is not complete yet"), "\(query.stderr)")
    #expect(try Reliability.integrity(db) == "ok")
    let next = try Reliability.run("implicits-index", ["--quiet", app.path])
    #expect(next.status == 0, "\(next.stderr)")
    #expect(next.stdout.contains("2001 views"))
    // Committed, the index is in WAL: later runs write beside readers.
    #expect(try Database(path: db, mode: .readOnly).rows("PRAGMA journal_mode").first?.string(0) == "wal")
    #expect(!FileManager.default.fileExists(atPath: db + "-journal"))
  }
}
