import Foundation
import Testing
@testable import ImplicitsIndexer

/// The findings that need the whole project (Queries/derive_sites_3_findings.sql,
/// derive_sites_1_context.sql) are looked up one way when most files are derived (from
/// the few members of a view type, from the sites with a view inside) and another when
/// a few are (from the dirty files' nodes): both must give what a full run gives.
@Suite("Incremental findings")
struct IncrementalFindingsTests {
  /// A view that keeps a view in its state (given only by a preview: a view kept in a
  /// plain property is content its holder places, not reported), calls an overload set that changes what it
  /// shows and places a view inside a call that resolves to nothing, beside one that
  /// shows a view from a requirement no type implements; seven other files, so an edit
  /// of it leaves most files clean.
  static let card = """
    struct Card: View {
      @State var header: BadgeView
      var body: some View {
        VStack {
          header
          row(1)
          Mystery { BadgeView() }
        }
      }
      func row(_ value: Int) -> some View { BadgeView() }
      func row(_ value: String) -> some View { Text(value) }
    }
    #Preview { Card(header: BadgeView()) }
    struct Router: View {
      let route: any Route
      var body: some View { route.destination }
    }
    """

  static func project() throws -> URL {
    var sources = [
      "App.swift": "struct TestApp: App { var body: some Scene { WindowGroup { Other1() } } }\n",
      "Card.swift": card,
      "BadgeView.swift": "struct BadgeView: View {\n  @EnvironmentObject var store: Store\n  var body: some View { Text(\"\") }\n}\n",
      "Store.swift": "final class Store: ObservableObject {}\n",
      "Route.swift": "protocol Route { var destination: AnyView { get } }\n",
    ]
    for number in 1...3 {
      sources["Other\(number).swift"] = "struct Other\(number): View { var body: some View { Text(\"\") } }\n"
    }
    return try FixtureRunner.run(sources: sources).root
  }

  static func codes(_ diagnostics: [String]) -> Set<String> {
    Set(["stored-view", "ambiguous-reference", "unresolved-site", "protocol-view"].filter { code in
      diagnostics.contains { $0.contains("Card.swift") && $0.contains("[\(code)]") }
    })
  }

  @Test func findingsOfAFewEditedFilesAreAFullRunsFindings() throws {
    let root = try Self.project()
    let first = try IncrementalTests.answer(root, rebuild: true)
    #expect(Self.codes(first.diagnostics) == ["stored-view", "ambiguous-reference", "unresolved-site", "protocol-view"],
            "\(first.diagnostics)")
    let answers = try IncrementalTests.answersAfterEdits(root, file: "Card.swift", [
      // every finding moves down two lines
      { "// one\n// two\n" + $0 },
      // Card's stored view, overload set and unresolved call are no longer used (the
      // Router's requirement stays)
      { $0.replacingOccurrences(of: "      header\n      row(1)\n      Mystery { BadgeView() }\n", with: "      Text(\"\")\n") },
      // and are used again, in another order
      { $0.replacingOccurrences(of: "      Text(\"\")\n", with: "      Mystery { BadgeView() }\n      row(1)\n      header\n") },
    ])
    #expect(answers.map { Self.codes($0.diagnostics) } == [
      ["stored-view", "ambiguous-reference", "unresolved-site", "protocol-view"], ["protocol-view"],
      ["stored-view", "ambiguous-reference", "unresolved-site", "protocol-view"],
    ])
  }
}
