import Testing
@testable import ImplicitsQuery

/// A read's error is printed in swiftc's shape: a short line that names what is missing,
/// the read's view and the entry, then one note per hop of the path, each at its
/// file:line, the last one being the site that shows the view without the value.
@Suite("Diagnostic shape")
struct DiagnosticShapeTests {
  static let sources = [
    "Shop.swift": """
      import SwiftUI
      final class Basket: ObservableObject {}
      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { Aisle() } }
      }
      struct Aisle: View {
        var body: some View { Shelf() }
      }
      struct Shelf: View {
        var body: some View { Till() }
      }
      struct Till: View {
        @EnvironmentObject var basket: Basket
        var body: some View { Text(basket.description) }
      }
      """,
  ]

  @Test("the error line names the view and the entry; each hop is a note at its place")
  func oneNotePerHop() throws {
    let outcome = try FixtureRunner.run(sources: Self.sources)
    let error = try #require(outcome.diagnostics.first { $0.code == "missing-environment-object" })
    let lines = error.rendered().split(separator: "\n").map(String.init)
    #expect(lines[0] == "Shop.swift:14:3: error: No ObservableObject of type Basket found. A View.environmentObject(_:) "
      + "for Basket may be missing as an ancestor of this view: Till, on the path from ShopApp.body; "
      + "add .environmentObject(Basket(...)) above Till [missing-environment-object]")
    #expect(!lines[0].contains("→"))
    #expect(Array(lines.dropFirst()) == [
      "Shop.swift:5:3: note: path starts at ShopApp.body (entry point)",
      "Shop.swift:5:40: note: step 1 of 3: Aisle(), in ShopApp.body",
      "Shop.swift:8:25: note: step 2 of 3: Shelf(), in Aisle.body",
      // the last hop is the site's own note
      "Shop.swift:11:25: note: Till() is shown here without Basket, which Till.basket reads",
    ])
    #expect(error.route == "ShopApp.body → Aisle() → Shelf() → Till()")
  }

  @Test("the JSON report gives each finding's path, hop by hop")
  func jsonPath() throws {
    let outcome = try FixtureRunner.run(sources: Self.sources)
    let json = JSONReport.make(reads: outcome.reads, diagnostics: outcome.diagnostics, counts: try outcome.index.counts())
    let text = json.rendered(pretty: false)
    #expect(text.contains(#""path":[{"name":"ShopApp.body","producer":"ShopApp.body","file":"Shop.swift","line":5"#))
  }
}
