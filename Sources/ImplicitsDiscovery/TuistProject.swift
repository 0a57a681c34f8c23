import Foundation

/// Tuist projects, evaluated as Tuist evaluates them but without running them
/// (ManifestEvaluator, on a Mac host): `Workspace.swift` and each `Project.swift`,
/// with the helper module `Tuist/ProjectDescriptionHelpers` whose functions, constants
/// and enums they call. The workspace's `projects:` (folders or globs of folders
/// holding a `Project.swift`); each project's targets (`.target(...)`/`Target(...)`,
/// however a helper builds them) with `name:`, `product:`, `destinations:` or
/// `platform:`, `deploymentTargets:`, `sources:` (globs, relative to the project) and
/// `dependencies:` (`.target(name:)`, `.project(target:path:)`, `.package(product:)`,
/// `.external(name:)`); its local `packages:` (`.local(path:)`, `.package(path:)`).
/// What cannot be evaluated is a warning at its place, and that part is left out.
enum TuistProject {
  /// `workspace`, `project`: the root's `Workspace.swift` and `Project.swift`, when they exist.
  static func discover(root: URL, workspace: String?, project: String?) -> (Discovery, localPackages: [String]) {
    var discovery = Discovery()
    var projectFiles: [String] = project.map { [$0] } ?? []
    // Tuist/ holds the configuration and ProjectDescriptionHelpers: manifest code too.
    let helperFolder = "Tuist/ProjectDescriptionHelpers"
    var helpers: [(path: String, source: String)] = []
    for file in ProjectDiscovery.swiftFiles(under: root.appendingPathComponent("Tuist")) {
      discovery.manifests.insert("Tuist/" + file)
      let path = "Tuist/" + file
      if ProjectPath.contains(helperFolder, path), let source = read(root, path, &discovery) { helpers.append((path, source)) }
    }
    if let workspace, let source = read(root, workspace, &discovery) {
      let reader = TuistManifestReader(path: workspace, source: source, helpers: helpers, folder: root.path)
      for pattern in reader.workspaceProjects() {
        for folder in folders(matching: pattern, root: root)
        where FileKind.of(root.appendingPathComponent(folder).path + "/Project.swift") == .file {
          let file = ProjectPath.join(folder, "Project.swift")
          if !projectFiles.contains(file) { projectFiles.append(file) }
        }
      }
      discovery.notes += reader.notes
    }
    var localPackages: [String] = []
    var targets: [(target: Target, folder: String, file: String)] = []
    for file in projectFiles {
      guard let source = read(root, file, &discovery) else { continue }
      let folder = (file as NSString).deletingLastPathComponent
      var reader = TuistManifestReader(path: file, source: source, helpers: helpers,
                                       folder: root.appendingPathComponent(folder).path)
      for target in reader.targets() { targets.append((target, folder, file)) }
      for path in reader.localPackages() {
        let package = ProjectPath.join(folder, path)
        if package.hasPrefix("..") || package.hasPrefix("/") {
          discovery.notes.append(DiscoveryNote(file: file, line: 1, column: 1, severity: .warning,
                                               message: "local package \(path) is outside the indexed folder; its modules are not indexed"))
        } else {
          localPackages.append(package)
        }
      }
      discovery.notes += reader.notes
    }
    let ordered = targets.filter { $0.target.kind != .test } + targets.filter { $0.target.kind == .test }
    for (target, folder, file) in ordered {
      let name = ProjectDiscovery.moduleName(target.name)
      var module = Module(name: name, kind: target.kind, dependencies: target.dependencies, platforms: target.platforms)
      module.runsOnMac = target.runsOnMac
      module.deploymentTargets = target.deploymentTargets
      module.origin = ModuleOrigin(file: file, reading: target.evaluated ? .evaluated : .read)
      let id = discovery.add(module, definedIn: file)
      for use in target.packageProducts {
        discovery.localProductUses.append(Discovery.ProductUse(module: name, product: use, file: file))
      }
      let base = folder.isEmpty ? root : root.appendingPathComponent(folder)
      for path in ProjectDiscovery.swiftFiles(under: base)
      where target.sources.contains(where: { PathGlob.matches($0, path) }) {
        discovery.add(file: ProjectPath.join(folder, path), module: id)
      }
    }
    return (discovery, localPackages)
  }

  private static func read(_ root: URL, _ file: String, _ discovery: inout Discovery) -> String? {
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else {
      discovery.notes.append(DiscoveryNote(file: file, line: 1, column: 1, severity: .warning,
                                           message: "cannot read this Tuist manifest; its targets are not indexed"))
      return nil
    }
    discovery.manifests.insert(file)
    return String(decoding: data, as: UTF8.self)
  }

  /// Folders (relative to the root) that a workspace's `projects:` entry names.
  private static func folders(matching pattern: String, root: URL) -> [String] {
    let normalized = ProjectPath.normalize(pattern)
    guard normalized.contains("*") || normalized.contains("?") else { return [normalized] }
    let manifests = ProjectDiscovery.swiftFiles(under: root).filter { ($0 as NSString).lastPathComponent == "Project.swift" }
    return manifests.map { ($0 as NSString).deletingLastPathComponent }.filter { folder in
      let parts = folder.split(separator: "/").count
      return PathGlob.matches(normalized, folder) && parts >= normalized.split(separator: "/").filter { $0 != "**" }.count
    }
  }

  struct Target {
    var name: String
    var kind: Module.Kind
    var sources: [String] = []
    var dependencies: [String] = []
    /// `.package(product:)` dependencies: products a local package may declare.
    var packageProducts: [String] = []
    /// `destinations:` or `platform:` as `os(...)` names.
    var platforms: [String] = []
    /// Whether its iOS build runs on a Mac too as an iPad app (`.macWithiPadDesign`, and
    /// the `.iOS` set, which holds it); nil when it names no destinations.
    var runsOnMac: Bool?
    var deploymentTargets: [String: String] = [:]
    /// Built by code (a helper function, a computed value) rather than written out.
    var evaluated = false
  }
}
