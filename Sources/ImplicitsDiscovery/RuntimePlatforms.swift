/// The platforms one configuration's code runs on, each with the lowest deployment
/// target its modules declare: what SwiftUI passes across a presentation depends on
/// them (Queries/presentations.sql). A macOS build runs on macOS (AppKit); an iOS build
/// runs on iPhone and iPad, and on a Mac too when one of its apps runs there as an iPad
/// app (`iOSOnMac`, UIKit on a Mac: Module.runsOnMac); an app that supports Mac Catalyst
/// runs its Mac Catalyst configuration there instead, and that one runs only there.
/// The one binary runs on each, so the proof holds on all of them.
enum RuntimePlatforms {
  static func of(os: String, modules: [Module]) -> [(platform: String, deploymentTarget: String)] {
    let target = lowest(modules.compactMap { $0.deploymentTargets[os] })
    switch os {
    case "iOS":
      var result = [("iOS", target)]
      // Apps decide: an extension or a library runs where its app runs (a watch app
      // is no iPad app). An app that supports Mac Catalyst runs its Catalyst build on a
      // Mac (a configuration of its own), not this one: Xcode offers "Designed for iPad"
      // only without Catalyst.
      if modules.contains(where: {
        $0.kind == .executable && $0.runsOnMac == true && ($0.platforms.isEmpty || $0.platforms.contains("iOS"))
          && !$0.platforms.contains("macCatalyst")
      }) {
        result.append(("iOSOnMac", ""))
      }
      return result
    case "macCatalyst":
      return [("iOSOnMac", "")]
    default:
      return [(os, target)]
    }
  }

  /// How a person names a runtime platform: `iOSOnMac` is the iOS app on a Mac (Mac
  /// Catalyst, or an iPad app on a Mac); the others are their OS's name.
  static func displayName(_ platform: String) -> String {
    platform == "iOSOnMac" ? "iOS app on a Mac" : platform
  }

  /// The lowest version ('' for none), compared component by component.
  static func lowest(_ versions: [String]) -> String {
    func components(_ version: String) -> [Int] { version.split(separator: ".").map { Int($0) ?? 0 } }
    return versions.min { components($0).lexicographicallyPrecedes(components($1)) } ?? ""
  }
}

extension BuildConfigurationPlan {
  /// The platforms this configuration's code runs on, each with its lowest deployment target.
  public var runtimePlatforms: [(platform: String, deploymentTarget: String)] {
    RuntimePlatforms.of(os: os, modules: modules)
  }
}
