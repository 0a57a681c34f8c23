import Foundation
import Testing
import ImplicitsIndexer
import ImplicitsQuery
import ImplicitsStore

/// Re-indexing after an edit recomputes only what the edit can affect (the edited
/// files' derived rows, the slots they touch). Whatever it skips, the answer must be
/// the one a full index of the same files gives.
@Suite("Incremental indexing")
struct IncrementalTests {
  static let generator = FixtureRunner.fixturesRoot.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/generate-app.py")

  /// A generated app with planted mistakes, so edits can both fix and break reads.
  static func generatedApp() throws -> URL {
    let folder = try FixtureRunner.makeScratchFolder().appendingPathComponent("App")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", generator.path, "--views", "250", "--seed", "7", "--broken", "5", "--out", folder.path]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return folder
  }

  /// Every read's status and every diagnostic, as text, for comparison.
  static func answer(_ root: URL, rebuild: Bool) throws -> (statuses: [String], diagnostics: [String], incremental: Bool) {
    let database = root.appendingPathComponent(".implicits/index.sqlite").path
    var options = Indexer.Options(root: root, databasePath: database)
    options.rebuild = rebuild
    let summary = try Indexer(options: options).run()
    let index = ProjectIndex(database: try IndexStore.openForReading(path: database))
    let statuses = try index.reads().map { "\($0.location.file):\($0.location.line) \($0.name) \($0.status.rawValue)" }
    let diagnostics = try index.allDiagnostics().map { $0.rendered() }
    return (statuses.sorted(), diagnostics.sorted(), summary.incremental)
  }

  /// Edits inside view bodies: they keep every file's symbols, so runs are incremental.
  static func edits(of text: String) -> [(String) -> String] {
    [
      // drop the first declaration (may break reads below it)
      { $0.replacingOccurrences(of: #"\n\s*\.implicit\([^\n]*\)"#, with: "", options: .regularExpression,
                                range: $0.range(of: #"\n\s*\.implicit\([^\n]*\)"#, options: .regularExpression)) },
      // an unrelated line in a body
      { $0.replacingOccurrences(of: "var body: some View {", with: "var body: some View {\n    Text(\"edit\")",
                                options: [], range: $0.range(of: "var body: some View {")) },
    ]
  }

  @Test func incrementalRunsAgreeWithFullRuns() throws {
    let app = try Self.generatedApp()
    _ = try Self.answer(app, rebuild: true)
    let files = ProjectDiscovery.swiftFiles(under: app).filter { !$0.hasPrefix(".implicits") }
    var incrementalRuns = 0
    var changedAnswers = 0
    var previous = try Self.answer(app, rebuild: false)
    // Deterministic walk over files: every 7th file gets each kind of edit in turn.
    for (step, path) in files.enumerated() where step % 7 == 0 {
      let url = app.appendingPathComponent(path)
      let text = try String(contentsOf: url, encoding: .utf8)
      let edit = Self.edits(of: text)[step % 2]
      let edited = edit(text)
      guard edited != text else { continue }
      try edited.write(to: url, atomically: true, encoding: .utf8)
      let incremental = try Self.answer(app, rebuild: false)
      let full = try Self.answer(app, rebuild: true)
      #expect(incremental.statuses == full.statuses, "after editing \(path)")
      #expect(incremental.diagnostics == full.diagnostics, "after editing \(path)")
      if incremental.incremental { incrementalRuns += 1 }
      if incremental.statuses != previous.statuses { changedAnswers += 1 }
      previous = incremental
    }
    #expect(incrementalRuns >= 5, "edits inside bodies should re-index incrementally")
    #expect(changedAnswers >= 1, "some edit should have changed a read's status")
  }

  @Test func changingWhatOtherFilesSeeFallsBackToAFullRun() throws {
    let outcome = try FixtureRunner.run(sources: [
      "A.swift": "#Preview { Screen().implicit(Service()) }\nstruct Screen: View {\n  @Implicit var service: Service\n  var body: some View { Text(\"\") }\n}\n",
    ])
    let url = outcome.root.appendingPathComponent("A.swift")
    try (try String(contentsOf: url, encoding: .utf8) + "struct Extra: View { var body: some View { Text(\"\") } }\n")
      .write(to: url, atomically: true, encoding: .utf8)
    let again = try Self.answer(outcome.root, rebuild: false)
    #expect(!again.incremental, "a new view type changes what other files resolve")
    try (try String(contentsOf: url, encoding: .utf8) + "// a comment\n").write(to: url, atomically: true, encoding: .utf8)
    #expect(try Self.answer(outcome.root, rebuild: false).incremental)
  }

  /// A method that starts creating a view becomes a new producer ahead of the file's
  /// kept ones: it must not take an id a kept producer is about to reuse.
  @Test func aNewProducerBeforeKeptOnesKeepsIdsDistinct() throws {
    let source = """
      final class Coordinator {
        func first() {}
        func second() { show(Screen().implicit(Service())) }
        func third() { show(Screen().implicit(Service())) }
      }
      func show(_ view: some View) {}
      struct Screen: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      """
    let outcome = try FixtureRunner.run(sources: ["A.swift": source])
    let url = outcome.root.appendingPathComponent("A.swift")
    try source.replacingOccurrences(of: "func first() {}", with: "func first() { show(Screen()) }")
      .write(to: url, atomically: true, encoding: .utf8)
    let again = try Self.answer(outcome.root, rebuild: false)
    let full = try Self.answer(outcome.root, rebuild: true)
    #expect(again.statuses == full.statuses)
    #expect(again.statuses.contains { $0.hasSuffix("Screen.service unsatisfied") })
  }

  /// A run that finds nothing changed (the build plugin's common case) derives and
  /// proves nothing, and answers as before; anything the derived relations depend on
  /// (a file's content, a setting, a derived table gone) makes it derive again.
  @Test func anUnchangedProjectIsNotDerivedAgain() throws {
    let outcome = try FixtureRunner.run(sources: [
      "A.swift": "#Preview { Screen() }\nstruct Screen: View {\n  @Implicit var service: Service\n  var body: some View { Text(\"\") }\n}\n",
    ])
    let root = outcome.root
    let database = root.appendingPathComponent(".implicits/index.sqlite").path
    func run(strict: Bool = false) throws -> (Indexer.Summary, [String]) {
      var options = Indexer.Options(root: root, databasePath: database)
      options.strictEnvironment = strict
      let summary = try Indexer(options: options).run()
      let index = ProjectIndex(database: try IndexStore.openForReading(path: database))
      return (summary, try index.reads().map { "\($0.name) \($0.status.rawValue)" } + index.allDiagnostics().map { $0.rendered() })
    }
    // FixtureRunner indexed it once already.
    let (unchanged, answer) = try run()
    #expect(unchanged.upToDate)
    #expect(!unchanged.stages.contains { ["types", "derive", "proof"].contains($0.name) })
    #expect(answer.contains("Screen.service unsatisfied"))

    // Touched, same bytes: read, not parsed, still up to date.
    let url = root.appendingPathComponent("A.swift")
    let text = try String(contentsOf: url, encoding: .utf8)
    try text.write(to: url, atomically: true, encoding: .utf8)
    #expect(try run().0.upToDate)

    // A setting the proof reads: derived again.
    #expect(try !run(strict: true).0.upToDate)
    #expect(try run(strict: true).0.upToDate)

    // A derived table gone (by hand): derived again, with the same answer.
    let writable = try Database(path: database)
    try writable.execute("DROP TABLE uncovered")
    let (repaired, again) = try run()
    #expect(!repaired.upToDate)
    #expect(again == answer)

    // An edit: derived again, and the answer follows it.
    try text.replacingOccurrences(of: "#Preview { Screen() }", with: "#Preview { Screen().implicit(Service()) }")
      .write(to: url, atomically: true, encoding: .utf8)
    let (edited, fixed) = try run()
    #expect(!edited.upToDate)
    #expect(fixed.contains("Screen.service satisfied"))
  }
}
