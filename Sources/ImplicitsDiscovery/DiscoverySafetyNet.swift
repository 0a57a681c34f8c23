import Foundation

/// The safety net under project discovery: a project description that leaves much of
/// the tree out is more likely misread than meant, and indexing a fraction of an app
/// silently reports "0 views". It applies when, tests, tools, vendored code and what
/// the description leaves out by name (`Discovery.leftOutOnPurpose`) aside:
/// - more than a fifth of the tree's Swift files are in no target;
/// - a target that is not a test has no Swift file, and a folder named after it does;
/// - a target's description uses something discovery does not understand
///   (`Discovery.notUnderstood`).
/// Then one warning names the largest folders left out, and those files are indexed as
/// a plain tree: a target without sources gets the folder named after it, the rest go
/// to the targets not understood, else to the app (the first executable target, on
/// each of its platforms).
enum DiscoverySafetyNet {
  /// Folders whose Swift files are not the app's: tests, tools, vendored code.
  static let asideFolders: Set<String> = [
    "fastlane", "pods", "carthage", "vendor", "vendored", "thirdparty", "third_party", "third-party", "external",
    "externals", "scripts", "script", "tools", "buildtools", "build-tools", "checkouts", "submodules",
  ]

  /// Whether a file is a test, a tool or vendored: a folder of its path is a test
  /// folder (`Tests`, `AppUITests`, `Test`) or one of `asideFolders`, or the file is
  /// named `*Tests.swift`.
  static func isAside(_ path: String) -> Bool {
    let parts = path.split(separator: "/").map { $0.lowercased() }
    if let name = parts.last, name.hasSuffix("tests.swift") || name.hasSuffix("test.swift") { return true }
    return parts.dropLast().contains { part in
      asideFolders.contains(part) || part.hasSuffix("tests") || part == "test" || part.hasSuffix("-tests")
    }
  }

  /// Applies the net to a discovery whose `unassigned` files are known; `description`
  /// is the project file the warning is about.
  ///
  /// A package's manifest is read by SwiftPM's exact rules (its `exclude:` is meant), so
  /// only Xcode projects and the specs they are generated from are caught; and files
  /// of a package the project does not read (a folder with its own Package.swift) are
  /// that package's, which a warning already names.
  static func apply(_ discovery: inout Discovery, description: String, root: URL) {
    guard description != "Package.swift" else { return }
    var packageFolders: [String: Bool] = [:]
    func inPackage(_ path: String) -> Bool {
      var folder = (path as NSString).deletingLastPathComponent
      while !folder.isEmpty {
        if let known = packageFolders[folder] { return known }
        let found = FileKind.of(root.appendingPathComponent(folder).path + "/Package.swift") == .file
        packageFolders[folder] = found
        if found { return true }
        folder = (folder as NSString).deletingLastPathComponent
      }
      return false
    }
    let left = discovery.unassigned.filter { path in
      let name = (path as NSString).lastPathComponent
      return !isAside(path) && !discovery.leftOutOnPurpose.contains(path) && !inPackage(path)
        && !["Package.swift", "Project.swift", "Workspace.swift"].contains(name) && !name.hasPrefix("Package@swift-")
    }
    guard !left.isEmpty else { return }
    let relevant = discovery.files.filter { !isAside($0.path) }.count + left.count
    var remaining = left
    var moved: [(module: String, files: [String])] = []
    var reasons: [String] = []

    // A target with no sources and a folder of its name: that folder.
    let counts = Dictionary(grouping: discovery.files.flatMap { discovery.memberships[$0.path] ?? [$0.module] },
                            by: { $0 }).mapValues(\.count)
    for module in discovery.modules where module.kind != .test && counts[module.id] == nil {
      let own = remaining.filter { $0.hasPrefix(module.name + "/") }
      guard !own.isEmpty else { continue }
      reasons.append("target '\(module.name)' has no sources")
      for id in discovery.modules.filter({ $0.name == module.name }).map(\.id) where counts[id] == nil {
        moved.append((id, own))
      }
      remaining.removeAll { own.contains($0) }
    }
    let unclear = discovery.modules.filter { discovery.notUnderstood.contains($0.name) }
    if !unclear.isEmpty {
      reasons.append("the description of \(Set(unclear.map(\.name)).sorted().map { "'\($0)'" }.joined(separator: ", ")) "
        + "uses what is not understood")
    }
    let tooMany = left.count * 5 > relevant
    if tooMany {
      reasons.insert("\(left.count) of \(relevant) Swift files (tests and tools aside) are in no target", at: 0)
    }
    if !remaining.isEmpty, tooMany || !unclear.isEmpty {
      let app = discovery.modules.first { $0.kind == .executable } ?? discovery.modules.first { $0.kind != .test }
      let receivers = unclear.isEmpty ? discovery.modules.filter { $0.name == app?.name } : unclear
      for receiver in receivers { moved.append((receiver.id, remaining)) }
      if receivers.isEmpty { moved = [] }
      remaining = []
    }
    guard !moved.isEmpty else { return }

    let movedFiles = Set(moved.flatMap(\.files))
    let names = Set(moved.compactMap { entry in discovery.modules.first { $0.id == entry.module }?.name }).sorted()
    discovery.notes.append(DiscoveryNote(
      file: description, line: 1, column: 1, severity: .warning,
      message: reasons.joined(separator: "; ") + "; the largest folders left out: "
        + largestFolders(Array(movedFiles)).joined(separator: ", ")
        + "; they are indexed as a plain tree in \(names.map { "'\($0)'" }.joined(separator: ", "))"
        + " (describe them in the project, or exclude them in .implicits.json)"))
    for (module, files) in moved {
      for file in files { discovery.add(file: file, module: module) }
    }
    discovery.unassigned.removeAll { movedFiles.contains($0) }
  }

  /// The three folders holding the most of `files`, with their counts: by first folder,
  /// or by the first two when they are all in one, below it.
  static func largestFolders(_ files: [String]) -> [String] {
    func folder(_ path: String, depth: Int) -> String {
      let parts = path.split(separator: "/").dropLast()
      return parts.isEmpty ? "." : parts.prefix(depth).joined(separator: "/")
    }
    var groups = Dictionary(grouping: files) { folder($0, depth: 1) }
    if groups.count == 1, files.allSatisfy({ $0.split(separator: "/").count > 2 }) {
      groups = Dictionary(grouping: files) { folder($0, depth: 2) }
    }
    return groups.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }.prefix(3)
      .map { "\($0.key == "." ? "." : $0.key + "/") (\($0.value.count))" }
  }
}
