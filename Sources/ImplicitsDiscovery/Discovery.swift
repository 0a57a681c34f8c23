/// What a project is made of: its modules, their Swift files, and notes on whatever
/// could not be read exactly. Each reader (a package, an Xcode project, a spec) fills one
/// and they are merged into the project's; BuildConfigurations cuts the plan from it. It
/// stays inside the module: its bookkeeping (products, manifests, files left out on
/// purpose) means something only to discovery.
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
  /// with a warning, unless both say their platforms and no platform is in both, or both
  /// are apps compiled with other conditions: then they are different modules of
  /// different configurations (`Module.id`).
  @discardableResult
  mutating func add(_ module: Module, definedIn file: String) -> String {
    var module = module
    if module.origin == nil { module.origin = ModuleOrigin(file: file, reading: .read) }
    let namesakes = modules.indices.filter { modules[$0].name == module.name }
    if namesakes.isEmpty {
      module.id = module.name
      modules.append(module)
      return module.id
    }
    let apart = !module.platforms.isEmpty && namesakes.allSatisfy { index in
      !modules[index].platforms.isEmpty && Set(modules[index].platforms).isDisjoint(with: module.platforms)
    }
    if apart {
      module.id = module.name + "@" + module.platforms.joined(separator: "+")
      modules.append(module)
      return module.id
    }
    // Two apps of one module name compiled with other conditions (an app and its
    // `REMOTE` variant) are two builds: each keeps its conditions, in a configuration of
    // its own, rather than one merged module whose second `#if` branch nobody builds.
    if module.kind == .executable, let defines = module.defines, namesakes.allSatisfy({ index in
      modules[index].kind == .executable && modules[index].defines.map { Set($0) != Set(defines) } == true
    }) {
      module.id = module.name + "#" + defines.sorted().joined(separator: ",")
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

