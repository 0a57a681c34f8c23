import Foundation
import Testing
@testable import ImplicitsDiscovery
@testable import ImplicitsIndexer
import ImplicitsStore

/// An incremental run answers as a rebuild whatever changed, not only when a Swift
/// file did: a setting of `.implicits.json` or a fact of the project file that the
/// derivation reads (Indexer.derivationInputs) makes it derive again. Each case was a
/// wrong answer without an error: the index kept the old proof until a Swift file changed.
@Suite("Incremental indexing: a changed setting or project file")
struct IncrementalInputsTests {
  /// Copies `fixture` (a folder of Tests/Fixtures/analyzer), indexes it, applies `edit`
  /// to `file` and indexes again without `--rebuild`: returns both answers' unsatisfied
  /// reads, and whether the second equals a rebuild's.
  static func afterEditing(_ fixture: String, _ file: String, _ edit: (String) -> String)
    throws -> (before: Int, after: Int, equalsRebuild: Bool) {
    let root = try BuildConfigurationTests.fixture(fixture)
    let before = try IncrementalTests.answer(root, rebuild: false)
    let url = root.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    let edited = edit(text)
    #expect(edited != text, "the edit changes \(file)")
    try edited.write(to: url, atomically: true, encoding: .utf8)
    let after = try IncrementalTests.answer(root, rebuild: false)
    let rebuilt = try IncrementalTests.answer(root, rebuild: true)
    let unsatisfied = { (statuses: [String]) in statuses.filter { $0.hasSuffix(" unsatisfied") }.count }
    return (unsatisfied(before.statuses), unsatisfied(after.statuses),
            after.statuses == rebuilt.statuses && after.diagnostics == rebuilt.diagnostics)
  }

  /// The issue's reproduction: the macOS sheet's `"empty"` turned into `"inherit"`.
  @Test func aChangedPresentationsSettingIsProvedAgain() throws {
    let run = try Self.afterEditing("presentation-settings", ".implicits.json") {
      $0.replacingOccurrences(of: #""macOS": {"sheet": "empty""#, with: #""macOS": {"sheet": "inherit""#)
    }
    #expect(run.before == 1)
    #expect(run.after == 0)
    #expect(run.equalsRebuild)
  }

  /// iOS 13 to iOS 14 in the project file: a sheet's content inherits from then on.
  @Test func aRaisedDeploymentTargetIsProvedAgain() throws {
    let run = try Self.afterEditing("presentation-sheets-before-ios-14", "project.yml") {
      $0.replacingOccurrences(of: #"deploymentTarget: "13.0""#, with: #"deploymentTarget: "14.0""#)
    }
    #expect(run.before == 1)
    #expect(run.after == 0)
    #expect(run.equalsRebuild)
  }

  /// "Designed for iPad" turned off in the project file: the app no longer runs on a
  /// Mac, where a sheet starts from its window's root.
  @Test func aMacSupportChangeIsProvedAgain() throws {
    let run = try Self.afterEditing("presentation-sheets-ipad-app-on-a-mac", "project.yml") {
      $0 + "    settings:\n      base:\n        SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD: NO\n"
    }
    #expect(run.before == 1)
    #expect(run.after == 0)
    #expect(run.equalsRebuild)
  }

  /// An index that travels (a CI cache restored on another machine, in another folder,
  /// from another commit): the project copied elsewhere with its `.implicits/`, every
  /// file's modification time new and one file edited. The run reads every file, parses
  /// only the edited one, and answers as a rebuild. (A project described by a project
  /// file: a plain folder's module is named after the folder, so one copied under
  /// another name is another module, parsed again; docs/reliability.md.)
  @Test func anIndexCopiedElsewhereWithEveryFileTouchedParsesOnlyWhatChanged() throws {
    let app = try Reliability.generatedApp(views: 250, ["--seed", "7", "--broken", "5", "--platforms", "iOS,macOS"])
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    _ = try IncrementalTests.answer(app, rebuild: false)
    let copy = try FixtureRunner.makeScratchFolder().appendingPathComponent("Moved")
    defer { Reliability.remove(copy.deletingLastPathComponent()) }
    try FileManager.default.copyItem(at: app, to: copy)
    let files = ProjectDiscovery.swiftFiles(under: copy).filter { !$0.hasPrefix(".implicits") }
    let later = Date().addingTimeInterval(3_600)
    for path in files {
      try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: copy.appendingPathComponent(path).path)
    }
    let database = copy.appendingPathComponent(".implicits/index.sqlite").path
    let untouched = try Indexer(options: .init(root: copy, databasePath: database)).run()
    #expect(untouched.parsed == 0 && untouched.upToDate, "every file read, none parsed, nothing derived")
    let edited = copy.appendingPathComponent(try #require(files.sorted().last { $0.hasPrefix("Features/") }))
    let text = try String(contentsOf: edited, encoding: .utf8)
    try text.replacingOccurrences(of: "var body: some View {", with: "var body: some View {\n    Text(\"edit\")",
                                  options: [], range: text.range(of: "var body: some View {"))
      .write(to: edited, atomically: true, encoding: .utf8)
    let summary = try Indexer(options: .init(root: copy, databasePath: database)).run()
    #expect(summary.parsed == 1, "only the edited file is parsed (in each configuration that builds it)")
    let incremental = try IncrementalTests.answer(copy, rebuild: false)
    let rebuilt = try IncrementalTests.answer(copy, rebuild: true)
    #expect(incremental.statuses == rebuilt.statuses && !rebuilt.statuses.isEmpty)
    #expect(incremental.diagnostics == rebuilt.diagnostics)
  }
}

/// The declaration of what the derivation reads (DerivationInputs) against what reads
/// it: every field of `.implicits.json`, every project fact, every setting the SQL
/// reads, and every table the derivation makes.
@Suite("Incremental indexing: the derivation's inputs and tables, declared once")
struct IncrementalDeclarationTests {
  static let indexer = Indexer(options: .init(root: URL(fileURLWithPath: "/nonexistent"), databasePath: "/nonexistent"))

  static func plan(_ change: (inout Module) -> Void = { _ in }) -> BuildConfigurationPlan {
    var app = Module(name: "App", kind: .executable, dependencies: ["Kit"])
    app.deploymentTargets = ["iOS": "16.0"]
    app.runsOnMac = true
    change(&app)
    return BuildConfigurationPlan(name: "iOS", os: "iOS", modules: [app, Module(name: "Kit", kind: .library)], files: [])
  }

  static func inputs(_ json: String, plan: BuildConfigurationPlan = plan(),
                     configurations: [String] = ["iOS"]) throws -> DerivationInputs {
    let root = try FixtureRunner.makeScratchFolder()
    try json.write(to: root.appendingPathComponent(".implicits.json"), atomically: true, encoding: .utf8)
    return indexer.derivationInputs(try ProjectConfiguration.load(root: root), plan: plan, configurations: configurations)
  }

  enum Effect { case derivation, reportsOnly, elsewhere }

  /// Each field, two values of it, and what a change of it does: derives again (its
  /// settings change the fingerprint), changes what the reports read only, or is
  /// compared elsewhere (`exclude`: the set of files; `buildConfiguration`: the stat
  /// stage's build fingerprint, every file parsed again; `baseline`: read by the reports
  /// from its file on every run).
  static let fields: [(field: String, a: String, b: String, effect: Effect)] = [
    ("exclude", #"[]"#, #"["Generated/"]"#, .elsewhere),
    ("previews", "true", "false", .derivation),
    ("requiredEnvironmentKeys", "[]", #"["\\.theme"]"#, .derivation),
    ("strictEnvironment", "false", "true", .derivation),
    ("previewFindings", #""warning""#, #""error""#, .reportsOnly),
    ("unproven", #""warning""#, #""error""#, .reportsOnly),
    ("entryPoints", "[]", #"["Widget"]"#, .derivation),
    ("hostingTypes", "[]", #"["VendorHost"]"#, .derivation),
    ("hostingInRepresentables", #""inherit""#, #""empty""#, .derivation),
    ("presentations", #"{"macOS": {"sheet": "empty"}}"#, #"{"macOS": {"sheet": "inherit"}}"#, .derivation),
    ("buildConfiguration", #"{"os": "iOS"}"#, #"{"os": "tvOS"}"#, .elsewhere),
    ("baseline", #""a.json""#, #""b.json""#, .elsewhere),
    ("rules", #"{"unreachable-view": "note"}"#, #"{"unreachable-view": "off"}"#, .reportsOnly),
  ]

  @Test func everyFieldOfTheConfigurationIsAnInputOrComparedElsewhere() throws {
    #expect(Set(Self.fields.map(\.field)) == Set(ProjectConfiguration.knownFields), "a new field is classified here")
    for (field, a, b, effect) in Self.fields {
      let first = try Self.inputs(#"{"\#(field)": \#(a)}"#), second = try Self.inputs(#"{"\#(field)": \#(b)}"#)
      switch effect {
      case .derivation: #expect(first.fingerprint != second.fingerprint, "\(field)")
      case .reportsOnly: #expect(first.fingerprint == second.fingerprint && first.settings != second.settings, "\(field)")
      case .elsewhere: #expect(first == second, "\(field)")
      }
    }
  }

  @Test func everyFactOfTheProjectTheDerivationReadsChangesTheFingerprint() throws {
    let base = try Self.inputs("{}").fingerprint
    let changed: [(String, BuildConfigurationPlan, [String])] = [
      ("deployment target", Self.plan { $0.deploymentTargets = ["iOS": "17.0"] }, ["iOS"]),
      ("runs on a Mac", Self.plan { $0.runsOnMac = false }, ["iOS"]),
      ("module dependency", Self.plan { $0.dependencies = [] }, ["iOS"]),
      ("module kind", Self.plan { $0.kind = .library }, ["iOS"]),
      ("configurations", Self.plan(), ["iOS", "tvOS"]),
    ]
    for (what, plan, configurations) in changed {
      #expect(try Self.inputs("{}", plan: plan, configurations: configurations).fingerprint != base, "\(what)")
    }
    #expect(try Self.inputs("{}").fingerprint == base, "the same inputs, the same fingerprint")
  }

  static let queries = FixtureRunner.fixturesRoot.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Queries")

  /// The files run when indexing (the others run when querying, on the index as it is).
  static func derivationFiles() throws -> [(name: String, text: String)] {
    try FileManager.default.contentsOfDirectory(atPath: queries.path).sorted()
      .filter { $0.hasSuffix(".sql") && !["why.sql", "report.sql", "browse.sql"].contains($0) }
      .map { ($0, try String(contentsOf: queries.appendingPathComponent($0), encoding: .utf8)) }
  }

  @Test func theSettingsTheDerivationReadsAreDeclaredAsItsInputs() throws {
    var read: Set<String> = []
    for (_, text) in try Self.derivationFiles() {
      for line in text.split(separator: "\n") where !line.hasPrefix("--") && line.contains("settings") {
        for match in line.matches(of: #/name = '([a-z-]+)'/#) { read.insert(String(match.1)) }
      }
    }
    #expect(read.contains("presentation") && read.contains("runtime"))
    let derivation = Set(DerivationInputs.Name.allCases.filter { !$0.reportsOnly }.map(\.rawValue))
    #expect(read.subtracting(derivation).isEmpty, "read by the derivation, not fingerprinted")
    let reportsOnly = Set(DerivationInputs.Name.allCases.filter(\.reportsOnly).map(\.rawValue))
    #expect(read.isDisjoint(with: reportsOnly))
  }

  @Test func everyTableTheDerivationMakesIsInTheOneList() throws {
    var made: Set<String> = []
    for (_, text) in try Self.derivationFiles() {
      for match in text.matches(of: #/\nCREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/#) { made.insert(String(match.1)) }
    }
    #expect(made.contains("read_status") && made.contains("presentation_starts"))
    #expect(made == Set(SQLScripts.derivedTables))
    #expect(SQLScripts.derivedTables.count == Set(SQLScripts.derivedTables).count)
  }
}
