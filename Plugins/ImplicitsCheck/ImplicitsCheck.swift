import Foundation
import PackagePlugin

/// `ImplicitsCheck`: a missing implicit value is a build error. Applied to a
/// target, it analyses the view tree that target can see (its own sources and
/// those of the targets it depends on in the same package) and generates the
/// glue of the target's named keys.
@main
struct ImplicitsCheck: BuildToolPlugin {
  static func kind(of module: SourceModuleTarget) -> String {
    switch module.kind {
    case .executable: return "executable"
    case .test: return "test"
    default: return "library"
    }
  }

  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    let packageTargets = Set(context.package.targets.map(\.id))
    // Dependencies from other packages (ImplicitsUI itself, libraries) are not
    // part of this project's view tree.
    let analysed = [module] + target.recursiveTargetDependencies
      .filter { packageTargets.contains($0.id) }
      .compactMap(\.sourceModule)
    let check = CheckCommand(
      root: context.package.directoryURL,
      module: module.moduleName,
      sources: analysed.flatMap { target in
        target.sourceFiles(withSuffix: "swift").map { (target.moduleName, $0.url) }
      },
      kinds: Dictionary(analysed.map { ($0.moduleName, Self.kind(of: $0)) }, uniquingKeysWith: { first, _ in first }))
    return [try check.command(
      glueTool: try context.tool(named: "implicits-glue").url,
      indexTool: try context.tool(named: "implicits-index").url,
      workDirectory: context.pluginWorkDirectoryURL)]
  }
}
