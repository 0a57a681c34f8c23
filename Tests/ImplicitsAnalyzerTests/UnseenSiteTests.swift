import Foundation
import Testing
import ImplicitsQuery
import ImplicitsStore

/// A site the analyzer cannot see past (`unseen_sites`, filled where a view is handed
/// to something it cannot resolve) makes the paths through it blind: a read they miss
/// is `unproven`, one they cover stays satisfied, and a path that misses the value
/// without crossing it is still an error. The proof is re-run by hand here
/// (Queries/proof.sql runs as-is in sqlite3) after marking one site, so the mechanism
/// is tested whatever fills the table.
@Suite("Unseen sites")
struct UnseenSiteTests {
  static let source = """
    import SwiftUI
    final class Model: ObservableObject {}
    @main
    struct ShopApp: App {
      var body: some Scene {
        WindowGroup { Home() }
        WindowGroup(id: "plain") { Plain() }
      }
    }
    struct Home: View {
      var body: some View {
        VStack {
          Leaf()
          Covered().environmentObject(Model())
        }
      }
    }
    struct Plain: View {
      var body: some View { Other() }
    }
    struct Leaf: View {
      @EnvironmentObject var model: Model
      var body: some View { Text(String(describing: model)) }
    }
    struct Covered: View {
      @EnvironmentObject var model: Model
      var body: some View { Text(String(describing: model)) }
    }
    struct Other: View {
      @EnvironmentObject var model: Model
      var body: some View { Text(String(describing: model)) }
    }
    """

  /// The status of each read by view, after marking the sites named `names` unseen.
  static func statuses(markingUnseen names: [String]) throws -> ([String: String], ProjectIndex) {
    let outcome = try FixtureRunner.run(sources: ["Shop.swift": source])
    let path = outcome.root.appendingPathComponent(".implicits/index.sqlite").path
    let database = try Database(path: path)
    for name in names {
      try database.run("""
        INSERT INTO unseen_sites(site_id, file_id, reason)
        SELECT n.id, n.file_id, 'a call the analyzer cannot resolve' FROM nodes n
        WHERE n.kind = 'instantiate' AND n.name = ?
        """, name)
    }
    try database.execute(SQLScripts.proof)
    let rows = try database.rows("""
      SELECT r.view, s.status FROM reads r JOIN read_status s ON s.read_id = r.id ORDER BY r.view
      """)
    return (Dictionary(uniqueKeysWithValues: rows.map { ($0.string(0), $0.string(1)) }),
            ProjectIndex(database: try IndexStore.openForReading(path: path)))
  }

  @Test func withoutUnseenSitesMissesAreErrors() throws {
    let (statuses, _) = try Self.statuses(markingUnseen: [])
    #expect(statuses == ["Covered": "satisfied", "Leaf": "unsatisfied", "Other": "unsatisfied"])
  }

  @Test func aMissThroughAnUnseenSiteIsUnprovenAndSaysWhere() throws {
    let (statuses, index) = try Self.statuses(markingUnseen: ["Leaf", "Covered"])
    // Leaf misses its value only past the unseen site; Covered is declared on its own
    // root below it; Other misses it on a path seen end to end.
    #expect(statuses == ["Covered": "satisfied", "Leaf": "unproven", "Other": "unsatisfied"])
    let diagnostics = try index.allDiagnostics()
    // One warning at the unseen site (the place to fix), a note at the read.
    let leaf = try #require(diagnostics.first { $0.code == "unproven-read" })
    #expect(leaf.severity == .warning)
    #expect(leaf.location.file == "Shop.swift" && leaf.location.line == 13)
    #expect(leaf.message.contains("Leaf.model is not proven: every app path that misses its value passes a call the analyzer cannot resolve,"))
    #expect(leaf.notes.map(\.message).contains { $0.hasPrefix("@EnvironmentObject Model of Leaf.model is not proven: ") })
    #expect(leaf.members.count == 1)
    #expect(diagnostics.contains { $0.code == "missing-environment-object" && $0.location.line == 30 })
  }
}
