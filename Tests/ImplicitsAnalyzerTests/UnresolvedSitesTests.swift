import Testing
import ImplicitsExtract
import ImplicitsStore

/// Calls that resolve to nothing are facts (`unresolved_sites`), and the sites of the
/// views placed inside them are unseen (`unseen_sites`), for the proof's `unproven`.
@Suite("Unresolved sites")
struct UnresolvedSitesTests {
  @Test("a call with views inside that resolves to nothing is listed, and its views' sites are unseen")
  func listedAndUnseen() throws {
    let (outcome, _) = try FixtureRunner.run(fixture: "analyzer/unresolved-sites.swift")
    let database = outcome.index.database
    let unresolved = try database.rows("SELECT name, line FROM unresolved_sites ORDER BY line")
      .map { "\($0.string(0)):\($0.int(1))" }
    // `format(...)` and `Date()` have no view inside: not listed.
    #expect(unresolved == ["OutsideCard:22", "present:32"])
    let unseen = try database.rows("""
      SELECT n.name, u.reason FROM unseen_sites u JOIN nodes n ON n.id = u.site_id ORDER BY n.line
      """).map { "\($0.string(0)): \($0.string(1))" }
    #expect(unseen == [
      "Inside: placed inside OutsideCard(...), which resolves to nothing the analyzer knows",
      "Missing: placed inside present(...), which resolves to nothing the analyzer knows",
    ])
  }

  /// A call of a SwiftUI view's name that no project type in scope matches is
  /// SwiftUI's (Queries/derive_sites_1_context.sql lists SwiftUI's views for it): the
  /// list there has every name extraction knows as SwiftUI's.
  @Test("every SwiftUI view extraction knows is SwiftUI's where no project type of its name is in scope")
  func swiftUIViewsAreKnownToTheIndex() {
    for name in BuiltInViews.names.union(ProjectNames.swiftUINavigationNames) {
      #expect(SQLScripts.deriveSites.contains("('\(name)')"), "\(name) is missing from derive_sites_1_context.sql's framework list")
    }
  }

  @Test("a call that resolves to a project declaration is not listed")
  func resolvedIsNotListed() throws {
    let outcome = try FixtureRunner.run(sources: ["App.swift": """
      import SwiftUI
      struct Screen: View {
        var body: some View { card { Row() }; Wrapper { Row() } }
        func card(@ViewBuilder _ content: () -> some View) -> some View { content() }
      }
      struct Wrapper<Content: View>: View {
        @ViewBuilder let content: () -> Content
        var body: some View { content() }
      }
      struct Row: View { var body: some View { Text("") } }
      """])
    #expect(try outcome.index.database.rows("SELECT * FROM unresolved_sites").isEmpty)
    #expect(try outcome.index.database.rows("SELECT * FROM unseen_sites").isEmpty)
  }
}
