import SwiftParser

/// Takes an evaluated Tuist manifest apart: a `Workspace(...)`'s projects, a
/// `Project(...)`'s targets and local packages. Each part the evaluator could not follow
/// is a warning at its place (in the manifest, or in the helper it called).
struct TuistManifestReader {
  let path: String
  private let evaluator: ManifestEvaluator
  private(set) var notes: [DiscoveryNote] = []
  private let value: (call: ManifestCall?, unknown: ManifestUnknown?)

  /// `helpers`: the files of `Tuist/ProjectDescriptionHelpers`, as (path, text).
  init(path: String, source: String, helpers: [(path: String, source: String)], folder: String? = nil) {
    self.path = path
    evaluator = ManifestEvaluator(files: ([(path, source)] + helpers).map { ($0.path, Parser.parse(source: $0.source)) },
                                  folder: folder)
    evaluator.runTopLevel()
    var found: (ManifestCall?, ManifestUnknown?) = (nil, nil)
    for name in ["project", "workspace"] + evaluator.globalNames() {
      guard let global = evaluator.global(name) else { continue }
      if let call = global.call, ["Project", "Workspace"].contains(call.name) {
        found = (call, nil)
        break
      }
      if found.1 == nil, let unknown = global.unknown { found.1 = unknown }
    }
    value = found
    for lost in evaluator.lost { warn(lost, "cannot evaluate this") }
  }

  func workspaceProjects() -> [String] {
    guard let workspace = value.call, workspace.name == "Workspace" else { return [] }
    return strings(workspace.argument("projects"))
  }

  mutating func targets() -> [TuistProject.Target] {
    guard let project = value.call, project.name == "Project" else {
      warn(value.unknown, "no `Project(...)` found; the project's targets are not indexed")
      return []
    }
    guard let list = project.argument("targets") else { return [] }
    guard let elements = list.elements else {
      warn(list.unknown, "cannot evaluate these targets; they are not indexed")
      return []
    }
    var result: [TuistProject.Target] = []
    for element in elements {
      guard let call = element.call, ["target", "Target"].contains(call.name), let name = call.argument("name")?.string else {
        warn(element.unknown ?? element.call?.place, "cannot read this target; it is not indexed")
        continue
      }
      result.append(target(name, call))
    }
    return result
  }

  private mutating func target(_ name: String, _ call: ManifestCall) -> TuistProject.Target {
    let product = call.argument("product")?.memberName ?? "app"
    let kind: Module.Kind = product.lowercased().contains("test") ? .test
      : product.lowercased().contains("framework") || product.lowercased().contains("library") ? .library
      : .executable
    var target = TuistProject.Target(name: name, kind: kind)
    target.evaluated = call.isComputed
    readDestinations(call, into: &target)
    if let sources = call.argument("sources") {
      for element in sources.elements ?? [sources] {
        // A glob, `.glob("…", excluding: …)`, or a list of them (`.paths([...])`).
        let globs = element.string.map { [$0] } ?? element.call.map { strings($0.firstUnlabelled) } ?? []
        if globs.isEmpty {
          warn(element.unknowns.first ?? call.place, "cannot read these sources of target '\(name)'; they are not indexed")
        }
        target.sources += globs
      }
    }
    for element in call.argument("dependencies")?.elements ?? [] {
      guard let dependency = element.call else {
        if let unknown = element.unknown { warn(unknown, "cannot read this dependency of target '\(name)'") }
        continue
      }
      // A plugin (`.package(product:type: .plugin)`) runs in the build, it is no module.
      if dependency.argument("type")?.memberName == "plugin" { continue }
      let label = ["target": "name", "project": "target", "package": "product", "external": "name"][dependency.name]
      // `.target(name: "X")`, or `.target(someTarget)` naming a target value.
      let named = label.flatMap { dependency.argument($0)?.string }
        ?? (dependency.name == "target" ? dependency.firstUnlabelled?.call?.argument("name")?.string : nil)
      guard let module = named.map(ProjectDiscovery.moduleName) else { continue }
      target.dependencies.append(module)
      if dependency.name == "package" { target.packageProducts.append(module) }
    }
    return target
  }

  /// `destinations: .iOS`, `[.iPhone, .iPad, .mac]` (`.macCatalyst` is a platform of
  /// its own, as in Xcode projects), the older `platform: .tvOS`, and
  /// `deploymentTargets: .iOS("17.0")` / `.multiplatform(iOS: …, macOS: …)` (or the older
  /// `deploymentTarget: .iOS(targetVersion: …)`).
  private func readDestinations(_ call: ManifestCall, into target: inout TuistProject.Target) {
    var named = false
    for label in ["destinations", "platform"] {
      guard let value = call.argument(label) else { continue }
      for destination in value.elements ?? [] {
        guard let member = destination.memberName else { continue }
        named = true
        switch member {
        case "macWithiPadDesign": target.runsOnMac = true
        case "appleVisionWithiPadDesign": continue
        default:
          // Tuist's `.iOS` destinations hold `.macWithiPadDesign`.
          if member == "iOS" && label == "destinations" { target.runsOnMac = true }
          if let os = BuildSettings.operatingSystem(member), !target.platforms.contains(os) { target.platforms.append(os) }
        }
      }
    }
    if named, target.platforms.contains("iOS"), target.runsOnMac == nil { target.runsOnMac = false }
    for label in ["deploymentTargets", "deploymentTarget"] {
      guard let value = call.argument(label)?.call else { continue }
      if let os = BuildSettings.operatingSystem(value.name),
         let version = (value.firstUnlabelled ?? value.argument("targetVersion"))?.string {
        target.deploymentTargets[os] = version
      }
      for argument in value.arguments {
        if let label = argument.label, let os = BuildSettings.operatingSystem(label), let version = argument.value.string {
          target.deploymentTargets[os] = version
        }
      }
    }
  }

  func localPackages() -> [String] {
    guard let project = value.call, project.name == "Project" else { return [] }
    return (project.argument("packages")?.elements ?? []).compactMap { element in
      guard let call = element.call, ["local", "package"].contains(call.name) else { return nil }
      return call.argument("path")?.string
    }
  }

  private func strings(_ value: ManifestValue?) -> [String] {
    (value?.elements ?? []).compactMap(\.string)
  }


  private mutating func warn(_ unknown: ManifestUnknown?, _ message: String) {
    let reason = unknown.map { $0.reason.isEmpty ? "" : " (\($0.reason))" } ?? ""
    let file = unknown?.file ?? ""
    notes.append(DiscoveryNote(file: file.isEmpty ? path : file, line: unknown?.line ?? 1, column: unknown?.column ?? 1,
                               severity: .warning, message: message + reason + " (the manifest is evaluated, not run)"))
  }
}
