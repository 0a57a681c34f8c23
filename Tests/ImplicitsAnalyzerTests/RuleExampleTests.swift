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
      let outcome = try FixtureRunner.run(sources: ["Example.swift": example])
      #expect(outcome.diagnostics.contains { $0.code == code }, "\(code) not reported for:\n\(example)")
    }
  }

  @Test("non-triggering examples do not", arguments: DiagnosticRules.all.map(\.code))
  func nonTriggering(_ code: String) throws {
    let rule = try #require(DiagnosticRules.rule(code))
    for example in rule.nonTriggering {
      let outcome = try FixtureRunner.run(sources: ["Example.swift": example])
      #expect(!outcome.diagnostics.contains { $0.code == code }, "\(code) reported for:\n\(example)")
    }
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
