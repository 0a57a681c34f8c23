import Foundation

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
  static func discoverProject(root: URL, manifests: ManifestCache? = nil) throws -> Discovery {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw DiscoveryError.notAFolder(root.path)
    }
    var reader = DescriptionReader(root: root, manifests: manifests)
    // Where the Xcode projects are: the workspaces at the root (and the packages they
    // list), the projects at the root, and when there are none, the projects below it.
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
    if FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
      if let note = RepeatedPackage.note(root: root, entries: entries, manifests: manifests) {
        reader.skipPackage("", note: note)
      } else {
        reader.readPackage("", referencedFrom: "Package.swift")
      }
    }
    let workspaces = entries.filter { $0.hasSuffix(".xcworkspace") }
    var projects = reader.readWorkspaces(workspaces) + entries.filter { $0.hasSuffix(".xcodeproj") }
    // No Xcode project at the root: the spec it is generated from (XcodeGen, Tuist),
    // else the projects below the root.
    var specification: String?
    if projects.isEmpty && workspaces.isEmpty {
      specification = reader.readSpecification(in: entries)
      if specification == nil { projects = nestedProjects(under: root) }
    }
    var seenProjects: Set<String> = []
    projects = projects.filter { seenProjects.insert($0).inserted }
    reader.readXcodeProjects(projects)
    // Packages the projects use, then the packages those use (`.package(path:)`).
    reader.readPendingPackages()
    var discovery = reader.discovery
    discovery.resolveProducts()

    let described = specification ?? projects.first.map { $0 + "/project.pbxproj" }
    if discovery.modules.isEmpty {
      indexAsPlainFolder(&discovery, root: root,
                         description: reader.packages.contains("") ? "Package.swift" : described)
    } else {
      findUnassigned(&discovery, root: root, packages: reader.packages)
      DiscoverySafetyNet.apply(&discovery, description: described ?? "Package.swift", root: root)
    }
    return discovery
  }

  /// Nothing read (no manifest, or only damaged ones): the plain-folder layout, every
  /// Swift file in one module named after the folder. `description` is the project
  /// file that was not read, when there is one.
  private static func indexAsPlainFolder(_ discovery: inout Discovery, root: URL, description: String?) {
    if let description {
      discovery.notes.append(DiscoveryNote(file: description, line: 1, column: 1, severity: .note,
                                           message: "no module could be read: every Swift file is indexed as one module"))
    }
    let module = root.standardizedFileURL.lastPathComponent
    var folder = Module(name: module, kind: .executable)
    folder.origin = ModuleOrigin(file: description ?? ".", reading: .guessed)
    discovery.add(folder, definedIn: ".")
    for path in swiftFiles(under: root) { discovery.add(file: path, module: module) }
  }

  /// The Swift files under the root in no module. The manifests read are project
  /// files, not sources (an unread package's are not).
  private static func findUnassigned(_ discovery: inout Discovery, root: URL, packages: Set<String>) {
    let assigned = Set(discovery.files.map(\.path))
    let manifests = discovery.manifests
    discovery.unassigned = swiftFiles(under: root).filter { path in
      // (the lookup first: most files are assigned, and the path's parts cost more)
      guard !assigned.contains(path) else { return false }
      let name = (path as NSString).lastPathComponent
      let folder = (path as NSString).deletingLastPathComponent
      let isManifest = name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
      return !(isManifest && packages.contains(folder)) && !manifests.contains(path)
    }
  }

  /// The `.xcodeproj` folders below the root (not inside bundles or skipped folders),
  /// for a repository whose project is not at its root (`App/App.xcodeproj`).
  static func nestedProjects(under root: URL) -> [String] {
    var result: [String] = []
    walk(under: root) { path, entry, kind in
      guard kind == .folder, !skippedFolders.contains(entry) else { return false }
      if entry.hasSuffix(".xcodeproj") {
        if FileKind.of(root.path + "/" + path + "/project.pbxproj") == .file { result.append(path) }
        return false
      }
      return !isBundle(entry)
    }
    return result.sorted()
  }

  /// Folders Xcode treats as files (`.xcworkspace`, `.app`, `.xcassets`, ...).
  private static func isBundle(_ name: String) -> Bool {
    let bundles = ["xcworkspace", "xcassets", "app", "framework", "bundle", "xcframework", "playground", "lproj", "docc"]
    return bundles.contains((name as NSString).pathExtension)
  }


  /// Every `.swift` file under `root`, relative, sorted. Symbolic links to folders are
  /// not followed (no loops); unreadable folders are skipped.
  static func swiftFiles(under root: URL) -> [String] {
    var result: [String] = []
    walk(under: root) { path, entry, kind in
      if kind == .folder { return !skippedFolders.contains(entry) }
      if entry.hasSuffix(".swift") { result.append(path) }
      return false
    }
    return result.sorted()
  }

  /// Hands every entry below `root` to `visit` (its path relative to the root, its
  /// name, its kind) and descends into a folder when `visit` says so. As lstat(2)
  /// says: a symbolic link to a folder is not a folder here, so loops cannot hang;
  /// unreadable folders and entries of unknown kind are skipped.
  private static func walk(under root: URL, _ visit: (_ path: String, _ entry: String, _ kind: FileKind) -> Bool) {
    var pending = [""]
    let rootPath = root.path
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? rootPath : rootPath + "/" + relative
      guard let entries = FileKind.entries(in: folder) else { continue }
      for (entry, kind) in entries {
        guard let kind else { continue }
        let path = relative.isEmpty ? entry : relative + "/" + entry
        if visit(path, entry, kind), kind == .folder { pending.append(path) }
      }
    }
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

