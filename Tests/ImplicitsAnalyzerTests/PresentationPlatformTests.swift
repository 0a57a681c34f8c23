import Foundation
import Testing
@testable import ImplicitsDiscovery
@testable import ImplicitsIndexer

/// What decides where a presentation starts a new host (docs/design.md §4.4): the
/// platforms a configuration runs on, read from the project, and the `presentations`
/// setting. The fixtures `analyzer/presentation-*` show the verdicts.
@Suite("Presentation platforms")
struct PresentationPlatformTests {
  @Test("an iOS target runs on a Mac unless it turns Designed for iPad off; Mac Catalyst runs there too")
  func iOSTargetsOnAMac() {
    #expect(BuildSettings.runsOnMac([:], project: [:]))
    #expect(!BuildSettings.runsOnMac(["SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "NO"], project: [:]))
    #expect(!BuildSettings.runsOnMac([:], project: ["SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "NO"]))
    #expect(BuildSettings.runsOnMac(["SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "NO", "SUPPORTS_MACCATALYST": "YES"],
                                    project: [:]))
    // the target's setting wins over the project's
    #expect(BuildSettings.runsOnMac(["SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "YES"],
                                    project: ["SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "NO"]))
  }

  @Test("a target that supports Mac Catalyst is built for it too: a configuration of its own, iOS code on a Mac")
  func macCatalystIsAPlatform() throws {
    #expect(BuildSettings.addingMacCatalyst(to: ["iOS", "macOS"], if: true) == ["iOS", "macCatalyst", "macOS"])
    #expect(BuildSettings.addingMacCatalyst(to: ["iOS"], if: false) == ["iOS"])
    #expect(BuildSettings.addingMacCatalyst(to: ["macOS"], if: true) == ["macOS"])  // only an iOS build has it
    #expect(BuildSettings.addingMacCatalyst(to: [], if: true) == ["iOS", "macCatalyst"])  // an SDK set in an .xcconfig
    #expect(BuildSettings.supportsMacCatalyst([:], project: ["SUPPORTS_MACCATALYST": "YES"]))
    #expect(!BuildSettings.supportsMacCatalyst(["SUPPORTS_MACCATALYST": "NO"], project: ["SUPPORTS_MACCATALYST": "YES"]))
    #expect(BuildSettings.operatingSystem("maccatalyst") == "macCatalyst")
    // a library built for iOS is built for Mac Catalyst, not for macOS
    #expect(BuildSettings.builds(for: "macCatalyst", ["iOS"]) && !BuildSettings.builds(for: "macOS", ["iOS"]))
    // `#if os(iOS)` and `targetEnvironment(macCatalyst)` hold; AppKit and UIKit import, WatchKit does not
    let build = ProjectConfiguration().buildConfiguration(os: "macCatalyst")
    #expect(build.os == "iOS" && build.environments == ["macCatalyst"])
    #expect(build.availableModules.isSuperset(of: ["UIKit", "AppKit", "SwiftUI"]))
    #expect(build.unavailableModules.contains("WatchKit") && !build.unavailableModules.contains("AppKit"))
    #expect(RuntimePlatforms.of(os: "macCatalyst", modules: []).map(\.platform) == ["iOSOnMac"])
    let spec = try ProjectDiscovery.discoverProject(root: try BuildConfigurationTests.fixture("xcodegen-mac-catalyst"))
    #expect(spec.modules.filter { $0.name == "Reader" }.flatMap(\.platforms) == ["iOS", "macCatalyst"])
  }

  @Test("deployment targets are read per platform; a variable read elsewhere is no version")
  func deploymentTargets() {
    let targets = BuildSettings.deploymentTargets(["IPHONEOS_DEPLOYMENT_TARGET": "13.0"],
                                                  project: ["MACOSX_DEPLOYMENT_TARGET": "11.5",
                                                            "TVOS_DEPLOYMENT_TARGET": "$(TV_TARGET)"])
    #expect(targets == ["iOS": "13.0", "macOS": "11.5"])
  }

  @Test("a configuration runs on its OS, and on a Mac too for an iOS app that runs there, with its lowest target")
  func runtimePlatforms() {
    var app = Module(name: "App", kind: .executable, platforms: ["iOS"])
    app.deploymentTargets = ["iOS": "16.4"]
    var widget = Module(name: "Widget", kind: .executable, platforms: ["iOS"])
    widget.deploymentTargets = ["iOS": "16.0"]
    func names(_ runtime: [(platform: String, deploymentTarget: String)]) -> [String] {
      runtime.map { "\($0.platform) \($0.deploymentTarget)" }
    }
    #expect(names(RuntimePlatforms.of(os: "iOS", modules: [app, widget])) == ["iOS 16.0"])
    app.runsOnMac = true
    #expect(names(RuntimePlatforms.of(os: "iOS", modules: [app, widget])) == ["iOS 16.0", "iOSOnMac "])
    // with Mac Catalyst the Mac runs the Catalyst build (its own configuration), not this one
    var catalystApp = app
    catalystApp.platforms = ["iOS", "macCatalyst"]
    #expect(names(RuntimePlatforms.of(os: "iOS", modules: [catalystApp, widget])) == ["iOS 16.0"])
    #expect(names(RuntimePlatforms.of(os: "macCatalyst", modules: [catalystApp])) == ["iOSOnMac "])
    // a watch app's unset flag puts no iPad app on a Mac
    var watchApp = Module(name: "Watch", kind: .executable, platforms: ["watchOS"])
    watchApp.runsOnMac = true
    #expect(names(RuntimePlatforms.of(os: "iOS", modules: [catalystApp, watchApp])) == ["iOS 16.4"])
    #expect(names(RuntimePlatforms.of(os: "macOS", modules: [Module(name: "Mac", kind: .executable)])) == ["macOS "])
    #expect(names(RuntimePlatforms.of(os: "tvOS", modules: [])) == ["tvOS "])
    #expect(RuntimePlatforms.lowest(["9.3", "14.0", "10"]) == "9.3")
  }

  /// Where the app runs is the app's to say: an extension, a framework or a library runs
  /// wherever its app does, so its own unset flag (on by default) does not put an app
  /// that opts out of the Mac there. A target with a native macOS build runs that on a
  /// Mac, not its iPad build; a target's own list of platforms under a project-level
  /// `SDKROOT` makes it multiplatform.
  @Test("apps decide whether a configuration runs on a Mac; a native Mac build is not the iPad app")
  func appsDecideWhereTheyRun() {
    #expect(BuildSettings.decidesWhereTheAppRuns(productType: "com.apple.product-type.application"))
    for type in ["com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension",
                 "com.apple.product-type.framework", "com.apple.product-type.library.static", "app-extension",
                 "com.apple.product-type.bundle.unit-test", "com.apple.product-type.watchkit2-extension"] {
      #expect(!BuildSettings.decidesWhereTheAppRuns(productType: type), "\(type)")
    }
    var app = Module(name: "App", kind: .executable, platforms: ["iOS"])
    app.runsOnMac = false
    var framework = Module(name: "Kit", kind: .library, platforms: ["iOS"])
    framework.runsOnMac = true
    #expect(RuntimePlatforms.of(os: "iOS", modules: [app, framework]).map(\.platform) == ["iOS"])
    // Harbour's app target: its own list under the project's `SDKROOT = iphoneos`.
    let own = ["SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"]
    #expect(BuildSettings.platforms(own, project: ["SDKROOT": "iphoneos"]) == ["iOS", "macOS"])
    #expect(BuildSettings.platforms(own, project: ["SDKROOT": "iphoneos"], catalyst: true) == ["iOS"])
    #expect(BuildSettings.platforms([:], project: ["SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphoneos macosx"]) == ["iOS"])
  }

  @Test("an Xcode project's settings and an XcodeGen spec say whether the app runs on a Mac")
  func discoveredFromProjects() throws {
    let xcode = try ProjectDiscovery.discoverProject(root: try BuildConfigurationTests.fixture("xcode-project"))
    #expect(xcode.modules.first { $0.name == "Sample_App" }?.runsOnMac == true)   // Xcode's default
    let phoneOnly = try ProjectDiscovery.discoverProject(
      root: try BuildConfigurationTests.fixture("presentation-sheets-before-ios-14"))
    #expect(phoneOnly.modules.first { $0.name == "Recipes" }?.runsOnMac == false)  // Designed for iPad turned off
    let spec = try ProjectDiscovery.discoverProject(
      root: try BuildConfigurationTests.fixture("presentation-sheets-on-a-mac"))
    let notes = spec.modules.first { $0.name == "Notes" }
    #expect(notes?.runsOnMac == false)   // Designed for iPad turned off
    #expect(notes?.deploymentTargets == ["iOS": "17.0"])
    #expect(spec.modules.first { $0.name == "NotesMac" }?.deploymentTargets == ["macOS": "14.0"])
  }

  @Test("the presentations setting names platforms and boundaries, each inherit or empty, and says what is wrong")
  func presentationsSetting() throws {
    func load(_ json: String) throws -> ProjectConfiguration {
      let root = try FixtureRunner.makeScratchFolder()
      try json.write(to: root.appendingPathComponent(".implicits.json"), atomically: true, encoding: .utf8)
      return try ProjectConfiguration.load(root: root)
    }
    #expect(try load(#"{"presentations": {"iOSOnMac": {"sheet": "empty"}}}"#).presentations
            == ["iOSOnMac": ["sheet": "empty"]])
    for (json, says) in [
      (#"{"presentations": {"mac": {"sheet": "inherit"}}}"#, "unknown platform \"presentations.mac\""),
      (#"{"presentations": {"macOS": {"alert": "empty"}}}"#, "unknown boundary \"presentations.macOS.alert\""),
      (#"{"presentations": {"macOS": {"sheet": "none"}}}"#, "must be \"inherit\", \"window\" or \"empty\""),
      (#"{"presentations": ["macOS"]}"#, "must be an object"),
    ] {
      #expect {
        _ = try load(json)
      } throws: { error in
        "\(error)".contains(says)
      }
    }
  }
}
