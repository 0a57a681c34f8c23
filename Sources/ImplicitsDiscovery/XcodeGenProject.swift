import Foundation

/// The targets of an XcodeGen spec (`project.yml`, read with libyaml), resolved the way
/// XcodeGen resolves them before it generates anything:
/// - `include:`d specs (a path or `{path, relativePaths, enable}`) are merged under the
///   spec that includes them, XcodeGen's way: mappings merge key by key, lists append,
///   `KEY:REPLACE` replaces, anything else is overridden; paths in an included spec are
///   relative to it;
/// - a target's `templates` (from `targetTemplates`, nested templates first) are merged
///   under the target, then `${target_name}`, `$target_name` and the target's
///   `templateAttributes` are substituted;
/// - `platform: [iOS, tvOS]` makes one target per platform (`App_iOS`, with
///   `platformPrefix`/`platformSuffix`), of one module name;
///   `supportedDestinations: [iOS, macOS]` one target built for each destination
///   (`macCatalyst` too, a configuration of its own): one configuration per platform, and one module
///   per platform when `destinationFilters` (or `inferDestinationFiltersByPath`) build
///   some of its files for some destinations only;
/// - `sources`: a path, or `{path, includes, excludes, destinationFilters,
///   inferDestinationFiltersByPath, buildPhase, type, optional}`; `.swift` files are
///   compiled unless `buildPhase` is not `sources` or `type` is `folder` (a folder
///   reference is copied, not compiled);
/// - the module is `PRODUCT_MODULE_NAME` (the target's `settings`, `base` or its Debug
///   configuration), else `productName`, else the target's name; its conditions come
///   from `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of the target and the project, Debug first.
/// Local `packages` (`path:`) are returned to be read like any local package.
///
/// What is not understood (a template no spec defines, a malformed entry) is a
/// warning naming the file and line; the target is then marked for the safety net
/// (ProjectDiscovery), which indexes the folders left out as a plain tree.
enum XcodeGenProject {
  /// `file` is the spec, relative to `root`.
  static func discover(root: URL, file: String) -> (Discovery, localPackages: [String]) {
    var discovery = Discovery()
    var reading: Set<String> = []
    guard let spec = load(file, root: root, reading: &reading, notes: &discovery.notes) else { return (discovery, []) }
    let (localPackages, localNames) = self.localPackages(of: spec, root: root, file: file, notes: &discovery.notes)
    let (expanded, moduleOfTarget) = targets(of: spec, file: file, discovery: &discovery)

    // Test targets last, so a file also compiled into tests is analysed with its app.
    let ordered = expanded.filter { kind(of: $0.spec) != .test } + expanded.filter { kind(of: $0.spec) == .test }
    let projectSettings = spec["settings"]
    for target in ordered {
      let dependencies = self.dependencies(of: target, moduleOfTarget: moduleOfTarget, localNames: localNames,
                                           file: file, discovery: &discovery)
      let catalyst = ["yes", "true", "1"].contains(
        setting("SUPPORTS_MACCATALYST", of: target.spec, project: projectSettings)?.lowercased() ?? "")
      let platforms = BuildSettings.addingMacCatalyst(to: target.platforms, if: catalyst)
      let files = sourceFiles(of: target.spec, name: target.name, platforms: platforms, root: root,
                              notes: &discovery.notes, leftOut: &discovery.leftOutOnPurpose, file: file)
      var described = Module(name: target.module, kind: kind(of: target.spec), dependencies: dependencies,
                             platforms: platforms, defines: conditions(of: target.spec, project: projectSettings))
      if BuildSettings.decidesWhereTheAppRuns(productType: target.spec["type"]?.string ?? "") {
        described.runsOnMac = runsOnMac(target.spec, project: projectSettings)
      }
      described.deploymentTargets = deploymentTargets(of: target.spec, project: spec)
      discovery.add(described, files: files, definedIn: file)
    }
    return (discovery, localPackages)
  }

  /// A target as XcodeGen generates it: one of a `platform` list's, with its templates
  /// merged in.
  struct ExpandedTarget {
    var module: String
    var name: String
    var spec: YAMLNode
    var platforms: [String]
  }

  /// The local packages' folders (their `path:` is already relative to the root), and
  /// their names, which the targets' `package:` dependencies use.
  private static func localPackages(of spec: YAMLNode, root: URL, file: String,
                                    notes: inout [DiscoveryNote]) -> (folders: [String], names: Set<String>) {
    let rootPath = ProjectPath.normalize(root.standardizedFileURL.path)
    var localPackages: [String] = []
    var localNames: Set<String> = []
    for (name, package) in spec["packages"]?.mapping ?? [] {
      guard let path = package["path"]?.string else { continue }
      localNames.insert(name)
      let folder = ProjectPath.relative(ProjectPath.join(rootPath, path), to: rootPath)
      if folder.hasPrefix("/") || folder.hasPrefix("..") {
        notes.append(DiscoveryNote(
          file: file, line: package.line, column: 1, severity: .warning,
          message: "local package \(path) is outside the indexed folder; its modules are not indexed"))
      } else {
        localPackages.append(folder)
      }
    }
    return (localPackages, localNames)
  }

  /// The targets with their templates merged in, then one per platform of a `platform`
  /// list; and the modules each target name stands for in a `target:` dependency.
  private static func targets(of spec: YAMLNode, file: String, discovery: inout Discovery)
    -> (targets: [ExpandedTarget], moduleOfTarget: [String: [String]]) {
    let templates = Dictionary(spec["targetTemplates"]?.mapping ?? [], uniquingKeysWith: { first, _ in first })
    var expanded: [ExpandedTarget] = []
    var moduleOfTarget: [String: [String]] = [:]
    for (name, written) in spec["targets"]?.mapping ?? [] {
      var order: [String] = []
      var missing: [String] = []
      collect(templates: written, from: templates, into: &order, missing: &missing)
      let target = order.isEmpty ? written : applying(order, from: templates, to: written, name: name)
      for template in missing {
        discovery.notes.append(DiscoveryNote(
          file: file, line: written.line, column: 1, severity: .warning,
          message: "target '\(name)' uses the template '\(template)', which no spec defines in `targetTemplates`; "
            + "it may miss files"))
        discovery.notUnderstood.insert(ProjectDiscovery.moduleName(moduleName(of: target, name: name)))
      }
      for (generated, spec, platforms) in variants(of: target, name: name) {
        // A platform list's targets share the logical name as their product name.
        let module = ProjectDiscovery.moduleName(moduleName(of: spec, name: name))
        moduleOfTarget[name, default: []].append(module)
        if generated != name { moduleOfTarget[generated, default: []].append(module) }
        expanded.append(ExpandedTarget(module: module, name: generated, spec: spec, platforms: platforms))
      }
    }
    return (expanded, moduleOfTarget)
  }

  /// The target with its templates (in merge order) merged under it, then
  /// `${target_name}`, `$target_name` and its `templateAttributes` substituted.
  private static func applying(_ order: [String], from templates: [String: YAMLNode], to written: YAMLNode,
                               name: String) -> YAMLNode {
    var merged = YAMLNode(value: .mapping([]), line: written.line)
    for template in order { merged = templates[template]!.merged(onto: merged) }
    let target = written.merged(onto: merged)
    var replacements = [("${target_name}", name), ("$target_name", name)]
    for (attribute, value) in target["templateAttributes"]?.mapping ?? [] {
      if let text = value.string { replacements.append(("${\(attribute)}", text)) }
    }
    return target.replacing(replacements)
  }

  /// The targets XcodeGen makes of one: itself, or one per platform of a `platform`
  /// list (`App_iOS`, with `platformPrefix`/`platformSuffix`), each with its platforms.
  private static func variants(of target: YAMLNode, name: String) -> [(String, YAMLNode, [String])] {
    let platformList = target["platform"]?.sequence?.compactMap(\.string) ?? []
    if platformList.isEmpty { return [(name, target, platforms(of: target))] }
    let prefix = target["platformPrefix"]?.string ?? ""
    let suffix = target["platformSuffix"]?.string ?? "_${platform}"
    return platformList.map { platform in
      let generated = name.contains("${platform}") ? name.replacingOccurrences(of: "${platform}", with: platform)
        : prefix.replacingOccurrences(of: "${platform}", with: platform) + name
          + suffix.replacingOccurrences(of: "${platform}", with: platform)
      return (generated, target.replacing([("${platform}", platform)]),
              BuildSettings.operatingSystem(platform).map { [$0] } ?? [])
    }
  }

  /// The modules a target depends on, once each: other targets, package products
  /// (recording those of local packages, which must declare them), frameworks and SDKs.
  private static func dependencies(of target: ExpandedTarget, moduleOfTarget: [String: [String]],
                                   localNames: Set<String>, file: String, discovery: inout Discovery) -> [String] {
    var dependencies: [String] = []
    for dependency in target.spec["dependencies"]?.sequence ?? [] {
      if let other = dependency["target"]?.string {
        dependencies += moduleOfTarget[other] ?? [ProjectDiscovery.moduleName(other)]
      } else if let package = dependency["package"]?.string {
        let products = dependency["products"]?.sequence?.compactMap(\.string)
          ?? [dependency["product"]?.string ?? package]
        for product in products.map(ProjectDiscovery.moduleName) {
          dependencies.append(product)
          if localNames.contains(package) {
            discovery.localProductUses.append(Discovery.ProductUse(module: target.module, product: product, file: file))
          }
        }
      } else if let framework = dependency["framework"]?.string ?? dependency["sdk"]?.string {
        dependencies.append(ProjectDiscovery.moduleName(((framework as NSString).lastPathComponent as NSString)
          .deletingPathExtension))
      }
    }
    var unique: [String] = []
    for dependency in dependencies where dependency != target.module && !unique.contains(dependency) {
      unique.append(dependency)
    }
    return unique
  }

  /// The spec in `file` with the specs it includes merged under it, its paths made
  /// relative to the root; nil (with a warning) when it cannot be read.
  private static func load(_ file: String, root: URL, reading: inout Set<String>,
                           notes: inout [DiscoveryNote]) -> YAMLNode? {
    guard reading.insert(file).inserted else { return nil }  // an include cycle: each file once
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else {
      notes.append(DiscoveryNote(file: file, line: 1, column: 1, severity: .warning,
                                 message: "cannot read this XcodeGen spec; its targets are not indexed"))
      return nil
    }
    var spec: YAMLNode
    do {
      spec = try YAMLNode.parse(String(decoding: data, as: UTF8.self))
    } catch {
      notes.append(DiscoveryNote(
        file: file, line: error.line, column: error.column, severity: .warning,
        message: "cannot read this XcodeGen spec (\(error.message)); its targets are not indexed"))
      return nil
    }
    let folder = (file as NSString).deletingLastPathComponent
    spec = relativeToRoot(spec, folder: folder)
    var base = YAMLNode(value: .mapping([]), line: 1)
    let includes = spec["include"].map { $0.sequence ?? [$0] } ?? []
    for include in includes {
      guard let path = include.string ?? include["path"]?.string else { continue }
      if include["enable"]?.string.map({ ["false", "no", "NO", "False"].contains($0) }) == true { continue }
      if let included = load(ProjectPath.join(folder, path), root: root, reading: &reading, notes: &notes) {
        base = included.merged(onto: base)
      }
    }
    return spec.merged(onto: base)
  }

  /// The spec with the paths XcodeGen resolves against the spec's folder (sources,
  /// local packages) made relative to the root.
  private static func relativeToRoot(_ spec: YAMLNode, folder: String) -> YAMLNode {
    guard !folder.isEmpty, case .mapping(var pairs) = spec.value else { return spec }
    func fix(_ path: YAMLNode) -> YAMLNode {
      guard let text = path.string, !text.hasPrefix("/") else { return path }
      return YAMLNode(value: .scalar(ProjectPath.join(folder, text)), line: path.line)
    }
    func fixSources(_ target: YAMLNode) -> YAMLNode {
      target.updating("sources") { sources in
        let entries = (sources.sequence ?? [sources]).map { entry in
          entry.string != nil ? fix(entry) : entry.updating("path", fix)
        }
        return YAMLNode(value: .sequence(entries), line: sources.line)
      }
    }
    for index in pairs.indices {
      switch pairs[index].key {
      case "targets", "targetTemplates":
        pairs[index].value = pairs[index].value.mappingValues(fixSources)
      case "packages":
        pairs[index].value = pairs[index].value.mappingValues { $0.updating("path", fix) }
      default: break
      }
    }
    return YAMLNode(value: .mapping(pairs), line: spec.line)
  }

  /// A target's templates in the order XcodeGen merges them: each template's own
  /// templates before it, each once.
  private static func collect(templates node: YAMLNode, from defined: [String: YAMLNode], into order: inout [String],
                              missing: inout [String]) {
    let names = node["templates"].map { $0.sequence?.compactMap(\.string) ?? $0.string.map { [$0] } ?? [] } ?? []
    for name in names where !order.contains(name) {
      guard let template = defined[name] else {
        if !missing.contains(name) { missing.append(name) }
        continue
      }
      var nested: [String] = []
      collect(templates: template, from: defined, into: &nested, missing: &missing)
      for inner in nested where !order.contains(inner) { order.append(inner) }
      if !order.contains(name) { order.append(name) }
    }
  }

  private static func moduleName(of target: YAMLNode, name: String) -> String {
    let settings = target["settings"]
    let debug = settings?["configs"]?.mapping?.first { $0.key.lowercased() == "debug" }?.value
    return settings?["base"]?["PRODUCT_MODULE_NAME"]?.string ?? debug?["PRODUCT_MODULE_NAME"]?.string
      ?? settings?["PRODUCT_MODULE_NAME"]?.string ?? target["productName"]?.string ?? name
  }

  /// The platforms of a target that is not a `platform` list: its
  /// `supportedDestinations` (`macCatalyst` a platform of its own), else its `platform`.
  private static func platforms(of target: YAMLNode) -> [String] {
    var result: [String] = []
    let destinations = target["supportedDestinations"]?.sequence?.compactMap(\.string) ?? []
    for destination in destinations {
      if let os = BuildSettings.operatingSystem(destination), !result.contains(os) { result.append(os) }
    }
    if result.isEmpty, let platform = target["platform"]?.string, let os = BuildSettings.operatingSystem(platform) {
      result = [os]
    }
    return result
  }

  /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of the target's `settings` (its Debug
  /// configuration, then `base`, then the plain settings), with `$(inherited)` read from
  /// the project's `settings` the same way; nil when neither sets them.
  static func conditions(of target: YAMLNode, project: YAMLNode? = nil) -> [String]? {
    let key = "SWIFT_ACTIVE_COMPILATION_CONDITIONS"
    let own = setting(key, in: target["settings"]), inherited = setting(key, in: project)
    guard own != nil || inherited != nil else { return nil }
    var targetSettings: [String: String] = [:], projectSettings: [String: String] = [:]
    targetSettings[key] = own
    projectSettings[key] = inherited
    return BuildSettings.conditions(targetSettings, project: projectSettings)
  }

  /// A build setting of a `settings` mapping: its Debug configuration's, then `base`'s,
  /// then the plain settings'; a list is its words joined by spaces.
  static func setting(_ key: String, in settings: YAMLNode?) -> String? {
    let debug = settings?["configs"]?.mapping?.first { $0.key.lowercased() == "debug" }?.value
    for node in [debug, settings?["base"], settings] {
      guard let value = node?[key] else { continue }
      return value.sequence?.compactMap(\.string).joined(separator: " ") ?? value.string ?? ""
    }
    return nil
  }

  /// A build setting of the target's `settings`, else of the project's.
  static func setting(_ key: String, of target: YAMLNode, project: YAMLNode?) -> String? {
    setting(key, in: target["settings"]) ?? setting(key, in: project)
  }

  /// Whether the target's iOS build runs on a Mac: a `macCatalyst` destination, or the
  /// build settings Xcode reads (BuildSettings.runsOnMac).
  static func runsOnMac(_ target: YAMLNode, project: YAMLNode?) -> Bool {
    let destinations = target["supportedDestinations"]?.sequence?.compactMap(\.string) ?? []
    if destinations.contains(where: { $0.lowercased() == "maccatalyst" }) { return true }
    var settings: [String: String] = [:]
    for key in ["SUPPORTS_MACCATALYST", "SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD"] {
      settings[key] = setting(key, of: target, project: project)
    }
    return BuildSettings.runsOnMac(settings, project: [:])
  }

  /// `deploymentTarget: "16.0"` (for the target's platform) or per platform, the
  /// project's `options.deploymentTarget`, and the `*_DEPLOYMENT_TARGET` settings.
  static func deploymentTargets(of target: YAMLNode, project spec: YAMLNode) -> [String: String] {
    var result: [String: String] = [:]
    for (key, os) in BuildSettings.deploymentTargetSettings {
      if let version = setting(key, of: target, project: spec["settings"]), BuildSettings.isVersion(version) {
        result[os] = version
      }
    }
    func add(_ node: YAMLNode?, platform: String?) {
      if let version = node?.string, let os = platform.flatMap(BuildSettings.operatingSystem),
         BuildSettings.isVersion(version), result[os] == nil {
        result[os] = version
      }
      for (name, value) in node?.mapping ?? [] { add(value, platform: name) }
    }
    add(target["deploymentTarget"], platform: target["platform"]?.string)
    add(spec["options"]?["deploymentTarget"], platform: nil)
    return result
  }

  static func kind(of target: YAMLNode) -> Module.Kind {
    let type = target["type"]?.string ?? ""
    return type.contains("test") ? .test
      : type.contains("framework") || type.hasPrefix("library") ? .library
      : .executable
  }

  /// The `.swift` files `sources:` compiles (relative to the root), each with the
  /// platforms it is built for when a destination filter narrows them (nil: all).
  private static func sourceFiles(of target: YAMLNode, name: String, platforms: [String], root: URL,
                                  notes: inout [DiscoveryNote], leftOut: inout Set<String>,
                                  file: String) -> [(path: String, platforms: Set<String>?)] {
    guard let sources = target["sources"] else { return [] }
    var result: [(path: String, platforms: Set<String>?)] = []
    var seen: Set<String> = []
    for entry in sources.sequence ?? [sources] {
      guard let relative = entry.string ?? entry["path"]?.string else {
        notes.append(DiscoveryNote(file: file, line: entry.line, column: 1, severity: .warning,
                                   message: "cannot read this source entry of target '\(name)'; skipped"))
        continue
      }
      // A folder reference is copied as it is; another build phase does not compile.
      let type = entry["type"]?.string ?? ""
      let phase = entry["buildPhase"]?.string ?? entry["buildPhase"].map { _ in "other" } ?? "sources"
      let excludes = entry["excludes"]?.sequence?.compactMap(\.string) ?? []
      let includes = entry["includes"]?.sequence?.compactMap(\.string) ?? []
      if type == "folder" || phase != "sources" {
        let folder = root.appendingPathComponent(relative)
        if FileKind.of(folder.path) == .folder {
          leftOut.formUnion(ProjectDiscovery.swiftFiles(under: folder).map { ProjectPath.join(relative, $0) })
        } else if relative.hasSuffix(".swift") {
          leftOut.insert(relative)
        }
        continue
      }
      let filters = Set((entry["destinationFilters"]?.sequence?.compactMap(\.string) ?? []).compactMap { destination in
        BuildSettings.operatingSystem(destination)
      })
      let infer = ["true", "yes", "YES", "True"].contains(entry["inferDestinationFiltersByPath"]?.string ?? "")
      func add(_ path: String) {
        guard seen.insert(path).inserted else { return }
        var only: Set<String>? = filters.isEmpty ? nil : filters
        if only == nil, infer { only = inferredPlatforms(of: path) }
        result.append((path, only))
      }
      switch FileKind.of(root.appendingPathComponent(relative).path) {
      case .folder:
        for inner in ProjectDiscovery.swiftFiles(under: root.appendingPathComponent(relative)) {
          if (includes.isEmpty || includes.contains(where: { PathGlob.matches($0, inner) }))
            && !excludes.contains(where: { PathGlob.matches($0, inner) }) {
            add(ProjectPath.join(relative, inner))
          } else {
            leftOut.insert(ProjectPath.join(relative, inner))
          }
        }
      case .file:
        if relative.hasSuffix(".swift") { add(relative) }
      default:
        if ["true", "yes", "YES", "True"].contains(entry["optional"]?.string ?? "") { continue }
        notes.append(DiscoveryNote(file: file, line: entry.line, column: 1, severity: .warning,
                                   message: "target '\(name)' lists the sources \(relative), which do not exist; skipped"))
      }
    }
    return result
  }

  /// XcodeGen's `inferDestinationFiltersByPath`: a folder named after a destination
  /// (`/iOS/`) or a file named `*_iOS.swift`, either case.
  private static func inferredPlatforms(of path: String) -> Set<String>? {
    let lowered = "/" + path.lowercased()
    for destination in ["iOS", "tvOS", "macOS", "macCatalyst", "visionOS", "watchOS"] {
      let name = destination.lowercased()
      if lowered.contains("/\(name)/") || lowered.hasSuffix("_\(name).swift") {
        return [BuildSettings.operatingSystem(destination)!]
      }
    }
    return nil
  }
}

extension YAMLNode {
  /// XcodeGen's merge of `self` onto `base`: mappings key by key, sequences appended
  /// (base first), `KEY:REPLACE` replaces `KEY`, anything else overrides.
  func merged(onto base: YAMLNode) -> YAMLNode {
    guard case .mapping(let pairs) = value, case .mapping(var result) = base.value else { return self }
    for (key, value) in pairs {
      if key.hasSuffix(":REPLACE") {
        let plain = String(key.dropLast(":REPLACE".count))
        if let index = result.firstIndex(where: { $0.key == plain }) { result[index].value = value }
        else { result.append((plain, value)) }
        continue
      }
      guard let index = result.firstIndex(where: { $0.key == key }) else {
        result.append((key, value))
        continue
      }
      let existing = result[index].value
      switch (existing.value, value.value) {
      case (.mapping, .mapping): result[index].value = value.merged(onto: existing)
      case (.sequence(let first), .sequence(let second)):
        result[index].value = YAMLNode(value: .sequence(first + second), line: value.line)
      default: result[index].value = value
      }
    }
    return YAMLNode(value: .mapping(result), line: line)
  }

  /// Every scalar (and mapping key) with each `(text, replacement)` substituted.
  func replacing(_ replacements: [(String, String)]) -> YAMLNode {
    func substitute(_ text: String) -> String {
      var text = text
      for (pattern, replacement) in replacements where text.contains(pattern) {
        text = text.replacingOccurrences(of: pattern, with: replacement)
      }
      return text
    }
    switch value {
    case .scalar(let text): return YAMLNode(value: .scalar(substitute(text)), line: line)
    case .sequence(let items): return YAMLNode(value: .sequence(items.map { $0.replacing(replacements) }), line: line)
    case .mapping(let pairs):
      return YAMLNode(value: .mapping(pairs.map { (substitute($0.key), $0.value.replacing(replacements)) }), line: line)
    }
  }

  /// The mapping with `key`'s value transformed (unchanged when absent).
  func updating(_ key: String, _ transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
    guard case .mapping(var pairs) = value, let index = pairs.firstIndex(where: { $0.key == key }) else { return self }
    pairs[index].value = transform(pairs[index].value)
    return YAMLNode(value: .mapping(pairs), line: line)
  }

  /// The mapping with every value transformed.
  func mappingValues(_ transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
    guard case .mapping(let pairs) = value else { return self }
    return YAMLNode(value: .mapping(pairs.map { ($0.key, transform($0.value)) }), line: line)
  }
}
