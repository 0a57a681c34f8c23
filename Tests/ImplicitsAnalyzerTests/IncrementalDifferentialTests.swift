import Foundation
import Testing
@testable import ImplicitsExtract
@testable import ImplicitsIndexer
import ImplicitsQuery
import ImplicitsStore

/// The differential test of incrementality (`implicits-fuzz incremental`,
/// docs/reliability.md §6) and the differences it found, each a regression test here:
/// an incremental run and a rebuild of the same tree give the same index, table by
/// table, and the same reports, byte for byte.
@Suite("Incremental runs equal rebuilds: the differential test")
struct IncrementalDifferentialTests {
  /// A short run of the driver on two fixtures finds no difference, and says how much it ran.
  @Test func aShortDifferentialRunFindsNoDifference() throws {
    let findings = try FixtureRunner.makeScratchFolder()
    let run = try CommandLineTests.run("implicits-fuzz", [
      "incremental", "--seed", "5", "--sequences", "2", "--steps", "3", "--seconds", "120", "--findings", findings.path,
      "--project", "Tests/Fixtures/analyzer/xcode-workspace", "--project", "Tests/Fixtures/analyzer/presentation-settings",
    ], in: ReliabilityFuzzTests.packageRoot)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("seed 5: 2 sequences, 8 steps"), "\(run.stdout)")
    #expect(run.stdout.contains("; 0 differences"), "\(run.stdout)")
  }

  /// Found by the driver: a call of a type another file declares (`KitView()`) kept the
  /// kind name resolution once gave it (`instantiate`) after that file was removed; a
  /// rebuild reads it as extraction guesses (`reference`). Name resolution now gives the
  /// guess back when no declaration of the name is left.
  @Test func aCallOfATypeRemovedElsewhereIsReadAsARebuildReadsIt() throws {
    let root = try BuildConfigurationTests.fixture("xcode-workspace")
    let kit = root.appendingPathComponent("Modules/Kit/Sources/Kit/KitView.swift")
    func kinds(rebuild: Bool) throws -> [String] {
      _ = try IncrementalTests.answer(root, rebuild: rebuild)
      return try IndexStore.openForReading(path: root.appendingPathComponent(".implicits/index.sqlite").path)
        .rows("SELECT kind FROM nodes WHERE name = 'KitView' ORDER BY line, col").map { $0.string(0) }
    }
    #expect(try kinds(rebuild: false) == ["instantiate"])
    try FileManager.default.removeItem(at: kit)
    let incremental = try kinds(rebuild: false)
    #expect(incremental == (try kinds(rebuild: true)))
    #expect(incremental == ["reference"])
  }

  /// Found by the driver: the HTML report named its views and reads by the index's row
  /// numbers (`#view-16`, `#read-4`), and drew the tree in their order, so a file parsed
  /// again gave another page than a rebuild. They are now numbered by their place.
  @Test func theHTMLReportOfAnIncrementalRunIsARebuilds() throws {
    let root = try BuildConfigurationTests.fixture("presentation-settings")
    func page(rebuild: Bool) throws -> String {
      _ = try IncrementalTests.answer(root, rebuild: rebuild)
      let database = try IndexStore.openForReading(path: root.appendingPathComponent(".implicits/index.sqlite").path)
      return try ReportFormat.html.render(try Report(index: ProjectIndex(database: database)))
    }
    _ = try page(rebuild: false)
    // A second copy of the file's types, moved to a new file: every row of both numbered anew.
    let file = root.appendingPathComponent("Studio.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    try (text + "\n// edited\n").write(to: file, atomically: true, encoding: .utf8)
    try FileManager.default.moveItem(at: file, to: root.appendingPathComponent("Moved.swift"))
    let incremental = try page(rebuild: false)
    #expect(incremental == (try page(rebuild: true)))
    #expect(incremental.contains("id=\"view-1\""))
  }

  /// Found by the driver: a file copied (its functions, views and keys declared twice)
  /// named, for a hosting controller lost in a function, whichever copy the scan met
  /// first; a hosting controller a representable attaches was placed under the copy of
  /// the least row number; the HTML tree ordered the copies of a producer by row number;
  /// `why` named the first key definition, and the copy of a modifier that provides a
  /// value, in row order. The copy's rows come after the original's
  /// incrementally and before them in a rebuild (`Copy` sorts first).
  @Test func aCopiedFileAnswersAsARebuild() throws {
    let root = try FixtureRunner.makeScratchFolder().appendingPathComponent("Copied")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let fixtures = ["hosting-reused.swift", "view-values.swift", "provided-by-swiftui.swift",
                    "uikit-names-the-project-declares.swift", "modifiers-named-like-swiftui.swift"]
    for name in fixtures {
      try FileManager.default.copyItem(at: FixtureRunner.fixturesRoot.appendingPathComponent("analyzer/" + name),
                                       to: root.appendingPathComponent(name))
    }
    func answer(rebuild: Bool) throws -> (origins: [String], edges: [String], diagnostics: [String], page: String) {
      let run = try IncrementalTests.answer(root, rebuild: rebuild)
      let database = try IndexStore.openForReading(path: root.appendingPathComponent(".implicits/index.sqlite").path)
      let origins = try database.rows("SELECT origin FROM entries ORDER BY origin").map { $0.string(0) }
      // Each edge by its site's place and its producers' files.
      let edges = try database.rows("""
        SELECT fs.path || ':' || n.line || ':' || n.col || ' ' || n.kind || ' ' || pf.path || ' -> ' || pt.path
        FROM edges e JOIN nodes n ON n.id = e.site_id JOIN files fs ON fs.id = n.file_id
        JOIN producers p ON p.id = e.from_producer JOIN files pf ON pf.id = p.file_id
        JOIN producers t ON t.id = e.to_producer JOIN files pt ON pt.id = t.file_id
        """).map { $0.string(0) }.sorted()
      return (origins, edges, run.diagnostics, try ReportFormat.html.render(try Report(index: ProjectIndex(database: database))))
    }
    _ = try answer(rebuild: false)
    for (number, name) in fixtures.enumerated() {
      try FileManager.default.copyItem(at: root.appendingPathComponent(name), to: root.appendingPathComponent("Copy\(number).swift"))
    }
    let incremental = try answer(rebuild: false), rebuilt = try answer(rebuild: true)
    #expect(incremental.origins.contains { $0.contains("Copy0.swift") }, "\(incremental.origins)")
    #expect(incremental.origins == rebuilt.origins)
    #expect(incremental.edges == rebuilt.edges)
    #expect(incremental.diagnostics == rebuilt.diagnostics)
    #expect(incremental.page == rebuilt.page)
  }

  /// Found by the driver: the project's names were written in the order of each
  /// process's hashing, so the same project gave other bytes in `meta` run after run.
  /// Every field is written, sorted.
  @Test func theProjectsNamesAreWrittenSortedAndWhole() throws {
    var names = ProjectNames()
    var reversed = ProjectNames()
    let words = (0..<40).map { "Name\($0)" }
    names.shadowedViews = Set(words)
    reversed.shadowedViews.reserveCapacity(500)
    for word in words.reversed() { reversed.shadowedViews.insert(word) }
    names.carriers = ["Route": .init(qualified: "App.Route", properties: ["content": "body", "id": "id"])]
    reversed.carriers = names.carriers
    let text = try ProjectNamesQuery.encode(names)
    #expect(text == (try ProjectNamesQuery.encode(reversed)))
    #expect(text.contains("\"shadowedViews\":[\"" + words.sorted().joined(separator: "\",\"") + "\"]"))
    #expect(try ProjectNamesQuery.decode(text) == names)
    // Every stored property is written (a field added and left out of `encode(to:)`).
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let fields = Mirror(reflecting: names).children.compactMap(\.label)
    #expect(Set(object.keys) == Set(fields))
  }
}
