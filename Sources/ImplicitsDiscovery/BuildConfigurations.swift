/// One way the project is built: an operating system, the modules built for it, and
/// each of their files in the module it is analysed as part of. Each configuration is
/// indexed and proved on its own (its own database), and a read is satisfied only if
/// it is satisfied in every configuration that builds it (ProjectIndex merges them).
public struct BuildConfigurationPlan: Sendable, Equatable {
  /// How messages name it: the operating system (`tvOS`).
  public var name: String
  public var os: String
  public var modules: [Module]
  public var files: [SourceFile]
}

/// Splits a project into build configurations, one per operating system its targets
/// are built for and set of conditions its apps are compiled with (`iOS`, `tvOS`,
/// `iOS EXTENDED`: a second app target that adds `EXTENDED` to shared files):
/// - a *root* is a module nothing in the project depends on, or an app or extension
///   target; its platforms are the project's (`Module.platforms`), else a package's
///   `platforms:` (iOS first), else iOS;
/// - test targets are not analysed (not app code), unless the project has nothing else;
///   a test's platforms come from the modules it tests;
/// - a configuration builds the roots of its OS and, transitively, the modules they
///   depend on (a library is built for whatever uses it);
/// - a file compiled into several modules of one configuration is analysed once there,
///   as part of the first, with a note.
/// `--os` (or `buildConfiguration.os`) gives every target that OS; `--define` (or
/// `buildConfiguration.defines`) replaces every target's conditions; both together
/// make one configuration of everything.
enum BuildConfigurations {
  static func plan(_ discovery: Discovery, os override: String?, overrideDefines: Bool = false)
    -> (plans: [BuildConfigurationPlan], notes: [DiscoveryNote]) {
    // A source list may name modules it does not describe: they are roots, as executables.
    // Modules are told apart by id (two of one name may be built for different
    // platforms); dependencies name modules, so a name stands for each of its ids.
    var modules = discovery.modules
    for file in discovery.files where !modules.contains(where: { $0.id == file.module }) {
      modules.append(Module(name: file.module, kind: .executable))
    }
    let byID = Dictionary(modules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let idsOfName = Dictionary(grouping: modules.map { ($0.name, $0.id) }, by: \.0).mapValues { $0.map(\.1) }
    // Test targets are not app code: their views never run in the app, and what they
    // declare proves nothing for it. They are analysed only in a project of nothing else.
    let analysesTests = !modules.contains { $0.kind != .test }
    let analysed = modules.filter { analysesTests || $0.kind != .test }
    let dependedOn = Set(analysed.flatMap { module in module.dependencies.filter { $0 != module.name } })

    var platformsOf: [String: [String]] = [:]
    func platforms(of module: Module, visiting: Set<String> = []) -> [String] {
      if let override { return [override] }
      if let known = platformsOf[module.id] { return known }
      var result = module.platforms
      if result.isEmpty, module.kind == .test {
        for dependency in module.dependencies where !visiting.contains(dependency) {
          for tested in (idsOfName[dependency] ?? []).compactMap({ byID[$0] }) {
            for os in platforms(of: tested, visiting: visiting.union([module.name])) where !result.contains(os) {
              result.append(os)
            }
          }
        }
      }
      if result.isEmpty {
        result = [module.preferredPlatforms.contains("iOS") ? "iOS" : module.preferredPlatforms.first ?? "iOS"]
      }
      platformsOf[module.id] = result
      return result
    }

    // A configuration per OS and set of root conditions (`--define` replaces them all).
    func conditions(of module: Module) -> [String] {
      overrideDefines ? [] : Array(Set(module.defines ?? ["DEBUG"])).sorted()
    }
    let roots = analysed.filter { $0.kind != .library || !dependedOn.contains($0.name) }
    var keys: [(os: String, conditions: [String])] = []
    for root in roots {
      for os in platforms(of: root) where !keys.contains(where: { $0.os == os && $0.conditions == conditions(of: root) }) {
        keys.append((os, conditions(of: root)))
      }
    }
    if keys.isEmpty { keys = [(override ?? "iOS", [])] }

    var plans: [BuildConfigurationPlan] = []
    var notes: [DiscoveryNote] = []
    var noted: Set<String> = []
    for (os, rootConditions) in keys {
      // The roots of this configuration and everything they depend on, in discovery order.
      // (ids; a dependency's name stands for its module built for this OS when there
      // are several of that name)
      var built: Set<String> = []
      var pending = roots.filter { platforms(of: $0).contains(os) && conditions(of: $0) == rootConditions }.map(\.id)
      while let id = pending.popLast() {
        guard built.insert(id).inserted, let module = byID[id] else { continue }
        for dependency in module.dependencies {
          let candidates = idsOfName[dependency] ?? []
          let forOS = candidates.filter { byID[$0].map { BuildSettings.builds(for: os, platforms(of: $0)) } ?? false }
          pending += forOS.isEmpty ? candidates : forOS
        }
      }
      let files = self.files(of: discovery, builtBy: built, names: byID.mapValues(\.name), notes: &notes, noted: &noted)
      plans.append(BuildConfigurationPlan(name: name(os: os, conditions: rootConditions, among: keys), os: os,
                                          modules: modules.filter { built.contains($0.id) }, files: files))
    }
    // A platform whose roots compile no Swift file has nothing to analyse.
    if plans.contains(where: { !$0.files.isEmpty }) { plans.removeAll { $0.files.isEmpty } }
    return (sorted(plans), notes)
  }

  /// A configuration is named by its OS, and by the conditions that set it apart from
  /// the OS's others.
  private static func name(os: String, conditions: [String], among keys: [(os: String, conditions: [String])]) -> String {
    let siblings = keys.filter { $0.os == os }.map { Set($0.conditions) }
    let common = siblings.dropFirst().reduce(siblings.first ?? []) { $0.intersection($1) }
    let distinct = conditions.filter { !common.contains($0) }
    return ([os] + distinct).joined(separator: " ")
  }

  /// Each file the `built` modules (ids) compile, in the first of them (by name); a file
  /// compiled into several gets a note, once across configurations (`noted`).
  private static func files(of discovery: Discovery, builtBy built: Set<String>, names: [String: String],
                            notes: inout [DiscoveryNote], noted: inout Set<String>) -> [SourceFile] {
    var files: [SourceFile] = []
    // Files shared by the same modules get one note, at the first of them.
    var shared: [[String]: [String]] = [:]
    var order: [[String]] = []
    for file in discovery.files {
      let owners = (discovery.memberships[file.path] ?? [file.module]).filter(built.contains).map { names[$0] ?? $0 }
      guard let owner = owners.first else { continue }
      files.append(SourceFile(path: file.path, module: owner))
      if owners.count > 1, noted.insert(file.path).inserted {
        if shared[owners] == nil { order.append(owners) }
        shared[owners, default: []].append(file.path)
      }
    }
    for owners in order {
      let paths = shared[owners] ?? []
      let subject = paths.count == 1 ? "this file is" : "this file and \(paths.count - 1) more are"
      notes.append(DiscoveryNote(
        file: paths[0], line: 1, column: 1, severity: .note,
        message: "\(subject) compiled into modules \(owners.map { "'\($0)'" }.joined(separator: " and ")); "
          + "\(paths.count == 1 ? "it is" : "each is") analysed once, as part of '\(owners[0])'"))
    }
    return files
  }

  /// In the order of BuildSettings.operatingSystems, a plain build before its variants:
  /// the first one's index is the one `sql` and the browsing commands open by default.
  private static func sorted(_ plans: [BuildConfigurationPlan]) -> [BuildConfigurationPlan] {
    let order = BuildSettings.operatingSystems
    return plans.sorted { a, b in
      (order.firstIndex(of: a.os) ?? order.count, a.os, a.name.count, a.name)
        < (order.firstIndex(of: b.os) ?? order.count, b.os, b.name.count, b.name)
    }
  }
}
