/// What a target's build settings say about how its `#if`s are decided: the platforms
/// it is built for and its active compilation conditions. Every project format spells
/// platforms its own way; they all come out as `#if os(...)` names them.
enum BuildSettings {
  /// `os(...)` names in a stable order: the order configurations are listed in. Mac
  /// Catalyst is not an OS (its code is built with `os(iOS)` and
  /// `targetEnvironment(macCatalyst)`), but it is a platform a target is built for and a
  /// configuration of its own, named as `targetEnvironment` names it.
  static let operatingSystems = ["iOS", "macCatalyst", "macOS", "visionOS", "tvOS", "watchOS"]

  /// An SDK (`iphoneos`, `appletvsimulator`), a manifest platform (`.tvOS`), an
  /// XcodeGen platform (`tvOS`), a Tuist destination (`.appleTv`, `.iPad`) or an OS
  /// name, as an `os(...)` name (`macCatalyst` for Mac Catalyst); nil for unknown names.
  static func operatingSystem(_ name: String) -> String? {
    switch name.lowercased() {
    case "maccatalyst": return "macCatalyst"
    case "iphoneos", "iphonesimulator", "ios", "iphone", "ipad": return "iOS"
    case "macosx", "macos", "mac": return "macOS"
    case "appletvos", "appletvsimulator", "tvos", "appletv": return "tvOS"
    case "watchos", "watchsimulator", "applewatch": return "watchOS"
    case "xros", "xrsimulator", "visionos", "applevision": return "visionOS"
    default: return nil
    }
  }

  /// The platforms of an Xcode target: its `SDKROOT` (the target's, else the
  /// project's); with `SDKROOT = auto` (a multiplatform target) every platform of
  /// `SUPPORTED_PLATFORMS`; an iOS target that lists `xros` also runs natively on
  /// visionOS. `macosx` beside an iOS SDK is Mac Catalyst: an iOS build, not macOS.
  /// A target whose own `SUPPORTED_PLATFORMS` names several platforms under a
  /// project-level `SDKROOT` is multiplatform too (Harbour's app: `iphoneos
  /// iphonesimulator macosx` under the project's `iphoneos`, Mac Catalyst off): the
  /// target's list wins, and `macosx` is native macOS unless the target is a Mac
  /// Catalyst one (`catalyst`).
  static func platforms(_ target: [String: String], project: [String: String], catalyst: Bool = false) -> [String] {
    let sdk = (target["SDKROOT"] ?? project["SDKROOT"] ?? "").lowercased()
    let supported = (target["SUPPORTED_PLATFORMS"] ?? project["SUPPORTED_PLATFORMS"] ?? "")
      .split(separator: " ").map { String($0) }
    var result: [String] = []
    func add(_ name: String) {
      if let os = operatingSystem(name), !result.contains(os) { result.append(os) }
    }
    let ownList = target["SDKROOT"] == nil && target["SUPPORTED_PLATFORMS"] != nil
      && Set(supported.compactMap(operatingSystem)).count > 1
    if ownList && !catalyst {
      supported.forEach(add)
    } else if sdk == "auto" || sdk.isEmpty {
      supported.forEach(add)
    } else {
      add(sdk)
      if result == ["iOS"] { supported.filter { $0.lowercased().hasPrefix("xr") }.forEach(add) }
    }
    return result.sorted { operatingSystems.firstIndex(of: $0)! < operatingSystems.firstIndex(of: $1)! }
  }

  /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS`: the target's, with `$(inherited)` replaced
  /// by the project's; nil when neither sets them.
  static func conditions(_ target: [String: String], project: [String: String]) -> [String]? {
    func words(_ value: String?) -> [String]? {
      value.map { $0.split(separator: " ").map { String($0).trimmingCharacters(in: ["\""]) }.filter { !$0.isEmpty } }
    }
    let inherited = words(project["SWIFT_ACTIVE_COMPILATION_CONDITIONS"])?.filter { !isInherited($0) }
    guard let own = words(target["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]) else { return inherited }
    var result: [String] = []
    for word in own {
      for condition in isInherited(word) ? inherited ?? [] : [word] where !result.contains(condition) {
        result.append(condition)
      }
    }
    return result
  }

  /// Whether the target is also built for Mac Catalyst (`SUPPORTS_MACCATALYST = YES`):
  /// then Mac Catalyst is one more of its platforms, beside iOS.
  static func supportsMacCatalyst(_ target: [String: String], project: [String: String]) -> Bool {
    ["yes", "true", "1"].contains((target["SUPPORTS_MACCATALYST"] ?? project["SUPPORTS_MACCATALYST"])?.lowercased() ?? "")
  }

  /// `platforms` with Mac Catalyst after iOS when the target supports it. Only an iOS
  /// build has the setting, so a target whose SDK is set where discovery does not read
  /// (an `.xcconfig`) is an iOS one.
  static func addingMacCatalyst(to platforms: [String], if supported: Bool) -> [String] {
    let platforms = supported && platforms.isEmpty ? ["iOS"] : platforms
    guard supported, platforms.contains("iOS"), !platforms.contains("macCatalyst") else { return platforms }
    return (platforms + ["macCatalyst"]).sorted {
      operatingSystems.firstIndex(of: $0) ?? operatingSystems.count < operatingSystems.firstIndex(of: $1) ?? operatingSystems.count
    }
  }

  /// Whether a module built for `platforms` is built when a configuration for `os`
  /// needs it: a library built for iOS is built for Mac Catalyst as well.
  static func builds(for os: String, _ platforms: [String]) -> Bool {
    platforms.contains(os) || (os == "macCatalyst" && platforms.contains("iOS"))
  }

  /// Whether an iOS build of the target also runs on a Mac: Mac Catalyst
  /// (`SUPPORTS_MACCATALYST = YES`), or as an iPad app
  /// (`SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD`, on unless the project turns it off).
  static func runsOnMac(_ target: [String: String], project: [String: String]) -> Bool {
    func flag(_ key: String) -> Bool? {
      (target[key] ?? project[key]).map { ["yes", "true", "1"].contains($0.lowercased()) }
    }
    return flag("SUPPORTS_MACCATALYST") == true || flag("SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD") != false
  }

  /// Whether a target of this product type decides where the app runs: an app does; an
  /// extension, a watch app's parts, a framework or a library run wherever the app that
  /// contains them runs, so their own Mac settings say nothing (Harbour's widget leaves
  /// the flag unset while its app opts out of the Mac).
  static func decidesWhereTheAppRuns(productType: String) -> Bool {
    let type = productType.lowercased()
    return !type.isEmpty && !type.contains("extension") && !type.contains("framework") && !type.contains("library")
      && !type.contains("test") && !type.contains("watchkit") && !type.contains("bundle")
  }

  /// The deployment target settings, by the `os(...)` name of their platform.
  static let deploymentTargetSettings = [
    "IPHONEOS_DEPLOYMENT_TARGET": "iOS", "MACOSX_DEPLOYMENT_TARGET": "macOS", "TVOS_DEPLOYMENT_TARGET": "tvOS",
    "WATCHOS_DEPLOYMENT_TARGET": "watchOS", "XROS_DEPLOYMENT_TARGET": "visionOS",
  ]

  /// The minimum OS versions the target declares (the target's, else the project's).
  static func deploymentTargets(_ target: [String: String], project: [String: String]) -> [String: String] {
    var result: [String: String] = [:]
    for (key, os) in deploymentTargetSettings {
      if let version = target[key] ?? project[key], isVersion(version) { result[os] = version }
    }
    return result
  }

  /// `16.0`, `17`: a version written out, not a `$(VARIABLE)` read elsewhere.
  static func isVersion(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isNumber || $0 == "." }
  }

  private static func isInherited(_ word: String) -> Bool { word == "$(inherited)" || word == "${inherited}" }
}
