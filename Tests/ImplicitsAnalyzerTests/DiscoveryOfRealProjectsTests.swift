import Foundation
import Testing
@testable import ImplicitsDiscovery
import ImplicitsExtract
import SwiftSyntax
@testable import ImplicitsIndexer

/// Discovery that never loses an app: XcodeGen specs resolved as XcodeGen resolves
/// them (templates, includes, destinations, source options), targets of one module
/// name on different platforms kept apart, the safety net for descriptions that leave
/// the app out, and `canImport` decided by the SDK of each configuration. The fixtures
/// `analyzer/xcodegen-templates` and `analyzer/same-module-two-platforms` show the
/// verdicts with `expect:`; here is what discovery and planning make of them.
@Suite("Discovery of real projects")
struct DiscoveryOfRealProjectsTests {
  static func root(_ name: String) -> URL { FixtureRunner.fixturesRoot.appendingPathComponent("analyzer/" + name) }

  static func files(_ plan: BuildConfigurationPlan) -> [String] { plan.files.map { "\($0.module):\($0.path)" }.sorted() }

  /// A scratch project with `files` (path → text).
  static func project(_ files: [String: String]) throws -> URL {
    let root = try FixtureRunner.makeScratchFolder()
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test func anAppTargetFromNestedTemplatesOnTwoDestinations() throws {
    let discovery = try ProjectDiscovery.discoverProject(root: Self.root("xcodegen-templates"))
    #expect(discovery.notes.isEmpty, "\(discovery.notes)")
    // The folder reference and the excluded drafts are left out on purpose.
    #expect(discovery.unassigned == ["Orchard/Drafts/Sketch.swift", "Resources/Helper.swift"])
    // One module per destination, since some files are built for one of them only.
    #expect(discovery.modules.map(\.id) == ["Orchard", "Orchard@macOS", "OrchardTests"])
    #expect(discovery.modules.map(\.name) == ["Orchard", "Orchard", "OrchardTests"])
    #expect(discovery.modules.map(\.platforms) == [["iOS"], ["macOS"], ["iOS", "macOS"]])
    // The base template's settings, through the app template: ${target_name} substituted.
    #expect(discovery.modules[0].defines == ["DEBUG", "ORCHARD_DEBUG"])
    #expect(discovery.memberships["Shared/Touch/TouchPanel.swift"] == ["Orchard"])
    #expect(discovery.memberships["Shared/Desk/DeskPanel.swift"] == ["Orchard@macOS"])
    #expect(discovery.memberships["Extras/Badge.swift"] == ["Orchard", "Orchard@macOS"])

    let (plans, notes) = BuildConfigurations.plan(discovery, os: nil)
    #expect(notes.isEmpty)
    #expect(plans.map(\.name) == ["iOS", "macOS"])
    // OrchardTests is a test target: not analysed.
    #expect(Self.files(plans[0]) == ["Orchard:Extras/Badge.swift", "Orchard:Orchard/OrchardApp.swift",
                                     "Orchard:Shared/Touch/TouchPanel.swift"])
    #expect(Self.files(plans[1]) == ["Orchard:Extras/Badge.swift", "Orchard:Orchard/OrchardApp.swift",
                                     "Orchard:Shared/Desk/DeskPanel.swift"])
  }

  /// A project referenced from another project's group tree is read too: its targets
  /// are modules of their own, not a folder the safety net catches.
  @Test func aProjectReferencedByAnotherIsRead() throws {
    let discovery = try ProjectDiscovery.discoverProject(root: Self.root("xcode-nested-projects"))
    #expect(discovery.modules.map(\.name) == ["Outer", "Gallery"])
    #expect(discovery.files.map { "\($0.module):\($0.path)" }
            == ["Outer:Outer/OuterApp.swift", "Gallery:Gallery/Sources/GalleryView.swift"])
    #expect(discovery.modules.last?.origin?.file == "Gallery/Gallery.xcodeproj/project.pbxproj")
    #expect(discovery.notes.isEmpty, "\(discovery.notes)")
  }

  @Test func twoPlatformAppsOfOneModuleNameAreNeverOneModule() throws {
    let discovery = try ProjectDiscovery.discoverProject(root: Self.root("same-module-two-platforms"))
    #expect(discovery.notes.isEmpty, "no 'defined more than once': \(discovery.notes)")
    #expect(discovery.modules.map(\.id) == ["Pocket", "Pocket@watchOS"])
    let plans = BuildConfigurations.plan(discovery, os: nil).plans
    #expect(plans.map(\.name) == ["iOS", "watchOS"])
    #expect(Self.files(plans[0]) == ["Pocket:Phone/PocketApp.swift"])
    #expect(Self.files(plans[1]) == ["Pocket:Watch/PocketApp.swift"])

    // Platforms in common are one module, as before (with the warning).
    var merged = Discovery()
    merged.add(Module(name: "Kit", kind: .library, platforms: ["iOS"]), definedIn: "p")
    let id = merged.add(Module(name: "Kit", kind: .library, platforms: ["iOS", "tvOS"]), definedIn: "p")
    #expect(id == "Kit" && merged.modules.count == 1 && merged.modules[0].platforms == ["iOS", "tvOS"])
    #expect(merged.notes.count == 1)
  }

  /// An app and its variant of one module name, compiled with other conditions, are two
  /// builds: each with its own `#if`s, each in a configuration of its own, and a file
  /// only the variant compiles is analysed in the variant's.
  @Test func twoAppsOfOneModuleNameWithOtherConditionsAreTwoBuilds() {
    var discovery = Discovery()
    let plain = discovery.add(Module(name: "Pocket", kind: .executable, platforms: ["iOS"], defines: ["DEBUG"]),
                              definedIn: "Pocket.xcodeproj/project.pbxproj")
    let remote = discovery.add(Module(name: "Pocket", kind: .executable, platforms: ["iOS"], defines: ["DEBUG", "REMOTE"]),
                               definedIn: "Pocket.xcodeproj/project.pbxproj")
    #expect(plain == "Pocket" && remote == "Pocket#DEBUG,REMOTE")
    #expect(discovery.notes.isEmpty)
    discovery.add(file: "Shared/Root.swift", module: plain)
    discovery.add(file: "Shared/Root.swift", module: remote)
    discovery.add(file: "Remote/RemoteSheet.swift", module: remote)
    let plans = BuildConfigurations.plan(discovery, os: nil).plans
    #expect(plans.map(\.name) == ["iOS", "iOS REMOTE"])
    #expect(Self.files(plans[0]) == ["Pocket:Shared/Root.swift"])
    #expect(Self.files(plans[1]) == ["Pocket:Remote/RemoteSheet.swift", "Pocket:Shared/Root.swift"])
    #expect(plans[1].modules.map(\.defines) == [["DEBUG", "REMOTE"]])
  }

  @Test func xcodeGenSpecFeatures() throws {
    let root = try Self.project([
      "project.yml": """
        include:
          - path: Specs/disabled.yml
            enable: false
        targets:
          Kit:
            type: framework
            platform: [iOS, tvOS]
            sources:
              - path: Kit
                includes: ["**/*View.swift"]
              - path: Scripts/Build.swift
                buildPhase: none
              - path: Platform
                inferDestinationFiltersByPath: true
              - path: Optional
                optional: true
          App:
            type: application
            supportedDestinations: [iOS, macCatalyst, visionOS]
            settings:
              configs:
                debug:
                  SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) APP
            sources:
              - path: App
              - path: Platform
                inferDestinationFiltersByPath: true
            dependencies:
              - target: Kit
        settings:
          base:
            SWIFT_ACTIVE_COMPILATION_CONDITIONS: DEBUG SHARED
        """,
      "Specs/disabled.yml": "targets:\n  Ghost:\n    type: application\n    sources: [Ghost]\n",
      "Ghost/Ghost.swift": "",
      "Kit/ListView.swift": "", "Kit/Helpers.swift": "",
      "Scripts/Build.swift": "",
      "Platform/iOS/Touch.swift": "", "Platform/Window_visionOS.swift": "", "Platform/Common.swift": "",
      "App/App.swift": "",
    ])
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    #expect(discovery.notes.isEmpty, "\(discovery.notes)")
    // A platform list: one target per platform, of the logical name's module.
    // Mac Catalyst, a destination of the app, is a platform of its own.
    #expect(discovery.modules.map(\.id) == ["Kit", "Kit@tvOS", "App", "App@macCatalyst", "App@visionOS"])
    #expect(discovery.memberships["Kit/ListView.swift"] == ["Kit", "Kit@tvOS"])
    #expect(discovery.memberships["Kit/Helpers.swift"] == nil)  // not in `includes`
    #expect(discovery.memberships["Scripts/Build.swift"] == nil)  // another build phase
    #expect(discovery.memberships["Platform/iOS/Touch.swift"] == ["Kit", "App"])
    #expect(discovery.memberships["Platform/Window_visionOS.swift"] == ["App@visionOS"])
    #expect(discovery.memberships["Platform/Common.swift"] == ["Kit", "Kit@tvOS", "App", "App@macCatalyst", "App@visionOS"])
    #expect(discovery.modules.first { $0.id == "App" }?.defines == ["DEBUG", "SHARED", "APP"])
    #expect(discovery.unassigned == ["Ghost/Ghost.swift", "Kit/Helpers.swift", "Scripts/Build.swift"])
    let plans = BuildConfigurations.plan(discovery, os: nil).plans
    // Kit is a library the app uses: built for the app's platforms, so no tvOS build.
    // Mac Catalyst builds the iOS library too.
    #expect(plans.map(\.name) == ["iOS", "macCatalyst", "visionOS"])
    #expect(Self.files(plans[0]).contains("Kit:Kit/ListView.swift"))
    #expect(Self.files(plans[1]).contains("Kit:Kit/ListView.swift"))
    #expect(Self.files(plans[2]).contains("App:Platform/Window_visionOS.swift"))
    #expect(!Self.files(plans[2]).contains("App:Platform/iOS/Touch.swift"))
  }

  /// Xcode records a package folder dragged into the navigator with the type it
  /// guessed (PocketCasts' three local packages are `lastKnownFileType = text`).
  @Test func aPackageFolderReferenceOfAnyTypeIsAPackage() throws {
    let root = try FixtureRunner.makeScratchFolder().appendingPathComponent("xcode-local-packages")
    try FileManager.default.copyItem(at: Self.root("xcode-local-packages"), to: root)
    let project = root.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: project, encoding: .utf8)
    try text.replacingOccurrences(of: "lastKnownFileType = wrapper; path = Feature;", with: "lastKnownFileType = text; path = Feature;")
      .write(to: project, atomically: true, encoding: .utf8)
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    #expect(discovery.memberships["Packages/Feature/Sources/CatalogViews/CatalogView.swift"] == ["CatalogViews"])
  }

  /// A project written on a Mac may name a file in another case than the disk has.
  @Test func aProjectPathFindsItsFileRegardlessOfCase() throws {
    let root = try Self.project(["App/Globals/AppState+transition.swift": "", "App/Other.swift": ""])
    #expect(ProjectPath.ignoringCase(root.path + "/app/globals/AppState+Transition.swift")
            == root.standardizedFileURL.path + "/App/Globals/AppState+transition.swift"
            || ProjectPath.ignoringCase(root.path + "/app/globals/AppState+Transition.swift")
            == root.path + "/App/Globals/AppState+transition.swift")
    #expect(ProjectPath.ignoringCase(root.path + "/App/Missing.swift") == nil)
  }

  // MARK: The safety net

  @Test func aTemplateNoSpecDefinesFallsBackToTheFoldersLeftOut() throws {
    let root = try Self.project([
      "project.yml": "targets:\n  Shop:\n    templates: [Missing]\n    platform: iOS\n    sources: [Shop/Main]\n",
      "Shop/Main/ShopApp.swift": "", "Shop/Screens/Cart.swift": "", "Shop/Screens/List.swift": "",
      "ShopTests/CartTests.swift": "", "fastlane/Fastfile.swift": "",
    ])
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    #expect(discovery.notes.map(\.description) == [
      "project.yml:3:1: warning: target 'Shop' uses the template 'Missing', which no spec defines in `targetTemplates`; it may miss files",
      "project.yml:1:1: warning: 2 of 3 Swift files (tests and tools aside) are in no target; the description of 'Shop' "
        + "uses what is not understood; the largest folders left out: Shop/Screens/ (2); they are indexed as a plain "
        + "tree in 'Shop' (describe them in the project, or exclude them in .implicits.json)",
    ])
    #expect(discovery.files.map(\.path).sorted() == ["Shop/Main/ShopApp.swift", "Shop/Screens/Cart.swift", "Shop/Screens/List.swift"])
    #expect(discovery.unassigned == ["ShopTests/CartTests.swift", "fastlane/Fastfile.swift"])  // tests and tools aside
  }

  @Test func aTargetWithNoSourcesGetsTheFolderOfItsName() throws {
    let root = try Self.project([
      "project.yml": """
        targets:
          Reader:
            type: application
            platform: macOS
          Widgets:
            type: app-extension
            platform: macOS
            sources: [Widgets]
        """,
      "Reader/ReaderApp.swift": "", "Reader/Views/Page.swift": "", "Widgets/Widget.swift": "",
    ])
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    #expect(discovery.notes.map(\.message) == [
      "2 of 3 Swift files (tests and tools aside) are in no target; target 'Reader' has no sources; the largest "
        + "folders left out: Reader/ (2); they are indexed as a plain tree in 'Reader' (describe them in the project, "
        + "or exclude them in .implicits.json)",
    ])
    #expect(discovery.memberships["Reader/Views/Page.swift"] == ["Reader"])
    #expect(discovery.unassigned.isEmpty)
  }

  @Test func aPackageAndWhatADescriptionLeavesOutOnPurposeAreNotCaught() throws {
    // Drafts excluded by name, and a small share of files in no target: no warning.
    let root = try Self.project([
      "project.yml": "targets:\n  Notes:\n    type: application\n    platform: iOS\n"
        + "    sources:\n      - path: Notes\n        excludes: [\"Drafts/**\"]\n",
      "Notes/NotesApp.swift": "", "Notes/A.swift": "", "Notes/B.swift": "", "Notes/C.swift": "", "Notes/D.swift": "",
      "Notes/Drafts/Old.swift": "", "Notes/Drafts/Older.swift": "", "Notes/Drafts/Oldest.swift": "",
      "Scratch.swift": "",
    ])
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    #expect(discovery.notes.isEmpty, "\(discovery.notes)")
    #expect(discovery.unassigned.count == 4)
  }

  // MARK: SDK modules

  /// What `#if canImport(module)` is in the configuration; nil: undecided.
  static func canImport(_ module: String, _ configuration: AnalysisBuildConfiguration) -> Bool? {
    try? configuration.canImport(importPath: [(TokenSyntax.identifier(module), module)], version: .unversioned)
  }

  @Test("canImport by the SDK of the configuration", arguments: [
    ("iOS", "UIKit", true), ("macOS", "UIKit", false), ("watchOS", "UIKit", false), ("macOS", "AppKit", true),
    ("iOS", "AppKit", false), ("macOS", "IOKit", true), ("iOS", "IOKit", false), ("iOS", "CoreMediaIO", false),
    ("watchOS", "WidgetKit", true), ("iOS", "FoundationNetworking", false), ("tvOS", "FoundationXML", false),
    ("iOS", "ObjectiveC", true), ("iOS", "_Translation_SwiftUI", true), ("visionOS", "_Translation_SwiftUI", false),
    ("iOS", "CoreTelephony", true), ("macOS", "CoreTelephony", false), ("tvOS", "CoreMotion", false),
    ("iOS", "ThreadNetwork", true), ("macOS", "ActivityKit", false), ("macOS", "BackgroundTasks", false),
    ("tvOS", "LocalAuthentication", true),
  ] as [(String, String, Bool)])
  func sdkModules(_ os: String, _ module: String, _ expected: Bool) {
    let configuration = ProjectConfiguration().buildConfiguration(os: os)
    #expect(Self.canImport(module, configuration) == expected)
  }

  @Test func onlyModulesNeitherTheSDKNorTheProjectHasStayUndecided() {
    var settings = ProjectConfiguration()
    let project = settings.buildConfiguration(os: "iOS", projectModules: ["Pulse", "Kit"])
    #expect(Self.canImport("Pulse", project) == true)
    #expect(Self.canImport("VendorKit", project) == nil)
    #expect(Self.canImport("HealthKit", settings.buildConfiguration(os: "tvOS")) == nil)  // no source says
    settings.build.cannotImport = ["Pulse"]
    #expect(Self.canImport("Pulse", settings.buildConfiguration(os: "iOS", projectModules: ["Pulse"])) == false)
    settings.build.canImport = ["UIKit"]
    #expect(Self.canImport("UIKit", settings.buildConfiguration(os: "macOS")) == true)
  }
}
