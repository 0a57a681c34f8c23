import Foundation
import Testing
import ImplicitsQuery

/// The bundled example apps: the correct one proves every read, the broken one
/// reports exactly the mistakes planted in it (its EXPECTED.md), and `why` answers
/// for every read.
@Suite("Example apps")
struct ExampleAppTests {
  static let examples = FixtureRunner.fixturesRoot.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

  /// Indexes a copy, so no index is written into the source tree. The whole Examples
  /// folder is copied: a broken variant links the files it shares with its app.
  static func index(_ name: String) throws -> FixtureRunner.Outcome {
    let scratch = try FixtureRunner.makeScratchFolder().appendingPathComponent("Examples")
    try FileManager.default.copyItem(at: examples, to: scratch)
    return try FixtureRunner.index(scratch.appendingPathComponent(name))
  }

  /// `View.property` names in the first column of EXPECTED.md's table.
  static func expectedUnsatisfied(_ name: String) throws -> Set<String> {
    let text = try String(contentsOf: examples.appendingPathComponent(name).appendingPathComponent("EXPECTED.md"),
                          encoding: .utf8)
    let pattern = try NSRegularExpression(pattern: #"^\| `([A-Za-z.]+)`"#, options: .anchorsMatchLines)
    return Set(pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
      String(text[Range($0.range(at: 1), in: text)!])
    })
  }

  /// Correct apps prove every read (a read that may fall back to a default is `default`).
  @Test("correct apps prove every read", arguments: ["ImplicitsDemo", "ShopEnvironment"])
  func correctAppProvesEveryRead(_ name: String) throws {
    let outcome = try Self.index(name)
    #expect(outcome.reads.count > 15)
    for read in outcome.reads {
      #expect(read.status == .satisfied || read.status == .defaulted, "\(read.name) is \(read.status)")
    }
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map { $0.rendered() })")
  }

  @Test("broken apps report exactly the planted mistakes", arguments: ["ImplicitsDemoBroken", "ShopEnvironmentBroken"])
  func brokenAppReportsExactlyThePlantedMistakes(_ name: String) throws {
    let outcome = try Self.index(name)
    let unsatisfied = Set(outcome.reads.filter { $0.status == .unsatisfied }.map(\.name))
    #expect(unsatisfied == (try Self.expectedUnsatisfied(name)))
    #expect(outcome.reads.allSatisfy { [.satisfied, .unsatisfied, .defaulted].contains($0.status) })
    // Errors for the reads that fail in the app; for those that fail only in previews, a
    // warning per preview that stands for them.
    let inApp = Set(outcome.reads.filter(\.failsInApp).map(\.location))
    let inPreviews = Set(outcome.reads.filter(\.failsOnlyInPreviews).map(\.location))
    #expect(Set(outcome.diagnostics.filter { $0.severity == .error }.map(\.location)) == inApp)
    #expect(Set(outcome.diagnostics.filter { $0.code == DiagnosticRules.previewMissingValue.code }.flatMap(\.members)
      .map(\.location)) == inPreviews)
    #expect(inApp.count + inPreviews.count == unsatisfied.count)
  }

  @Test func environmentCrashesAreQuoted() throws {
    let outcome = try Self.index("ShopEnvironmentBroken")
    let codes = Set(outcome.diagnostics.map(\.code))
    #expect(codes.isSuperset(of: ["missing-environment-object", "missing-observable"]))
    #expect(outcome.diagnostics.contains { $0.message.hasPrefix("No ObservableObject of type Store found.") })
  }

  /// The output block of the broken demo's EXPECTED.md is what `implicits-index .`
  /// prints there (but the time): regenerate it from a real run when the analyzer changes.
  @Test func theBrokenDemosExpectedOutputIsTheRealOne() throws {
    let text = try String(contentsOf: Self.examples.appendingPathComponent("ImplicitsDemoBroken/EXPECTED.md"), encoding: .utf8)
    let block = try #require(text.components(separatedBy: "```\n").dropFirst().first, "EXPECTED.md has no output block")
    let scratch = try FixtureRunner.makeScratchFolder().appendingPathComponent("Examples")
    try FileManager.default.copyItem(at: Self.examples, to: scratch)
    // A first index, as EXPECTED.md shows it: not the one scripts/demo leaves behind.
    try? FileManager.default.removeItem(at: scratch.appendingPathComponent("ImplicitsDemoBroken/.implicits"))
    let run = try CommandLineTests.run("implicits-index", ["."], in: scratch.appendingPathComponent("ImplicitsDemoBroken"))
    #expect(run.status == 1)
    func untimed(_ text: String) -> String {
      text.replacingOccurrences(of: #"\(\d+\.\d+ s\)"#, with: "(TIME)", options: .regularExpression)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(untimed(run.stdout + run.stderr) == untimed(block))
  }

  @Test func nearMissIsNamedInTheBrokenDemo() throws {
    let outcome = try Self.index("ImplicitsDemoBroken")
    // The near miss is named, with the fix.
    let feed = try #require(outcome.reads.first { $0.name == "FeedView.network" })
    let explanation = try outcome.index.explain(feed)
    #expect(explanation.nearMisses.contains { $0.message.contains("write .implicit(LiveNetwork() as NetworkService)") })
  }

  @Test("why answers for every read", arguments: ["ImplicitsDemo", "ImplicitsDemoBroken", "ShopEnvironment",
                                                  "ShopEnvironmentBroken"])
  func whyForEveryRead(_ name: String) throws {
    let outcome = try Self.index(name)
    for read in outcome.reads {
      let explanation = try outcome.index.explain(read)
      let text = WhyRenderer().render(explanation)
      #expect(text.hasPrefix("\(read.name): "))
      switch read.status {
      case .satisfied:
        #expect(!explanation.coverings.isEmpty, "\(read.name): no covering declaration shown")
      case .unsatisfied, .defaulted:
        #expect(explanation.uncoveredPath.count >= 2, "\(read.name): no counterexample path")
        #expect(explanation.uncoveredPath.first?.isEntry == true)
        #expect(explanation.suggestedFix != nil)
      default:
        Issue.record("\(read.name) is \(read.status)")
      }
    }
  }

  @Test func jsonReportOfTheExampleMatchesTheContract() throws {
    let outcome = try Self.index("ImplicitsDemoBroken")
    let json = try JSONReport.make(outcome.index).rendered()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["version", "reads", "diagnostics", "summary"])
    let reads = try #require(object["reads"] as? [[String: Any]])
    let statuses: Set<String> = ["satisfied", "unsatisfied", "unreachable", "exported", "default"]
    let kinds: Set<String> = ["implicit", "environmentObject", "environmentType", "environmentKey"]
    for read in reads {
      #expect(Set(read.keys).isSuperset(of: ["module", "view", "property", "key", "kind", "status", "file", "line", "column"]))
      #expect(statuses.contains(read["status"] as? String ?? ""))
      #expect(kinds.contains(read["kind"] as? String ?? ""))
      #expect((read["file"] as? String)?.hasPrefix("/") == false, "file is relative to the project")
      #expect((read["line"] as? Int ?? 0) > 0)
    }
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary["unsatisfied"] == 5)
    #expect(summary["reads"] == reads.count)
  }
}
