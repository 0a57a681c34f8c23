import Foundation
import Testing
@testable import ImplicitsDiscovery

/// Project discovery on the fixture projects under Tests/Fixtures/projects: which
/// files belong to which module, the modules' kinds and dependencies, and the
/// warnings for whatever could not be read.
@Suite("Project discovery")
struct DiscoveryTests {
  static func discover(_ name: String) throws -> Discovery {
    try ProjectDiscovery.discoverProject(root: FixtureRunner.fixturesRoot.appendingPathComponent("projects/" + name))
  }

  static func pairs(_ discovery: Discovery) -> [String: String] {
    Dictionary(uniqueKeysWithValues: discovery.files.map { ($0.path, $0.module) })
  }

  static func notes(_ discovery: Discovery) -> [String] { discovery.notes.map(\.description) }

  /// Modules without what decides their `#if`s (BuildConfigurationTests checks that).
  static func shapes(_ discovery: Discovery) -> [Module] {
    discovery.modules.map { Module(name: $0.name, kind: $0.kind, dependencies: $0.dependencies) }
  }

  @Test func swiftPMPackage() throws {
    let discovery = try Self.discover("swiftpm-multi")
    // Not indexed: the excluded Legacy folder, Shared files outside `sources:`, the
    // macro target, the script outside every target, the manifest.
    #expect(Self.pairs(discovery) == [
      "Sources/App/MultiApp.swift": "App",
      "Sources/App/RootView.swift": "App",
      "Modules/Feature/ProfileView.swift": "Feature",
      "Modules/Feature/Session.swift": "Feature",
      "Sources/Shared/Public/Formatting.swift": "Shared",
      "Tests/AppTests/RootViewTests.swift": "AppTests",
    ])
    #expect(Self.shapes(discovery) == [
      Module(name: "App", kind: .executable, dependencies: ["Feature", "Shared", "Macros"]),
      Module(name: "Feature", kind: .library, dependencies: ["Collections", "Shared"]),
      Module(name: "Shared", kind: .library),
      Module(name: "AppTests", kind: .test, dependencies: ["App"]),
    ])
    #expect(discovery.notes.isEmpty, "\(Self.notes(discovery))")
  }

  @Test func xcodeProject() throws {
    let discovery = try Self.discover("xcode-app")
    // Not indexed: Sample/Unused.swift (in a group, in no Sources phase), the Drafts
    // folder (a membership exception), Tools/ (not in the project), manifests.
    #expect(Self.pairs(discovery) == [
      "Sample/SampleApp.swift": "Sample_App",
      "Sample/ContentView.swift": "Sample_App",
      "Sample/Views/BadgeView.swift": "Sample_App",
      "Sample/Helpers.swift": "Sample_App",             // group with a name and no path
      "Shared/Theme.swift": "Sample_App",               // SOURCE_ROOT; also in SampleKit
      "SampleKit/KitView.swift": "SampleKitUI",         // synchronized folder
      "SampleKit/TestSupport/KitFixtures.swift": "SampleTests",  // exception sets move it
      "SampleTests/SampleTests.swift": "SampleTests",
      "Packages/Core/Sources/Core/Store.swift": "Core",  // local package
      "Packages/Core/Tests/CoreTests/StoreTests.swift": "CoreTests",
    ])
    #expect(Self.shapes(discovery) == [
      Module(name: "Sample_App", kind: .executable, dependencies: ["SampleKitUI", "Collections", "Core"]),
      Module(name: "SampleKitUI", kind: .library),
      Module(name: "SampleTests", kind: .test, dependencies: ["Sample_App"]),
      Module(name: "Core", kind: .library),
      Module(name: "CoreTests", kind: .test, dependencies: ["Core"]),
    ])
    // A file in several targets of one configuration is indexed once there, in the
    // first; test targets are not analysed (ContentView.swift is in SampleTests too).
    #expect(discovery.notes.isEmpty)
    let (plans, notes) = BuildConfigurations.plan(discovery, os: nil)
    #expect(plans.map(\.name) == ["iOS"])
    #expect(!plans[0].modules.contains { $0.kind == .test })
    #expect(notes.map(\.description) == [
      "Shared/Theme.swift:1:1: note: this file is compiled into modules 'Sample_App' and 'SampleKitUI'; it is analysed once, as part of 'Sample_App'",
    ])
  }

  /// `--quiet` prints errors and the summary only: not discovery's notes either.
  @Test func quietIndexingPrintsNoDiscoveryNotes() throws {
    let root = try FixtureRunner.makeScratchFolder().appendingPathComponent("app")
    try FileManager.default.copyItem(at: FixtureRunner.fixturesRoot.appendingPathComponent("projects/xcode-app"), to: root)
    let loud = try CommandLineTests.run("implicits-index", [root.path])
    #expect(loud.stderr.contains("this file is compiled into modules"))
    let quiet = try CommandLineTests.run("implicits-index", ["--quiet", root.path])
    #expect(!quiet.stderr.contains("note:") && !quiet.stdout.contains("note:"), "\(quiet.stderr)")
    #expect(quiet.stdout.contains("implicits: "))
  }

  /// Local packages recorded every way Xcode records them, products mapped to their
  /// targets, `.package(path:)` followed, and whatever is left out named.
  @Test func localPackagesOfAnXcodeProject() throws {
    let discovery = try ProjectDiscovery.discoverProject(
      root: FixtureRunner.fixturesRoot.appendingPathComponent("analyzer/xcode-local-packages"))
    #expect(Self.pairs(discovery) == [
      "Shop/ShopApp.swift": "Shop",
      "Packages/Feature/Sources/CatalogViews/CatalogView.swift": "CatalogViews",  // folder reference
      "Modules/Payments/Sources/PaymentsUI/PayView.swift": "PaymentsUI",          // package reference
      "Packages/Shared/Sources/SharedModels/Pricing.swift": "SharedModels",       // .package(path:)
    ])
    #expect(Self.shapes(discovery) == [
      // FeatureUI and Payments are products: their targets are the dependencies. Charts
      // is remote (once with its package, once without: Xcode leaves it out).
      Module(name: "Shop", kind: .executable, dependencies: ["CatalogViews", "PaymentsUI", "Missing", "Charts"]),
      Module(name: "PaymentsUI", kind: .library, dependencies: ["SharedModels"]),
      Module(name: "CatalogViews", kind: .library, dependencies: ["SharedModels"]),
      Module(name: "SharedModels", kind: .library),
    ])
    #expect(discovery.unassigned == [
      "Tools/generate.swift", "Vendor/Widgets/Package.swift", "Vendor/Widgets/Sources/Widgets/Gauge.swift",
    ])
    #expect(Self.notes(discovery) == [
      "Shop.xcodeproj/project.pbxproj:1:1: warning: the folder reference Gone points to Packages/Gone, which does not exist",
      "Shop.xcodeproj/project.pbxproj:1:1: warning: module 'Shop' uses the package product 'Missing', which no local package declares; add the package to the project or the folder (its views are not indexed)",
    ])
  }

  /// A workspace at the root names a project below the root and a local package.
  @Test func workspaceListsProjectsAndPackages() throws {
    let root = try copy(analyzer: "xcode-workspace")
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    #expect(Self.pairs(discovery) == [
      "App/Shop/ShopApp.swift": "Shop",
      "Modules/Kit/Sources/Kit/KitView.swift": "Kit",
    ])
    #expect(discovery.modules.map(\.name) == ["Shop", "Kit"])
    #expect(discovery.unassigned.isEmpty)
    #expect(Self.notes(discovery) == [
      "Shop.xcworkspace/contents.xcworkspacedata:14:1: warning: the workspace lists Modules/Removed, which does not exist",
    ])

    // Without the workspace the project below the root is still found; the package
    // only the workspace listed is not, and says so.
    try FileManager.default.removeItem(at: root.appendingPathComponent("Shop.xcworkspace"))
    let alone = try ProjectDiscovery.discoverProject(root: root)
    #expect(Self.pairs(alone) == ["App/Shop/ShopApp.swift": "Shop"])
    #expect(alone.unassigned == ["Modules/Kit/Package.swift", "Modules/Kit/Sources/Kit/KitView.swift"])
    #expect(alone.notes.map(\.message).first?.hasPrefix("module 'Shop' uses the package product 'Kit', which no local package declares") == true)
  }

  /// A workspace written on a Mac, whose file system ignores case, may name a folder
  /// in another case than the disk has: the one match ignoring case is read, with a
  /// note. A project it lists that does not exist is a warning, not a silent loss.
  @Test func workspacePathsMatchTheDiskIgnoringCase() throws {
    let root = try copy(analyzer: "xcode-workspace")
    try FileManager.default.moveItem(at: root.appendingPathComponent("Modules/Kit"),
                                     to: root.appendingPathComponent("Modules/kit"))
    try FileManager.default.moveItem(at: root.appendingPathComponent("App"), to: root.appendingPathComponent("app"))
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    #expect(Self.pairs(discovery) == [
      "app/Shop/ShopApp.swift": "Shop",
      "Modules/kit/Sources/Kit/KitView.swift": "Kit",
    ])
    #expect(Self.notes(discovery).prefix(2) == [
      "Shop.xcworkspace/contents.xcworkspacedata:5:1: note: the workspace lists App/Shop.xcodeproj, which is app/Shop.xcodeproj on disk (matched ignoring case, as a Mac does)",
      "Shop.xcworkspace/contents.xcworkspacedata:11:1: note: the workspace lists Modules/Kit, which is Modules/kit on disk (matched ignoring case, as a Mac does)",
    ])

    try FileManager.default.removeItem(at: root.appendingPathComponent("app"))
    let missing = try ProjectDiscovery.discoverProject(root: root)
    #expect(Self.notes(missing).contains(
      "Shop.xcworkspace/contents.xcworkspacedata:1:1: warning: the project App/Shop.xcodeproj it refers to does not exist; its targets are not indexed"))
  }

  @Test(.enabled(if: YAMLNode.isAvailable, "built without libyaml"))
  func xcodeGenSpec() throws {
    let root = try copy(analyzer: "xcodegen-project")
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    #expect(Self.pairs(discovery) == [
      "Garden/GardenApp.swift": "Garden",
      "GardenKit/Plot.swift": "GardenKitUI",
      "GardenTests/GardenTests.swift": "GardenTests",
      "Packages/Soil/Sources/SoilViews/Bed.swift": "SoilViews",  // a package of the included spec
    ])
    #expect(Self.shapes(discovery) == [
      Module(name: "Garden", kind: .executable, dependencies: ["GardenKitUI", "SoilViews", "Charts"]),
      Module(name: "GardenKitUI", kind: .library),
      Module(name: "GardenTests", kind: .test, dependencies: ["Garden"]),
      Module(name: "SoilViews", kind: .library),
    ])
    #expect(discovery.unassigned == ["Garden/Drafts/Sketch.swift"])  // excluded by the spec
    #expect(Self.notes(discovery) == [
      "project.yml:33:1: warning: target 'GardenTests' lists the sources Missing, which do not exist; skipped",
    ])

    // A spec libyaml rejects: a warning with its position, and the plain-folder layout.
    try "targets:\n  App: [unclosed\n".write(to: root.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
    let broken = try ProjectDiscovery.discoverProject(root: root)
    #expect(Set(broken.files.map(\.module)) == ["xcodegen-project"])
    #expect(Self.notes(broken).first?.hasPrefix("project.yml:3:1: warning: cannot read this XcodeGen spec (") == true)
    #expect(Self.notes(broken).last == "project.yml:1:1: note: no module could be read: every Swift file is indexed as one module")
  }

  @Test func tuistWorkspaceAndProjects() throws {
    let discovery = try ProjectDiscovery.discoverProject(
      root: FixtureRunner.fixturesRoot.appendingPathComponent("analyzer/tuist-project"))
    #expect(Self.pairs(discovery) == [
      "Projects/Harbor/Sources/HarborApp.swift": "Harbor",
      "Projects/Harbor/Tests/HarborTests.swift": "HarborTests",
      "Projects/DockKit/Sources/Views/Pier.swift": "DockKit",
    ])
    #expect(Self.shapes(discovery) == [
      Module(name: "DockKit", kind: .library),  // Projects/* in file order
      Module(name: "Harbor", kind: .executable, dependencies: ["DockKit"]),
      Module(name: "HarborWidget", kind: .executable),
      Module(name: "HarborTests", kind: .test, dependencies: ["Harbor"]),
    ])
    #expect(discovery.unassigned.isEmpty)  // manifests and Tuist/ helpers are project files
    // The widget comes from a helper function of Tuist/ProjectDescriptionHelpers; it has no sources.
    #expect(discovery.modules.map(\.name) == ["DockKit", "Harbor", "HarborWidget", "HarborTests"])
    #expect(discovery.modules.first { $0.name == "HarborWidget" }?.origin?.reading == .evaluated)
    #expect(Self.notes(discovery).isEmpty)
  }

  /// Built without libyaml (Package.swift found no yaml.h, as on a stock Mac): a
  /// project.yml is a warning that says why and what to do, and its folder is indexed
  /// in the plain-folder layout; a generated .xcodeproj beside it is read instead.
  @Test(.disabled(if: YAMLNode.isAvailable, "built with libyaml"))
  func xcodeGenSpecWithoutLibYAML() throws {
    let root = try copy(analyzer: "xcodegen-project")
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    #expect(Set(discovery.files.map(\.module)) == ["xcodegen-project"])
    #expect(Self.notes(discovery) == [
      "project.yml:1:1: warning: cannot read this XcodeGen spec (\(YAMLNode.unavailableMessage)); its targets are not indexed",
      "project.yml:1:1: note: no module could be read: every Swift file is indexed as one module",
    ])
    #expect(YAMLNode.unavailableMessage.contains("xcodegen"))
  }

  @Test(.enabled(if: YAMLNode.isAvailable, "built without libyaml"))
  func yamlAliasesAreBounded() throws {
    var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...8 { text += "l\(level): &l\(level) [" + Array(repeating: "*\(level == 1 ? "a" : "l\(level - 1)")", count: 10).joined(separator: ", ") + "]\n" }
    #expect(throws: YAMLNode.SyntaxError.self) { try YAMLNode.parse(text) }
    let small = try YAMLNode.parse("base: &b {x: 1}\nuse: *b\n")
    #expect(small["use"]?["x"]?.string == "1")
  }

  @Test func manifestProductsPlatformsAndDefines() throws {
    let manifest = try PackageManifest.read(source: """
      // swift-tools-version:5.9
      import PackageDescription
      let shared = "../Shared"
      let package = Package(
        name: "P",
        platforms: [.iOS(.v17), .macOS("14.0"), .tvOS(.v17)],
        products: [
          .library(name: "Kit", targets: ["KitCore", "KitUI"]),
          .executable(name: "tool", targets: ["Tool"]),
          .plugin(name: "Lint", targets: ["LintPlugin"]),
        ],
        dependencies: [
          .package(path: shared),
          .package(name: "Net", path: "../Net"),
          .package(url: "https://example.com/x", from: "1.0.0"),
        ],
        targets: [
          .target(name: "KitCore", swiftSettings: [.define("KIT"), .define("LOG", .when(configuration: .debug))]),
        ]
      )
      """, path: "Package.swift")
    #expect(manifest.products == [
      PackageManifest.Product(name: "Kit", targets: ["KitCore", "KitUI"]),
      PackageManifest.Product(name: "tool", targets: ["Tool"]),
    ])
    #expect(manifest.localPackages == ["../Shared", "../Net"])
    #expect(manifest.platforms == ["ios", "macos", "tvos"])
    #expect(manifest.targets.first?.defines == ["KIT"])  // a conditional define is not always active
    #expect(manifest.notes.isEmpty)
  }

  @Test func packageAndProjectBothContribute() throws {
    let root = try copy("xcode-app")
    try """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Both", targets: [.target(name: "Shared", path: "Shared"), .target(name: "Tools", path: "Tools")])
      """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    let pairs = Self.pairs(discovery)
    #expect(pairs["Shared/Theme.swift"] == "Shared")  // the package comes first
    #expect(pairs["Tools/Lint.swift"] == "Tools")  // which the project does not compile
    #expect(pairs["Sample/SampleApp.swift"] == "Sample_App")
    #expect(discovery.modules.map(\.name) == ["Shared", "Tools", "Sample_App", "SampleKitUI", "SampleTests", "Core", "CoreTests"])
  }

  /// A package beside the project that compiles only what the project compiles, and that
  /// the project does not use, is a helper for tooling: left out, with a note.
  @Test func aPackageThatRepeatsTheProjectsSourcesIsLeftOut() throws {
    let root = try copy("xcode-app")
    try """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Sample", targets: [
        .target(name: "Sample_App", path: "Sample", exclude: ["Unused.swift"]),
        .testTarget(name: "SampleTests", dependencies: ["Sample_App"], path: "SampleTests"),
      ])
      """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    #expect(discovery.modules.map(\.name) == ["Sample_App", "SampleKitUI", "SampleTests", "Core", "CoreTests"])
    #expect(discovery.modules.first?.kind == .executable)  // the app, not the package's library
    #expect(Self.notes(discovery) == [
      "Package.swift:1:1: note: this package compiles only files that Sample.xcodeproj compiles, and the project does "
        + "not use it: it is taken for a helper (tooling), not a build of the app; the project's targets are analysed",
    ])
  }

  @Test func manifestWithSyntaxErrorFallsBackToConventionalLayout() throws {
    let discovery = try Self.discover("malformed-package")
    #expect(Self.pairs(discovery) == [
      "Sources/Alpha/Alpha.swift": "Alpha",
      "Sources/Beta/Beta.swift": "Beta",
      "Tests/AlphaTests/AlphaTests.swift": "AlphaTests",
    ])
    #expect(discovery.modules.map(\.kind) == [.library, .library, .test])
    #expect(Self.notes(discovery) == [
      "Package.swift:10:62: warning: cannot read the package manifest (syntax error: expected ']'); using SwiftPM's conventional layout (every folder under Sources/ and Tests/ is a module)",
    ])
  }

  @Test func computedManifestIsEvaluatedAndFallsBackWhereItCannotBe() throws {
    let discovery = try Self.discover("dynamic-package")
    // Profile's path is interpolated from a constant: Features/Profile. The loop lists a
    // folder, which the analyzer does not do: Search comes from the conventional layout.
    #expect(Self.pairs(discovery) == [
      "Sources/App/App.swift": "App",
      "Features/Profile/Profile.swift": "Profile",
      "Sources/Search/Search.swift": "Search",
      "Tests/AppTests/AppTests.swift": "AppTests",
    ])
    #expect(Self.shapes(discovery) == [
      Module(name: "App", kind: .executable, dependencies: ["Profile", "Search"]),  // through a constant
      Module(name: "Profile", kind: .library),
      Module(name: "AppTests", kind: .test, dependencies: ["App"]),  // + a function's empty list
      Module(name: "Search", kind: .library),
    ])
    #expect(discovery.modules.map { $0.origin?.reading } == [.evaluated, .evaluated, .evaluated, .guessed])
    let notes = discovery.notes.map { "\($0.file):\($0.line):\($0.column)" }
    #expect(notes == ["Package.swift:23:17"])
    #expect(discovery.notes[0].message.hasPrefix("cannot evaluate this (cannot evaluate `.contentsOfDirectory(…)`"))
  }

  @Test func damagedProjectFileFallsBackToPlainFolder() throws {
    let discovery = try Self.discover("malformed-xcode")
    #expect(Self.pairs(discovery) == ["Broken/BrokenApp.swift": "malformed-xcode", "Broken/Helper.swift": "malformed-xcode"])
    #expect(Self.notes(discovery) == [
      "Broken.xcodeproj/project.pbxproj:8:40: warning: cannot read the Xcode project: expected ';' after the value of 'mainGroup'; its targets are not indexed",
      "Broken.xcodeproj/project.pbxproj:1:1: note: no module could be read: every Swift file is indexed as one module",
    ])
  }

  @Test func plainFolderIsOneModule() throws {
    let root = try FixtureRunner.makeScratchFolder().appendingPathComponent("Demo")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Views/.build"), withIntermediateDirectories: true)
    try "struct A {}".write(to: root.appendingPathComponent("Views/A.swift"), atomically: true, encoding: .utf8)
    try "struct B {}".write(to: root.appendingPathComponent("Views/.build/B.swift"), atomically: true, encoding: .utf8)
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    #expect(Self.pairs(discovery) == ["Views/A.swift": "Demo"])
    #expect(Self.shapes(discovery) == [Module(name: "Demo", kind: .executable)])
  }

  @Test func symbolicLinkLoopsTerminate() throws {
    let root = try FixtureRunner.makeScratchFolder()
    let app = root.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try "struct App {}".write(to: app.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("loop").path, withDestinationPath: "../..")
    try "let package = Package(name: \"L\", targets: [.target(name: \"App\")])"
      .write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    #expect(Self.pairs(discovery) == ["Sources/App/App.swift": "App"])
  }

  @Test func loneTargetMayOccupyTheSourcesFolder() throws {
    let root = try FixtureRunner.makeScratchFolder()
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try "struct Tool {}".write(to: root.appendingPathComponent("Sources/main.swift"), atomically: true, encoding: .utf8)
    try "let package = Package(name: \"T\", targets: [.executableTarget(name: \"my-tool\")])"
      .write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    #expect(Self.pairs(discovery) == ["Sources/main.swift": "my_tool"])
  }

  // MARK: End to end

  /// The fixture projects index and prove as their `// expect:` annotations say:
  /// reads across modules are satisfied, files outside every target are not indexed.
  @Test("indexing a project", arguments: ["projects/swiftpm-multi", "projects/xcode-app"])
  func endToEnd(_ name: String) throws {
    let (outcome, files) = try FixtureRunner.run(fixture: name)
    let expectations = FixtureExpectations(files: files)
    #expect(!expectations.statuses.isEmpty)
    for read in outcome.reads {
      let key = "\(read.location.file):\(read.location.line)"
      #expect(expectations.statuses[key] == read.status.rawValue, "\(key): \(read.name) is \(read.status.rawValue)")
    }
    #expect(Set(outcome.reads.map { "\($0.location.file):\($0.location.line)" }) == Set(expectations.statuses.keys))
    let modules = Dictionary(outcome.reads.map { ($0.name, $0.module) }, uniquingKeysWith: { first, _ in first })
    if name.hasSuffix("swiftpm-multi") {
      #expect(modules == ["ProfileView.session": "Feature"])
    } else {
      #expect(modules == ["BadgeView.theme": "Sample_App", "KitView.theme": "SampleKitUI"])
    }
  }

  func copy(analyzer name: String) throws -> URL {
    let root = try FixtureRunner.makeScratchFolder().appendingPathComponent(name)
    try FileManager.default.copyItem(at: FixtureRunner.fixturesRoot.appendingPathComponent("analyzer/" + name), to: root)
    return root
  }

  func copy(_ name: String) throws -> URL {
    let root = try FixtureRunner.makeScratchFolder().appendingPathComponent(name)
    try FileManager.default.copyItem(at: FixtureRunner.fixturesRoot.appendingPathComponent("projects/" + name), to: root)
    return root
  }
}

@Suite("Property list parser")
struct PropertyListParserTests {
  @Test func readsTheOpenStepFormat() throws {
    let text = """
      // !$*UTF8*$!
      { /* a comment */ isa = PBXGroup; // to the end of the line
        children = ( A1 /* One.swift */, "Two Words", ); empty = ( );
        name = "quote \\" backslash \\\\ tab\\t e\\U00e9 octal\\101";
        data = <0aFF 10>; path = ../Shared/x-y_z+1.swift; root = "$(SRCROOT)"; }
      """
    #expect(try PropertyListParser.parse(text) == .dictionary([
      "isa": .string("PBXGroup"),
      "children": .array([.string("A1"), .string("Two Words")]),
      "empty": .array([]),
      "name": .string("quote \" backslash \\ tab\t e\u{e9} octalA"),
      "data": .data([0x0a, 0xff, 0x10]),
      "path": .string("../Shared/x-y_z+1.swift"),
      "root": .string("$(SRCROOT)"),
    ]))
  }

  @Test("errors name the line and column", arguments: [
    ("{ a = b; c = d }", 1, 15, "expected ';' after the value of 'c'"),
    ("{\n  a = \"open;\n}", 2, 7, "unterminated string"),
    ("{ a = (x, y; }", 1, 12, "expected ',' or ')' after a list element"),
    ("{ a = b;", 1, 9, "unexpected end of file; expected '}' to close the dictionary"),
    ("{ a = @; }", 1, 7, "unexpected character '@'; expected a value"),
    ("{ } x", 1, 5, "unexpected text after the end of the property list"),
  ])
  func errors(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: PropertyListParser.SyntaxError(line: line, column: column, message: message)) {
      try PropertyListParser.parse(text)
    }
  }
}

@Suite("Project paths")
struct ProjectPathTests {
  /// The shortcut for paths that are normal already gives what splitting gives, on every
  /// path of up to eight characters made of `a`, `.` and `/`.
  @Test func normalizingAgreesWithItsDefinitionOnEveryShortPath() {
    var paths = [""]
    var checked = 0
    for _ in 1...8 {
      paths = paths.flatMap { [$0 + "a", $0 + ".", $0 + "/"] }
      for path in paths {
        #expect(ProjectPath.normalize(path) == ProjectPath.resolved(path), "\(path)")
        checked += 1
      }
    }
    #expect(checked == 9840)
    #expect(ProjectPath.isNormal("/Users/me/App/Sources/App.swift"))
    #expect(!ProjectPath.isNormal("App/../Sources/App.swift"))
  }
}
