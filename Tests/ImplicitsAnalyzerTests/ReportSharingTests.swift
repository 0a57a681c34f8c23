import Foundation
import Testing
@testable import ImplicitsQuery
import ImplicitsStore

/// A report lists the reads once and reuses them (QueryMemo), renders JSON from the
/// `Report` it already built, and looks up the hops of every path in bulk while
/// listing diagnostics. Each shortcut must say exactly what the long way says: the
/// long way here runs on a fresh `ProjectIndex` of the same database, one read at a time.
@Suite("Report sharing")
struct ReportSharingTests {
  static func fresh(_ index: ProjectIndex) throws -> ProjectIndex {
    ProjectIndex(database: try IndexStore.openForReading(path: index.database.path))
  }

  @Test func theJSONOfAReportIsTheJSONOfTheIndex() throws {
    let (app, _) = try CounterexampleTests.brokenApp(["--views", "200", "--seed", "11", "--missing", "0.3"])
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    let outcome = try FixtureRunner.index(app)
    var report = try Report(index: try Self.fresh(outcome.index))
    #expect(report.findings.count > 10)
    // The long way: every listing made again by JSONReport on an index that remembers nothing.
    let expected = try JSONReport.make(try Self.fresh(outcome.index)).rendered() + "\n"
    #expect(try JSONFormat.render(report) == expected)

    // With a baseline, the diagnostics are the unknown findings, in order.
    let findings = report.findings
    let baseline = Baseline(recording: findings.enumerated().filter { $0.offset % 3 == 0 }.map(\.element))
    report.apply(baseline, from: "baseline.json")
    let rendered = try JSONFormat.render(report)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    let all = try Self.fresh(outcome.index).allDiagnostics()
    let unknown = zip(all, findings).filter { !$0.1.baselineIdentities.allSatisfy(baseline.contains) }.map(\.0)
    #expect(diagnostics.map { $0["message"] as? String } == unknown.map(\.message))
    #expect(diagnostics.map { $0["line"] as? Int } == unknown.map(\.location.line))
    let counted = try #require(object["baseline"] as? [String: Any])
    #expect(counted["known"] as? Int == report.findings.count - unknown.count)
    #expect(counted["new"] as? Int == unknown.count)
  }

  /// Hops looked up in bulk (listing every diagnostic) are the hops looked up one by one.
  @Test func pathsFromTheSharedListingMatchPathsOfOneRead() throws {
    let (app, _) = try CounterexampleTests.brokenApp(["--views", "150", "--seed", "4", "--missing", "0.3"])
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    let outcome = try FixtureRunner.index(app)
    let listed = try Self.fresh(outcome.index)
    _ = try listed.allDiagnostics()
    let single = try Self.fresh(outcome.index)
    let failing = outcome.reads.filter { $0.status == .unsatisfied }
    #expect(failing.count > 10)
    for read in failing {
      let path = try listed.uncoveredPath(for: read)
      #expect(!path.isEmpty)
      // PathHop's == compares every field, the site id too.
      #expect(path == (try single.uncoveredPath(for: read)), "\(read.name)")
    }
  }

  /// Listing every diagnostic searches every slot in memory (CounterexampleSearch.swift):
  /// every state's parent and every read's end are those of the SQL search.
  @Test("the search in memory finds what the SQL search finds",
        arguments: [["--views", "300", "--seed", "3", "--missing", "0.3"],
                    ["--views", "250", "--seed", "7", "--broken", "6", "--missing", "0.1"],
                    ["--views", "120", "--seed", "21", "--missing", "0.6"]])
  func memorySearchMatchesSQL(_ arguments: [String]) throws {
    let (app, _) = try CounterexampleTests.brokenApp(arguments)
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    let index = try Self.fresh(try FixtureRunner.index(app).index)
    let sql = try index.searchCounterexamples(only: nil)
    let memory = try index.searchEverySlotInMemory()
    #expect(sql.ends.count > 10)
    #expect(memory.ends == sql.ends)
    #expect(memory.parents.count == sql.parents.count)
    for (state, parent) in sql.parents {
      #expect(memory.parents[state]?.site == parent.site && memory.parents[state]?.from == parent.from, "\(state)")
    }
  }

  /// The same where paths enter new hosts: a context menu's preview, sheets on a Mac
  /// (their window's root carried along the path), a sheet presented from a sheet.
  @Test("the search in memory finds what the SQL search finds across presentations",
        arguments: ["analyzer/presentation-context-menu-preview.swift", "analyzer/presentation-sheets-on-a-mac",
                    "analyzer/presentation-sheets-ipad-app-on-a-mac", "analyzer/presentation-settings"])
  func memorySearchMatchesSQLAcrossPresentations(_ fixture: String) throws {
    let (outcome, _) = try FixtureRunner.run(fixture: fixture)
    for index in try outcome.index.configurationIndexes() {
      let fresh = try Self.fresh(index)
      let sql = try fresh.searchCounterexamples(only: nil)
      let memory = try fresh.searchEverySlotInMemory()
      #expect(memory.ends == sql.ends)
      #expect(memory.parents.count == sql.parents.count)
      for (state, parent) in sql.parents {
        #expect(memory.parents[state]?.site == parent.site && memory.parents[state]?.from == parent.from, "\(state)")
      }
    }
  }

  @Test func jsonEscapesControlCharactersQuotesAndBackslashesOnly() {
    let text = "a\"b\\c\nd\re\tf\u{1}g\u{1F}h\u{7F}é🙂/"
    #expect(JSON.quote(text) == #""a\"b\\c\nd\re\tf\u0001g\u001fh"# + "\u{7F}é🙂/\"")
    let value = JSON.object([("k\"1", .array([.string(text), .number(-3), .bool(true), .null, .array([]), .object([])]))])
    #expect(value.rendered() == """
      {
        "k\\"1": [
          \(JSON.quote(text)),
          -3,
          true,
          null,
          [],
          {}
        ]
      }
      """)
    #expect(value.rendered(pretty: false) == #"{"k\"1":["# + JSON.quote(text) + #",-3,true,null,[],{}]}"#)
    // What JSON parsers read back is the text itself.
    let parsed = try? JSONSerialization.jsonObject(with: Data(JSON.array([.string(text)]).rendered().utf8)) as? [String]
    #expect(parsed == [text])
  }
}
