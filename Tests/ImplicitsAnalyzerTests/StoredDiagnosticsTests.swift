import Foundation
import Testing
import ImplicitsIndexer
@testable import ImplicitsQuery
import ImplicitsStore

/// The diagnostics are stored in the index with the derivation they came from
/// (ImplicitsQuery/StoredDiagnostics.swift): a run in which nothing changed derives
/// nothing and renders nothing, and prints exactly what was stored; an edit renders
/// again only the slots it may have changed; stored rows under another key, or that
/// do not read back, are rendered again, never printed.
@Suite("Stored diagnostics")
struct StoredDiagnosticsTests {
  /// Two views shown from the app, each missing a value of its own; each view and the
  /// place it is shown from are in files of their own.
  static let sources: [String: String] = [
    "App.swift": """
      struct StoreApp: App {
        var body: some Scene { WindowGroup { VStack { Home(); Cart() } } }
      }
      """,
    "Home.swift": """
      struct Home: View {
        var body: some View { Banner() }
      }
      struct Banner: View {
        @Implicit var network: NetworkService
        var body: some View { Text("") }
      }
      """,
    "Cart.swift": """
      struct Cart: View {
        var body: some View { Basket() }
      }
      struct Basket: View {
        @Implicit var store: Store
        var body: some View { Text("") }
      }
      """,
  ]

  static func database(_ root: URL) -> String { root.appendingPathComponent(".implicits/index.sqlite").path }

  /// Indexes, then lists the diagnostics as implicits-index does (storing what it
  /// renders); the summary, the rendered text and how many slots had to be rendered.
  static func index(_ root: URL, rebuild: Bool = false) throws -> (Indexer.Summary, [String], rendered: Int) {
    var options = Indexer.Options(root: root, databasePath: database(root))
    options.rebuild = rebuild
    let summary = try Indexer(options: options).run()
    let (diagnostics, rendered) = try diagnostics(root)
    return (summary, diagnostics, rendered)
  }

  static func diagnostics(_ root: URL, storing: Bool = true) throws -> ([String], rendered: Int) {
    let index = ProjectIndex(database: try IndexStore.openForReading(path: database(root)))
    index.storesDiagnostics = storing
    let diagnostics = try index.allDiagnostics().map { $0.rendered() }
    return (diagnostics, try index.renderedSlotsOfAllConfigurations())
  }

  static func sql(_ root: URL, _ statement: String) throws {
    let database = try Database(path: database(root))
    try database.execute(statement)
  }

  @Test func aRunWhereNothingChangedPrintsTheStoredDiagnostics() throws {
    let outcome = try FixtureRunner.run(sources: Self.sources)
    let root = outcome.root
    let (_, first, renderedFirst) = try Self.index(root, rebuild: true)
    #expect(first.count == 2)
    #expect(renderedFirst == 3, "two slots and the diagnostics that are no read's were rendered")
    let (summary, again, renderedAgain) = try Self.index(root)
    #expect(summary.upToDate)
    #expect(!summary.stages.contains { ["types", "derive", "provides", "site-keys", "proof"].contains($0.name) },
            "nothing is derived or proved again")
    #expect(renderedAgain == 0, "nothing is rendered again")
    #expect(again == first)
    // The same text as a rendering from nothing.
    try Self.sql(root, "UPDATE meta SET value = 'another renderer' WHERE key = 'diagnostics'")
    let (fresh, renderedFresh) = try Self.diagnostics(root, storing: false)
    #expect(renderedFresh == 3)
    #expect(fresh == first)
  }

  @Test func implicitsIndexPrintsTheSameTextFromTheIndex() throws {
    let outcome = try FixtureRunner.run(sources: Self.sources)
    let root = outcome.root.path
    let cold = try Reliability.run("implicits-index", ["--timing", root])
    let warm = try Reliability.run("implicits-index", ["--timing", root])
    #expect(cold.status == 1 && warm.status == 1)
    func withoutTime(_ text: String) -> String { text.replacingOccurrences(of: #"\([0-9.]+ s\)"#, with: "", options: .regularExpression) }
    #expect(withoutTime(warm.stdout) == withoutTime(cold.stdout).replacingOccurrences(of: "(3 parsed)", with: "(0 parsed)"))
    #expect(cold.stderr.contains("(3 slots rendered)"))
    #expect(warm.stderr.contains("(0 slots rendered)"))
    #expect(!warm.stderr.contains("derive "))
  }

  /// Fixing one read's value renders that read's slot (it has none left) and what is
  /// no read's; the other read's diagnostic is kept as stored, and both answers are
  /// those of a full run.
  @Test func anEditRendersOnlyTheSlotsItChanged() throws {
    let outcome = try FixtureRunner.run(sources: Self.sources)
    let root = outcome.root
    let (_, before, _) = try Self.index(root, rebuild: true)
    let basket = try #require(before.first { $0.contains("Basket.store") })
    #expect(before.contains { $0.contains("Banner.network") })
    let home = root.appendingPathComponent("Home.swift")
    try Self.sources["Home.swift"]!.replacingOccurrences(of: "var body: some View { Banner() }",
                                                         with: "var body: some View { Banner().implicit(NetworkService()) }")
      .write(to: home, atomically: true, encoding: .utf8)
    let (summary, after, rendered) = try Self.index(root)
    #expect(summary.incremental && !summary.upToDate)
    #expect(after == [basket], "the fixed read's error is gone, the other one is as it was")
    #expect(rendered == 1, "only the diagnostics that are no read's were rendered again")
    let (_, full, _) = try Self.index(root, rebuild: true)
    #expect(full == after)

    // Breaking it again, in the file of the other read's path: both slots render again.
    try Self.sources["Home.swift"]!.write(to: home, atomically: true, encoding: .utf8)
    let app = root.appendingPathComponent("App.swift")
    try (Self.sources["App.swift"]! + "\n// moved\n").write(to: app, atomically: true, encoding: .utf8)
    let (_, broken, renderedBroken) = try Self.index(root)
    #expect(broken == before)
    #expect(renderedBroken == 3)
  }

  /// An edit that moves the lines of a file on another read's path renders that read
  /// again: its note names the site's new line.
  @Test func anEditThatMovesASiteOnAPathRendersItsSlotAgain() throws {
    let outcome = try FixtureRunner.run(sources: Self.sources)
    let root = outcome.root
    let (_, before, _) = try Self.index(root, rebuild: true)
    let cart = root.appendingPathComponent("Cart.swift")
    try ("// a line above\n" + Self.sources["Cart.swift"]!).write(to: cart, atomically: true, encoding: .utf8)
    let (summary, after, _) = try Self.index(root)
    #expect(summary.incremental)
    #expect(after != before)
    let (_, full, _) = try Self.index(root, rebuild: true)
    #expect(after == full)
  }

  /// Stored rows are trusted under their key only, and only when they read back:
  /// another key (another renderer, other reporting settings), a row that does not
  /// decode, a table that is gone: each is rendered again, with the same text.
  @Test func oldOrDamagedStoredDiagnosticsAreRenderedAgain() throws {
    let outcome = try FixtureRunner.run(sources: Self.sources)
    let root = outcome.root
    let (_, first, _) = try Self.index(root, rebuild: true)
    #expect(try Self.diagnostics(root).rendered == 0)

    try Self.sql(root, "UPDATE meta SET value = 'written by another version' WHERE key = 'diagnostics'")
    #expect(try Self.diagnostics(root) == (first, 3))
    #expect(try Self.diagnostics(root).rendered == 0, "rendered again and stored under this key")

    try Self.sql(root, "DELETE FROM meta WHERE key = 'diagnostics'")
    #expect(try Self.diagnostics(root) == (first, 3))

    try Self.sql(root, "UPDATE stored_diagnostics SET notes = 'not notes' WHERE part = 'read' AND message LIKE '%Basket%'")
    let (damagedNotes, renderedNotes) = try Self.diagnostics(root)
    #expect(damagedNotes == first)
    #expect(renderedNotes == 1, "the slot whose row does not read back, alone")

    try Self.sql(root, "UPDATE stored_diagnostics SET severity = 'fatal'")
    #expect(try Self.diagnostics(root) == (first, 2), "both read slots ('' has no rows here)")

    try Self.sql(root, "DELETE FROM stored_diagnostics WHERE part = 'read' AND message LIKE '%Banner%'")
    #expect(try Self.diagnostics(root) == (first, 1), "a slot listed as complete without its row")

    try Self.sql(root, "DROP TABLE stored_diagnostic_files; DROP TABLE stored_diagnostics")
    #expect(try Self.diagnostics(root).0 == first)
    // The next run finds the schema damaged and rebuilds the index; the text is the same.
    let (_, rebuilt, _) = try Self.index(root)
    #expect(rebuilt == first)
  }

  /// The reporting settings are part of the key: `--preview-findings off` stored
  /// nothing that a later run without it would print.
  @Test func otherReportingSettingsRenderAgain() throws {
    let outcome = try FixtureRunner.run(sources: Self.sources)
    let root = outcome.root
    let (_, first, _) = try Self.index(root, rebuild: true)
    var options = Indexer.Options(root: root, databasePath: Self.database(root))
    options.unproven = "error"
    _ = try Indexer(options: options).run()
    #expect(try Self.diagnostics(root).rendered == 3)
    _ = try Indexer(options: Indexer.Options(root: root, databasePath: Self.database(root))).run()
    #expect(try Self.diagnostics(root) == (first, 3))
  }

  /// The notes' text reads back as it was written, whatever it holds.
  @Test func notesReadBackExactly() {
    let notes: [Diagnostic.Note] = [
      .init(message: "a 12:note, with; separators \u{1F} and é", location: Location(file: "A b/é.swift", line: 3, column: 14)),
      .init(message: "", location: Location(file: "", line: 0, column: 0)),
    ]
    let text = StoredDiagnostics.encodeNotes(notes)
    #expect(StoredDiagnostics.decodeNotes(text) == notes)
    #expect(StoredDiagnostics.decodeNotes("") == [])
    #expect(StoredDiagnostics.decodeNotes("3:abc") == nil)
    #expect(StoredDiagnostics.decodeNotes("99:abc1:a1,1;") == nil)
  }

  /// A read's path reads back as it was written: names, producers, places, the entry, its origin.
  @Test func hopsReadBackExactly() {
    let hops: [Diagnostic.Hop] = [
      .init(name: "Shop: App.body", producer: "Shop.body", location: Location(file: "A/é.swift", line: 5, column: 3),
            isEntry: true),
      .init(name: "Row(3:x)", producer: "List.É", location: Location(file: "B.swift", line: 12, column: 40), isEntry: false),
      .init(name: "", producer: "", location: Location(file: "", line: 0, column: 0), isEntry: false),
    ]
    #expect(StoredDiagnostics.decodePath(StoredDiagnostics.encodePath(hops, origin: nil))?.hops == hops)
    let origin = Diagnostic.Origin(name: "the sheet's content: O3:x", location: Location(file: "C.swift", line: 7, column: 9))
    let both = StoredDiagnostics.decodePath(StoredDiagnostics.encodePath(hops, origin: origin))
    #expect(both?.hops == hops)
    #expect(both?.origin == origin)
    #expect(StoredDiagnostics.decodePath("")?.hops == [])
    #expect(StoredDiagnostics.decodePath("")?.origin == nil)
    #expect(StoredDiagnostics.decodePath(StoredDiagnostics.encodeNotes([.init(message: "X3:abc", location:
      Location(file: "a", line: 1, column: 1))])) == nil)
    // The origin is last: a hop after it is no path this renderer wrote.
    let originFirst = StoredDiagnostics.encodePath([], origin: origin) + StoredDiagnostics.encodePath(hops, origin: nil)
    #expect(StoredDiagnostics.decodePath(originFirst) == nil)
  }
}
