import Foundation

/// Which Swift files of a SwiftPM package belong to which target, by SwiftPM's rules:
/// a target's folder is its `path:` or `<Sources|Source|src|srcs>/<name>`
/// (`Tests/<name>` for tests, `Plugins/<name>` for plugins), minus `exclude:`,
/// restricted to `sources:`. Files outside every target are not compiled, so they
/// are not indexed. Macro, plugin, system-library and binary targets claim their
/// folders but are not modules of the app (macros and plugins run in the compiler).
///
/// When the manifest cannot be read entirely, folders under the source and test
/// folders that no known target claims are modules by the conventional layout.
enum PackageLayout {
  /// Discovers the package in `folder` (relative to `root`; "" for the root itself).
  /// Also returns the folders of its `.package(path:)` dependencies, relative to
  /// `root` (or absolute when outside it).
  static func discover(root: URL, folder: String,
                       manifests: ManifestCache? = nil) -> (Discovery, localPackages: [String]) {
    let packageURL = folder.isEmpty ? root : root.appendingPathComponent(folder)
    let manifestPath = ProjectPath.join(folder, "Package.swift")
    var discovery = Discovery()
    let manifest = read(packageURL, manifestPath: manifestPath, manifests: manifests, notes: &discovery.notes)
    discovery.notes += manifest.notes

    let fileManager = FileManager.default
    func isFolder(_ relative: String) -> Bool {
      var isDirectory: ObjCBool = false
      return fileManager.fileExists(atPath: packageURL.appendingPathComponent(relative).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
    let sourceFolder = ["Sources", "Source", "src", "srcs"].first(where: isFolder) ?? "Sources"
    let testFolder = ["Tests", "Sources", "Source", "src", "srcs"].first(where: isFolder) ?? "Tests"
    let placed = folders(of: manifest, sourceFolder: sourceFolder, testFolder: testFolder, isFolder: isFolder)

    // A product gives its clients its targets; unread products are taken to be the
    // target of the same name (the common case, and what `.product(name:)` most often means).
    for product in manifest.products {
      discovery.products[ProjectDiscovery.moduleName(product.name)] = product.targets.map(ProjectDiscovery.moduleName)
    }
    let rootPath = ProjectPath.normalize(root.standardizedFileURL.path)
    let localPackages = manifest.localPackages.map {
      ProjectPath.relative(ProjectPath.join(ProjectPath.join(rootPath, folder), $0), to: rootPath)
    }

    for (target, _) in placed {
      guard let kind = moduleKind(target.kind) else { continue }
      var module = Module(name: ProjectDiscovery.moduleName(target.name), kind: kind,
                          dependencies: target.dependencies.map(ProjectDiscovery.moduleName),
                          defines: target.defines.isEmpty ? nil : ["DEBUG"] + target.defines)
      module.preferredPlatforms = manifest.platforms.compactMap(BuildSettings.operatingSystem)
      module.origin = ModuleOrigin(file: manifestPath, reading: manifest.isComputed ? .evaluated : .read)
      discovery.add(module, definedIn: manifestPath)
    }
    for file in ProjectDiscovery.swiftFiles(under: packageURL) {
      assign(file, folder: folder, placed: placed, manifest: manifest, manifestPath: manifestPath,
             conventionalFolders: [sourceFolder, testFolder], to: &discovery)
    }
    return (discovery, localPackages)
  }

  /// The package's manifest, read from its syntax; an incomplete one, with a warning,
  /// when it is missing or does not parse.
  private static func read(_ packageURL: URL, manifestPath: String, manifests: ManifestCache?,
                           notes: inout [DiscoveryNote]) -> PackageManifest {
    let conventional = "using SwiftPM's conventional layout (every folder under Sources/ and Tests/ is a module)"
    func note(_ line: Int, _ column: Int, _ message: String) {
      notes.append(DiscoveryNote(file: manifestPath, line: line, column: column, severity: .warning, message: message))
    }
    var manifest = PackageManifest()
    if let data = FileManager.default.contents(atPath: packageURL.appendingPathComponent("Package.swift").path) {
      do {
        let source = String(decoding: data, as: UTF8.self)
        func parse() throws(PackageManifest.SyntaxError) -> PackageManifest {
          try PackageManifest.read(source: source, path: manifestPath, folder: packageURL.path)
        }
        if let manifests {
          manifest = try manifests.manifest(path: manifestPath, source: source, read: parse)
        } else {
          manifest = try parse()
        }
      } catch {
        manifest.isComplete = false
        note(error.line, error.column, "cannot read the package manifest (syntax error: \(error.message)); \(conventional)")
      }
    } else {
      manifest.isComplete = false
      note(1, 1, "cannot read the package manifest; \(conventional)")
    }
    return manifest
  }

  /// Each target's folder, relative to the package (binary targets have none).
  private static func folders(of manifest: PackageManifest, sourceFolder: String, testFolder: String,
                              isFolder: (String) -> Bool) -> [(target: PackageManifest.Target, folder: String)] {
    var placed: [(target: PackageManifest.Target, folder: String)] = []
    for target in manifest.targets {
      if let path = target.path {
        placed.append((target, ProjectPath.normalize(path)))
        continue
      }
      let parent: String
      switch target.kind {
      case .binary: continue
      case .test: parent = testFolder
      case .plugin: parent = "Plugins"
      default: parent = sourceFolder
      }
      // Since tools 5.9 a lone target of its kind may occupy the whole folder.
      let sameRoot = manifest.targets.filter { sharesSourceRoot($0.kind, target.kind) }
      let own = parent + "/" + target.name
      placed.append((target, !isFolder(own) && sameRoot.count == 1 && isFolder(parent) ? parent : own))
    }
    return placed
  }

  /// Adds one of the package's Swift files (relative to it) to the target whose folder
  /// holds it, unless that target excludes it or lists other sources. A file in no
  /// target's folder, when the manifest was not read entirely, goes to the module of
  /// its folder under a conventional source or test folder.
  private static func assign(_ file: String, folder: String, placed: [(target: PackageManifest.Target, folder: String)],
                             manifest: PackageManifest, manifestPath: String, conventionalFolders: [String],
                             to discovery: inout Discovery) {
    let output = ProjectPath.join(folder, file)
    // The deepest target folder holding the file (SwiftPM rejects overlaps; be lenient).
    if let (target, targetFolder) = placed.filter({ ProjectPath.contains($0.folder, file) })
      .max(by: { $0.folder.count < $1.folder.count }) {
      let inner = targetFolder.isEmpty ? file : String(file.dropFirst(targetFolder.count + 1))
      let excluded = target.exclude.contains { ProjectPath.contains(ProjectPath.normalize($0), inner) }
      let listed = target.sources.map { $0.contains { ProjectPath.contains(ProjectPath.normalize($0), inner) } } ?? true
      if !excluded && listed && moduleKind(target.kind) != nil {
        discovery.add(file: output, module: ProjectDiscovery.moduleName(target.name))
      }
      return
    }
    guard !manifest.isComplete else { return }
    let parts = file.split(separator: "/")
    guard parts.count >= 3, conventionalFolders.contains(String(parts[0])) else { return }
    let name = ProjectDiscovery.moduleName(String(parts[1]))
    let isTest = parts[0] == "Tests" || parts[1].hasSuffix("Tests")
    if !discovery.modules.contains(where: { $0.name == name }) {
      var module = Module(name: name, kind: isTest ? .test : .library)
      module.origin = ModuleOrigin(file: manifestPath, reading: .guessed)
      discovery.add(module, definedIn: manifestPath)
    }
    discovery.add(file: output, module: name)
  }

  /// SwiftPM's groups of targets that may share a source root (`targetsWithCommonSourceRoot`).
  private static func sharesSourceRoot(_ a: PackageManifest.TargetKind, _ b: PackageManifest.TargetKind) -> Bool {
    switch (a, b) {
    case (.test, .test), (.plugin, .plugin): return true
    case (.test, _), (_, .test), (.plugin, _), (_, .plugin): return false
    default: return true
    }
  }

  private static func moduleKind(_ kind: PackageManifest.TargetKind) -> Module.Kind? {
    switch kind {
    case .regular: .library
    case .executable: .executable
    case .test: .test
    case .macro, .plugin, .systemLibrary, .binary: nil
    }
  }
}
