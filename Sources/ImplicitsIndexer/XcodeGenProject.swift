import Foundation

/// The targets of an XcodeGen spec (`project.yml`, read with libyaml): each target is a
/// module named by `PRODUCT_MODULE_NAME`, else its `productName` or name; its files
/// are the `.swift` files of its `sources` (files or folders, minus `excludes`); its
/// dependencies are the targets and package products it lists. Local `packages`
/// (`path:`) are returned to be read like any local package; `include:`d specs are
/// read too. A target with several platforms is one module per platform
/// (`App_iOS`, `App_tvOS`), as XcodeGen generates it.
///
/// What is not understood (templates, a malformed entry) is a warning naming the
/// file and line.
enum XcodeGenProject {
  /// `file` is the spec, relative to `root`.
  static func discover(root: URL, file: String) -> (Discovery, localPackages: [String]) {
    var discovery = Discovery()
    var targets: [(name: String, spec: YAMLNode, file: String)] = []
    var packages: [(name: String, spec: YAMLNode, file: String)] = []
    let rootPath = ProjectPath.normalize(root.standardizedFileURL.path)

    // The spec and what it includes, breadth first, each file once.
    var pending = [file]
    var read: Set<String> = []
    while !pending.isEmpty {
      let current = pending.removeFirst()
      guard read.insert(current).inserted else { continue }
      func warn(_ line: Int, _ message: String) {
        discovery.notes.append(DiscoveryNote(file: current, line: line, column: 1, severity: .warning, message: message))
      }
      guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(current).path) else {
        warn(1, "cannot read this XcodeGen spec; its targets are not indexed")
        continue
      }
      let spec: YAMLNode
      do {
        spec = try YAMLNode.parse(String(decoding: data, as: UTF8.self))
      } catch {
        discovery.notes.append(DiscoveryNote(
          file: current, line: error.line, column: error.column, severity: .warning,
          message: "cannot read this XcodeGen spec (\(error.message)); its targets are not indexed"))
        continue
      }
      let folder = (current as NSString).deletingLastPathComponent
      for include in spec["include"]?.sequence ?? [] {
        if let path = include.string ?? include["path"]?.string {
          pending.append(ProjectPath.join(folder, path))
        }
      }
      for key in ["targetTemplates", "aggregateTargets"] where spec[key] != nil {
        warn(spec[key]!.line, "XcodeGen `\(key)` is not understood; the targets that use them may miss files")
      }
      for (name, target) in spec["targets"]?.mapping ?? [] {
        if target["templates"] != nil {
          warn(target.line, "target '\(name)' uses templates, which are not understood; it may miss files")
        }
        targets.append((name, target, current))
      }
      for (name, package) in spec["packages"]?.mapping ?? [] { packages.append((name, package, current)) }
    }

    // Local packages: `path:` relative to the spec that names them.
    var localPackages: [String] = []
    var localNames: Set<String> = []
    for (name, package, file) in packages {
      guard let path = package["path"]?.string else { continue }
      let folder = ProjectPath.relative(
        ProjectPath.join(ProjectPath.join(rootPath, (file as NSString).deletingLastPathComponent), path), to: rootPath)
      localNames.insert(name)
      if folder.hasPrefix("/") {
        discovery.notes.append(DiscoveryNote(
          file: file, line: package.line, column: 1, severity: .warning,
          message: "local package \(path) is outside the indexed folder; its modules are not indexed"))
      } else {
        localPackages.append(folder)
      }
    }

    // Modules, one per target and platform.
    var moduleOfTarget: [String: [String]] = [:]
    var expanded: [(module: String, name: String, spec: YAMLNode, file: String, platform: String?)] = []
    for (name, spec, file) in targets {
      let platforms = spec["platform"]?.sequence?.compactMap(\.string) ?? []
      let names: [(String, String?)] = platforms.isEmpty ? [(name, spec["platform"]?.string)] : platforms.map { platform in
        (name.contains("${platform}") ? name.replacingOccurrences(of: "${platform}", with: platform) : "\(name)_\(platform)",
         platform)
      }
      for (generated, platform) in names {
        let settings = spec["settings"]
        let base = settings?["base"]
        let module = base?["PRODUCT_MODULE_NAME"]?.string ?? settings?["PRODUCT_MODULE_NAME"]?.string
          ?? spec["productName"]?.string ?? generated
        let moduleName = ProjectDiscovery.moduleName(module)
        moduleOfTarget[name, default: []].append(moduleName)
        expanded.append((moduleName, generated, spec, file, platform))
      }
    }
    // Test targets last, so a file also compiled into tests is analysed with its app.
    let ordered = expanded.filter { kind(of: $0.spec) != .test } + expanded.filter { kind(of: $0.spec) == .test }
    for (module, name, spec, file, platform) in ordered {
      var dependencies: [String] = []
      for dependency in spec["dependencies"]?.sequence ?? [] {
        if let target = dependency["target"]?.string {
          dependencies += moduleOfTarget[target] ?? [ProjectDiscovery.moduleName(target)]
        } else if let package = dependency["package"]?.string {
          let products = dependency["products"]?.sequence?.compactMap(\.string)
            ?? [dependency["product"]?.string ?? package]
          for product in products.map(ProjectDiscovery.moduleName) {
            dependencies.append(product)
            if localNames.contains(package) {
              discovery.localProductUses.append(Discovery.ProductUse(module: module, product: product, file: file))
            }
          }
        } else if let framework = dependency["framework"]?.string ?? dependency["sdk"]?.string {
          dependencies.append(ProjectDiscovery.moduleName(((framework as NSString).lastPathComponent as NSString)
            .deletingPathExtension))
        }
      }
      discovery.add(Module(name: module, kind: kind(of: spec), dependencies: dependencies.filter { $0 != module },
                           platforms: platform.flatMap(BuildSettings.operatingSystem).map { [$0] } ?? [],
                           defines: conditions(of: spec)),
                    definedIn: file)
      let folder = (file as NSString).deletingLastPathComponent
      for path in sourceFiles(of: spec, name: name, specFolder: folder, root: root, notes: &discovery.notes, file: file) {
        discovery.add(file: path, module: module)
      }
    }
    return (discovery, localPackages)
  }

  /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` in the target's `settings` (`base`, then
  /// the Debug configuration's); nil when not set.
  static func conditions(of target: YAMLNode) -> [String]? {
    let settings = target["settings"]
    let candidates = [settings?["configs"]?["Debug"], settings?["configs"]?["debug"], settings?["base"], settings]
    for node in candidates {
      let key = "SWIFT_ACTIVE_COMPILATION_CONDITIONS"
      guard let value = node?[key] else { continue }
      // Read as Xcode reads the setting; `$(inherited)` has no project value here.
      let text = value.sequence?.compactMap(\.string).joined(separator: " ") ?? value.string ?? ""
      return BuildSettings.conditions([key: text], project: [:])
    }
    return nil
  }

  static func kind(of target: YAMLNode) -> Module.Kind {
    let type = target["type"]?.string ?? ""
    return type.contains("test") ? .test
      : type.contains("framework") || type.hasPrefix("library") ? .library
      : .executable
  }

  /// The `.swift` files of `sources:` (a path, or a list of paths and `{path, excludes}`),
  /// relative to the root.
  private static func sourceFiles(of target: YAMLNode, name: String, specFolder: String, root: URL,
                                  notes: inout [DiscoveryNote], file: String) -> [String] {
    guard let sources = target["sources"] else { return [] }
    let entries = sources.sequence ?? [sources]
    var result: [String] = []
    for entry in entries {
      guard let path = entry.string ?? entry["path"]?.string else {
        notes.append(DiscoveryNote(file: file, line: entry.line, column: 1, severity: .warning,
                                   message: "cannot read this source entry of target '\(name)'; skipped"))
        continue
      }
      let excludes = entry["excludes"]?.sequence?.compactMap(\.string) ?? []
      let relative = ProjectPath.join(specFolder, path)
      switch FileKind.of(root.appendingPathComponent(relative).path) {
      case .folder:
        for file in ProjectDiscovery.swiftFiles(under: root.appendingPathComponent(relative))
        where !excludes.contains(where: { PathGlob.matches($0, file) }) {
          result.append(ProjectPath.join(relative, file))
        }
      case .file:
        if relative.hasSuffix(".swift") { result.append(relative) }
      default:
        notes.append(DiscoveryNote(file: file, line: entry.line, column: 1, severity: .warning,
                                   message: "target '\(name)' lists the sources \(path), which do not exist; skipped"))
      }
    }
    return result
  }
}
