import Foundation
import Testing
import ImplicitsQuery

/// Every diagnostic rule carries examples that must and must not trigger it
/// (SwiftLint style); docs/diagnostics.md is generated from the same rules.
@Suite("Diagnostic rules")
struct RuleExampleTests {
  @Test("triggering examples report the rule", arguments: DiagnosticRules.all.map(\.code))
  func triggering(_ code: String) throws {
    let rule = try #require(DiagnosticRules.rule(code))
    for example in rule.triggering {
      let outcome = try FixtureRunner.run(sources: Self.files(example))
      #expect(outcome.diagnostics.contains { $0.code == code }, "\(code) not reported for:\n\(example)")
    }
  }

  @Test("non-triggering examples do not", arguments: DiagnosticRules.all.map(\.code))
  func nonTriggering(_ code: String) throws {
    let rule = try #require(DiagnosticRules.rule(code))
    for example in rule.nonTriggering {
      let outcome = try FixtureRunner.run(sources: Self.files(example))
      #expect(!outcome.diagnostics.contains { $0.code == code }, "\(code) reported for:\n\(example)")
    }
  }

  /// An example is one Swift file; one whose first line is `// .implicits.json: {...}`
  /// is indexed with that configuration too (the rules about the configuration).
  static func files(_ example: String) -> [String: String] {
    let marker = "// .implicits.json: "
    guard let first = example.split(separator: "\n").first, first.hasPrefix(marker) else { return ["Example.swift": example] }
    return ["Example.swift": example, ".implicits.json": String(first.dropFirst(marker.count))]
  }

  @Test("every rule is documented, and docs/diagnostics.md is up to date")
  func documentation() throws {
    let docs = FixtureRunner.fixturesRoot.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/diagnostics.md")
    let current = try String(contentsOf: docs, encoding: .utf8)
    #expect(current == DiagnosticsDocument.markdown(),
            "docs/diagnostics.md is stale: run `swift run implicits-query docs diagnostics > docs/diagnostics.md`")
  }

  @Test("codes are unique and stable in form")
  func codes() {
    let codes = DiagnosticRules.all.map(\.code)
    #expect(Set(codes).count == codes.count)
    for code in codes { #expect(code.allSatisfy { $0.isLowercase || $0 == "-" }, "\(code)") }
  }
}
