import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The projects and packages an `.xcworkspace` lists, read from its
/// `contents.xcworkspacedata` (XML: `FileRef` and nested `Group` elements whose
/// `location` is `group:`, `container:` or `absolute:` a path).
enum XcodeWorkspace {
  struct Contents {
    /// `.xcodeproj` folders, relative to the root (absolute when outside it).
    var projects: [String] = []
    /// Other folders the workspace lists (local packages among them), the same way.
    var folders: [String] = []
    var notes: [DiscoveryNote] = []
  }

  /// `workspace` is the `.xcworkspace` folder, relative to `root`.
  static func read(root: URL, workspace: String) -> Contents {
    let file = workspace + "/contents.xcworkspacedata"
    var contents = Contents()
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else {
      contents.notes.append(DiscoveryNote(file: file, line: 1, column: 1, severity: .warning,
                                          message: "cannot read the workspace; the projects it lists are not indexed"))
      return contents
    }
    let rootPath = ProjectPath.normalize(root.standardizedFileURL.path)
    let container = ProjectPath.join(rootPath, (workspace as NSString).deletingLastPathComponent)
    let reader = Reader(container: container)
    let parser = XMLParser(data: data)
    parser.delegate = reader
    if !parser.parse() {
      contents.notes.append(DiscoveryNote(
        file: file, line: parser.lineNumber, column: parser.columnNumber, severity: .warning,
        message: "cannot read the workspace (\(parser.parserError.map { "\($0.localizedDescription)" } ?? "not XML")); "
          + "the projects it lists are not indexed"))
      return contents
    }
    for (written, line) in reader.references {
      let location = ProjectPath.onDisk(written) ?? written
      if location != written {
        contents.notes.append(DiscoveryNote(
          file: file, line: line, column: 1, severity: .note,
          message: "the workspace lists \(ProjectPath.relative(written, to: rootPath)), which is "
            + "\(ProjectPath.relative(location, to: rootPath)) on disk (matched ignoring case, as a Mac does)"))
      }
      let path = ProjectPath.relative(location, to: rootPath)
      if path.hasSuffix(".xcodeproj") {
        contents.projects.append(path)
      } else if FileKind.of(location) == .folder {
        contents.folders.append(path)
      } else if FileKind.of(location) == nil {
        contents.notes.append(DiscoveryNote(file: file, line: line, column: 1, severity: .warning,
                                            message: "the workspace lists \(path), which does not exist"))
      }
    }
    for (location, line) in reader.unsupported {
      contents.notes.append(DiscoveryNote(file: file, line: line, column: 1, severity: .warning,
                                          message: "cannot resolve the location '\(location)'; not indexed"))
    }
    return contents
  }

  private final class Reader: NSObject, XMLParserDelegate {
    /// The folder of each open `Group`, innermost last; the workspace's folder first.
    var groups: [String]
    let container: String
    /// Absolute paths of the `FileRef`s, with the line of each.
    var references: [(String, Int)] = []
    var unsupported: [(String, Int)] = []

    init(container: String) {
      self.container = container
      groups = [container]
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
      guard name == "FileRef" || name == "Group" else { return }
      let location = attributes["location"] ?? "group:"
      var resolved: String?
      if let colon = location.firstIndex(of: ":") {
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": resolved = ProjectPath.join(groups.last!, path)
        case "container": resolved = ProjectPath.join(container, path)
        case "absolute": resolved = ProjectPath.normalize(path)
        case "self": resolved = nil  // the project that holds this workspace
        default: unsupported.append((location, parser.lineNumber))
        }
      }
      if name == "Group" {
        groups.append(resolved ?? groups.last!)
      } else if let resolved {
        references.append((resolved, parser.lineNumber))
      }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      if name == "Group", groups.count > 1 { groups.removeLast() }
    }
  }
}
