import Foundation
import Testing
@testable import ImplicitsExtract
@testable import ImplicitsIndexer
import ImplicitsStore

/// A pass after one that found other names parses again the files whose extraction
/// asked one; a file whose facts come out the same keeps its rows (FactsDigest), one
/// whose facts differ has them deleted (FileRows) and written again. The index must be
/// the one a single pass with the final names gives.
@Suite("Kept rows: files parsed again with other names whose facts did not change")
struct KeptRowsTests {
  /// `Kept.swift` asks `TimelineView` (a parameter's type: is it a controller?) and
  /// reads the same under either answer; `Rewritten.swift` calls it in a body, which
  /// the project's `TimelineView` reads differently from SwiftUI's. Both have a
  /// `#Preview`, a producer of the same signature: the rewritten one must not take the
  /// kept one's id (`Kept.swift` comes first, so its preview's id is the older one).
  static let sources: [String: String] = [
    "Declares.swift": """
      import SwiftUI
      struct TimelineView: View {
        @EnvironmentObject var session: Session
        var body: some View { Text("") }
      }
      final class Session: ObservableObject {}
      """,
    "Kept.swift": """
      import SwiftUI
      func caption(of view: TimelineView) -> String { "" }
      #Preview { Text("") }
      """,
    "Rewritten.swift": """
      import SwiftUI
      #Preview { TimelineView() }
      """,
    "App.swift": """
      import SwiftUI
      @main struct Shelf: App {
        var body: some Scene { WindowGroup { TimelineView().environmentObject(Session()) } }
      }
      """,
  ]

  @Test func aFileWhoseFactsComeOutTheSameKeepsItsRows() throws {
    let root = try ProjectNamesIndexingTests.write(Self.sources)
    let summary = try ProjectNamesIndexingTests.indexer(root, rebuild: true).run()
    #expect(summary.keptFiles == 1)
    let names = try ProjectNamesQuery.find(databasePath: ProjectNamesIndexingTests.databasePath(root))
    #expect(names.shadowedViews == ["TimelineView"])
    try ProjectNamesIndexingTests.expectSameIndex(root, try ProjectNamesIndexingTests.fullIndex(Self.sources,
                                                                                                names: names))
  }

  /// The larger fixture of ProjectNamesIndexingTests, chained through `run()`: some of
  /// its files parsed again keep their rows, and the index is the full pass's.
  @Test func theNamePassesFixtureKeepsSomeRowsAndTheSameIndex() throws {
    let sources = ProjectNamesIndexingTests.sources
    let root = try ProjectNamesIndexingTests.write(sources)
    let summary = try ProjectNamesIndexingTests.indexer(root, rebuild: true).run()
    #expect(summary.keptFiles > 0)
    let names = try ProjectNamesQuery.find(databasePath: ProjectNamesIndexingTests.databasePath(root))
    try ProjectNamesIndexingTests.expectSameIndex(root, try ProjectNamesIndexingTests.fullIndex(sources, names: names))
  }

  /// Deleting a file's rows table by table leaves what the cascade from `files` leaves.
  @Test func deletingAFilesRowsTableByTableIsTheCascade() throws {
    let root = try ProjectNamesIndexingTests.write(ProjectNamesIndexingTests.sources)
    _ = try ProjectNamesIndexingTests.indexer(root, rebuild: true).run()
    let path = ProjectNamesIndexingTests.databasePath(root)
    let copies = (cascade: path + ".cascade.sqlite", tables: path + ".tables.sqlite")
    for copy in [copies.cascade, copies.tables] {
      try? FileManager.default.removeItem(atPath: copy)
      try IndexStore.openForReading(path: path).execute("VACUUM INTO '\(copy)'")
    }
    for file in ["Card.swift", "Names.swift"] {
      let cascade = try IndexStore.openForWriting(path: copies.cascade, rebuild: false).0
      let tables = try IndexStore.openForWriting(path: copies.tables, rebuild: false).0
      let id = try #require(try cascade.scalarInt("SELECT id FROM files WHERE path LIKE ?", "%" + file))
      #expect(try cascade.scalarInt("SELECT COUNT(*) FROM nodes WHERE file_id = ?", id) ?? 0 > 0)
      try cascade.run("DELETE FROM files WHERE id = ?", id)
      try FileRows(tables).delete(id)
      #expect(try ProjectNamesIndexingTests.dump(path: copies.cascade) == ProjectNamesIndexingTests.dump(path: copies.tables))
    }
  }

  /// The digest covers every stored property of the facts (a property added and not
  /// hashed would let a file keep rows that no longer hold).
  @Test func theDigestHashesEveryStoredProperty() {
    let facts = Mirror(reflecting: FileFacts()).children.compactMap(\.label).filter { $0 != "askedNames" }
    #expect(facts.sorted() == FileFacts.digestedProperties.sorted())
    let node = NodeFact(parent: nil, kind: .hole, name: nil, labels: nil, position: SourcePosition(line: 1, column: 1))
    #expect(Mirror(reflecting: node).children.compactMap(\.label).sorted() == NodeFact.digestedProperties.sorted())
  }

  @Test func theDigestTellsFactsApart() {
    var facts = FileFacts()
    let empty = facts.digest
    #expect(FileFacts().digest == empty)
    facts.askedNames = ["Card"]
    #expect(facts.digest == empty)  // not stored
    facts.viewRequirements = [(protocolName: "Screen", name: "body")]
    let withRequirement = facts.digest
    #expect(withRequirement != empty)
    var node = NodeFact(parent: nil, kind: .instantiate, name: "Card", labels: nil,
                        position: SourcePosition(line: 1, column: 1))
    var producer = ProducerFact(owner: "Card", name: "body", kind: .body, isEntry: false,
                                position: SourcePosition(line: 1, column: 1))
    producer.nodes = [node]
    facts.producers = [producer]
    let withNode = facts.digest
    node.candidates = [(purpose: .type, name: "Card")]
    producer.nodes = [node]
    facts.producers = [producer]
    #expect(facts.digest != withNode)
    facts.parsedCleanly = false
    #expect(Set([empty, withRequirement, withNode, facts.digest]).count == 4)
  }
}
