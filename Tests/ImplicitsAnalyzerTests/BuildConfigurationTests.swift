import Foundation
import Testing
@testable import ImplicitsDiscovery
@testable import ImplicitsIndexer
@testable import ImplicitsQuery
import ImplicitsStore

/// One configuration per platform the project builds for (BuildConfigurations): what
/// each project format says, how a project splits, and how the answers merge. The
/// fixture `analyzer/xcode-two-platforms` shows the merged answers with `expect:`.
@Suite("Build configurations")
struct BuildConfigurationTests {
  static func fixture(_ name: String) throws -> URL {
    let root = try FixtureRunner.makeScratchFolder().appendingPathComponent(name)
    try FileManager.default.copyItem(at: FixtureRunner.fixturesRoot.appendingPathComponent("analyzer/" + name), to: root)
    return root
  }

  @Test func xcodeSettingsGivePlatformsAndConditions() throws {
    let discovery = try ProjectDiscovery.discoverProject(root: try Self.fixture("xcode-two-platforms"))
    let modules = Dictionary(uniqueKeysWithValues: discovery.modules.map { ($0.name, $0) })
    #expect(modules["Theater"]?.platforms == ["iOS"])        // the project's SDKROOT
    #expect(modules["TheaterTV"]?.platforms == ["tvOS"])     // the target's own
    #expect(modules["Theater"]?.defines == ["DEBUG", "THEATER_BETA"])  // $(inherited) is the project's
    #expect(modules["TheaterTV"]?.defines == ["DEBUG"])
    #expect(discovery.memberships["Shared/PlayerView.swift"] == ["Theater", "TheaterTV"])

    let (plans, notes) = BuildConfigurations.plan(discovery, os: nil)
    #expect(notes.isEmpty)
    #expect(plans.map(\.name) == ["iOS", "tvOS"])
    #expect(plans[0].files.map { "\($0.module):\($0.path)" }.sorted()
            == ["Theater:Shared/PlayerView.swift", "Theater:Theater/TheaterApp.swift"])
    #expect(plans[1].files.map { "\($0.module):\($0.path)" }.sorted()
            == ["TheaterTV:Shared/PlayerView.swift", "TheaterTV:TheaterTV/TheaterTVApp.swift"])

    // `--os` (or buildConfiguration.os) gives every target that OS; the targets'
    // conditions still differ. With `--define` too, everything is one configuration.
    #expect(BuildConfigurations.plan(discovery, os: "tvOS").plans.map(\.name) == ["tvOS", "tvOS THEATER_BETA"])
    let forced = BuildConfigurations.plan(discovery, os: "tvOS", overrideDefines: true).plans
    #expect(forced.map(\.name) == ["tvOS"])
    #expect(forced[0].files.count == 3)
  }

  /// Two app targets of one OS that compile a file with different conditions (an
  /// `EXTENDED` edition of the app): a configuration each, named by what sets it apart.
  @Test func appVariantsOfOneOSAreConfigurationsOfTheirOwn() {
    var discovery = Discovery()
    discovery.add(Module(name: "Truck", kind: .executable, dependencies: ["Kit"], platforms: ["iOS", "macOS"],
                         defines: ["DEBUG"]), definedIn: "p")
    discovery.add(Module(name: "TruckAll", kind: .executable, dependencies: ["Kit"], platforms: ["iOS"],
                         defines: ["DEBUG", "EXTENDED"]), definedIn: "p")
    discovery.add(Module(name: "Kit", kind: .library), definedIn: "p")
    discovery.add(file: "App/Shared.swift", module: "Truck")
    discovery.add(file: "App/Shared.swift", module: "TruckAll")
    discovery.add(file: "Kit/Kit.swift", module: "Kit")
    let plans = BuildConfigurations.plan(discovery, os: nil).plans
    #expect(plans.map(\.name) == ["iOS", "iOS EXTENDED", "macOS"])
    #expect(plans.map { $0.files.map { "\($0.module):\($0.path)" } } == [
      ["Truck:App/Shared.swift", "Kit:Kit/Kit.swift"],
      ["TruckAll:App/Shared.swift", "Kit:Kit/Kit.swift"],
      ["Truck:App/Shared.swift", "Kit:Kit/Kit.swift"],
    ])
    // `--define` replaces every target's conditions: one configuration per OS again.
    #expect(BuildConfigurations.plan(discovery, os: nil, overrideDefines: true).plans.map(\.name) == ["iOS", "macOS"])
  }

  /// XcodeGen's `platform` and Debug settings.
  @Test(.enabled(if: YAMLNode.isAvailable, "built without libyaml"))
  func xcodeGenSpecsGivePlatformsToo() throws {
    let garden = try ProjectDiscovery.discoverProject(root: try Self.fixture("xcodegen-project"))
    let gardenApp = try #require(garden.modules.first { $0.name == "Garden" })
    #expect(gardenApp.platforms == ["iOS"])
    #expect(gardenApp.defines == ["DEBUG", "GARDEN_BETA"])
  }

  /// Tuist's `destinations` and `platform`.
  @Test func tuistProjectsGivePlatformsToo() throws {
    let harbor = try ProjectDiscovery.discoverProject(root: try Self.fixture("tuist-project"))
    #expect(harbor.modules.map { "\($0.name):\($0.platforms)" }.sorted()
            == ["DockKit:[\"iOS\"]", "Harbor:[\"iOS\"]", "HarborTests:[\"iOS\"]", "HarborWidget:[\"iOS\"]"])
    // `.iOS` destinations hold the iPad app on a Mac; the older `platform: .iOS` does not say.
    #expect(harbor.modules.map { "\($0.name):\($0.runsOnMac.map(String.init) ?? "-")" }.sorted()
            == ["DockKit:false", "Harbor:true", "HarborTests:true", "HarborWidget:true"])
  }

  @Test(arguments: [
    // SDKROOT, SUPPORTED_PLATFORMS → platforms
    ("iphoneos", "", ["iOS"]),
    ("appletvos", "", ["tvOS"]),
    ("macosx", "", ["macOS"]),
    ("auto", "iphoneos iphonesimulator macosx", ["iOS", "macOS"]),  // a multiplatform target
    ("iphoneos", "iphoneos iphonesimulator xros xrsimulator", ["iOS", "visionOS"]),  // native on Vision Pro
    ("iphoneos", "iphoneos iphonesimulator macosx", ["iOS"]),  // Mac Catalyst is an iOS build
    ("", "", []),
  ])
  func xcodePlatforms(sdk: String, supported: String, expected: [String]) {
    var settings: [String: String] = [:]
    if !sdk.isEmpty { settings["SDKROOT"] = sdk }
    if !supported.isEmpty { settings["SUPPORTED_PLATFORMS"] = supported }
    #expect(BuildSettings.platforms(settings, project: [:]) == expected)
  }

  @Test func compilationConditionsInheritTheProjects() {
    let project = ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)"]
    #expect(BuildSettings.conditions(["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) BETA"], project: project)
            == ["DEBUG", "BETA"])
    #expect(BuildSettings.conditions([:], project: project) == ["DEBUG"])
    #expect(BuildSettings.conditions(["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "STAGING"], project: project) == ["STAGING"])
    #expect(BuildSettings.conditions([:], project: [:]) == nil)
  }

  /// A package's `platforms:` only sets minimum versions, but a macOS-only package is
  /// analysed as macOS, and `.define` adds to DEBUG for its target.
  @Test func packagePlatformsAndDefines() throws {
    let outcome = try FixtureRunner.run(sources: [
      "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "Desk", platforms: [.macOS(.v14)],
          targets: [.executableTarget(name: "Desk", swiftSettings: [.define("PRO")])])
        """,
      "Sources/Desk/DeskApp.swift": """
        import ImplicitsUI
        import SwiftUI
        struct Clock {}
        @main struct DeskApp: App {
          var body: some Scene {
            #if os(macOS) && PRO
            Settings { Panel().implicit(Clock()) }
            #else
            WindowGroup { Panel() }
            #endif
          }
        }
        struct Panel: View {
          @Implicit var clock: Clock
          var body: some View { Text("") }
        }
        """,
    ])
    #expect(try outcome.index.configurationName == "macOS")
    #expect(outcome.reads.map(\.status) == [.satisfied])
    #expect(outcome.diagnostics.isEmpty)
  }

  /// Over several configurations a read has its worst status; `--configuration`
  /// answers from one alone; a project that becomes one configuration drops the other
  /// index.
  @Test func answersMergeAndStaleIndexesGo() throws {
    let root = try Self.fixture("xcode-two-platforms")
    let database = root.appendingPathComponent(".implicits/index.sqlite").path
    let summary = try Indexer(options: .init(root: root, databasePath: database)).run()
    #expect(summary.configurations == ["iOS", "tvOS"])
    #expect(summary.files == 3)

    let index = ProjectIndex(database: try IndexStore.openForReading(path: database))
    let playback = try #require(try index.reads(named: "PlayerView.playback")?.first)
    #expect(playback.status == .unsatisfied)
    #expect(playback.configurations == ["tvOS"])
    let explanation = try index.explain(playback)
    #expect(explanation.configurationStatuses.map { "\($0.configuration):\($0.status.rawValue)" }
            == ["iOS:satisfied", "tvOS:unsatisfied"])
    #expect(explanation.uncoveredPath.first?.name == "TheaterTVApp.body")

    let iOS = ProjectIndex(database: try IndexStore.openForReading(path: database), alone: true)
    #expect(try iOS.reads(named: "PlayerView.playback")?.map(\.status) == [.satisfied])

    let tvOSPath = IndexStore.configurationPath(database, "tvOS")
    #expect(FileManager.default.fileExists(atPath: tvOSPath))
    var options = Indexer.Options(root: root, databasePath: database)
    options.build.os = "iOS"
    options.build.defines = []
    let again = try Indexer(options: options).run()
    #expect(again.configurations == ["iOS"])
    #expect(!FileManager.default.fileExists(atPath: tvOSPath))
    let alone = ProjectIndex(database: try IndexStore.openForReading(path: database))
    #expect(try alone.configurationNames() == ["iOS"])
    #expect(try alone.reads(named: "PlayerView.playback")?.first?.configurations == [])
  }

  /// Each configuration renders its own diagnostics on a core of its own
  /// (ProjectIndex.mergedDiagnosticsWithSuppressed, through concurrentMap): the merged
  /// list is the one the configurations give rendered one after the other, each alone.
  @Test func configurationsRenderTheirDiagnosticsAtOnceAsOneByOne() throws {
    let root = try Self.fixture("xcode-two-platforms")
    // A second error, in both configurations and with a path of its own in each.
    let shared = root.appendingPathComponent("Shared/PlayerView.swift")
    try (try String(contentsOf: shared, encoding: .utf8)
      .replacingOccurrences(of: "Text(\"Now playing\")", with: "Text(\"Now playing\")\n      Subtitles()")
      + "\nstruct Language {}\nstruct Subtitles: View {\n  @Implicit var language: Language\n"
      + "  var body: some View { Text(\"\") }\n}\n").write(to: shared, atomically: true, encoding: .utf8)
    let database = root.appendingPathComponent(".implicits/index.sqlite").path
    _ = try Indexer(options: .init(root: root, databasePath: database)).run()

    let atOnce = ProjectIndex(database: try IndexStore.openForReading(path: database))
    let merged = try atOnce.allDiagnostics().map { $0.rendered() }
    #expect(try atOnce.renderedSlotsOfAllConfigurations() > 0, "rendered here, not read from the stored ones")
    #expect(merged.count == 2)
    #expect(merged.contains { $0.contains("error: [tvOS] @Implicit Playback of PlayerView.playback") })
    #expect(merged.contains { $0.contains("error: @Implicit Language of Subtitles.language") })

    var lists: [(configuration: String, diagnostics: [Diagnostic])] = []
    var files: [String: Set<String>] = [:]
    for (name, path) in [("iOS", database), ("tvOS", IndexStore.configurationPath(database, "tvOS"))] {
      let alone = ProjectIndex(database: try IndexStore.openForReading(path: path), alone: true)
      lists.append((name, try alone.ownDiagnosticsWithSuppressed().reported))
      files[name] = try alone.filePaths()
    }
    let oneByOne = try atOnce.groupedFindings(ProjectIndex.merge(lists, files: files)).map { $0.rendered() }
    #expect(merged == oneByOne)
  }

  /// As a user sees it: the summary names the configurations, a finding names the one
  /// that fails, and `--configuration` answers from one alone.
  @Test func commandLineNamesTheConfigurations() throws {
    let root = try Self.fixture("xcode-two-platforms")
    let index = try CommandLineTests.run("implicits-index", [root.path])
    #expect(index.status == 1)
    #expect(index.stdout.contains("in 2 configurations (iOS, tvOS)"))
    #expect(index.stdout.contains("error: [tvOS] @Implicit Playback of PlayerView.playback"))
    #expect(!index.stdout.contains("RemoteHints reads environment values but is not reachable"))

    let merged = try CommandLineTests.run("implicits-query", ["why", "PlayerView.playback"], in: root)
    #expect(merged.status == 1)
    #expect(merged.stdout.contains("is UNSATISFIED in tvOS"))
    #expect(merged.stdout.contains("iOS: satisfied · tvOS: unsatisfied"))
    let iOS = try CommandLineTests.run("implicits-query", ["--configuration", "iOS", "why", "PlayerView.playback"], in: root)
    #expect(iOS.status == 0)
    let unknown = try CommandLineTests.run("implicits-query", ["--configuration", "watchOS", "reads"], in: root)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no configuration named watchOS (configurations: iOS, tvOS)"))

    // A configuration's index deleted by hand: a clear error, and the next run restores it.
    IndexStore.removeDatabaseFiles(root.appendingPathComponent(".implicits/index.tvOS.sqlite").path)
    let missing = try CommandLineTests.run("implicits-query", ["reads"], in: root)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no index at") && missing.stderr.contains("index.tvOS.sqlite"))
    #expect(try CommandLineTests.run("implicits-index", [root.path]).stdout.contains("in 2 configurations"))
    #expect(try CommandLineTests.run("implicits-query", ["reads"], in: root).status == 0)
  }

  /// Configurations are indexed at once (Indexer.runConcurrently): a configuration
  /// that cannot be written fails the run with its error, whichever it is, and the
  /// others neither hang nor lose their index.
  @Test(arguments: ["index.sqlite", "index.tvOS.sqlite"])
  func aConfigurationThatFailsFailsTheRun(blocked file: String) throws {
    let root = try Self.fixture("xcode-two-platforms")
    let folder = root.appendingPathComponent(".implicits")
    // A folder where the index file should be: SQLite cannot open it.
    try FileManager.default.createDirectory(at: folder.appendingPathComponent(file), withIntermediateDirectories: true)
    let database = folder.appendingPathComponent("index.sqlite").path
    #expect(throws: (any Error).self) { try Indexer(options: .init(root: root, databasePath: database)).run() }
    if file != "index.sqlite" {
      let iOS = ProjectIndex(database: try IndexStore.openForReading(path: database), alone: true)
      #expect(try iOS.reads(named: "PlayerView.playback")?.map(\.status) == [.satisfied])
    }
    try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
    let summary = try Indexer(options: .init(root: root, databasePath: database)).run()
    #expect(summary.configurations == ["iOS", "tvOS"])
  }

  /// Running the configurations at once shares work: the others start with the
  /// first one's project names and reuse its facts of files without `#if` that mention
  /// the same names. Each configuration's index must be exactly the one it gets alone.
  @Test func configurationsAtOnceIndexAsOneByOne() throws {
    func project() throws -> URL {
      let root = try Self.fixture("xcode-two-platforms")
      // Names the project declares (a hosting alias, a carrier), used in a shared file
      // and, under `#if`, in the tvOS app.
      let shared = root.appendingPathComponent("Shared/PlayerView.swift")
      try (try String(contentsOf: shared, encoding: .utf8) + """
        typealias Host = UIHostingController
        struct Route {
          let screen: AnyView
          init(@ViewBuilder screen: () -> some View) { self.screen = AnyView(screen()) }
        }
        final class Presenter {
          let route = Route { PlayerView() }
          func present() -> Host<PlayerView> { Host(rootView: PlayerView()) }
        }

        """).write(to: shared, atomically: true, encoding: .utf8)
      let tv = root.appendingPathComponent("TheaterTV/TheaterTVApp.swift")
      try (try String(contentsOf: tv, encoding: .utf8) + """
        #if os(tvOS)
        let remote = Host(rootView: RemoteHints())
        #endif

        """).write(to: tv, atomically: true, encoding: .utf8)
      return root
    }
    let atOnce = try project(), oneByOne = try project()
    let database = { (root: URL) in root.appendingPathComponent(".implicits/index.sqlite").path }
    let summary = try Indexer(options: .init(root: atOnce, databasePath: database(atOnce))).run()
    #expect(summary.configurations == ["iOS", "tvOS"])
    var options = Indexer.Options(root: oneByOne, databasePath: database(oneByOne))
    options.configurationsOneByOne = true
    _ = try Indexer(options: options).run()
    let names = try ProjectNamesQuery.stored(databasePath: IndexStore.configurationPath(database(atOnce), "tvOS"))
    #expect(names.hostingTypes == ["Host"] && names.carriers.keys.sorted() == ["Route"])
    for path in [database, { IndexStore.configurationPath(database($0), "tvOS") }] {
      let (left, right) = (try ProjectNamesIndexingTests.dump(path: path(atOnce)),
                           try ProjectNamesIndexingTests.dump(path: path(oneByOne)))
      for table in Set(left.keys).union(right.keys).sorted() {
        #expect(left[table] ?? [] == right[table] ?? [], "table \(table) of \(path(atOnce))")
      }
    }
  }

  /// A file whose conditions come out the same in two configurations is parsed once
  /// for both (ConditionOutcomes); one whose conditions differ, once for each.
  @Test func aFileWhoseConditionsAgreeIsParsedOnce() throws {
    // The file both apps compile shows RemoteHints under `#if os(tvOS)`.
    func parsed(condition: String) throws -> Int {
      let root = try Self.fixture("xcode-two-platforms")
      let shared = root.appendingPathComponent("Shared/PlayerView.swift")
      let text = try String(contentsOf: shared, encoding: .utf8)
      #expect(text.contains("#if os(tvOS)"))
      try text.replacingOccurrences(of: "#if os(tvOS)", with: "#if \(condition)")
        .write(to: shared, atomically: true, encoding: .utf8)
      let path = root.appendingPathComponent(".implicits/index.sqlite").path
      let summary = try Indexer(options: .init(root: root, databasePath: path)).run()
      #expect(summary.configurations == ["iOS", "tvOS"])
      return summary.parsed
    }
    let differing = try parsed(condition: "os(tvOS)"), agreeing = try parsed(condition: "canImport(SwiftUI)")
    #expect(agreeing + 1 == differing)
  }
}

/// `.xcconfig` files under a build configuration's settings, as Xcode layers them.
@Suite("Xcode configuration files")
struct XcodeConfigFileTests {
  @Test func includesCommentsConditionsAndInheritance() throws {
    let root = try FixtureRunner.makeScratchFolder()
    try """
      // Shared settings
      IPHONEOS_DEPLOYMENT_TARGET = 16.0 // iOS
      SWIFT_ACTIVE_COMPILATION_CONDITIONS = SHARED
      MACOSX_DEPLOYMENT_TARGET[sdk=macosx*] = 10.9
      """.write(to: root.appendingPathComponent("Base.xcconfig"), atomically: true, encoding: .utf8)
    try """
      #include "Base.xcconfig"
      #include? "Local.xcconfig"
      SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) DEBUG
      SUPPORTS_MACCATALYST = YES
      """.write(to: root.appendingPathComponent("Debug.xcconfig"), atomically: true, encoding: .utf8)
    let settings = XcodeConfigFile.settings(at: root.appendingPathComponent("Debug.xcconfig").path)
    #expect(settings == ["IPHONEOS_DEPLOYMENT_TARGET": "16.0", "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "SHARED DEBUG",
                         "SUPPORTS_MACCATALYST": "YES"])
    // A target's `$(IPHONEOS_DEPLOYMENT_TARGET)` is the file's value; with nothing below, no value.
    let target = ["IPHONEOS_DEPLOYMENT_TARGET": "$(IPHONEOS_DEPLOYMENT_TARGET)", "MACOSX_DEPLOYMENT_TARGET": "$(inherited)"]
    #expect(XcodeConfigFile.layered(target, over: settings)["IPHONEOS_DEPLOYMENT_TARGET"] == "16.0")
    #expect(XcodeConfigFile.layered(target, over: settings)["MACOSX_DEPLOYMENT_TARGET"] == nil)
  }

  @Test func anIncludeCycleEnds() throws {
    let root = try FixtureRunner.makeScratchFolder()
    try "#include \"B.xcconfig\"\nA = 1\n".write(to: root.appendingPathComponent("A.xcconfig"), atomically: true, encoding: .utf8)
    try "#include \"A.xcconfig\"\nB = 2\n".write(to: root.appendingPathComponent("B.xcconfig"), atomically: true, encoding: .utf8)
    #expect(XcodeConfigFile.settings(at: root.appendingPathComponent("A.xcconfig").path) == ["A": "1", "B": "2"])
  }
}
