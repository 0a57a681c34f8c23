import Foundation

/// Reads the descriptions of one project into one Discovery, in the order
/// ProjectDiscovery asks: the package at the root, the workspaces, the spec the
/// projects are generated from or the Xcode projects, then every local package any of
/// them refers to, each once. Packages are queued rather than read at once so that a
/// package found from several places is read from the first, and its warnings name it.
struct DescriptionReader {
  let root: URL
  /// The manifests read on the last run, when the caller keeps them.
  let manifests: ManifestCache?
  private(set) var discovery = Discovery()
  /// Local packages still to read, and the file that refers to each (for warnings).
  private var pending: [(folder: String, referencedFrom: String)] = []
  /// The package folders read or looked for ("" is the root's).
  private(set) var packages: Set<String> = []

  init(root: URL, manifests: ManifestCache? = nil) {
    self.root = root
    self.manifests = manifests
  }

  /// Reads the package in `folder` (relative to the root), once, and queues the local
  /// packages it depends on; `origin` is the file that refers to it.
  mutating func readPackage(_ folder: String, referencedFrom origin: String) {
    guard packages.insert(folder).inserted else { return }
    let manifest = ProjectPath.join(folder, "Package.swift")
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent(manifest).path) else {
      discovery.notes.append(DiscoveryNote(
        file: origin, line: 1, column: 1, severity: .warning,
        message: "the local package \(folder.isEmpty ? "." : folder) has no Package.swift; not indexed"))
      return
    }
    let (package, dependencies) = PackageLayout.discover(root: root, folder: folder, manifests: manifests)
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

  /// The workspace that lists each project it read (relative to the root).
  private(set) var projectOrigins: [String: String] = [:]

  /// Leaves the package in `folder` out on purpose (it repeats the project's sources),
  /// with `note`: it is not read, here or when something refers to it.
  mutating func skipPackage(_ folder: String, note: DiscoveryNote) {
    packages.insert(folder)
    discovery.notes.append(note)
  }

  /// Whether a project or package read so far refers to the local package in `folder`.
  func refersTo(package folder: String) -> Bool {
    pending.contains { $0.folder == folder }
  }

  /// The Xcode projects the workspaces list (relative to the root); queues the packages
  /// they list.
  mutating func readWorkspaces(_ workspaces: [String]) -> [String] {
    var projects: [String] = []
    for workspace in workspaces {
      let contents = XcodeWorkspace.read(root: root, workspace: workspace)
      discovery.notes += contents.notes
      let file = workspace + "/contents.xcworkspacedata"
      for path in contents.projects + contents.folders where path.hasPrefix("/") {
        discovery.notes.append(DiscoveryNote(
          file: file, line: 1, column: 1, severity: .warning,
          message: "the workspace lists \(path), which is outside the indexed folder; not indexed"))
      }
      for project in contents.projects where !project.hasPrefix("/") {
        projects.append(project)
        if projectOrigins[project] == nil { projectOrigins[project] = file }
      }
      for folder in contents.folders where !folder.hasPrefix("/")
        && FileKind.of(root.appendingPathComponent(folder).path + "/Package.swift") == .file {
        pending.append((folder, file))
      }
    }
    return projects
  }

  /// Reads the spec an Xcode project is generated from, when the root's `entries` hold
  /// one (XcodeGen's `project.yml`, else Tuist's manifests); returns its file.
  mutating func readSpecification(in entries: [String]) -> String? {
    if entries.contains("project.yml") {
      let (generated, localPackages) = XcodeGenProject.discover(root: root, file: "project.yml")
      discovery.merge(generated, definedIn: "project.yml")
      pending += localPackages.map { ($0, "project.yml") }
      return "project.yml"
    }
    guard entries.contains("Project.swift") || entries.contains("Workspace.swift") else { return nil }
    let specification = entries.contains("Workspace.swift") ? "Workspace.swift" : "Project.swift"
    let (generated, localPackages) = TuistProject.discover(
      root: root, workspace: entries.contains("Workspace.swift") ? "Workspace.swift" : nil,
      project: entries.contains("Project.swift") ? "Project.swift" : nil)
    discovery.merge(generated, definedIn: specification)
    pending += localPackages.map { ($0, specification) }
    return specification
  }

  /// Reads each `.xcodeproj` folder (relative to the root) that has a project file, and
  /// the projects they reference, each once.
  mutating func readXcodeProjects(_ projects: [String]) {
    var queue = projects
    var read: Set<String> = []
    // The file that refers to each project, for the warning when it is missing.
    var origins = projectOrigins
    while !queue.isEmpty {
      let project = ProjectPath.normalize(queue.removeFirst())
      guard read.insert(project).inserted else { continue }
      let file = project + "/project.pbxproj"
      guard FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path) else {
        if let origin = origins[project] {
          discovery.notes.append(DiscoveryNote(
            file: origin, line: 1, column: 1, severity: .warning,
            message: "the project \(project) it refers to does not exist; its targets are not indexed"))
        }
        continue
      }
      let (projectDiscovery, localPackages, referenced) = XcodeProject.discover(root: root, project: project)
      for next in referenced where origins[next] == nil { origins[next] = file }
      discovery.merge(projectDiscovery, definedIn: file)
      pending += localPackages.map { ($0, file) }
      queue += referenced
    }
  }

  /// Reads the queued packages, and the packages they queue, until none is left.
  mutating func readPendingPackages() {
    while !pending.isEmpty {
      let (folder, origin) = pending.removeFirst()
      readPackage(folder, referencedFrom: origin)
    }
  }
}
