/// What a target's build settings say about how its `#if`s are decided: the platforms
/// it is built for and its active compilation conditions. Every project format spells
/// platforms its own way; they all come out as `#if os(...)` names them.
enum BuildSettings {
  /// `os(...)` names in a stable order: the order configurations are listed in.
  static let operatingSystems = ["iOS", "macOS", "visionOS", "tvOS", "watchOS"]

  /// An SDK (`iphoneos`, `appletvsimulator`), a manifest platform (`.tvOS`), an
  /// XcodeGen platform (`tvOS`), a Tuist destination (`.appleTv`, `.iPad`) or an OS
  /// name, as an `os(...)` name; nil for Mac Catalyst (an iOS build) and unknown names.
  static func operatingSystem(_ name: String) -> String? {
    switch name.lowercased() {
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
  static func platforms(_ target: [String: String], project: [String: String]) -> [String] {
    let sdk = (target["SDKROOT"] ?? project["SDKROOT"] ?? "").lowercased()
    let supported = (target["SUPPORTED_PLATFORMS"] ?? project["SUPPORTED_PLATFORMS"] ?? "")
      .split(separator: " ").map { String($0) }
    var result: [String] = []
    func add(_ name: String) {
      if let os = operatingSystem(name), !result.contains(os) { result.append(os) }
    }
    if sdk == "auto" || sdk.isEmpty {
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

  private static func isInherited(_ word: String) -> Bool { word == "$(inherited)" || word == "${inherited}" }
}
