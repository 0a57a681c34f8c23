import Foundation
import Testing
@testable import ImplicitsDiscovery
import ImplicitsIndexer
import ImplicitsQuery
import ImplicitsStore

/// Re-indexing after an edit recomputes only what the edit can affect (the edited
/// files' derived rows, the slots they touch). Whatever it skips, the answer must be
/// the one a full index of the same files gives.
@Suite("Incremental indexing")
struct IncrementalTests {
  /// A generated app with planted mistakes, so edits can both fix and break reads.
  static func generatedApp() throws -> URL {
    try Reliability.generatedApp(views: 250, ["--seed", "7", "--broken", "5"])
  }

  /// Every read's status and every diagnostic, as text, for comparison.
  static func answer(_ root: URL, rebuild: Bool)
    throws -> (statuses: [String], diagnostics: [String], incremental: Bool, flowWidened: Int) {
    let database = root.appendingPathComponent(".implicits/index.sqlite").path
    var options = Indexer.Options(root: root, databasePath: database)
    options.rebuild = rebuild
    let summary = try Indexer(options: options).run()
    let index = ProjectIndex(database: try IndexStore.openForReading(path: database))
    // As implicits-index prints them: the stored ones where they hold (an incremental
    // run forgot the rest), the others rendered and stored; a full run renders all.
    index.storesDiagnostics = true
    let statuses = try index.reads().map { "\($0.location.file):\($0.location.line) \($0.name) \($0.status.rawValue)" }
    let diagnostics = try index.allDiagnostics().map { $0.rendered() }
    return (statuses.sorted(), diagnostics.sorted(), summary.incremental, summary.flowWidenedFiles)
  }

  /// The graph's flow edges, each by its site's place and its producers' names (ids
  /// differ between an incremental and a full run), duplicates kept.
  static func flowEdges(_ root: URL) throws -> [String] {
    let database = try IndexStore.openForReading(path: root.appendingPathComponent(".implicits/index.sqlite").path)
    return try database.rows("""
      SELECT f.path || ':' || n.line || ':' || n.col || ' ' || n.kind || ' ' || a.qualified || ' ' || a.kind
             || ' -> ' || b.qualified || ' ' || b.kind
      FROM edges e JOIN nodes n ON n.id = e.site_id JOIN files f ON f.id = e.file_id
      JOIN producers a ON a.id = e.from_producer JOIN producers b ON b.id = e.to_producer
      WHERE e.flow <> 0
      """).map { $0.string(0) }.sorted()
  }

  /// Edits inside view bodies: they keep every file's symbols, so runs are incremental.
  static func edits(of text: String) -> [(String) -> String] {
    let declaration = #"\n\s*\.implicit\([^\n]*\)"#
    let shown = #"\n\s*[A-Z][A-Za-z0-9]*View\([^\n]*\)"#
    return [
      // drop the first declaration (may break reads below it)
      { $0.replacingOccurrences(of: declaration, with: "", options: .regularExpression,
                                range: $0.range(of: declaration, options: .regularExpression)) },
      // an unrelated line in a body
      { $0.replacingOccurrences(of: "var body: some View {", with: "var body: some View {\n    Text(\"edit\")",
                                options: [], range: $0.range(of: "var body: some View {")) },
      // stop showing a view (an edge gone: its reads may become unreachable or satisfied)
      { $0.replacingOccurrences(of: shown, with: "", options: .regularExpression,
                                range: $0.range(of: shown, options: .regularExpression)) },
      // show the first view shown here once more, at the top of the body (a second
      // edge from the same producer to the same view, with other declarations above it)
      { text in
        guard let range = text.range(of: shown, options: .regularExpression) else { return text }
        let view = text[range].trimmingCharacters(in: .whitespacesAndNewlines)
        return text.replacingOccurrences(of: "var body: some View {", with: "var body: some View {\n    \(view)",
                                         options: [], range: text.range(of: "var body: some View {"))
      },
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
      let edit = Self.edits(of: text)[(step / 7) % 4]
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
      "A.swift": "struct TestApp: App { var body: some Scene { WindowGroup { Screen().implicit(Service()) } } }\nstruct Screen: View {\n  @Implicit var service: Service\n  var body: some View { Text(\"\") }\n}\n",
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
    #expect(again.statuses.contains { $0.hasSuffix("Screen.service unproven") })
  }

  /// A new target whose file sorts before kept files (every file is read again: the
  /// module list changed) must not take an id a kept file is about to reuse.
  @Test func aNewFileBeforeKeptOnesKeepsIdsDistinct() throws {
    let root = try FixtureRunner.makeScratchFolder()
    func write(_ path: String, _ text: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let manifest = "import PackageDescription\nlet package = Package(name: \"P\", targets: [TARGETS])\n"
    try write("Package.swift", manifest.replacingOccurrences(of: "TARGETS", with: ".executableTarget(name: \"App\"), .target(name: \"Zed\")"))
    try write("Sources/App/App.swift", "struct TestApp: App { var body: some Scene { WindowGroup { Screen().implicit(Service()) } } }\n")
    try write("Sources/Zed/Screen.swift", "public struct Screen: View {\n  @Implicit var service: Service\n  public var body: some View { Text(\"\") }\n}\n")
    _ = try Self.answer(root, rebuild: false)
    try write("Package.swift", manifest.replacingOccurrences(
      of: "TARGETS", with: ".executableTarget(name: \"App\"), .target(name: \"Mid\"), .target(name: \"Zed\")"))
    try write("Sources/Mid/Other.swift", "struct Other: View {\n  @Implicit var service: Service\n  var body: some View { Text(\"\") }\n}\n")
    let again = try Self.answer(root, rebuild: false)
    let full = try Self.answer(root, rebuild: true)
    #expect(again.statuses == full.statuses)
    #expect(again.diagnostics == full.diagnostics)
    #expect(again.statuses.count == 2)
  }

  /// A run that finds nothing changed (the build plugin's common case) derives and
  /// proves nothing, and answers as before; anything the derived relations depend on
  /// (a file's content, a setting, a derived table gone) makes it derive again.
  @Test func anUnchangedProjectIsNotDerivedAgain() throws {
    let outcome = try FixtureRunner.run(sources: [
      "A.swift": "struct TestApp: App { var body: some Scene { WindowGroup { Screen() } } }\nstruct Screen: View {\n  @Implicit var service: Service\n  var body: some View { Text(\"\") }\n}\n",
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
    try text.replacingOccurrences(of: "struct TestApp: App { var body: some Scene { WindowGroup { Screen() } } }", with: "struct TestApp: App { var body: some Scene { WindowGroup { Screen().implicit(Service()) } } }")
      .write(to: url, atomically: true, encoding: .utf8)
    let (edited, fixed) = try run()
    #expect(!edited.upToDate)
    #expect(fixed.contains("Screen.service satisfied"))
  }

  /// The facts are what one build of the analyzer extracted: a rebuilt or upgraded
  /// analyzer extracts every file again, even if none changed (its extractor may see
  /// more), and says what it found as a full run does.
  @Test func anotherAnalyzerBuildExtractsEveryFileAgain() throws {
    let outcome = try FixtureRunner.run(sources: [
      "A.swift": "struct TestApp: App { var body: some Scene { WindowGroup { Screen() } } }\n",
      "B.swift": "struct Screen: View {\n  @Implicit var service: Service\n  var body: some View { Text(\"\") }\n}\n",
    ])
    let database = outcome.root.appendingPathComponent(".implicits/index.sqlite").path
    func run(build: String? = nil) throws -> (Indexer.Summary, [String]) {
      var options = Indexer.Options(root: outcome.root, databasePath: database)
      if let build { options.analyzerBuild = build }
      let summary = try Indexer(options: options).run()
      let index = ProjectIndex(database: try IndexStore.openForReading(path: database))
      return (summary, try index.reads().map { "\($0.name) \($0.status.rawValue)" })
    }
    let (same, answer) = try run()
    #expect(same.parsed == 0 && same.upToDate)
    let (rebuilt, again) = try run(build: "another build")
    #expect(rebuilt.parsed == 2 && !rebuilt.upToDate && !rebuilt.incremental)
    #expect(again == answer && answer == ["Screen.service unsatisfied"])
    #expect(try run(build: "another build").0.parsed == 0)
  }

  /// Edits `file` of an indexed project step by step; after each, an incremental run
  /// must answer as a full one. Returns each step's read statuses.
  static func agreeAfterEdits(_ root: URL, file: String, _ steps: [(String) -> String]) throws -> [[String]] {
    try answersAfterEdits(root, file: file, steps).map(\.statuses)
  }

  /// `agreeAfterEdits`, returning each step's incremental answer whole.
  static func answersAfterEdits(_ root: URL, file: String, _ steps: [(String) -> String])
    throws -> [(statuses: [String], diagnostics: [String], incremental: Bool, flowWidened: Int)] {
    let url = root.appendingPathComponent(file)
    var answers: [(statuses: [String], diagnostics: [String], incremental: Bool, flowWidened: Int)] = []
    for (number, step) in steps.enumerated() {
      let text = try String(contentsOf: url, encoding: .utf8)
      let edited = step(text)
      #expect(edited != text, "step \(number) edits nothing")
      try edited.write(to: url, atomically: true, encoding: .utf8)
      let incremental = try answer(root, rebuild: false)
      let incrementalFlow = try flowEdges(root)
      let full = try answer(root, rebuild: true)
      #expect(incremental.incremental, "step \(number) should re-index incrementally")
      #expect(incremental.statuses == full.statuses, "after step \(number)")
      // The flow's edges the run applied as a difference (Queries/flow_apply.sql) are a
      // full run's, none left over and none twice.
      #expect(incrementalFlow == (try flowEdges(root)), "flow edges after step \(number)")
      #expect(incremental.diagnostics == full.diagnostics, "after step \(number)")
      answers.append(incremental)
    }
    return answers
  }

  /// Each conformer's copy of a protocol extension's body keeps its id while the
  /// symbols are unchanged, and its edges follow edits of the extension's file and of
  /// the conformers' files.
  @Test func conformersCopiesOfAProtocolExtensionFollowEdits() throws {
    let protocolFile = """
      protocol Dual: View {
        associatedtype Phone: View
        var phone: Phone { get }
      }
      extension Dual {
        var body: some View { framed }
        var framed: some View { VStack { phone } }
      }
      """
    let screens = """
      @main
      struct MailApp: App {
        var body: some Scene {
          WindowGroup {
            Inbox().implicit(Mailbox())
            Outbox()
          }
        }
      }
      struct Inbox: Dual { var phone: some View { InboxList() } }
      struct Outbox: Dual { var phone: some View { OutboxList() } }
      struct InboxList: View {
        @Implicit var mailbox: Mailbox
        var body: some View { Text("") }
      }
      struct OutboxList: View {
        @Implicit var mailbox: Mailbox
        var body: some View { Text("") }
      }
      """
    let outcome = try FixtureRunner.run(sources: ["Dual.swift": protocolFile, "Screens.swift": screens])
    #expect(outcome.reads.map(\.status.rawValue).sorted() == ["satisfied", "unsatisfied"])
    let byExtension = try Self.agreeAfterEdits(outcome.root, file: "Dual.swift", [
      // the extension declares the value for every conformer
      { $0.replacingOccurrences(of: "VStack { phone }", with: "VStack { phone }.implicit(Mailbox())") },
      { $0.replacingOccurrences(of: "VStack { phone }.implicit(Mailbox())", with: "VStack { Text(\"edit\"); phone }") },
    ])
    #expect(byExtension.map { $0.map { $0.components(separatedBy: " ").last! } }
            == [["satisfied", "satisfied"], ["satisfied", "unsatisfied"]])
    let byConformers = try Self.agreeAfterEdits(outcome.root, file: "Screens.swift", [
      { $0.replacingOccurrences(of: "Inbox().implicit(Mailbox())", with: "Inbox()") },
      { $0.replacingOccurrences(of: "Outbox()\n", with: "Outbox().implicit(Mailbox())\n") },
    ])
    #expect(byConformers.map { $0.map { $0.components(separatedBy: " ").last! } }
            == [["unsatisfied", "unsatisfied"], ["unsatisfied", "satisfied"]])
  }

  /// Which views a read of a carrier's property shows depends on the stores of every
  /// file: an edit of the model's code alone moves a view from one screen to the other.
  @Test func valuesStoredPerPropertyFollowEditsOfTheStores() throws {
    let model = """
      struct Card { let view: AnyView }
      final class Shelf {
        var front: [Card] = []
        var back: [Card] = []
        func fill() {
          front.append(Card(view: AnyView(Poster())))
        }
      }
      """
    let screens = """
      @main
      struct ShopApp: App {
        let shelf = Shelf()
        var body: some Scene {
          WindowGroup {
            Counter(shelf: shelf).implicit(Till())
            Storeroom(shelf: shelf)
          }
        }
      }
      struct Counter: View {
        let shelf: Shelf
        var body: some View { ForEach(shelf.front.indices, id: \\.self) { index in shelf.front[index].view } }
      }
      struct Storeroom: View {
        let shelf: Shelf
        var body: some View { ForEach(shelf.back.indices, id: \\.self) { index in shelf.back[index].view } }
      }
      struct Poster: View {
        @Implicit var till: Till
        var body: some View { Text("") }
      }
      """
    let outcome = try FixtureRunner.run(sources: ["Model.swift": model, "Screens.swift": screens])
    #expect(outcome.reads.map(\.status.rawValue) == ["satisfied"])
    let answers = try Self.agreeAfterEdits(outcome.root, file: "Model.swift", [
      // stored in the other property: shown where the till is missing
      { $0.replacingOccurrences(of: "front.append(", with: "back.append(") },
      { $0.replacingOccurrences(of: "back.append(", with: "front.append(") },
      // a property filled by what the analyzer does not follow shows every card
      { $0.replacingOccurrences(of: "func fill() {", with: "func fill() {\n    back = makeCards()") },
    ])
    #expect(answers.map { $0.map { $0.components(separatedBy: " ").last! } }
            == [["unsatisfied"], ["satisfied"], ["unsatisfied"]])
  }

  /// The proof of a slot is redone when the set of transitions it sees changes, not
  /// only the sites' keys: two sites lead from `Home` to `Screen`, one with the value
  /// and one without; removing the bare one changes no site's keys, yet fixes the read.
  @Test func aSecondSiteToTheSameViewCountsForTheProof() throws {
    let source = """
      struct TestApp: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        var body: some View {
          VStack {
            Screen().implicit(Service())
            Screen()
          }
        }
      }
      struct Screen: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      """
    let outcome = try FixtureRunner.run(sources: ["A.swift": source])
    #expect(outcome.reads.map(\.status.rawValue) == ["unsatisfied"])
    let answers = try Self.agreeAfterEdits(outcome.root, file: "A.swift", [
      { $0.replacingOccurrences(of: "      Screen()\n", with: "") },
      { $0.replacingOccurrences(of: "Screen().implicit(Service())\n", with: "Screen().implicit(Service())\n      Screen()\n") },
    ])
    #expect(answers.map { $0.map { $0.components(separatedBy: " ").last! } } == [["satisfied"], ["unsatisfied"]])
  }

  /// Moving a declaration across a navigation container, or making a shown view a
  /// pushed destination, keeps the edges but changes what the proof sees at them.
  @Test func navigationShapeEditsAreProvedAgain() throws {
    let source = """
      @main
      struct NavApp: App {
        var body: some Scene {
          WindowGroup {
            NavigationStack { Home() }
          }
        }
      }
      struct Home: View {
        var body: some View {
          List {
            NavigationLink(destination: Detail()) { Text("detail") }
              .implicit(Catalog())
          }
        }
      }
      struct Detail: View {
        @Implicit var catalog: Catalog
        var body: some View { Text("") }
      }
      """
    let outcome = try FixtureRunner.run(sources: ["A.swift": source])
    #expect(outcome.reads.map(\.status.rawValue) == ["unsatisfied"])
    let answers = try Self.agreeAfterEdits(outcome.root, file: "A.swift", [
      // on the destination itself: it reaches the pushed view
      { $0.replacingOccurrences(of: "NavigationLink(destination: Detail()) { Text(\"detail\") }\n        .implicit(Catalog())",
                                with: "NavigationLink(destination: Detail().implicit(Catalog())) { Text(\"detail\") }") },
      // above the container: it reaches every pushed view
      { $0.replacingOccurrences(of: "Detail().implicit(Catalog())", with: "Detail()")
          .replacingOccurrences(of: "NavigationStack { Home() }", with: "NavigationStack { Home() }.implicit(Catalog())") },
      // not pushed any more, and the container's declaration gone: shown without it
      { $0.replacingOccurrences(of: "NavigationLink(destination: Detail()) { Text(\"detail\") }", with: "Detail()")
          .replacingOccurrences(of: "NavigationStack { Home() }.implicit(Catalog())", with: "NavigationStack { Home() }") },
      // pushed again, with the value between the link and the container
      { $0.replacingOccurrences(of: "      Detail()\n",
                                with: "      NavigationLink(destination: Detail()) { Text(\"detail\") }.implicit(Catalog())\n") },
    ])
    #expect(answers.map { $0.map { $0.components(separatedBy: " ").last! } }
            == [["satisfied"], ["satisfied"], ["unsatisfied"], ["unsatisfied"]])
  }

  /// Moving a view into a context menu's preview (a new host), and its value inside or
  /// outside the preview closure, keeps the edges but changes what the proof sees at them.
  @Test func presentationBoundaryEditsAreProvedAgain() throws {
    let source = """
      @main
      struct MenuApp: App {
        var body: some Scene {
          WindowGroup { Home().implicit(Catalog()) }
        }
      }
      struct Home: View {
        var body: some View {
          Text("row").overlay { Detail() }
        }
      }
      struct Detail: View {
        @Implicit var catalog: Catalog
        var body: some View { Text("") }
      }
      """
    let outcome = try FixtureRunner.run(sources: ["A.swift": source])
    #expect(outcome.reads.map(\.status.rawValue) == ["satisfied"])
    let answers = try Self.agreeAfterEdits(outcome.root, file: "A.swift", [
      // in a context menu's preview: the scene's value does not cross
      { $0.replacingOccurrences(of: "Text(\"row\").overlay { Detail() }",
                                with: "Text(\"row\").contextMenu { Text(\"a\") } preview: { Detail() }") },
      // injected inside the preview closure
      { $0.replacingOccurrences(of: "preview: { Detail() }", with: "preview: { Detail().implicit(Catalog()) }") },
      // the menu's items instead: they sit where they are written
      { $0.replacingOccurrences(of: "contextMenu { Text(\"a\") } preview: { Detail().implicit(Catalog()) }",
                                with: "contextMenu { Detail() } preview: { Text(\"a\") }") },
    ])
    #expect(answers.map { $0.map { $0.components(separatedBy: " ").last! } }
            == [["unsatisfied"], ["satisfied"], ["satisfied"]])
  }

  /// A view no longer shown anywhere: its reads become unreachable (`reachable` is
  /// recomputed when an edge goes), and satisfied again when it is shown again.
  @Test func aViewNoLongerShownBecomesUnreachable() throws {
    let source = """
      struct TestApp: App { var body: some Scene { WindowGroup { Home().implicit(Service()) } } }
      struct Home: View {
        var body: some View {
          VStack {
            Text("")
            Screen()
          }
        }
      }
      struct Screen: View {
        @Implicit var service: Service
        var body: some View { Leaf() }
      }
      struct Leaf: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      """
    let outcome = try FixtureRunner.run(sources: ["A.swift": source, "B.swift": "struct Unrelated {}\n"])
    let answers = try Self.agreeAfterEdits(outcome.root, file: "A.swift", [
      { $0.replacingOccurrences(of: "      Screen()\n", with: "") },
      { $0.replacingOccurrences(of: "      Text(\"\")\n", with: "      Text(\"\")\n      Screen()\n") },
    ])
    #expect(answers.map { $0.map { $0.components(separatedBy: " ").last! } }
            == [["unreachable", "unreachable"], ["satisfied", "satisfied"]])
  }

  /// Per-file derived rows follow their file: a bridge's finding moves with its type
  /// when lines are added above it (view_types is updated for the edited file), and a
  /// finding of another file stays.
  @Test func findingsOfAnEditedFileFollowItsLines() throws {
    let bridge = """
      struct TestApp: App { var body: some Scene { WindowGroup { Canvas() } } }
      struct Canvas: View {
        var body: some View { CanvasBridge() }
      }
      struct CanvasBridge: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) {}
      }
      """
    let other = """
      struct OtherBridge: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) {}
      }
      """
    let outcome = try FixtureRunner.run(sources: ["A.swift": bridge, "B.swift": other])
    #expect(outcome.diagnostics.map { $0.rendered() }.contains { $0.contains("CanvasBridge") })
    _ = try Self.agreeAfterEdits(outcome.root, file: "A.swift", [
      { "// one\n// two\n" + $0 },
      { $0.replacingOccurrences(of: "// two\n", with: "") },
    ])
  }

  /// A generic view's body shows a local typed by one of its parameters, and a use in
  /// another file places the type it binds there. When the local's value comes from the
  /// other parameter, its name kept, every use shows something else: that is part of
  /// what other files see (Facts.symbols' `v` lines carry the value's type).
  @Test func aShownValueThatChangesItsParameterChangesWhatUsesShow() throws {
    let pair = """
      protocol PanelTab: View, Hashable {}
      struct Pair<First: PanelTab, Second: PanelTab>: View {
        @Binding var first: First?
        @Binding var second: Second?
        var body: some View {
          if let selection = first { selection } else { Text("") }
        }
      }
      """
    let outcome = try FixtureRunner.run(sources: [
      "Pair.swift": pair,
      "Library.swift": """
        final class Catalog: ObservableObject {}
        enum BookTab: PanelTab {
          case books
          var body: some View { BooksList() }
        }
        enum NoteTab: PanelTab {
          case notes
          var body: some View { Text("") }
        }
        struct BooksList: View {
          @EnvironmentObject var catalog: Catalog
          var body: some View { Text("") }
        }
        struct Library: View {
          @State private var book: BookTab? = .books
          @State private var note: NoteTab? = .notes
          var body: some View { Pair(first: $book, second: $note) }
        }
        struct TestApp: App { var body: some Scene { WindowGroup { Library() } } }
        """,
    ])
    let before = try Self.answer(outcome.root, rebuild: false)
    try pair.replacingOccurrences(of: "if let selection = first", with: "if let selection = second")
      .write(to: outcome.root.appendingPathComponent("Pair.swift"), atomically: true, encoding: .utf8)
    let again = try Self.answer(outcome.root, rebuild: false)
    let full = try Self.answer(outcome.root, rebuild: true)
    #expect(full.statuses != before.statuses, "the edit changes what Library shows: \(full.statuses)")
    #expect(again.statuses == full.statuses)
    #expect(again.diagnostics == full.diagnostics)
  }
}
