import Foundation
import Testing

/// An edit that changes what a custom modifier provides, in a file of its own, proves
/// again the slots of the keys it now provides or no longer does: the reads below the
/// modifier's uses, in files the edit did not touch, answer as a full run does.
@Suite("Incremental indexing: what modifiers provide")
struct IncrementalProvidesTests {
  static let screens = """
    struct TestApp: App { var body: some Scene { WindowGroup { Home() } } }
    struct Home: View {
      var body: some View { Child().styled() }
    }
    struct Child: View {
      @Implicit var service: Service
      var body: some View { Text(service.name) }
    }
    final class Service { let name = "" }
    """
  static let plain = "extension View {\n  func styled() -> some View { self.padding() }\n}\n"
  static let providing = "extension View {\n  func styled() -> some View { self.padding().implicit(Service()) }\n}\n"

  @Test func aModifierThatStartsOrStopsProvidingIsProvedAgain() throws {
    let outcome = try FixtureRunner.run(sources: ["Screens.swift": Self.screens, "Styled.swift": Self.plain])
    let modifier = outcome.root.appendingPathComponent("Styled.swift")
    for (text, status) in [(Self.providing, "satisfied"), (Self.plain, "unsatisfied")] {
      try text.write(to: modifier, atomically: true, encoding: .utf8)
      let again = try IncrementalTests.answer(outcome.root, rebuild: false)
      #expect(again.incremental)
      let full = try IncrementalTests.answer(outcome.root, rebuild: true)
      #expect(again.statuses == full.statuses)
      #expect(again.diagnostics == full.diagnostics)
      #expect(again.statuses.count == 1 && again.statuses[0].hasSuffix("Child.service \(status)"))
    }
  }
}
