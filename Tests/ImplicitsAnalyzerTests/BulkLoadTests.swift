import Foundation
import ImplicitsStore
import Testing

/// A first index writes its facts without the tables' indexes and builds them after
/// (BulkLoad): the index it leaves has every index of the schema, and what follows
/// reads the same rows as with indexes kept all along.
@Suite("Bulk load")
struct BulkLoadTests {
  static func indexes(_ database: Database) throws -> [String] {
    try database.rows("SELECT name || ': ' || sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
      .map { $0.string(0) }
  }

  @Test func aFirstIndexEndsWithEveryIndexOfTheSchema() throws {
    let outcome = try FixtureRunner.run(sources: [
      "App.swift": """
        import SwiftUI
        @main struct ShopApp: App {
          var body: some Scene { WindowGroup { Cart().implicit(Basket()) } }
        }
        struct Basket {}
        struct Cart: View {
          @Implicit var basket: Basket
          var body: some View { Text("cart") }
        }
        """,
    ])
    #expect(outcome.reads.count == 1)
    let path = outcome.root.appendingPathComponent(".implicits/index.sqlite").path
    let built = try Self.indexes(try IndexStore.openForReading(path: path))
    // The schema's own indexes, as a new index database has them before any row.
    let fresh = try FixtureRunner.makeScratchFolder().appendingPathComponent("fresh.sqlite").path
    let (database, _) = try IndexStore.openForWriting(path: fresh)
    try database.commitPendingTransaction()
    let expected = try Self.indexes(database)
    #expect(!expected.isEmpty)
    #expect(Set(expected).subtracting(built).isEmpty, "missing after a first index: \(Set(expected).subtracting(built).sorted())")

    // Dropped and built again inside a transaction that fails: nothing changes.
    try database.execute("BEGIN")
    var droppedInside: [String]?
    do {
      try BulkLoad.withoutIndexes(database, when: true) {
        droppedInside = try Self.indexes(database)
        try database.execute("INSERT INTO no_such_table VALUES (1)")
      }
      Issue.record("the failing statement should have thrown")
    } catch {}
    try database.execute("ROLLBACK")
    #expect(droppedInside == [])
    #expect(try Self.indexes(database) == expected)
  }
}
