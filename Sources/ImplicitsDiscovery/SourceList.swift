import Foundation

// A source list names the files to index instead of a project description: the build
// plugin writes one per target it analyses, since it knows the target's files already.
extension ProjectDiscovery {
  /// The files named in a source list: one `MODULE<TAB>PATH` per line, PATH absolute or
  /// relative to `root`, with optional `@module<TAB>NAME<TAB>KIND` lines (KIND: library,
  /// executable, test) that give modules their kind, as a package manifest would.
  static func discovery(fromList list: URL, root: URL) throws -> Discovery {
    let text: String
    do {
      text = try String(contentsOf: list, encoding: .utf8)
    } catch {
      throw DiscoveryError.unreadableList(list.path)
    }
    let rootPath = root.standardizedFileURL.path
    var result: [SourceFile] = []
    var modules: [Module] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let parts = line.split(separator: "\t").map(String.init)
      if parts.first == "@module" {
        guard parts.count == 3, let kind = Module.Kind(rawValue: parts[2]) else {
          throw DiscoveryError.malformedList(list.path, line: number + 1)
        }
        modules.append(Module(name: parts[1], kind: kind, dependencies: []))
        continue
      }
      guard parts.count == 2, !parts[0].isEmpty, parts[1].hasSuffix(".swift") else {
        throw DiscoveryError.malformedList(list.path, line: number + 1)
      }
      var path = parts[1]
      if path.hasPrefix(rootPath + "/") { path.removeFirst(rootPath.count + 1) }
      result.append(SourceFile(path: path, module: parts[0]))
    }
    return Discovery(files: result, modules: modules, notes: [])
  }
}
