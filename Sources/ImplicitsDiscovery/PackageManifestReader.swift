import SwiftSyntax

/// Takes the evaluated `Package(...)` of a `Package.swift` apart into a PackageManifest:
/// targets, products, local packages and platforms. A part the evaluator could not
/// follow is a warning at its place, and the part is left out (a target) or falls back
/// (a path: the conventional folder).
struct PackageManifestReader {
  let path: String
  let evaluator: ManifestEvaluator
  var manifest = PackageManifest()

  init(tree: SourceFileSyntax, path: String, folder: String? = nil) {
    self.path = path
    evaluator = ManifestEvaluator(files: [(path, tree)], folder: folder)
  }

  mutating func read() {
    evaluator.runTopLevel()
    let evaluator = self.evaluator
    let named = evaluator.global("package")
    let package = named?.call.flatMap { $0.name == "Package" ? $0 : nil }
      ?? evaluator.globalNames().lazy.compactMap { evaluator.global($0)?.call }.first { $0.name == "Package" }
    guard let package else {
      if let unknown = named?.unknown {
        incomplete(unknown, "cannot evaluate the package")
      } else {
        manifest.isComplete = false
        manifest.notes.append(DiscoveryNote(file: path, line: 1, column: 1, severity: .warning,
                                            message: "no `Package(...)` found" + Self.fallback + Self.suffix))
      }
      return
    }
    if let targets = package.argument("targets") { readTargets(targets) }
    if let products = package.argument("products") { readProducts(products) }
    if let dependencies = package.argument("dependencies") { readPackageDependencies(dependencies) }
    for platform in package.argument("platforms")?.elements ?? [] {
      if let name = platform.memberName { manifest.platforms.append(name.lowercased()) }
    }
    manifest.isComputed = evaluator.computed
    manifest.fileProbes = evaluator.fileProbes
    // A statement the evaluator could not run may have added targets.
    for lost in evaluator.lost { incomplete(lost, "cannot evaluate this") }
  }

  private static let suffix = " (the manifest is evaluated by the analyzer, not run)"
  private static let fallback = "; folders under Sources/ and Tests/ that no target claims are indexed as modules of their own"

  private mutating func readTargets(_ value: ManifestValue) {
    guard let elements = value.elements else {
      return incomplete(value.unknown, "cannot evaluate the targets")
    }
    for element in elements { readTarget(element) }
  }

  private mutating func readTarget(_ value: ManifestValue) {
    guard let call = value.call, let kind = PackageManifest.targetKinds[call.name] else {
      return incomplete(value.unknown, "cannot read this target declaration")
    }
    guard let name = call.argument("name")?.string else {
      return incomplete(call.argument("name")?.unknown ?? call.place, "cannot read the name of this target")
    }
    var target = PackageManifest.Target(name: name, kind: kind)
    if let path = call.argument("path"), !path.isNull {
      target.path = path.string
      if target.path == nil { warn(path.unknown ?? call.place, "cannot read the path of target '\(name)'; using SwiftPM's default folder") }
    }
    if let exclude = call.argument("exclude") {
      target.exclude = strings(exclude) ?? []
      if strings(exclude) == nil { warn(firstUnknown(exclude, call), "cannot read the excluded paths of target '\(name)'; excluding nothing") }
    }
    if let sources = call.argument("sources"), !sources.isNull {
      target.sources = strings(sources)
      if target.sources == nil {
        warn(firstUnknown(sources, call), "cannot read the sources of target '\(name)'; using every file under its path")
      }
    }
    for dependency in call.argument("dependencies")?.elements ?? [] {
      if let module = self.dependency(dependency) {
        target.dependencies.append(module)
      } else if let unknown = dependency.unknown {
        warn(unknown, "cannot read this dependency of target '\(name)'")
      }
    }
    if let unknown = call.argument("dependencies")?.unknown {
      warn(unknown, "cannot read the dependencies of target '\(name)'")
    }
    for setting in call.argument("swiftSettings")?.elements ?? [] {
      // `.define("X")` alone; with a `.when(...)` condition it is not always active.
      guard let define = setting.call, define.name == "define", define.arguments.count == 1,
            define.arguments[0].label == nil, let flag = define.arguments[0].value.string
      else { continue }
      target.defines.append(flag)
    }
    manifest.targets.append(target)
  }

  /// `.library(name:targets:)` and `.executable(name:targets:)`; plugins are not modules.
  private mutating func readProducts(_ value: ManifestValue) {
    guard let products = value.elements else {
      return warn(value.unknown, "cannot read the products; a product is taken to be the target of the same name")
    }
    for product in products {
      guard let call = product.call, ["library", "executable"].contains(call.name) else {
        if let unknown = product.unknown { warn(unknown, "cannot read this product; a product is taken to be the target of the same name") }
        continue
      }
      guard let name = call.argument("name")?.string, let targets = call.argument("targets").flatMap(strings) else {
        warn(call.place, "cannot read this product; a product is taken to be the target of the same name")
        continue
      }
      manifest.products.append(PackageManifest.Product(name: name, targets: targets))
    }
  }

  /// The `.package(path:)` (and `.package(name:path:)`) dependencies; remote ones are
  /// outside the project.
  private mutating func readPackageDependencies(_ value: ManifestValue) {
    guard let dependencies = value.elements else {
      return warn(value.unknown, "cannot read the package dependencies; local packages among them are not indexed")
    }
    for dependency in dependencies {
      if let unknown = dependency.unknown {
        warn(unknown, "cannot read this package dependency; a local package there is not indexed")
        continue
      }
      guard let call = dependency.call, call.name == "package", let path = call.argument("path") else { continue }
      if let folder = path.string {
        manifest.localPackages.append(folder)
      } else {
        warn(path.unknown ?? call.place, "cannot read the path of this local package; its modules are not indexed")
      }
    }
  }

  /// `"Name"`, `.target(name:)`, `.product(name:package:)`, `.byName(name:)` (and their
  /// `...Item` spellings): the name of the module or product depended on.
  private func dependency(_ value: ManifestValue) -> String? {
    if let name = value.string { return name }
    guard let call = value.call,
          ["target", "product", "byName", "targetItem", "productItem", "byNameItem"].contains(call.name)
    else { return nil }
    return call.argument("name")?.string
  }

  private func strings(_ value: ManifestValue) -> [String]? {
    guard let elements = value.elements else { return nil }
    let texts = elements.compactMap(\.string)
    return texts.count == elements.count ? texts : nil
  }

  // MARK: Notes


  private func firstUnknown(_ value: ManifestValue, _ call: ManifestCall) -> ManifestUnknown {
    value.unknowns.first ?? call.place
  }

  /// A part whose loss may hide targets: the conventional layout fills in.
  private mutating func incomplete(_ unknown: ManifestUnknown?, _ message: String) {
    manifest.isComplete = false
    warn(unknown, message, fallback: Self.fallback)
  }

  private mutating func warn(_ unknown: ManifestUnknown?, _ message: String, fallback: String = "") {
    let reason = unknown.map { $0.reason.isEmpty ? "" : " (\($0.reason))" } ?? ""
    // Where the value could not be made: in the manifest, or in a function it calls.
    let file = unknown?.file ?? path
    manifest.notes.append(DiscoveryNote(file: file.isEmpty ? path : file, line: unknown?.line ?? 1,
                                        column: unknown?.column ?? 1, severity: .warning,
                                        message: message + reason + fallback + Self.suffix))
  }
}
