import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One Swift file of the project and the module it belongs to.
public struct SourceFile: Sendable, Hashable {
  /// Relative to the project root, `/`-separated; absolute for a file an Xcode
  /// project compiles from outside the root.
  public var path: String
  public var module: String
}

/// A module of the project: a SwiftPM target or an Xcode native target.
public struct Module: Sendable, Hashable {
  public enum Kind: String, Sendable {
    /// Importable by other modules: its public views are exported requirements.
    case library
    /// An app, app extension or command-line tool.
    case executable
    case test
  }

  public var name: String
  /// How discovery tells modules apart: the name, except for a second target of the
  /// same module name built for other platforms (an iOS app and a watchOS app both
  /// named `Pocket`, or one XcodeGen target per destination): `Pocket@watchOS`. Such
  /// modules are never built in one configuration, so each is indexed by its name
  /// in its own; they are never merged into one module.
  var id: String
  public var kind: Kind
  /// Names of the modules and products it depends on, as declared (SwiftPM
  /// `dependencies:`, Xcode target dependencies, linked products and package
  /// products). Names outside the project (external products) are kept.
  public var dependencies: [String]
  /// The platforms it is built for, as `#if os(...)` names them (`iOS`, `tvOS`), from
  /// the project (`SDKROOT`, `SUPPORTED_PLATFORMS`, XcodeGen's `platform`, Tuist's
  /// `destinations`); empty when the project does not say. A package's `platforms:`
  /// only sets minimum versions: its modules are built for whatever uses them, so
  /// `preferredPlatforms` holds those, used only when nothing in the project does.
  var platforms: [String] = []
  var preferredPlatforms: [String] = []
  /// Its active compilation conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS` of the
  /// Debug configuration, `swiftSettings: [.define(...)]`); nil when not stated.
  public var defines: [String]?
  /// Whether its iOS build also runs on a Mac (Mac Catalyst, or an iPad app on a Mac),
  /// where SwiftUI presents apart what it presents inline on iOS; nil when the project
  /// does not say (a package, a plain folder).
  var runsOnMac: Bool?
  /// The minimum OS version per platform (`iOS` → `16.0`), as the project declares it.
  var deploymentTargets: [String: String] = [:]

  init(name: String, kind: Kind, dependencies: [String] = [], platforms: [String] = [],
              defines: [String]? = nil) {
    self.name = name
    self.id = name
    self.kind = kind
    self.dependencies = dependencies
    self.platforms = platforms
    self.defines = defines
  }
}

/// Something discovery could not read exactly, and what it did instead.
public struct DiscoveryNote: Sendable, Hashable, CustomStringConvertible {
  public enum Severity: String, Sendable { case warning, note }
  /// Relative to the project root (the manifest, project file or Swift file concerned).
  public var file: String
  public var line: Int
  public var column: Int
  public var severity: Severity
  public var message: String

  init(file: String, line: Int, column: Int, severity: Severity, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  /// `file:line:column: severity: message`, the format of every diagnostic we print.
  public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// What a project is made of: its modules, their Swift files, and notes on whatever
/// could not be read exactly.
struct Discovery: Sendable {
  var files: [SourceFile] = []
  var modules: [Module] = []
  var notes: [DiscoveryNote] = []
  /// Swift files under the root that belong to no target (tests of packages nobody
  /// builds, scripts, files removed from the project), relative, sorted. Empty for a
  /// plain folder or a source list, where every file is indexed.
  var unassigned: [String] = []
  /// Products of the project's local packages: product name → the modules it gives.
  var products: [String: [String]] = [:]
  /// A module's use of a product that a package of the project must declare.
  struct ProductUse: Sendable, Hashable {
    var module: String
    var product: String
    /// The project file that records the use.
    var file: String
  }
  var localProductUses: [ProductUse] = []
  /// Swift files read as project descriptions (Tuist manifests): not sources.
  var manifests: Set<String> = []
  /// Modules whose description uses something discovery does not understand (an
  /// XcodeGen template no spec defines): the safety net gives them the folders left out.
  var notUnderstood: Set<String> = []
  /// Swift files the description itself leaves out (XcodeGen `excludes`, a folder
  /// reference, another build phase): in no target on purpose, so the safety net
  /// does not count them.
  var leftOutOnPurpose: Set<String> = []
  /// Every module each file is compiled into, in the order they were found (test
  /// modules last): a configuration analyses a file as part of the first of them it builds.
  private(set) var memberships: [String: [String]] = [:]

  init(files: [SourceFile] = [], modules: [Module] = [], notes: [DiscoveryNote] = []) {
    self.modules = modules
    self.notes = notes
    for file in files { add(file: file.path, module: file.module) }
  }

  /// Adds a module and returns its id, which its files are added with. A second module
  /// of the same name is merged into the first (a configuration keys modules by name),
  /// with a warning, unless both say their platforms and no platform is in both: then
  /// they are different modules of different configurations (`Module.id`).
  @discardableResult
  mutating func add(_ module: Module, definedIn file: String) -> String {
    let namesakes = modules.indices.filter { modules[$0].name == module.name }
    if namesakes.isEmpty {
      var module = module
      module.id = module.name
      modules.append(module)
      return module.id
    }
    let apart = !module.platforms.isEmpty && namesakes.allSatisfy { index in
      !modules[index].platforms.isEmpty && Set(modules[index].platforms).isDisjoint(with: module.platforms)
    }
    if apart {
      var module = module
      module.id = module.name + "@" + module.platforms.joined(separator: "+")
      modules.append(module)
      return module.id
    }
    let index = namesakes.first { !Set(modules[$0].platforms).isDisjoint(with: module.platforms) } ?? namesakes[0]
    for dependency in module.dependencies where !modules[index].dependencies.contains(dependency) {
      modules[index].dependencies.append(dependency)
    }
    for platform in module.platforms where !modules[index].platforms.contains(platform) {
      modules[index].platforms.append(platform)
    }
    if module.runsOnMac == true { modules[index].runsOnMac = true }
    modules[index].deploymentTargets.merge(module.deploymentTargets) { kept, _ in kept }
    notes.append(DiscoveryNote(
      file: file, line: 1, column: 1, severity: .warning,
      message: "module '\(module.name)' is defined more than once; its files are indexed as one module"))
    return modules[index].id
  }

  /// Adds a target built for several platforms whose files are not all built for every
  /// one of them (XcodeGen's `destinationFilters`, Xcode's `platformFilters`): one
  /// module per platform, each with its files; else one module. `files` pairs each
  /// path with the platforms it is built for (nil: all of the target's).
  mutating func add(_ module: Module, files: [(path: String, platforms: Set<String>?)], definedIn file: String) {
    let platforms = module.platforms
    let filtered = files.contains { entry in entry.platforms.map { !Set(platforms).isSubset(of: $0) } ?? false }
    guard platforms.count > 1, filtered else {
      let id = add(module, definedIn: file)
      for entry in files where entry.platforms.map({ !$0.isDisjoint(with: platforms) }) ?? true || platforms.isEmpty {
        add(file: entry.path, module: id)
      }
      return
    }
    for platform in platforms {
      var single = module
      single.platforms = [platform]
      let id = add(single, definedIn: file)
      for entry in files where entry.platforms?.contains(platform) ?? true { add(file: entry.path, module: id) }
    }
  }

  /// Adds a file to a module. `files` lists each file once, in its first module
  /// (callers add test modules last); `memberships` keeps every module, so each build
  /// configuration can analyse the file in a module it builds (BuildConfigurations).
  mutating func add(file path: String, module: String) {
    if let modules = memberships[path] {
      if !modules.contains(module) { memberships[path]!.append(module) }
      return
    }
    memberships[path] = [module]
    files.append(SourceFile(path: path, module: module))
  }

  mutating func merge(_ other: Discovery, definedIn file: String) {
    notes += other.notes
    products.merge(other.products) { first, _ in first }
    localProductUses += other.localProductUses
    manifests.formUnion(other.manifests)
    notUnderstood.formUnion(other.notUnderstood)
    leftOutOnPurpose.formUnion(other.leftOutOnPurpose)
    var ids: [String: String] = [:]
    for module in other.modules { ids[module.id] = add(module, definedIn: file) }
    for source in other.files {
      for module in other.memberships[source.path] ?? [source.module] {
        add(file: source.path, module: ids[module] ?? module)
      }
    }
  }
}

extension Discovery {
  /// Replaces each dependency on a local package's product by the modules the product
  /// gives (its `targets:`), and warns about uses of products no package declares.
  mutating func resolveProducts() {
    let names = Set(modules.map(\.name))
    var reported: Set<String> = []
    for use in localProductUses where products[use.product] == nil && !names.contains(use.product) {
      guard reported.insert(use.product).inserted else { continue }
      notes.append(DiscoveryNote(
        file: use.file, line: 1, column: 1, severity: .warning,
        message: "module '\(use.module)' uses the package product '\(use.product)', which no local package declares; "
          + "add the package to the project or the folder (its views are not indexed)"))
    }
    for index in modules.indices {
      var resolved: [String] = []
      for dependency in modules[index].dependencies {
        for name in products[dependency] ?? [dependency] where name != modules[index].name && !resolved.contains(name) {
          resolved.append(name)
        }
      }
      modules[index].dependencies = resolved
    }
  }
}

/// Finds the Swift files of a project and assigns them to modules:
/// - a SwiftPM package (`Package.swift`): its targets, by SwiftPM's rules (PackageLayout);
/// - Xcode projects (`*.xcodeproj` at the root): their native targets (XcodeProject),
///   and the local packages they reference;
/// - both: both contribute, the package first;
/// - anything else: one module named after the folder.
public enum ProjectDiscovery {
  /// Folders never indexed: build products, VCS data, our own index.
  static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", ".implicits", ".swiftpm", "node_modules"]

  /// Never fails on a damaged manifest or project file: that is a warning in `notes`
  /// naming the file and position, and discovery falls back (SwiftPM's conventional
  /// layout for a package, the plain-folder layout when nothing else is left).
  static func discoverProject(root: URL) throws -> Discovery {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw DiscoveryError.notAFolder(root.path)
    }
    var discovery = Discovery()
    // Local packages still to read, and the file that refers to each (for warnings).
    var pending: [(folder: String, referencedFrom: String)] = []
    var packages: Set<String> = []
    func readPackage(_ folder: String, referencedFrom origin: String) {
      guard packages.insert(folder).inserted else { return }
      let manifest = ProjectPath.join(folder, "Package.swift")
      guard FileManager.default.fileExists(atPath: root.appendingPathComponent(manifest).path) else {
        discovery.notes.append(DiscoveryNote(
          file: origin, line: 1, column: 1, severity: .warning,
          message: "the local package \(folder.isEmpty ? "." : folder) has no Package.swift; not indexed"))
        return
      }
      let (package, dependencies) = PackageLayout.discover(root: root, folder: folder)
      discovery.merge(package, definedIn: manifest)
      for dependency in dependencies {
        if dependency.hasPrefix("/") {
          discovery.notes.append(DiscoveryNote(
            file: manifest, line: 1, column: 1, severity: .warning,
            message: "the local package \(dependency) is outside the indexed folder; its modules are not indexed"))
        } else {
          pending.append((dependency, manifest))
        }
      }
    }

    if FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
      readPackage("", referencedFrom: "Package.swift")
    }
    // Where the Xcode projects are: the workspaces at the root (and the packages they
    // list), the projects at the root, and when there are none, the projects below it.
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
    var projects: [String] = []
    let workspaces = entries.filter { $0.hasSuffix(".xcworkspace") }
    for workspace in workspaces {
      let contents = XcodeWorkspace.read(root: root, workspace: workspace)
      discovery.notes += contents.notes
      let file = workspace + "/contents.xcworkspacedata"
      for path in contents.projects + contents.folders where path.hasPrefix("/") {
        discovery.notes.append(DiscoveryNote(
          file: file, line: 1, column: 1, severity: .warning,
          message: "the workspace lists \(path), which is outside the indexed folder; not indexed"))
      }
      projects += contents.projects.filter { !$0.hasPrefix("/") }
      for folder in contents.folders where !folder.hasPrefix("/")
        && FileKind.of(root.appendingPathComponent(folder).path + "/Package.swift") == .file {
        pending.append((folder, file))
      }
    }
    projects += entries.filter { $0.hasSuffix(".xcodeproj") }
    // No Xcode project at the root: the spec it is generated from (XcodeGen, Tuist),
    // else the projects below the root.
    var specification: String?
    if projects.isEmpty && workspaces.isEmpty {
      if entries.contains("project.yml") {
        specification = "project.yml"
        let (generated, localPackages) = XcodeGenProject.discover(root: root, file: "project.yml")
        discovery.merge(generated, definedIn: "project.yml")
        pending += localPackages.map { ($0, "project.yml") }
      } else if entries.contains("Project.swift") || entries.contains("Workspace.swift") {
        specification = entries.contains("Workspace.swift") ? "Workspace.swift" : "Project.swift"
        let (generated, localPackages) = TuistProject.discover(
          root: root, workspace: entries.contains("Workspace.swift") ? "Workspace.swift" : nil,
          project: entries.contains("Project.swift") ? "Project.swift" : nil)
        discovery.merge(generated, definedIn: specification!)
        pending += localPackages.map { ($0, specification!) }
      } else {
        projects = nestedProjects(under: root)
      }
    }
    var seenProjects: Set<String> = []
    projects = projects.filter { seenProjects.insert($0).inserted }
    for project in projects {
      let file = project + "/project.pbxproj"
      guard FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path) else { continue }
      let (projectDiscovery, localPackages) = XcodeProject.discover(root: root, project: project)
      discovery.merge(projectDiscovery, definedIn: file)
      pending += localPackages.map { ($0, file) }
    }
    // Packages the projects use, then the packages those use (`.package(path:)`).
    while !pending.isEmpty {
      let (folder, origin) = pending.removeFirst()
      readPackage(folder, referencedFrom: origin)
    }
    discovery.resolveProducts()

    // Nothing read (no manifest, or only damaged ones): the plain-folder layout.
    if discovery.modules.isEmpty {
      if let origin = packages.contains("") ? "Package.swift" : specification ?? projects.first.map({ $0 + "/project.pbxproj" }) {
        discovery.notes.append(DiscoveryNote(file: origin, line: 1, column: 1, severity: .note,
                                             message: "no module could be read: every Swift file is indexed as one module"))
      }
      let module = root.standardizedFileURL.lastPathComponent
      discovery.add(Module(name: module, kind: .executable), definedIn: ".")
      for path in swiftFiles(under: root) { discovery.add(file: path, module: module) }
    } else {
      // The manifests read are project files, not sources (an unread package's are not).
      let assigned = Set(discovery.files.map(\.path))
      discovery.unassigned = swiftFiles(under: root).filter { path in
        let name = (path as NSString).lastPathComponent
        let folder = (path as NSString).deletingLastPathComponent
        let isManifest = name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
        return !assigned.contains(path) && !(isManifest && packages.contains(folder))
          && !discovery.manifests.contains(path)
      }
      let description = specification ?? projects.first.map { $0 + "/project.pbxproj" } ?? "Package.swift"
      DiscoverySafetyNet.apply(&discovery, description: description, root: root)
    }
    return discovery
  }

  /// The `.xcodeproj` folders below the root (not inside bundles or skipped folders),
  /// for a repository whose project is not at its root (`App/App.xcodeproj`).
  static func nestedProjects(under root: URL) -> [String] {
    var result: [String] = []
    var pending = [""]
    let rootPath = root.path
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? rootPath : rootPath + "/" + relative
      guard let entries = FileKind.entries(in: folder) else { continue }
      for (entry, kind) in entries where !skippedFolders.contains(entry) {
        let path = relative.isEmpty ? entry : relative + "/" + entry
        guard kind == .folder else { continue }
        if entry.hasSuffix(".xcodeproj") {
          if FileKind.of(rootPath + "/" + path + "/project.pbxproj") == .file { result.append(path) }
        } else if !isBundle(entry) {
          pending.append(path)
        }
      }
    }
    return result.sorted()
  }

  /// Folders Xcode treats as files (`.xcworkspace`, `.app`, `.xcassets`, ...).
  private static func isBundle(_ name: String) -> Bool {
    let bundles = ["xcworkspace", "xcassets", "app", "framework", "bundle", "xcframework", "playground", "lproj", "docc"]
    return bundles.contains((name as NSString).pathExtension)
  }

  /// The files named in a source list: one `MODULE<TAB>PATH` per line, PATH absolute or
  /// relative to `root` (the build plugin writes one per target it analyses), with optional `@module<TAB>NAME<TAB>KIND` lines (KIND: library,
  /// executable, test) that give modules their kind, as a package manifest would.
  static func discovery(fromList list: URL, root: URL) throws -> Discovery {
    let text: String
    do {
      text = try String(contentsOf: list, encoding: .utf8)
    } catch {
      throw DiscoveryError.unreadableList(list.path)
    }
    let rootPath = root.standardizedFileURL.path
    var result: [SourceFile] = []
    var modules: [Module] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let parts = line.split(separator: "\t").map(String.init)
      if parts.first == "@module" {
        guard parts.count == 3, let kind = Module.Kind(rawValue: parts[2]) else {
          throw DiscoveryError.malformedList(list.path, line: number + 1)
        }
        modules.append(Module(name: parts[1], kind: kind, dependencies: []))
        continue
      }
      guard parts.count == 2, !parts[0].isEmpty, parts[1].hasSuffix(".swift") else {
        throw DiscoveryError.malformedList(list.path, line: number + 1)
      }
      var path = parts[1]
      if path.hasPrefix(rootPath + "/") { path.removeFirst(rootPath.count + 1) }
      result.append(SourceFile(path: path, module: parts[0]))
    }
    return Discovery(files: result, modules: modules, notes: [])
  }

  /// Every `.swift` file under `root`, relative, sorted. Symbolic links to folders are
  /// not followed (no loops); unreadable folders are skipped.
  static func swiftFiles(under root: URL) -> [String] {
    var result: [String] = []
    var pending = [""]
    let rootPath = root.path
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? rootPath : rootPath + "/" + relative
      guard let entries = FileKind.entries(in: folder) else { continue }
      for (entry, kind) in entries {
        let path = relative.isEmpty ? entry : relative + "/" + entry
        // As lstat(2) says: a symbolic link to a folder is not a folder here, so loops cannot hang.
        guard let kind else { continue }
        if kind == .folder {
          if !skippedFolders.contains(entry) { pending.append(path) }
        } else if entry.hasSuffix(".swift") {
          result.append(path)
        }
      }
    }
    return result.sorted()
  }

  /// A name made a valid module name the way SwiftPM and Xcode do (`c99extidentifier`):
  /// every character that cannot be in an identifier becomes `_`.
  static func moduleName(_ name: String) -> String {
    var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = result.first, first.isNumber { result = "_" + result }
    return result.isEmpty ? "_" : result
  }

  public enum DiscoveryError: Error, CustomStringConvertible {
    case notAFolder(String)
    case unreadableList(String)
    case malformedList(String, line: Int)
    public var description: String {
      switch self {
      case .notAFolder(let path): return "\(path) is not a folder"
      case .unreadableList(let path): return "cannot read the source list \(path)"
      case .malformedList(let path, let line):
        return "\(path):\(line): expected MODULE<TAB>PATH.swift"
      }
    }
  }
}

/// Lexical path arithmetic on `/`-separated strings (no file system access, so a
/// path that does not exist yet still resolves).
enum ProjectPath {
  /// `a/./b/../c` → `a/c`; keeps a leading `/`; `..` above a relative start is kept.
  static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
      if part == "..", path.hasPrefix("/") { continue }
      parts.append(part)
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  static func join(_ base: String, _ path: String) -> String {
    if path.hasPrefix("/") { return normalize(path) }
    if base.isEmpty { return normalize(path) }
    return normalize(base + "/" + path)
  }

  /// Whether `path` is `folder` or lies under it (`folder` "" contains every relative path).
  static func contains(_ folder: String, _ path: String) -> Bool {
    folder.isEmpty ? !path.hasPrefix("/") : (path == folder || path.hasPrefix(folder + "/"))
  }

  /// The existing absolute path that `path` names on a file system that ignores case
  /// (a Mac's, where Xcode projects are written): each missing component is looked up
  /// among its folder's entries regardless of case; nil when none or several match.
  static func ignoringCase(_ path: String) -> String? {
    guard path.hasPrefix("/") else { return nil }
    var current = ""
    for component in path.split(separator: "/").map(String.init) {
      let exact = current + "/" + component
      if FileKind.of(exact) != nil {
        current = exact
        continue
      }
      let matches = (FileKind.entries(in: current.isEmpty ? "/" : current) ?? [])
        .filter { $0.name.lowercased() == component.lowercased() }
      guard matches.count == 1 else { return nil }
      current += "/" + matches[0].name
    }
    return current
  }

  /// `path` (absolute) relative to `root` (absolute) when under it, else unchanged.
  static func relative(_ path: String, to root: String) -> String {
    if path == root { return "" }
    return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }
}

/// What a path is, from `lstat(2)` (Foundation's resource values cost far more per file).
enum FileKind {
  case folder, file, other

  static func of(_ path: String) -> FileKind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .folder
    case S_IFREG: return .file
    default: return .other
    }
  }

  /// A folder's entries and what each is, from one `readdir(3)` pass: the entry's type
  /// comes with its name (no `lstat` per entry, which showed in an edit of a large
  /// project, where discovery walks every folder), with `lstat` only where the file
  /// system does not say. Sorted by name; nil when the folder cannot be read.
  static func entries(in folder: String) -> [(name: String, kind: FileKind?)]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var result: [(name: String, kind: FileKind?)] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      let kind: FileKind?
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): kind = .folder
      case Int32(DT_REG): kind = .file
      case Int32(DT_UNKNOWN): kind = of(folder + "/" + name)
      default: kind = .other  // a link (lstat's answer too), a device, a socket
      }
      result.append((name, kind))
    }
    return result.sorted { $0.name < $1.name }
  }
}
