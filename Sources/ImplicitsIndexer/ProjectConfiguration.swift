import Foundation
import ImplicitsDiscovery
import ImplicitsExtract

/// `.implicits.json` at the project root. Every field is optional:
///
///     {
///       "exclude": ["Generated/", "Legacy/OldScreen.swift"],
///       "previews": true,
///       "requiredEnvironmentKeys": ["\\.theme"],
///       "strictEnvironment": false,
///       "previewFindings": "warning",
///       "unproven": "warning",
///       "entryPoints": ["LegacyRootView"],
///       "hostingTypes": ["VendorHostingController"],
///       "hostingInRepresentables": "inherit",
///       "presentations": {"iOSOnMac": {"sheet": "empty"}},
///       "buildConfiguration": {"os": "iOS", "defines": ["DEBUG", "BETA"],
///                              "canImport": ["VendorKit"], "cannotImport": ["AppKit"],
///                              "environments": ["simulator"]},
///       "baseline": "implicits-baseline.json",
///       "rules": {"unreachable-view": "note", "stored-closure": "off"}
///     }
///
/// - `exclude`: paths (relative to the root) not indexed; a trailing `/` names a folder.
/// - `previews`: whether `#Preview` and `PreviewProvider` count as entry points.
/// - `requiredEnvironmentKeys`: custom `@Environment(\.key)` keys whose default must
///   never be used: a path that falls back to it makes the read unsatisfied.
/// - `strictEnvironment`: report every read that falls back to a default, as a note.
/// - `previewFindings`: how a read that misses its value only in previews is reported:
///   `"warning"` (the default), `"error"` (fails the build like an app finding), `"off"`.
/// - `unproven`: how a read that app paths miss only where the analyzer cannot see is
///   reported: `"warning"` (the default) or `"error"` (fails the build).
/// - `entryPoints`: view types whose body is an entry point too (shown from code the
///   analyzer does not see, such as another target or a framework callback).
/// - `hostingTypes`: types from outside the project that host their `rootView:` or
///   `content:` in a new hosting controller (a vendor's `UIHostingController` subclass).
/// - `hostingInRepresentables`: where a hosting controller that a representable's
///   make…/update… attaches under itself starts: `"inherit"` (the default; the
///   environment at the representable's placement, as SwiftUI does on iOS 17 and
///   later) or `"empty"` (for teams that ship to older systems).
/// - `presentations`: what the content of a sheet, popover, cover, inspector or
///   context-menu preview starts with on a platform (`iOS`, `iOSOnMac`, `macOS`, `tvOS`,
///   `watchOS`, `visionOS`): `"inherit"` (the presenter's environment), `"window"` (what the root
///   view of its window was given) or `"empty"`, replacing SwiftUI's behaviour as
///   docs/design.md records it.
/// - `buildConfiguration`: how `#if` is decided (default: an iOS app in debug).
/// - `baseline`: a baseline file (relative to the root) whose findings are known:
///   printed as notes, failing nothing (`--baseline` on the command line wins).
/// - `rules`: how each diagnostic code is reported, `error`, `warning`, `note` or `off`
///   (the query layer applies it; a code no rule has is a warning there, `unknown-rule-code`).
public struct ProjectConfiguration: Sendable, Equatable {
  public var exclude: [String] = []
  public var previews = true
  public var requiredEnvironmentKeys: [String] = []
  public var strictEnvironment = false
  /// `error`, `warning` or `off`.
  public var previewFindings = "warning"
  public static let previewFindingsValues = ["error", "warning", "off"]
  /// `warning` or `error`.
  public var unproven = "warning"
  public static let unprovenValues = ["error", "warning"]
  public var entryPoints: [String] = []
  public var hostingTypes: [String] = []
  /// `inherit` or `empty`.
  public var hostingInRepresentables = "inherit"
  public static let hostingInRepresentablesValues = ["inherit", "empty"]
  /// What a presented closure's content starts with, per platform and boundary,
  /// replacing SwiftUI's behaviour as evidenced (Queries/presentations.sql):
  /// `{"iOSOnMac": {"sheet": "empty"}}`.
  public var presentations: [String: [String: String]] = [:]
  public static let presentationPlatforms = ["iOS", "iOSOnMac", "macOS", "tvOS", "watchOS", "visionOS"]
  public static let presentationBoundaries = ["sheet", "fullScreenCover", "popover", "inspector", "contextMenu(preview:)",
                                              "navigationBarItems(leading:)", "navigationBarItems(trailing:)"]
  public var build = BuildOverrides()
  public var baseline: String?
  /// `"rules"`, in the file's order: each code, its level, and the line it is on.
  public var rules: [RuleLevel] = []
  public static let ruleLevels = ["error", "warning", "note", "off"]

  public struct RuleLevel: Sendable, Equatable {
    public var code: String
    public var level: String
    public var line: Int
  }

  /// Changes to the default build configuration, from the config file or the command line.
  public struct BuildOverrides: Sendable, Equatable {
    public var os: String?
    public var defines: [String]?
    public var canImport: [String] = []
    public var cannotImport: [String] = []
    public var environments: [String] = []
    public init() {}

    /// Command-line overrides on top of the config file's: `--os` replaces, `--define`
    /// adds to the file's flags (or to the default `DEBUG`), module and environment
    /// lists add up.
    mutating func apply(_ overrides: BuildOverrides) {
      if let os = overrides.os { self.os = os }
      if let defines = overrides.defines { self.defines = (self.defines ?? ["DEBUG"]) + defines }
      canImport += overrides.canImport
      cannotImport += overrides.cannotImport
      environments += overrides.environments
    }

    /// Reads the config file's `"buildConfiguration"` object.
    mutating func read(_ value: Any, path: String) throws {
      guard let build = value as? [String: Any] else {
        throw LoadError.invalid(path: path, detail: "\"buildConfiguration\" must be an object")
      }
      for (field, setting) in build {
        func list() throws -> [String] {
          guard let list = setting as? [String] else {
            throw LoadError.invalid(path: path, detail: "\"buildConfiguration.\(field)\" must be a list of strings")
          }
          return list
        }
        switch field {
        case "os":
          guard let os = setting as? String else {
            throw LoadError.invalid(path: path, detail: "\"buildConfiguration.os\" must be a string such as \"iOS\"")
          }
          self.os = os
        case "defines": defines = try list()
        case "canImport": canImport = try list()
        case "cannotImport": cannotImport = try list()
        case "environments": environments = try list()
        default:
          throw LoadError.invalid(path: path, detail: "unknown field \"buildConfiguration.\(field)\" (fields: "
            + "\(ProjectConfiguration.buildFields.joined(separator: ", ")))")
        }
      }
    }
  }

  public static let fileName = ".implicits.json"
  static let knownFields = ["exclude", "previews", "requiredEnvironmentKeys", "strictEnvironment", "previewFindings",
                            "unproven", "entryPoints", "hostingTypes", "hostingInRepresentables", "presentations", "buildConfiguration",
                            "baseline", "rules"]
  static let buildFields = ["os", "defines", "canImport", "cannotImport", "environments"]

  public init() {}

  public enum LoadError: Error, CustomStringConvertible {
    case invalid(path: String, detail: String)
    public var description: String {
      switch self {
      case .invalid(let path, let detail): return "\(path): \(detail)"
      }
    }
  }

  /// The configuration of the project at `root`; the defaults when it has none.
  public static func load(root: URL) throws -> ProjectConfiguration {
    let url = root.appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: url.path) else { return ProjectConfiguration() }
    let path = url.path
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw LoadError.invalid(path: path, detail: "not valid JSON (\(error.localizedDescription))")
    }
    guard let fields = object as? [String: Any] else {
      throw LoadError.invalid(path: path, detail: "expected a JSON object at the top level")
    }
    var configuration = ProjectConfiguration()
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
      try configuration.read(name, value, path: path, data: data)
    }
    return configuration
  }

  /// Reads one top-level field; `data` is the whole file, for the lines rules are on.
  private mutating func read(_ name: String, _ value: Any, path: String, data: Data) throws {
    func strings() throws -> [String] {
      guard let list = value as? [String] else {
        throw LoadError.invalid(path: path, detail: "\"\(name)\" must be a list of strings")
      }
      return list
    }
    func bool() throws -> Bool {
      guard let flag = value as? Bool else { throw LoadError.invalid(path: path, detail: "\"\(name)\" must be true or false") }
      return flag
    }
    switch name {
    case "exclude": exclude = try strings()
    case "previews": previews = try bool()
    case "requiredEnvironmentKeys":
      // `theme` and `\.theme` both name the key `\.theme`.
      requiredEnvironmentKeys = try strings().map { $0.hasPrefix("\\.") ? $0 : "\\." + $0 }
    case "strictEnvironment": strictEnvironment = try bool()
    case "previewFindings":
      guard let level = value as? String, Self.previewFindingsValues.contains(level) else {
        throw LoadError.invalid(path: path, detail: "\"previewFindings\" must be \"error\", \"warning\" or \"off\"")
      }
      previewFindings = level
    case "unproven":
      guard let level = value as? String, Self.unprovenValues.contains(level) else {
        throw LoadError.invalid(path: path, detail: "\"unproven\" must be \"error\" or \"warning\"")
      }
      unproven = level
    case "entryPoints": entryPoints = try strings()
    case "baseline":
      guard let file = value as? String, !file.isEmpty else {
        throw LoadError.invalid(path: path, detail: "\"baseline\" must be the path of a baseline file")
      }
      baseline = file
    case "rules": rules = try Self.rules(value, path: path, text: String(decoding: data, as: UTF8.self))
    case "hostingTypes": hostingTypes = try strings()
    case "hostingInRepresentables":
      guard let policy = value as? String, Self.hostingInRepresentablesValues.contains(policy) else {
        throw LoadError.invalid(path: path, detail: "\"hostingInRepresentables\" must be \"inherit\" or \"empty\"")
      }
      hostingInRepresentables = policy
    case "presentations": presentations = try Self.presentations(value, path: path)
    case "buildConfiguration": try build.read(value, path: path)
    default:
      let near = Self.knownFields.filter { editDistance(Array($0.lowercased()), Array(name.lowercased())) <= 3 }
      throw LoadError.invalid(path: path, detail: "unknown field \"\(name)\""
        + (near.isEmpty ? " (fields: \(Self.knownFields.joined(separator: ", ")))" : "; did you mean \"\(near[0])\"?"))
    }
  }

  /// `"rules": {"CODE": "error"|"warning"|"note"|"off"}`, in the order of the lines
  /// they are on in `text`.
  static func rules(_ value: Any, path: String, text: String) throws -> [RuleLevel] {
    guard let rules = value as? [String: Any] else {
      throw LoadError.invalid(path: path, detail: "\"rules\" must be an object: {\"CODE\": \"error\"|\"warning\"|\"note\"|\"off\"}")
    }
    var result: [RuleLevel] = []
    for (code, setting) in rules {
      guard let level = setting as? String, ruleLevels.contains(level) else {
        throw LoadError.invalid(path: path, detail: "\"rules.\(code)\" must be \"error\", \"warning\", \"note\" or \"off\"")
      }
      result.append(RuleLevel(code: code, level: level, line: line(of: "\"\(code)\"", in: text, after: "\"rules\"")))
    }
    return result.sorted { ($0.line, $0.code) < ($1.line, $1.code) }
  }

  /// `"presentations": {"iOSOnMac": {"sheet": "empty"}}`: platforms and boundaries by
  /// name, each `"inherit"`, `"window"` or `"empty"`.
  static func presentations(_ value: Any, path: String) throws -> [String: [String: String]] {
    let shape = "\"presentations\" must be an object such as {\"iOSOnMac\": {\"sheet\": \"empty\"}}"
    guard let platforms = value as? [String: Any] else { throw LoadError.invalid(path: path, detail: shape) }
    var result: [String: [String: String]] = [:]
    for (platform, boundaries) in platforms {
      guard presentationPlatforms.contains(platform) else {
        throw LoadError.invalid(path: path, detail: "unknown platform \"presentations.\(platform)\" (platforms: "
          + presentationPlatforms.joined(separator: ", ") + ")")
      }
      guard let boundaries = boundaries as? [String: Any] else { throw LoadError.invalid(path: path, detail: shape) }
      for (boundary, starts) in boundaries {
        guard presentationBoundaries.contains(boundary) else {
          throw LoadError.invalid(path: path, detail: "unknown boundary \"presentations.\(platform).\(boundary)\" "
            + "(boundaries: " + presentationBoundaries.joined(separator: ", ") + ")")
        }
        guard let starts = starts as? String, ["inherit", "window", "empty"].contains(starts) else {
          throw LoadError.invalid(path: path, detail: "\"presentations.\(platform).\(boundary)\" must be \"inherit\", "
            + "\"window\" or \"empty\"")
        }
        result[platform, default: [:]][boundary] = starts
      }
    }
    return result
  }

  /// The build configuration `#if` is decided with: the defaults, then what the
  /// project says of a module (its OS and conditions), then these overrides, which
  /// apply to everything.
  ///
  /// `canImport` is decided by the SDK of the OS (AppleSDKModules) and by the project:
  /// `projectModules`, the modules the configuration builds, are importable; a module
  /// neither has stays undecided unless `canImport`/`cannotImport` name it.
  public func buildConfiguration(os projectOS: String? = nil, defines projectDefines: [String]? = nil,
                                 projectModules: Set<String> = []) -> AnalysisBuildConfiguration {
    var configuration = AnalysisBuildConfiguration()
    let platform = build.os ?? projectOS ?? configuration.os
    // Mac Catalyst: iOS code (`os(iOS)`) built with `targetEnvironment(macCatalyst)`.
    configuration.os = platform == "macCatalyst" ? "iOS" : platform
    if platform == "macCatalyst" { configuration.environments.insert("macCatalyst") }
    if let defines = build.defines ?? projectDefines { configuration.customConditions = Set(defines) }
    let sdk = AppleSDKModules.modules(for: platform)
    configuration.availableModules.subtract(sdk.unavailable)
    configuration.availableModules.formUnion(sdk.available)
    configuration.unavailableModules.subtract(sdk.available)
    configuration.unavailableModules.formUnion(sdk.unavailable)
    configuration.availableModules.formUnion(projectModules)
    configuration.unavailableModules.subtract(projectModules)
    configuration.availableModules.formUnion(build.canImport)
    configuration.availableModules.subtract(build.cannotImport)
    configuration.unavailableModules.formUnion(build.cannotImport)
    configuration.unavailableModules.subtract(build.canImport)
    configuration.environments.formUnion(build.environments)
    return configuration
  }

  /// The line `needle` is on, first looking after `anchor`; 1 when it is not found.
  static func line(of needle: String, in text: String, after anchor: String) -> Int {
    let start = text.range(of: anchor)?.upperBound ?? text.startIndex
    guard let found = text.range(of: needle, range: start..<text.endIndex) ?? text.range(of: needle) else { return 1 }
    return text[..<found.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
  }

  /// Whether a project-relative path is excluded.
  public func excludes(_ path: String) -> Bool {
    exclude.contains { pattern in
      pattern.hasSuffix("/") ? path.hasPrefix(pattern) : (path == pattern || path.hasPrefix(pattern + "/"))
    }
  }
}

private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.count]
}
