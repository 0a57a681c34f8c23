import SwiftParser
import SwiftSyntax

/// The targets a `Package.swift` declares, as ManifestEvaluator evaluates it on a Mac
/// host: the manifest is never run (that would need the package's own toolchain and
/// could do anything), but what it computes in Swift (constants, functions, closures,
/// loops, `map`, interpolation, `#if os(macOS)`, `package.targets.append(...)`) is
/// followed.
///
/// The `Package(...)` value's `targets:` are `.target`/`.executableTarget`/`.testTarget`/
/// `.macro`/`.plugin`/`.systemLibrary`/`.binaryTarget` calls. What cannot be evaluated
/// (a file read, an unknown function) is reported in `notes` at its place and that
/// part is left unknown: the layout then falls back to SwiftPM's conventions for it.
struct PackageManifest: Codable {
  enum TargetKind: String, Codable {
    case regular, executable, test, macro, plugin, systemLibrary, binary
  }

  struct Target: Codable {
    var name: String
    var kind: TargetKind
    /// As written (relative to the package); nil: the conventional folder.
    var path: String?
    var exclude: [String] = []
    /// nil: every file under the path.
    var sources: [String]?
    var dependencies: [String] = []
    /// `swiftSettings: [.define("X")]` without a condition: active compilation conditions.
    var defines: [String] = []
  }

  /// A product (`.library`, `.executable`): what a client that depends on it gets.
  struct Product: Equatable, Codable {
    var name: String
    var targets: [String]
  }

  var targets: [Target] = []
  var products: [Product] = []
  /// `.package(path:)` dependencies, as written (relative to the package).
  var localPackages: [String] = []
  /// `platforms: [.iOS(...), .macOS(...)]`, as lower-case platform names (`ios`, `macos`).
  var platforms: [String] = []
  /// False when some target declaration could not be read, so targets may be missing.
  var isComplete = true
  /// Whether its values came from code (functions, closures, changes to `package`)
  /// rather than being written out.
  var isComputed = false
  /// The files its code asked about, and the answers (ManifestEvaluator.fileProbes).
  var fileProbes: [String: Bool] = [:]

  /// Whether the files its code asked about are as they were when it was evaluated.
  var probesHold: Bool {
    fileProbes.allSatisfy { (FileKind.of($0.key) != nil) == $0.value }
  }
  var notes: [DiscoveryNote] = []

  struct SyntaxError: Error, Equatable {
    var line: Int
    var column: Int
    var message: String
  }

  static let targetKinds: [String: TargetKind] = [
    "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
    "plugin": .plugin, "systemLibrary": .systemLibrary, "binaryTarget": .binary,
  ]

  /// Reads `source`; `path` (relative to the project root) names the manifest in notes.
  /// A manifest with syntax errors does not build, so nothing of it is trusted.
  /// `folder`: the package's folder, where the manifest's `FileManager` questions are asked.
  static func read(source: String, path: String, folder: String? = nil) throws(SyntaxError) -> PackageManifest {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    if tree.hasError { throw firstSyntaxError(in: tree, converter: converter) }
    var reader = PackageManifestReader(tree: tree, path: path, folder: folder)
    reader.read()
    return reader.manifest
  }

  private static func firstSyntaxError(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> SyntaxError {
    for token in tree.tokens(viewMode: .all) {
      let location = token.startLocation(converter: converter)
      if token.presence == .missing {
        return SyntaxError(line: location.line, column: location.column, message: "expected '\(token.text)'")
      }
      if token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil {
        return SyntaxError(line: location.line, column: location.column, message: "unexpected '\(token.text)'")
      }
    }
    return SyntaxError(line: 1, column: 1, message: "syntax error")
  }
}

