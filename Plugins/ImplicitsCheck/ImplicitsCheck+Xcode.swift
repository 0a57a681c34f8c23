#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same check for a target of an `.xcodeproj`: its Swift sources and those
/// of the Xcode targets it depends on, one module per target.
///
/// Not compiled on Linux (XcodeProjectPlugin ships with Xcode only): it mirrors
/// ImplicitsCheck.swift, and both share CheckCommand. If Xcode reports no target
/// dependencies (some versions report none), only the target's own files are
/// analysed.
extension ImplicitsCheck: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let analysed = [target] + Self.targetDependencies(of: target)
    let check = CheckCommand(
      root: context.xcodeProject.directoryURL,
      module: Self.moduleName(of: target),
      sources: analysed.flatMap { target in
        Array(target.inputFiles)
          .filter { $0.type == .source && $0.url.pathExtension == "swift" }
          .map { (Self.moduleName(of: target), $0.url) }
      })
    return [try check.command(
      glueTool: try context.tool(named: "implicits-glue").url,
      indexTool: try context.tool(named: "implicits-index").url,
      workDirectory: context.pluginWorkDirectoryURL)]
  }

  /// Xcode targets this one depends on, transitively. (Package products are
  /// other packages: not part of this project's view tree.)
  static func targetDependencies(of target: XcodeTarget) -> [XcodeTarget] {
    var result: [XcodeTarget] = []
    var pending = [target]
    while let next = pending.popLast() {
      for case .target(let dependency) in next.dependencies {
        if dependency.id == target.id || result.contains(where: { $0.id == dependency.id }) { continue }
        result.append(dependency)
        pending.append(dependency)
      }
    }
    return result
  }

  /// PRODUCT_MODULE_NAME's default: the name with non-identifier characters as `_`.
  static func moduleName(of target: XcodeTarget) -> String {
    String(target.displayName.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }
}
#endif
