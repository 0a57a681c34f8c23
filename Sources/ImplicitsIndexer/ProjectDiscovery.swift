import Foundation

/// One Swift file of the project and the module it belongs to.
public struct SourceFile: Sendable, Hashable {
  /// Relative to the project root, `/`-separated.
  public var path: String
  public var module: String
}

/// Finds the Swift files of a project and assigns them to modules:
/// a SwiftPM package makes each `Sources/<Target>` a module; any other folder is
/// one module named after the folder.
public enum ProjectDiscovery {
  /// Folders never indexed: build products, VCS data, our own index.
  static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", ".implicits", ".swiftpm", "node_modules"]

  public static func discover(root: URL) throws -> [SourceFile] {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw DiscoveryError.notAFolder(root.path)
    }
    let rootModule = root.standardizedFileURL.lastPathComponent
    let isPackage = fileManager.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    return swiftFiles(under: root).compactMap { relative in
      if isPackage {
        if relative == "Package.swift" { return nil }
        let components = relative.split(separator: "/")
        if components.count >= 3, components[0] == "Sources" || components[0] == "Tests" {
          return SourceFile(path: relative, module: String(components[1]))
        }
        return SourceFile(path: relative, module: rootModule)
      }
      return SourceFile(path: relative, module: rootModule)
    }
  }

  /// The files named in a source list: one `MODULE<TAB>PATH` per line, PATH absolute or
  /// relative to `root` (the build plugin writes one per target it analyses).
  public static func sources(fromList list: URL, root: URL) throws -> [SourceFile] {
    let text: String
    do {
      text = try String(contentsOf: list, encoding: .utf8)
    } catch {
      throw DiscoveryError.unreadableList(list.path)
    }
    let rootPath = root.standardizedFileURL.path
    var result: [SourceFile] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, parts[1].hasSuffix(".swift") else {
        throw DiscoveryError.malformedList(list.path, line: number + 1)
      }
      var path = parts[1]
      if path.hasPrefix(rootPath + "/") { path.removeFirst(rootPath.count + 1) }
      result.append(SourceFile(path: path, module: parts[0]))
    }
    return result
  }

  /// Every `.swift` file under `root`, relative, sorted. Symbolic links to folders are
  /// not followed (no loops); unreadable folders are skipped.
  public static func swiftFiles(under root: URL) -> [String] {
    var result: [String] = []
    var pending = [""]
    let fileManager = FileManager.default
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? root : root.appendingPathComponent(relative)
      guard let entries = try? fileManager.contentsOfDirectory(atPath: folder.path) else { continue }
      for entry in entries.sorted() {
        let path = relative.isEmpty ? entry : relative + "/" + entry
        let url = root.appendingPathComponent(path)
        guard let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey]) else { continue }
        if values.isDirectory == true, values.isSymbolicLink != true {
          if !skippedFolders.contains(entry) { pending.append(path) }
        } else if entry.hasSuffix(".swift") {
          result.append(path)
        }
      }
    }
    return result.sorted()
  }

  public enum DiscoveryError: Error, CustomStringConvertible {
    case notAFolder(String)
    case unreadableList(String)
    case malformedList(String, line: Int)
    public var description: String {
      switch self {
      case .notAFolder(let path): return "\(path) is not a folder"
      case .unreadableList(let path): return "cannot read the source list \(path)"
      case .malformedList(let path, let line):
        return "\(path):\(line): expected MODULE<TAB>PATH.swift"
      }
    }
  }
}
