import Foundation
import ImplicitsStore
import Testing

/// Query input, end to end: unknown and malformed names, SQL that tries to write or
/// runs forever. Every failure is exit status 2 and one message; the index never
/// changes (docs/reliability.md).
@Suite("Reliability: query input")
struct ReliabilityQueryTests {
  static func indexed() throws -> URL {
    let folder = try Reliability.goodProject()
    _ = try Reliability.index(folder)
    return folder
  }

  static func query(_ arguments: [String], in folder: URL) throws -> CommandLineTests.Run {
    try Reliability.run("implicits-query", arguments, in: folder)
  }

  @Test func unknownAndMalformedNamesAreExplained() throws {
    let folder = try Self.indexed()
    let cases: [([String], String)] = [
      (["why", "SheetBefore.servic"], "no read named SheetBefore.servic; did you mean SheetBefore.service"),
      (["why", "NoSuchView"], "'NoSuchView' is not of the form View.property, and no view of that name reads a value"),
      (["why", "SheetBefore", "--format", "json"], "why --format json explains one read: name it as View.property"),
      (["why", ".service"], "'.service' is not of the form View.property"),
      (["why", "SheetBefore."], "'SheetBefore.' is not of the form View.property"),
      (["why", ""], "'' is not of the form View.property"),
      (["why", "x'; DROP TABLE reads; --.y"], "no read named x'; DROP TABLE reads; --.y"),
      (["why", String(repeating: "A", count: 20_000) + ".b"], "no read named AAAA"),
      (["reads", "NoSuchView"], "no view named NoSuchView"),
      (["declarations", "NoKey"], "no key named NoKey"),
      (["paths", "Nope", "Other"], "no view or producer named Nope"),
      (["wyh", "SheetBefore.service"], "unknown command 'wyh'; did you mean why"),
      (["why", "SheetBefore.service", "--format", "yaml"], "unknown format 'yaml'"),
    ]
    for (arguments, message) in cases {
      let run = try Self.query(arguments, in: folder)
      #expect(run.status == 2, "\(arguments.map { $0.prefix(40) })")
      #expect(run.stderr.hasPrefix("implicits-query: ") && run.stderr.contains(message),
              "\(arguments.map { $0.prefix(40) }): \(run.stderr.prefix(200))")
      #expect(run.stdout.isEmpty)
    }
    #expect(try Reliability.index(folder).parsed == 0)
    #expect(try Self.query(["reads"], in: folder).stdout.contains("SheetBefore.service"), "the index is unchanged")
  }

  /// Lines of garbage at the prompt (standard input not a terminal): each is an error,
  /// the session goes on to the next line.
  @Test func garbageAtThePromptIsAnErrorPerLine() throws {
    let folder = try Self.indexed()
    var input = Data("\u{1B}[A\u{7F}\n".utf8)
    input += Data([0xFF, 0xFE, 0x00, 0x41, 0x0A])
    input += Data((String(repeating: "why ", count: 10_000) + "\n").utf8)
    input += Data("why \"unterminated\nsql SELECT 'still here'\n".utf8)
    let process = Process()
    process.executableURL = CommandLineTests.binaries.appendingPathComponent("implicits-query")
    process.currentDirectoryURL = folder
    let stdin = Pipe(), out = Pipe(), err = Pipe()
    process.standardInput = stdin
    process.standardOutput = out
    process.standardError = err
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    _ = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 2)
    #expect(stdout.contains("still here"), "the session reached the last line")
  }

  @Test func sqlThatWritesIsRefusedAndChangesNothing() throws {
    let folder = try Self.indexed()
    let db = Reliability.indexPath(folder)
    let elsewhere = try FixtureRunner.makeScratchFolder()
    let statements = [
      "DELETE FROM reads",
      "DROP TABLE reads",
      "UPDATE meta SET value = 'x'",
      "INSERT INTO meta VALUES ('a', 'b')",
      "CREATE TABLE t(x)",
      "CREATE TEMP TABLE t(x)",
      "VACUUM",
      "VACUUM INTO '\(elsewhere.path)/copy.sqlite'",
      "PRAGMA journal_mode = DELETE",
      "PRAGMA user_version = 7",
      "REINDEX",
      "ANALYZE",
      "ATTACH DATABASE '\(elsewhere.path)/new.sqlite' AS other",
      "SELECT load_extension('/nonexistent')",
      "SELECT 1; DELETE FROM reads",
      "WITH gone AS (DELETE FROM reads RETURNING *) SELECT * FROM gone",
    ]
    let before = try Self.query(["report"], in: folder).stdout
    for statement in statements {
      let run = try Self.query(["sql", statement], in: folder)
      #expect(run.status == 2, "\(statement)")
      #expect(run.stderr.hasPrefix("implicits-query: sql"), "\(statement): \(run.stderr)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty, "no file was created")
    #expect(try Self.query(["report"], in: folder).stdout == before)
    #expect(try Reliability.integrity(db) == "ok")
    let user = try Database(path: db, mode: .readOnly).scalarInt("PRAGMA user_version")
    #expect(user == 0)
  }

  /// A query that never ends (an unbounded recursive CTE), with and without rows to
  /// collect: stopped by the time limit with a message saying how to allow more.
  @Test func aQueryThatRunsForeverIsStoppedByTheTimeLimit() throws {
    let folder = try Self.indexed()
    for statement in [
      "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT COUNT(*) FROM n",
      "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x FROM n",
      "SELECT COUNT(*) FROM reads a, reads b, reads c, reads d, reads e, reads f, reads g, reads h, reads i, reads j, reads k",
    ] {
      let start = Date()
      let run = try Self.query(["sql", "--timeout", "1", statement], in: folder)
      #expect(Date().timeIntervalSince(start) < 15, "\(statement)")
      #expect(run.status == 2)
      #expect(run.stderr.contains("implicits-query: sql: stopped after 1 s, the time limit (--timeout SECONDS sets it)"),
              "\(statement): \(run.stderr)")
    }
    let bad = try Self.query(["sql", "SELEC 1"], in: folder)
    #expect(bad.status == 2)
    #expect(bad.stderr == "implicits-query: sql: near \"SELEC\": syntax error\n")
  }
}
