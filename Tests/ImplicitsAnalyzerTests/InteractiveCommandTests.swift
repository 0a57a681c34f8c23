import Foundation
import Testing

/// The commands of `implicits-query`, both ways: read line by line from standard input
/// (not a terminal: scriptable) and as `implicits-query COMMAND ...`.
@Suite("Query commands")
struct InteractiveCommandTests {
  /// Runs implicits-query with `input` on standard input.
  static func session(_ input: String, in folder: URL, arguments: [String] = []) throws -> CommandLineTests.Run {
    let process = Process()
    process.executableURL = CommandLineTests.binaries.appendingPathComponent("implicits-query")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
    let stdin = Pipe(), out = Pipe(), err = Pipe()
    process.standardInput = stdin
    process.standardOutput = out
    process.standardError = err
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return .init(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                 stderr: String(decoding: stderr, as: UTF8.self))
  }

  static func query(_ arguments: [String], in folder: URL) throws -> CommandLineTests.Run {
    try CommandLineTests.run("implicits-query", arguments, in: folder, environment: ["NO_COLOR": "1"])
  }

  @Test func listingCommandsReadFromStandardInput() throws {
    let folder = try ReportFormatTests.indexedShop()
    let run = try Self.session("""
      # a comment, then every listing command
      views
      keys
      reads Checkout
      declarations Cart
      entries
      unsatisfied
      unreachable

      """, in: folder)
    #expect(run.status == 1, "the highest status of the commands: unsatisfied found one")
    #expect(run.stderr.isEmpty)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("VIEW ") && $0.contains("REACHED") && $0.hasSuffix("DECLARED AT") })
    #expect(lines.contains { $0.hasPrefix("Checkout ") && $0.hasSuffix("Shop.swift:18:1") })
    #expect(lines.contains("@Implicit NetworkService  1      1                       0"))
    #expect(lines.contains("unsatisfied  Checkout.network  @Implicit NetworkService  Shop.swift:19:3"))
    #expect(lines.contains("satisfied    Checkout.cart     @Implicit Cart            Shop.swift:20:3"))
    #expect(lines.contains(".implicit(Cart())  Cart  ShopApp.body  Shop.swift:8:10"))
    #expect(lines.contains("ShopApp.body  scene-body  Shop.swift:4:3"))
    #expect(lines.contains("  missing on: ShopApp.body → Catalog() → Checkout()"))
    #expect(lines.contains("Every read is in a view that an entry point reaches."))
  }

  @Test func pathsListRoutesWithTheirDeclarations() throws {
    let folder = try ReportFormatTests.indexedShop()
    let run = try Self.query(["paths", "ShopApp", "Checkout"], in: folder)
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "1 route from ShopApp to Checkout, shortest first:")
    #expect(lines.contains("1. ShopApp.body → Catalog() → Checkout()"))
    #expect(lines.contains("     Catalog()   in ShopApp.body  Shop.swift:6:7    under .implicit(LiveNetwork()), .implicit(Cart())"))
    #expect(lines.contains("     Checkout()  in Catalog.body  Shop.swift:15:52"))
    let none = try Self.query(["paths", "Checkout", "ShopApp"], in: folder)
    #expect(none.status == 1)
    #expect(none.stdout.contains("No route from Checkout to ShopApp."))
    let unknown = try Self.query(["paths", "entries", "Chekout"], in: folder)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no view or producer named Chekout; did you mean Checkout"))
  }

  @Test func unknownCommandsAndNamesSuggestTheNearestOnes() throws {
    let folder = try ReportFormatTests.indexedShop()
    let run = try Self.session("wyh Checkout.cart\nreads Chekout\ndeclarations Crat\nwhy Checkout.netwrk\nviews extra\n", in: folder)
    #expect(run.status == 2)
    let errors = run.stderr.split(separator: "\n").map(String.init)
    #expect(errors.contains("unknown command 'wyh'; did you mean why? (help lists the commands)"))
    #expect(errors.contains("no view named Chekout; did you mean Checkout?"))
    #expect(errors.contains("no key named Crat; did you mean Cart?"))
    #expect(errors.contains { $0.hasPrefix("no read named Checkout.netwrk; did you mean Checkout.network") })
    #expect(errors.contains("usage: views"))
    let oneShot = try Self.query(["reeds"], in: folder)
    #expect(oneShot.status == 2)
    #expect(oneShot.stderr.contains("implicits-query: unknown command 'reeds'; did you mean reads?"))
  }

  @Test func quitEndsTheSession() throws {
    let folder = try ReportFormatTests.indexedShop()
    let run = try Self.session("entries\nquit\nviews\n", in: folder)
    #expect(run.status == 0)
    #expect(run.stdout.contains("ENTRY POINT"))
    #expect(!run.stdout.contains("VIEW "), "nothing after quit runs")
  }

  @Test func sqlAnswersReadOnlyQueries() throws {
    let folder = try ReportFormatTests.indexedShop()
    let run = try Self.session("sql SELECT view, property FROM reads ORDER BY line;\n", in: folder)
    #expect(run.status == 0)
    #expect(run.stdout == "view      property\nCatalog   cart\nCheckout  network\nCheckout  cart\n(3 rows)\n")
    let oneShot = try Self.query(["sql", "SELECT COUNT(*) AS n FROM reads WHERE key = 'Cart' -- two"], in: folder)
    #expect(oneShot.stdout == "n\n2\n(1 row)\n")
  }

  @Test func sqlRefusesWritesAndSeveralStatements() throws {
    let folder = try ReportFormatTests.indexedShop()
    let run = try Self.session("""
      sql DELETE FROM reads
      sql CREATE TEMP TABLE scratch(x)
      sql SELECT 1; DELETE FROM reads
      sql SELECT COUNT(*) FROM reads

      """, in: folder)
    let errors = run.stderr.split(separator: "\n").map(String.init)
    #expect(errors.filter { $0.hasPrefix("sql: the index is read-only here") }.count == 2)
    #expect(errors.contains("sql runs one statement at a time"))
    #expect(run.stdout.hasSuffix("COUNT(*)\n3\n(1 row)\n"), "nothing was deleted")
    let oneShot = try Self.query(["sql", "DROP TABLE reads"], in: folder)
    #expect(oneShot.status == 2)
    #expect(oneShot.stderr.contains("read-only"))
  }

  @Test func aRunawayQueryStopsAtTheTimeLimit() throws {
    let folder = try ReportFormatTests.indexedShop()
    let runaway = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT COUNT(*) FROM n"
    let start = Date()
    let oneShot = try Self.query(["sql", "--timeout", "0.5", runaway], in: folder)
    #expect(oneShot.status == 2)
    #expect(oneShot.stderr.contains("implicits-query: sql: stopped after 0.5 s, the time limit (--timeout SECONDS sets it)"))
    #expect(Date().timeIntervalSince(start) < 10)
    let session = try Self.session("sql --timeout 0.5 \(runaway)\nsql SELECT 42\n", in: folder, arguments: ["--timeout", "30"])
    #expect(session.stderr.contains("sql: stopped after 0.5 s"))
    #expect(session.stdout.contains("42\n(1 row)"), "the session goes on after a stopped query")
  }

  @Test func optionsThatDoNotApplyAreRefused() throws {
    let folder = try ReportFormatTests.indexedShop()
    let run = try Self.query(["views", "--format", "json"], in: folder)
    #expect(run.status == 2)
    #expect(run.stderr.contains("--format does not apply to views"))
    let help = try Self.query(["paths", "--help"], in: folder)
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("usage: paths FROM TO [--limit N]"))
  }

  @Test func everyCommandIsInTheHelpAndTheDocs() throws {
    let folder = try ReportFormatTests.indexedShop()
    let help = try Self.query(["--help"], in: folder).stdout
    let docs = try String(contentsOf: ReportFormatTests.repositoryRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    for command in ["why", "reads", "declarations", "paths", "entries", "unsatisfied", "unreachable", "views", "keys",
                    "sql", "report", "help", "quit"] {
      #expect(help.contains("\n  \(command)"), "--help lists \(command)")
      #expect(docs.contains("`\(command)"), "docs/cli.md documents \(command)")
    }
    for option in ["--db", "--timeout", "--format", "--output", "--fail-on", "--baseline", "--write-baseline",
                   "--path-prefix", "--limit"] {
      #expect(help.contains(option), "--help documents \(option)")
      #expect(docs.contains(option), "docs/cli.md documents \(option)")
    }
    let indexHelp = try CommandLineTests.run("implicits-index", ["--help"]).stdout
    for option in indexHelp.split(separator: "\n").flatMap({ $0.split(separator: " ") }).filter({ $0.hasPrefix("--") }) {
      let name = option.trimmingCharacters(in: CharacterSet(charactersIn: "[],.)"))
      #expect(docs.contains(name), "docs/cli.md documents implicits-index \(name)")
    }
  }
}
