import Foundation

/// The native targets of an Xcode project, read from `X.xcodeproj/project.pbxproj`:
/// each is a module (named by `PRODUCT_MODULE_NAME`, else its product or target name
/// made an identifier) whose files are
/// - the `.swift` files of its Sources build phase, located through the group tree
///   (`sourceTree` `<group>`, `SOURCE_ROOT`, `<absolute>`), and
/// - Xcode 16's synchronized folders: every `.swift` file under a folder listed in
///   its `fileSystemSynchronizedGroups`, except the folder's membership exceptions
///   for the target. An exception set naming a target that does *not* list the
///   folder adds those files to it instead (Xcode's "also in target B" checkbox):
///   exceptions toggle membership.
///
/// Dependencies are its target dependencies, the products of other targets it links,
/// and the Swift package products it uses. Test targets come last, so a file also
/// compiled into tests is analysed with its app or framework.
enum XcodeProject {
  /// `project` is the `.xcodeproj` folder's name, relative to `root`. Also returns the
  /// folders (relative to `root`) of the local Swift packages the project references.
  /// And the Xcode projects it references (a project dragged into another: Xcode builds
  /// their targets too), relative to `root`.
  static func discover(root: URL, project: String) -> (Discovery, localPackages: [String], projects: [String]) {
    let file = project + "/project.pbxproj"
    var discovery = Discovery()
    guard let loaded = objects(of: file, root: root, notes: &discovery.notes) else { return (discovery, [], []) }
    let rootPath = ProjectPath.normalize(root.standardizedFileURL.path)
    // The folder holding the .xcodeproj (which need not be the root), plus `projectDirPath`.
    let container = ProjectPath.join(rootPath, (project as NSString).deletingLastPathComponent)
    var graph = Graph(objects: loaded.objects.compactMapValues(\.dictionary),
                      projectFolder: ProjectPath.join(container, loaded.project["projectDirPath"]?.string ?? ""))
    graph.linkGroups(from: loaded.project["mainGroup"]?.string)
    var reader = XcodeProjectReader(file: file, rootPath: rootPath, graph: graph, discovery: discovery)
    reader.readTargets(of: loaded.project)
    let localPackages = reader.localPackages(of: loaded.project)
    let projects = reader.referencedProjects()
    return (reader.discovery, localPackages, projects)
  }

  /// The project file's objects and its project object; nil, with a warning, when the
  /// file cannot be read or is no Xcode project.
  private static func objects(of file: String, root: URL, notes: inout [DiscoveryNote])
    -> (objects: [String: PropertyList], project: [String: PropertyList])? {
    func warn(_ message: String, line: Int = 1, column: Int = 1) {
      notes.append(DiscoveryNote(file: file, line: line, column: column, severity: .warning, message: message))
    }
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else {
      warn("cannot read the Xcode project; its targets are not indexed")
      return nil
    }
    let list: PropertyList
    do {
      list = try PropertyListParser.parse(String(decoding: data, as: UTF8.self))
    } catch {
      warn("cannot read the Xcode project: \(error.message); its targets are not indexed",
           line: error.line, column: error.column)
      return nil
    }
    guard let top = list.dictionary, let objects = top["objects"]?.dictionary,
          let rootID = top["rootObject"]?.string, let projectObject = objects[rootID]?.dictionary
    else {
      warn("not an Xcode project (no `objects` or `rootObject`); its targets are not indexed")
      return nil
    }
    return (objects, projectObject)
  }
}

/// Reads one project's graph into a Discovery: its native targets as modules with their
/// dependencies and files, and the local packages it references.
private struct XcodeProjectReader {
  let file: String
  let rootPath: String
  let graph: Graph
  var discovery: Discovery

  mutating func warn(_ message: String) {
    discovery.notes.append(DiscoveryNote(file: file, line: 1, column: 1, severity: .warning, message: message))
  }

  /// Each native target, as a module; test targets last.
  mutating func readTargets(of projectObject: [String: PropertyList]) {
    let projectSettings = graph.buildSettings(of: projectObject, configuration: "Debug")
    let native = graph.ids(projectObject, "targets").filter { graph.isa($0) == "PBXNativeTarget" }
      .map { NativeTarget(id: $0, graph: graph, projectSettings: projectSettings) }
    let targets = native.filter { $0.kind != .test } + native.filter { $0.kind == .test }
    let moduleOfTarget = Dictionary(targets.map { ($0.id, $0.module) }, uniquingKeysWith: { first, _ in first })
    let moduleOfProduct = Dictionary(targets.compactMap { target in
      graph.objects[target.id]?["productReference"]?.string.map { ($0, target.module) }
    }, uniquingKeysWith: { first, _ in first })
    let remoteProducts = Set(graph.objects.values.filter {
      $0["isa"]?.string == "XCSwiftPackageProductDependency"
        && $0["package"]?.string.map { graph.isa($0) == "XCRemoteSwiftPackageReference" } == true
    }.compactMap { $0["productName"]?.string.map(ProjectDiscovery.moduleName) })

    for target in targets {
      let dependencies = self.dependencies(of: target, moduleOfTarget: moduleOfTarget, moduleOfProduct: moduleOfProduct,
                                           remoteProducts: remoteProducts)
      let paths = sourcePaths(of: target)
      var module = Module(name: target.module, kind: target.kind, dependencies: dependencies,
                          platforms: target.platforms, defines: target.defines)
      module.runsOnMac = target.runsOnMac
      module.deploymentTargets = target.deploymentTargets
      discovery.add(module, files: paths, definedIn: file)
    }
  }

  /// What the target depends on, once each: its target dependencies, the Swift package
  /// products it uses (recording those a local package must declare) and the products
  /// of other targets it links.
  mutating func dependencies(of target: NativeTarget, moduleOfTarget: [String: String],
                             moduleOfProduct: [String: String], remoteProducts: Set<String>) -> [String] {
    let object = graph.objects[target.id] ?? [:]
    var dependencies: [String] = []
    for dependency in graph.ids(object, "dependencies") {
      guard let entry = graph.objects[dependency] else { continue }
      let name = entry["target"]?.string.flatMap { moduleOfTarget[$0] }
        ?? graph.productName(entry["productRef"]?.string)
        ?? entry["name"]?.string
        ?? entry["targetProxy"]?.string.flatMap { graph.objects[$0]?["remoteInfo"]?.string }
      if let name { dependencies.append(ProjectDiscovery.moduleName(name)) }
    }
    for product in graph.ids(object, "packageProductDependencies") {
      guard let name = graph.productName(product) else { continue }
      dependencies.append(name)
      // No `package`, or a local one: a product of a package in the project, which
      // must be found. Remote packages' products are outside the project (Xcode also
      // leaves out `package` on further uses of a remote product: those are known
      // by name).
      let package = graph.objects[product]?["package"]?.string
      let isRemote = package.map { graph.isa($0) == "XCRemoteSwiftPackageReference" }
        ?? remoteProducts.contains(name)
      if !isRemote {
        discovery.localProductUses.append(
          Discovery.ProductUse(module: target.module, product: name, file: file))
      }
    }
    for buildFile in graph.buildFiles(of: target.id, phase: "PBXFrameworksBuildPhase") {
      let entry = graph.objects[buildFile] ?? [:]
      let product = entry["fileRef"]?.string.flatMap { moduleOfProduct[$0] }
      if let name = product ?? graph.productName(entry["productRef"]?.string) { dependencies.append(name) }
    }
    var unique: [String] = []
    for name in dependencies where !unique.contains(name) && name != target.module { unique.append(name) }
    return unique
  }

  /// The target's `.swift` files (relative to the root), each with the platforms it is
  /// built for when a filter narrows them: a multiplatform target (`SDKROOT = auto`) may
  /// build a file for some of its platforms only (`platformFilter`, `platformFilters`).
  mutating func sourcePaths(of target: NativeTarget) -> [(path: String, platforms: Set<String>?)] {
    var paths: [(path: String, platforms: Set<String>?)] = []
    for buildFile in graph.buildFiles(of: target.id, phase: "PBXSourcesBuildPhase") {
      guard let entry = graph.objects[buildFile], let reference = entry["fileRef"]?.string,
            let written = graph.path(of: reference), written.hasSuffix(".swift")
      else { continue }
      // Xcode runs on a file system that ignores case: `AppState+Transition.swift` in
      // the project is `AppState+transition.swift` on disk. (One `stat` for a file that
      // is where the project says, most of them: two through FileManager were a sixth
      // of a large project's warm run.)
      let exact = FileKind.exists(written)
      let path = exact ? written : ProjectPath.ignoringCase(written) ?? written
      if exact || (path != written && FileKind.exists(path)) {
        let filters = (entry["platformFilters"]?.array?.compactMap(\.string) ?? [])
          + (entry["platformFilter"]?.string.map { [$0] } ?? [])
        let platforms = Set(filters.compactMap(BuildSettings.operatingSystem))
        paths.append((ProjectPath.relative(path, to: rootPath),
                      filters.isEmpty ? nil : platforms))
      } else {
        warn("target '\(target.name)' compiles \(ProjectPath.relative(path, to: rootPath)), which does not exist; skipped")
      }
    }
    return paths + graph.synchronizedFiles(of: target.id).map { (ProjectPath.relative($0, to: rootPath), nil) }
  }

  /// The Xcode projects this one references in its group tree (`wrapper.pb-project`).
  mutating func referencedProjects() -> [String] {
    var projects: [String] = []
    for reference in graph.groupMembers where graph.isa(reference) == "PBXFileReference" {
      let object = graph.objects[reference] ?? [:]
      let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string
      guard let path = graph.path(of: reference), type == "wrapper.pb-project" || path.hasSuffix(".xcodeproj") else { continue }
      let relative = ProjectPath.relative(ProjectPath.onDisk(path) ?? path, to: rootPath)
      if relative.hasPrefix("/") {
        warn("the referenced project \(object["path"]?.string ?? path) is outside the indexed folder; its targets are not indexed")
      } else if !projects.contains(relative) {
        projects.append(relative)
      }
    }
    return projects
  }

  /// Local packages, every way Xcode records them: package references with a
  /// `relativePath`, and folder references (`lastKnownFileType = wrapper`) to a folder
  /// holding a Package.swift anywhere in the group tree (a package dragged into the
  /// navigator; its products are then used with no `package` key).
  mutating func localPackages(of projectObject: [String: PropertyList]) -> [String] {
    var localPackages: [String] = []
    func addPackage(_ absolute: String, as written: String) {
      let folder = ProjectPath.relative(ProjectPath.onDisk(absolute) ?? absolute, to: rootPath)
      if folder.hasPrefix("/") {
        warn("local package \(written) is outside the indexed folder; its modules are not indexed")
      } else if !localPackages.contains(folder) {
        localPackages.append(folder)
      }
    }
    for reference in graph.ids(projectObject, "packageReferences") {
      guard graph.isa(reference) == "XCLocalSwiftPackageReference",
            let relativePath = graph.objects[reference]?["relativePath"]?.string
      else { continue }
      addPackage(ProjectPath.join(graph.projectFolder, relativePath), as: relativePath)
    }
    for reference in graph.groupMembers where graph.isa(reference) == "PBXFileReference" {
      let object = graph.objects[reference] ?? [:]
      let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string
      guard let path = graph.path(of: reference) else { continue }
      let written = object["path"]?.string ?? path
      // A package folder dragged into the navigator is recorded with whatever type Xcode
      // guessed (`wrapper`, `folder`, even `text`): a folder holding a Package.swift is a
      // local package whatever its type says.
      guard type == "wrapper" || type == "folder" else {
        if FileKind.of(path) == .folder, FileKind.of(path + "/Package.swift") == .file { addPackage(path, as: written) }
        continue
      }
      switch FileKind.of(path) {
      case .folder:
        if FileKind.of(path + "/Package.swift") == .file { addPackage(path, as: written) }
      case nil where type == "wrapper":  // a `folder` is most often resources
        warn("the folder reference \(written) points to \(ProjectPath.relative(path, to: rootPath)), which does not exist")
      default:
        break
      }
    }
    return localPackages
  }
}

/// A native target's name, module name and kind.
private struct NativeTarget {
  var id: String
  var name: String
  var module: String
  var kind: Module.Kind
  /// From the Debug configuration's settings, over the project's (BuildSettings).
  var platforms: [String]
  var defines: [String]?
  /// nil for a target that runs wherever its containing app does (an extension).
  var runsOnMac: Bool?
  var deploymentTargets: [String: String]

  init(id: String, graph: Graph, projectSettings: [String: String]) {
    let object = graph.objects[id] ?? [:]
    self.id = id
    name = object["name"]?.string ?? id
    let settings = graph.buildSettings(of: object)
    let targetName = name
    let productName = settings["PRODUCT_NAME"].flatMap { Self.expand($0, ["TARGET_NAME": targetName]) }
      ?? object["productName"]?.string ?? targetName
    let moduleName = settings["PRODUCT_MODULE_NAME"].flatMap {
      Self.expand($0, ["TARGET_NAME": targetName, "PRODUCT_NAME": productName])
    }
    module = ProjectDiscovery.moduleName(moduleName ?? productName)
    let type = object["productType"]?.string ?? ""
    kind = type.contains("unit-test") || type.contains("ui-testing") ? .test
      : type.contains("framework") || type.contains("library") ? .library
      : .executable
    let debug = graph.buildSettings(of: object, configuration: "Debug")
    let catalyst = BuildSettings.supportsMacCatalyst(debug, project: projectSettings)
    platforms = BuildSettings.addingMacCatalyst(to: BuildSettings.platforms(debug, project: projectSettings, catalyst: catalyst),
                                                if: catalyst)
    defines = BuildSettings.conditions(debug, project: projectSettings)
    // A target with a native macOS build runs that on a Mac, not its iPad build.
    runsOnMac = !BuildSettings.decidesWhereTheAppRuns(productType: type) ? nil
      : platforms.contains("macOS") ? catalyst : BuildSettings.runsOnMac(debug, project: projectSettings)
    deploymentTargets = BuildSettings.deploymentTargets(debug, project: projectSettings)
  }

  /// Substitutes `$(NAME)`, `${NAME}` and `$(NAME:modifier)`; nil when a setting it
  /// uses is unknown here (defined in an .xcconfig, say).
  static func expand(_ value: String, _ variables: [String: String]) -> String? {
    var result = ""
    var rest = Substring(value)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let afterDollar = rest.index(after: dollar)
      guard afterDollar < rest.endIndex,
            let close: Character = rest[afterDollar] == "(" ? ")" : rest[afterDollar] == "{" ? "}" : nil,
            let end = rest[afterDollar...].firstIndex(of: close)
      else { return nil }
      let reference = rest[rest.index(after: afterDollar)..<end]
      guard let name = reference.split(separator: ":").first, let substitute = variables[String(name)] else { return nil }
      result += substitute
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }
}

/// The project's objects by identifier, and the group tree that locates files.
private struct Graph {
  let objects: [String: [String: PropertyList]]
  /// Absolute: the folder holding the `.xcodeproj`, plus `projectDirPath`.
  let projectFolder: String
  /// Xcode 16 synchronized folders, in a stable order.
  let synchronizedGroups: [(id: String, object: [String: PropertyList])]
  private var parent: [String: String] = [:]
  /// Everything in the group tree, breadth first from the main group.
  private(set) var groupMembers: [String] = []
  /// What was worked out once: each path by id (a group's is asked for once per file
  /// under it, and computing it takes its ancestors'), and each synchronized folder's
  /// Swift files (asked for once per target that has the folder).
  private let memo = Memo()
  private final class Memo {
    var paths: [String: String?] = [:]
    var swiftFiles: [String: [String]] = [:]
  }

  init(objects: [String: [String: PropertyList]], projectFolder: String) {
    self.objects = objects
    self.projectFolder = projectFolder
    synchronizedGroups = objects.filter { $0.value["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" }
      .sorted { $0.key < $1.key }.map { (id: $0.key, object: $0.value) }
  }

  func isa(_ id: String) -> String? { objects[id]?["isa"]?.string }

  func ids(_ object: [String: PropertyList], _ key: String) -> [String] {
    object[key]?.array?.compactMap(\.string) ?? []
  }

  /// Records each group member's parent, breadth first from the main group; the
  /// first parent found wins, so a damaged file with a cycle still gives a tree.
  mutating func linkGroups(from mainGroup: String?) {
    memo.paths = [:]
    guard let mainGroup else { return }
    var seen: Set<String> = [mainGroup]
    var queue = [mainGroup]
    while !queue.isEmpty {
      let group = queue.removeFirst()
      for child in ids(objects[group] ?? [:], "children") where !seen.contains(child) {
        seen.insert(child)
        parent[child] = group
        groupMembers.append(child)
        queue.append(child)
      }
    }
  }

  /// The absolute path of a file reference or group; nil for files outside the
  /// project's folders (`BUILT_PRODUCTS_DIR`, `SDKROOT`, ...).
  func path(of id: String) -> String? {
    if let known = memo.paths[id] { return known }
    let found = pathUncached(of: id)
    memo.paths[id] = .some(found)
    return found
  }

  private func pathUncached(of id: String) -> String? {
    guard let object = objects[id] else { return nil }
    let own = object["path"]?.string
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>":
      let base = parent[id].flatMap { path(of: $0) } ?? projectFolder
      return own.map { ProjectPath.join(base, $0) } ?? base
    case "SOURCE_ROOT":
      return own.map { ProjectPath.join(projectFolder, $0) } ?? projectFolder
    case "<absolute>":
      return own.map(ProjectPath.normalize)
    default:
      return nil
    }
  }

  func buildFiles(of target: String, phase: String) -> [String] {
    ids(objects[target] ?? [:], "buildPhases").filter { isa($0) == phase }.flatMap { ids(objects[$0] ?? [:], "files") }
  }

  func productName(_ id: String?) -> String? {
    id.flatMap { objects[$0]?["productName"]?.string }.map(ProjectDiscovery.moduleName)
  }

  /// Absolute paths of the target's `.swift` files that come from synchronized folders.
  func synchronizedFiles(of target: String) -> [String] {
    let listed = Set(ids(objects[target] ?? [:], "fileSystemSynchronizedGroups"))
    var result: [String] = []
    for (group, object) in synchronizedGroups {
      let exceptions = ids(object, "exceptions").compactMap { objects[$0] }
        .filter { $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0["target"]?.string == target }
        .flatMap { ids($0, "membershipExceptions") }.map(ProjectPath.normalize)
      let isMember = listed.contains(group)
      guard isMember || !exceptions.isEmpty, let folder = path(of: group) else { continue }
      for file in swiftFiles(under: folder) {
        let isException = exceptions.contains { ProjectPath.contains($0, file) }
        if isMember != isException { result.append(ProjectPath.join(folder, file)) }
      }
    }
    return result
  }

  private func swiftFiles(under folder: String) -> [String] {
    if let known = memo.swiftFiles[folder] { return known }
    let files = ProjectDiscovery.swiftFiles(under: URL(fileURLWithPath: folder))
    memo.swiftFiles[folder] = files
    return files
  }

  /// The build settings of one of the object's configurations: `Debug` (the build the
  /// analyzer assumes), or the list's default when `name` is nil; else the first. A list
  /// value is joined with spaces, as Xcode reads it.
  func buildSettings(of object: [String: PropertyList], configuration name: String? = nil) -> [String: String] {
    guard let list = object["buildConfigurationList"]?.string.flatMap({ objects[$0] }) else { return [:] }
    let configurations = ids(list, "buildConfigurations").compactMap { objects[$0] }
    let preferred = name ?? list["defaultConfigurationName"]?.string
    let configuration = configurations.first { $0["name"]?.string == preferred } ?? configurations.first
    let own = configuration?["buildSettings"]?.dictionary?.compactMapValues { value in
      value.string ?? value.array.map { $0.compactMap(\.string).joined(separator: " ") }
    } ?? [:]
    guard let configuration, let file = baseConfigurationFile(of: configuration) else { return own }
    return XcodeConfigFile.layered(own, over: XcodeConfigFile.settings(at: file))
  }

  /// The `.xcconfig` a build configuration is based on: `baseConfigurationReference` (a
  /// file reference), or Xcode 16's anchor folder and path within it.
  private func baseConfigurationFile(of configuration: [String: PropertyList]) -> String? {
    if let reference = configuration["baseConfigurationReference"]?.string { return path(of: reference) }
    guard let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
          let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
          let folder = path(of: anchor)
    else { return nil }
    let file = ProjectPath.join(folder, relative)
    return ProjectPath.onDisk(file) ?? file
  }
}
