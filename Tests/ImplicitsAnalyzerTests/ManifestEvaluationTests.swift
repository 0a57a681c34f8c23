import Foundation
import Testing
@testable import ImplicitsDiscovery

/// Manifests evaluated in Swift's terms (ManifestEvaluator): computed lists, helper
/// functions and constants, `#if` as on the Mac that builds, and a warning at the place
/// of whatever cannot be evaluated. The fixtures `projects/computed-package` and
/// `analyzer/tuist-helpers` show it on whole projects.
@Suite("Manifest evaluation")
struct ManifestEvaluationTests {
  static func manifest(_ source: String) throws -> PackageManifest {
    try PackageManifest.read(source: "import PackageDescription\n" + source, path: "Package.swift")
  }

  @Test func computedListsOfAPackage() throws {
    let discovery = try DiscoveryTests.discover("computed-package")
    #expect(DiscoveryTests.pairs(discovery) == [
      "Sources/Core/Core.swift": "Core",
      "Tests/CoreTests/CoreTests.swift": "CoreTests",
      "Features/Search/Search.swift": "Search",
      "Features/Profile/Profile.swift": "Profile",
      "Sources/Desk/Desk.swift": "Desk",  // added under #if os(macOS)
      "Packages/Kit/Sources/Kit/Kit.swift": "Kit",  // a local package from a map
    ])
    #expect(DiscoveryTests.shapes(discovery) == [
      Module(name: "Core", kind: .library),
      Module(name: "CoreTests", kind: .test, dependencies: ["Core"]),
      Module(name: "Search", kind: .library, dependencies: ["Core", "Kit"]),
      Module(name: "Profile", kind: .library, dependencies: ["Core", "Kit"]),
      Module(name: "Desk", kind: .executable, dependencies: ["Core", "Search", "Profile"]),
      Module(name: "Kit", kind: .library),
    ])
    #expect(discovery.unassigned == ["Sources/LinuxTool/Tool.swift"])  // the #else branch
    #expect(discovery.notes.isEmpty, "\(DiscoveryTests.notes(discovery))")
    let plan = try ProjectDiscovery.plan(root: FixtureRunner.fixturesRoot.appendingPathComponent("projects/computed-package"))
    #expect(plan.configurations.map(\.name) == ["macOS"])
  }

  @Test func tuistTargetsFromHelperFunctionsAndConstants() throws {
    let root = FixtureRunner.fixturesRoot.appendingPathComponent("analyzer/tuist-helpers")
    let discovery = try ProjectDiscovery.discoverProject(root: root)
    #expect(DiscoveryTests.pairs(discovery) == [
      "Postbox/Sources/PostboxApp.swift": "Postbox",
      "Features/inbox/InboxScreen.swift": "Inbox",
      "Features/compose/ComposeScreen.swift": "Compose",
      "Postbox/Tests/PostboxTests.swift": "PostboxTests",
    ])
    #expect(DiscoveryTests.shapes(discovery) == [
      Module(name: "Postbox", kind: .executable, dependencies: ["Inbox", "Compose"]),
      Module(name: "Inbox", kind: .library),
      Module(name: "Compose", kind: .library),
      Module(name: "PostboxTests", kind: .test, dependencies: ["Postbox"]),
    ])
    // Constants.destinations: iPhone and iPad, not a Mac; Constants.deploymentTargets.
    #expect(discovery.modules.allSatisfy { $0.platforms == ["iOS"] && $0.runsOnMac == false })
    #expect(discovery.modules.map { $0.deploymentTargets["iOS"] } == ["17.0", "17.0", "17.0", nil])
    #expect(discovery.modules.allSatisfy { $0.origin?.reading == .evaluated })
    #expect(discovery.notes.isEmpty, "\(DiscoveryTests.notes(discovery))")
  }

  @Test func whatCannotBeEvaluatedIsAWarningAtItsPlace() throws {
    let manifest = try Self.manifest("""
      let extra = try String(contentsOfFile: "targets.txt")
      let package = Package(name: "P", targets: [
        .target(name: "A", path: extra),
        .target(name: "B", dependencies: ["A"] + loadPlugins()),
      ])
      """)
    #expect(manifest.targets.map(\.name) == ["A", "B"])
    #expect(manifest.targets[0].path == nil)  // the conventional folder
    let places = manifest.notes.map { "\($0.line):\($0.column)" }
    #expect(places == ["2:17", "5:44"])  // where each unknown value is made
    #expect(manifest.notes[1].message.contains("cannot find the function 'loadPlugins'"))
  }

  @Test func theEnvironmentIsEmptyAndTheHostIsAMac() throws {
    let manifest = try Self.manifest("""
      let useLocal = ProcessInfo.processInfo.environment["USE_LOCAL"] == "1"
      var targets: [Target] = [.target(name: useLocal ? "Local" : "Remote")]
      #if os(Linux)
      targets.append(.target(name: "LinuxOnly"))
      #elseif canImport(AppKit)
      targets.append(.target(name: "MacHost"))
      #endif
      let package = Package(name: "P", targets: targets)
      """)
    #expect(manifest.targets.map(\.name) == ["Remote", "MacHost"])
    #expect(manifest.notes.isEmpty)
  }

  /// Code that would not end (recursion, a loop over a growing list) ends within the
  /// budget, the same on every machine, as an unknown with its place.
  @Test func codeThatWouldNotEndIsCutByABudget() throws {
    let manifest = try Self.manifest("""
      func forever(_ n: Int) -> [Target] { forever(n + 1) }
      let package = Package(name: "P", targets: [.target(name: "Kept")] + forever(0))
      """)
    #expect(!manifest.isComplete)
    #expect(manifest.notes.count == 1)
    #expect(manifest.notes.first?.message.contains("deeper than") == true)
  }

  @Test func helperMembersMethodsAndSwitches() throws {
    let manifest = try Self.manifest("""
      enum Layer: String, CaseIterable {
        case core, ui
        var folder: String {
          switch self {
          case .core: return "Core"
          case .ui: return "Interface"
          }
        }
        func target(prefix: String = "App") -> Target {
          .target(name: prefix + rawValue.capitalized, path: "Sources/\\(folder)")
        }
      }
      struct Naming { let suffix: String; var full: String { "Kit" + suffix } }
      let names = Naming(suffix: "Tests")
      let package = Package(name: "P", targets: Layer.allCases.map { $0.target() } + [.testTarget(name: names.full)])
      """)
    #expect(manifest.targets.map(\.name) == ["AppCore", "AppUi", "KitTests"])
    #expect(manifest.targets.map(\.path) == ["Sources/Core", "Sources/Interface", nil])
    #expect(manifest.notes.isEmpty, "\(manifest.notes)")
  }
}
