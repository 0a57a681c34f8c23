import Foundation
import ImplicitsQuery
import ImplicitsStore

/// The edits of a project's settings for the differential test of incrementality:
/// one field of `.implicits.json` set, changed or removed (every field it has, as
/// ProjectConfiguration reads them), and the project files' facts changed (deployment
/// targets, a target's platforms, whether an iOS app runs on a Mac, a file's membership
/// in a target), in a Package.swift, an Xcode project or an XcodeGen spec.
struct ConfigurationEdits {
  let root: URL
  let step: Int

  static let fileName = ".implicits.json"

  /// The fields of `.implicits.json` (ProjectConfiguration.knownFields).
  static let fields = ["exclude", "previews", "requiredEnvironmentKeys", "strictEnvironment", "previewFindings",
                       "unproven", "entryPoints", "hostingTypes", "hostingInRepresentables", "presentations",
                       "buildConfiguration", "baseline", "rules"]

  var editor: ProjectEditor { ProjectEditor(root: root, pool: [], step: step) }

  /// One field of `.implicits.json` set to a random value or removed; rarely the whole
  /// file made invalid (both runs must fail alike).
  func editSettings(_ random: inout Random) -> String {
    let url = root.appendingPathComponent(Self.fileName)
    var settings = (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) as? [String: Any] ?? [:]
    if random.chance(3) {
      try? Data("{\"previews\": tru".utf8).write(to: url)
      return ".implicits.json made invalid"
    }
    let field = random.pick(Self.fields)
    let done: String
    if settings[field] != nil && random.chance(30) {
      settings[field] = nil
      done = "\(field) removed"
    } else {
      settings[field] = value(of: field, &random)
      done = "\(field) set"
    }
    if let data = try? JSONSerialization.data(withJSONObject: settings, options: [.prettyPrinted, .sortedKeys]) {
      try? data.write(to: url)
    }
    let text = String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
    return ".implicits.json: \(done): " + text.replacingOccurrences(of: "\n", with: " ").prefix(300)
  }

  /// A value `.implicits.json` accepts for `field`, made of the project's own names.
  func value(of field: String, _ random: inout Random) -> Any {
    let words = editor.vocabulary()
    func some(_ names: [String]) -> [String] {
      names.isEmpty ? [] : (0..<(1 + random.below(2))).map { _ in random.pick(names) }
    }
    let levels = ["error", "warning", "off"]
    switch field {
    case "exclude":
      let files = editor.swiftFiles()
      guard !files.isEmpty else { return [String]() }
      let file = random.pick(files)
      let folder = (file as NSString).deletingLastPathComponent
      return [random.chance(50) || folder.isEmpty ? file : folder + "/"]
    case "previews", "strictEnvironment": return random.chance(50)
    case "requiredEnvironmentKeys": return some(words.keys.map { "\\.\($0)" })
    case "previewFindings": return random.pick(levels)
    case "unproven": return random.pick(["error", "warning"])
    case "entryPoints": return some(words.views)
    case "hostingTypes": return some(words.views + ["VendorHostingController"])
    case "hostingInRepresentables": return random.pick(["inherit", "empty"])
    case "presentations":
      let platform = random.pick(["iOS", "iOSOnMac", "macOS", "tvOS", "watchOS", "visionOS"])
      let boundary = random.pick(["sheet", "fullScreenCover", "popover", "inspector", "contextMenu(preview:)"])
      return [platform: [boundary: random.pick(["inherit", "window", "empty"])]]
    case "buildConfiguration":
      var build: [String: Any] = [:]
      if random.chance(60) { build["os"] = random.pick(["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]) }
      if random.chance(40) { build["defines"] = some(["DEBUG", "BETA", "RELEASE"]) }
      if random.chance(30) { build["canImport"] = some(["UIKit", "AppKit", "VendorKit"]) }
      if random.chance(30) { build["cannotImport"] = some(["UIKit", "AppKit", "VendorKit"]) }
      if random.chance(20) { build["environments"] = some(["simulator", "macCatalyst"]) }
      return build
    case "baseline": return baseline(&random)
    default:  // rules
      let codes = DiagnosticRules.all.map { $0.code }
      return Dictionary(some(codes).map { ($0, random.pick(["error", "warning", "note", "off"])) },
                        uniquingKeysWith: { $1 })
    }
  }

  /// A baseline file holding some of the findings the project's index has now (or none),
  /// as `implicits-query report --write-baseline` writes it.
  func baseline(_ random: inout Random) -> String {
    let name = "baseline-\(step).json"
    var chosen: [Finding] = []
    let path = root.appendingPathComponent(".implicits/index.sqlite").path
    if FileManager.default.fileExists(atPath: path), let database = try? IndexStore.openForReading(path: path),
       let report = try? Report(index: ProjectIndex(database: database)) {
      chosen = report.findings.filter { _ in random.chance(50) }
    }
    try? Baseline.document(for: chosen).write(to: root.appendingPathComponent(name), atomically: false, encoding: .utf8)
    return name
  }

  // MARK: Project files

  /// A fact of the project files changed; nil when the project has none to change.
  func editProject(_ random: inout Random) -> String? {
    let candidates = projectFiles()
    var edits: [(String, (inout String, inout Random) -> String?)] = []
    for path in candidates {
      if path.hasSuffix("Package.swift") { edits.append((path, editManifest)) }
      if path.hasSuffix(".pbxproj") { edits.append((path, editXcodeProject)) }
      if path.hasSuffix("project.yml") { edits.append((path, editXcodeGen)) }
    }
    if !candidates.contains(where: { $0.hasSuffix(".pbxproj") || $0.hasSuffix("project.yml") || $0 == "Package.swift" })
      || random.chance(10) {
      return writePackage(&random)
    }
    guard !edits.isEmpty else { return nil }
    let (path, edit) = random.pick(edits)
    var text = editor.text(path)
    guard let done = edit(&text, &random) else { return nil }
    editor.write(text, to: path)
    return "\(path): \(done)"
  }

  /// Package.swift, project.pbxproj and project.yml files under the root.
  func projectFiles() -> [String] {
    var found: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      if path.hasPrefix(".implicits") { enumerator?.skipDescendants(); continue }
      let name = (path as NSString).lastPathComponent
      if ["Package.swift", "project.pbxproj", "project.yml"].contains(name) { found.append(path) }
    }
    return found.sorted()
  }

  /// The versions a deployment target is set to, by platform.
  static let versions = ["iOS": ["13", "14", "15", "16", "17"], "macOS": ["11", "12", "13", "14"],
                         "tvOS": ["14", "15", "16", "17"], "watchOS": ["7", "8", "9", "10"], "visionOS": ["1"]]

  /// Replaces one match of `pattern` in `text` by `make(groups)`; nil when none matches.
  static func replaceOne(_ pattern: String, in text: inout String, choosing choice: Int,
                         _ make: ([String]) -> String) -> String? {
    let found = ProjectEditor.matches(pattern, in: text)
    guard !found.isEmpty else { return nil }
    let match = found[choice % found.count]
    let old = (text as NSString).substring(with: match.range), new = make(match.groups)
    text = (text as NSString).replacingCharacters(in: match.range, with: new)
    return "\(old) → \(new)"
  }

  func editManifest(_ text: inout String, _ random: inout Random) -> String? {
    switch random.below(3) {
    case 0:
      return Self.replaceOne(#"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\.v[\d_]+\)"#, in: &text, choosing: random.below(1_000)) { groups in
        ".\(groups[0])(.v\(random.pick(Self.versions[groups[0]] ?? ["1"])))"
      }
    case 1:
      let platform = random.pick(["iOS", "macOS", "tvOS", "watchOS"])
      return Self.replaceOne(#"platforms:\s*\["#, in: &text, choosing: random.below(1_000)) { _ in
        "platforms: [.\(platform)(.v\(random.pick(Self.versions[platform]!))), "
      } ?? Self.replaceOne(#"(name:\s*"[^"]*"),"#, in: &text, choosing: random.below(1_000)) { groups in
        "\(groups[0]), platforms: [.\(platform)(.v\(random.pick(Self.versions[platform]!)))],"
      }
    default:
      return Self.replaceOne(#"\.(?:iOS|macOS|tvOS|watchOS|visionOS)\(\.v[\d_]+\),?\s*"#, in: &text, choosing: random.below(1_000)) { _ in "" }
    }
  }

  func editXcodeProject(_ text: inout String, _ random: inout Random) -> String? {
    let keys = ["IPHONEOS": "iOS", "MACOSX": "macOS", "TVOS": "tvOS", "WATCHOS": "watchOS"]
    switch random.below(4) {
    case 0:
      return Self.replaceOne(#"(IPHONEOS|MACOSX|TVOS|WATCHOS)_DEPLOYMENT_TARGET = [\d.]+;"#, in: &text, choosing: random.below(1_000)) { groups in
        "\(groups[0])_DEPLOYMENT_TARGET = \(random.pick(Self.versions[keys[groups[0]]!]!)).0;"
      }
    case 1:
      return Self.replaceOne(#"SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD = (YES|NO);"#, in: &text, choosing: random.below(1_000)) { groups in
        "SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD = \(groups[0] == "YES" ? "NO" : "YES");"
      } ?? Self.replaceOne(#"(IPHONEOS_DEPLOYMENT_TARGET = [\d.]+;)"#, in: &text, choosing: random.below(1_000)) { groups in
        "\(groups[0])\n\t\t\t\tSUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD = NO;"
      }
    case 2:
      return Self.replaceOne(#"SDKROOT = (\w+);"#, in: &text, choosing: random.below(1_000)) { _ in
        "SDKROOT = \(random.pick(["iphoneos", "macosx", "appletvos"]));"
      }
    default:
      // A file leaves its target: its line in a Sources build phase goes.
      return Self.replaceOne(#"^\s*\w+ /\* [^*]+\.swift in Sources \*/,\n"#, in: &text, choosing: random.below(1_000)) { _ in "" }
    }
  }

  func editXcodeGen(_ text: inout String, _ random: inout Random) -> String? {
    switch random.below(3) {
    case 0:
      return Self.replaceOne(#"platform: (iOS|macOS|tvOS|watchOS)"#, in: &text, choosing: random.below(1_000)) { _ in
        "platform: \(random.pick(["iOS", "macOS", "tvOS", "watchOS"]))"
      }
    case 1:
      return Self.replaceOne(#"SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD: (YES|NO)"#, in: &text, choosing: random.below(1_000)) { groups in
        "SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD: \(groups[0] == "YES" ? "NO" : "YES")"
      }
    default:
      return Self.replaceOne(#"(deploymentTarget|iOS|macOS):\s*"?(\d+)(?:\.\d+)?"?"#, in: &text, choosing: random.below(1_000)) { groups in
        "\(groups[0]): \"\(random.pick(Self.versions["iOS"]!)).0\""
      } ?? Self.replaceOne(#"^(\s+)platform: (\w+)"#, in: &text, choosing: random.below(1_000)) { groups in
        "\(groups[0])platform: \(groups[1])\n\(groups[0])deploymentTarget: \"\(random.pick(Self.versions["iOS"]!)).0\""
      }
    }
  }

  /// A Package.swift written over the root's (or added to a plain folder): one target of
  /// the root's files, a random few of them left out (membership), on random platforms.
  /// One in four times the manifest is removed instead, when there is one.
  func writePackage(_ random: inout Random) -> String {
    let url = root.appendingPathComponent("Package.swift")
    if FileManager.default.fileExists(atPath: url.path) && random.chance(25) {
      try? FileManager.default.removeItem(at: url)
      return "Package.swift removed"
    }
    let files = editor.swiftFiles()
    let members = files.filter { _ in !random.chance(20) }
    let platforms = ["iOS", "macOS", "tvOS", "watchOS"].filter { _ in random.chance(50) }
      .map { ".\($0)(.v\(random.pick(Self.versions[$0]!)))" }
    let text = """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Edited",
        platforms: [\(platforms.joined(separator: ", "))],
        targets: [
          .executableTarget(name: "EditedApp", path: ".", exclude: [\(files.filter { !members.contains($0) }
            .map { "\"\($0)\"" }.joined(separator: ", "))])
        ]
      )

      """
    try? text.write(to: url, atomically: false, encoding: .utf8)
    return "Package.swift written: \(platforms.joined(separator: ", ")); \(files.count - members.count) files left out"
  }
}
