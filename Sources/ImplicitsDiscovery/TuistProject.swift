import Foundation
import SwiftParser
import SwiftSyntax

/// Tuist projects, read from the syntax of `Workspace.swift` and `Project.swift` (never
/// run: they may call anything): the workspace's `projects:` (folders or globs of
/// folders holding a `Project.swift`), and each project's `targets:` written as
/// `.target(...)` or `Target(...)` with literal `name:`, `product:`, `sources:` (globs,
/// relative to the project) and `dependencies:` (`.target(name:)`,
/// `.project(target:path:)`, `.package(product:)`, `.external(name:)`), and its local
/// `packages:` (`.local(path:)`, `.package(path:)`). What is built another way (helper
/// functions of ProjectDescriptionHelpers, computed values) is a warning naming the
/// file and line, and is left out.
enum TuistProject {
  /// `workspace`, `project`: the root's `Workspace.swift` and `Project.swift`, when they exist.
  static func discover(root: URL, workspace: String?, project: String?) -> (Discovery, localPackages: [String]) {
    var discovery = Discovery()
    var projectFiles: [String] = project.map { [$0] } ?? []
    if let workspace, let source = read(root, workspace, &discovery) {
      let reader = Reader(source: source, path: workspace)
      for pattern in reader.strings(argument: "projects", ofCall: "Workspace", notes: &discovery.notes) {
        for folder in folders(matching: pattern, root: root)
        where FileKind.of(root.appendingPathComponent(folder).path + "/Project.swift") == .file {
          let file = ProjectPath.join(folder, "Project.swift")
          if !projectFiles.contains(file) { projectFiles.append(file) }
        }
      }
      discovery.notes += reader.notes
    }
    // Tuist/ holds the configuration and ProjectDescriptionHelpers: manifest code too.
    for helper in ProjectDiscovery.swiftFiles(under: root.appendingPathComponent("Tuist")) {
      discovery.manifests.insert("Tuist/" + helper)
    }
    var localPackages: [String] = []
    var targets: [(target: Target, folder: String, file: String)] = []
    for file in projectFiles {
      guard let source = read(root, file, &discovery) else { continue }
      var reader = Reader(source: source, path: file)
      let folder = (file as NSString).deletingLastPathComponent
      for target in reader.targets() { targets.append((target, folder, file)) }
      for path in reader.localPackages() {
        let package = ProjectPath.join(folder, path)
        if package.hasPrefix("..") || package.hasPrefix("/") {
          discovery.notes.append(DiscoveryNote(file: file, line: 1, column: 1, severity: .warning,
                                               message: "local package \(path) is outside the indexed folder; its modules are not indexed"))
        } else {
          localPackages.append(package)
        }
      }
      discovery.notes += reader.notes
    }
    let ordered = targets.filter { $0.target.kind != .test } + targets.filter { $0.target.kind == .test }
    for (target, folder, file) in ordered {
      let module = ProjectDiscovery.moduleName(target.name)
      let id = discovery.add(Module(name: module, kind: target.kind, dependencies: target.dependencies,
                                    platforms: target.platforms), definedIn: file)
      for use in target.packageProducts {
        discovery.localProductUses.append(Discovery.ProductUse(module: module, product: use, file: file))
      }
      let base = folder.isEmpty ? root : root.appendingPathComponent(folder)
      for path in ProjectDiscovery.swiftFiles(under: base)
      where target.sources.contains(where: { PathGlob.matches($0, path) }) {
        discovery.add(file: ProjectPath.join(folder, path), module: id)
      }
    }
    return (discovery, localPackages)
  }

  private static func read(_ root: URL, _ file: String, _ discovery: inout Discovery) -> String? {
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else {
      discovery.notes.append(DiscoveryNote(file: file, line: 1, column: 1, severity: .warning,
                                           message: "cannot read this Tuist manifest; its targets are not indexed"))
      return nil
    }
    discovery.manifests.insert(file)
    return String(decoding: data, as: UTF8.self)
  }

  /// Folders (relative to the root) that a workspace's `projects:` entry names.
  private static func folders(matching pattern: String, root: URL) -> [String] {
    let normalized = ProjectPath.normalize(pattern)
    guard normalized.contains("*") || normalized.contains("?") else { return [normalized] }
    let manifests = ProjectDiscovery.swiftFiles(under: root).filter { ($0 as NSString).lastPathComponent == "Project.swift" }
    return manifests.map { ($0 as NSString).deletingLastPathComponent }.filter { folder in
      let parts = folder.split(separator: "/").count
      return PathGlob.matches(normalized, folder) && parts >= normalized.split(separator: "/").filter { $0 != "**" }.count
    }
  }

  struct Target {
    var name: String
    var kind: Module.Kind
    var sources: [String] = []
    var dependencies: [String] = []
    /// `.package(product:)` dependencies: products a local package may declare.
    var packageProducts: [String] = []
    /// `destinations:` or `platform:` as `os(...)` names.
    var platforms: [String] = []
  }

  private struct Reader {
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    let path: String
    var notes: [DiscoveryNote] = []

    init(source: String, path: String) {
      tree = Parser.parse(source: source)
      converter = SourceLocationConverter(fileName: path, tree: tree)
      self.path = path
    }

    func strings(argument label: String, ofCall name: String, notes: inout [DiscoveryNote]) -> [String] {
      guard let call = calls().first(where: { callee($0) == name }), let value = argument(label, of: call) else {
        return []
      }
      guard let array = value.as(ArrayExprSyntax.self) else {
        note(value, "cannot read these projects; they are not indexed", into: &notes)
        return []
      }
      var result: [String] = []
      for element in array.elements {
        if let text = string(element.expression) {
          result.append(text)
        } else {
          note(element, "cannot read this project path; it is not indexed", into: &notes)
        }
      }
      return result
    }

    mutating func targets() -> [Target] {
      guard let project = calls().first(where: { callee($0) == "Project" }) else {
        note(tree, "no `Project(...)` call found; the project's targets are not indexed", into: &notes)
        return []
      }
      guard let list = argument("targets", of: project) else { return [] }
      guard let array = list.as(ArrayExprSyntax.self) else {
        note(list, "cannot read these targets (the manifest is read, not run); they are not indexed", into: &notes)
        return []
      }
      var result: [Target] = []
      for element in array.elements {
        guard let call = element.expression.as(FunctionCallExprSyntax.self),
              ["target", "Target"].contains(callee(call)),
              let name = argument("name", of: call).flatMap(string)
        else {
          note(element, "cannot read this target (a helper function? the manifest is read, not run); it is not indexed",
               into: &notes)
          continue
        }
        let product = argument("product", of: call).flatMap { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text } ?? "app"
        let kind: Module.Kind = product.lowercased().contains("test") ? .test
          : product.lowercased().contains("framework") || product.lowercased().contains("library") ? .library
          : .executable
        var target = Target(name: name, kind: kind)
        // `destinations: .iOS`, `[.iPhone, .mac]`, or the older `platform: .tvOS`.
        for label in ["destinations", "platform"] {
          guard let value = argument(label, of: call) else { continue }
          for member in [value.as(MemberAccessExprSyntax.self)].compactMap({ $0 }) + value.descendants(MemberAccessExprSyntax.self) {
            if let os = BuildSettings.operatingSystem(member.declName.baseName.text), !target.platforms.contains(os) {
              target.platforms.append(os)
            }
          }
        }
        if let sources = argument("sources", of: call) {
          let elements = sources.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? [sources]
          for element in elements {
            let glob = string(element)
              ?? element.as(FunctionCallExprSyntax.self).flatMap { call in
                call.arguments.first.flatMap { string($0.expression) }
              }
            if let glob { target.sources.append(glob) } else {
              note(element, "cannot read these sources of target '\(name)'; they are not indexed", into: &notes)
            }
          }
        }
        for element in argument("dependencies", of: call)?.as(ArrayExprSyntax.self)?.elements ?? [] {
          guard let dependency = element.expression.as(FunctionCallExprSyntax.self) else { continue }
          switch callee(dependency) {
          case "target": argument("name", of: dependency).flatMap(string).map { target.dependencies.append(ProjectDiscovery.moduleName($0)) }
          case "project": argument("target", of: dependency).flatMap(string).map { target.dependencies.append(ProjectDiscovery.moduleName($0)) }
          case "package":
            if let product = argument("product", of: dependency).flatMap(string) {
              target.dependencies.append(ProjectDiscovery.moduleName(product))
              target.packageProducts.append(ProjectDiscovery.moduleName(product))
            }
          case "external": argument("name", of: dependency).flatMap(string).map { target.dependencies.append(ProjectDiscovery.moduleName($0)) }
          default: break
          }
        }
        result.append(target)
      }
      return result
    }

    func localPackages() -> [String] {
      guard let project = calls().first(where: { callee($0) == "Project" }),
            let packages = argument("packages", of: project)?.as(ArrayExprSyntax.self)
      else { return [] }
      return packages.elements.compactMap { element in
        guard let call = element.expression.as(FunctionCallExprSyntax.self),
              ["local", "package"].contains(callee(call))
        else { return nil }
        return argument("path", of: call).flatMap(string)
      }
    }

    /// Every call, in source order.
    private func calls() -> [FunctionCallExprSyntax] {
      let collector = CallCollector(viewMode: .sourceAccurate)
      collector.walk(tree)
      return collector.calls
    }

    /// `Name(...)` → Name; `.name(...)` and `Base.name(...)` → name.
    private func callee(_ call: FunctionCallExprSyntax) -> String? {
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
      return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    private func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
      call.arguments.first { $0.label?.text == label }?.expression
    }

    private func string(_ expression: ExprSyntax) -> String? {
      expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    private func note(_ node: some SyntaxProtocol, _ message: String, into notes: inout [DiscoveryNote]) {
      let location = node.startLocation(converter: converter)
      notes.append(DiscoveryNote(file: path, line: location.line, column: location.column, severity: .warning,
                                 message: message))
    }
  }
}

private final class CallCollector: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }
}
