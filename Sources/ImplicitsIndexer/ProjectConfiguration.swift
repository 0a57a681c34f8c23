import Foundation

/// `.implicits.json` at the project root. Every field is optional:
///
///     {
///       "exclude": ["Generated/", "Legacy/OldScreen.swift"],
///       "previews": true,
///       "requiredEnvironmentKeys": ["\\.theme"],
///       "strictEnvironment": false
///     }
///
/// - `exclude`: paths (relative to the root) not indexed; a trailing `/` names a folder.
/// - `previews`: whether `#Preview` and `PreviewProvider` count as entry points.
/// - `requiredEnvironmentKeys`: custom `@Environment(\.key)` keys whose default must
///   never be used: a path that falls back to it makes the read unsatisfied.
/// - `strictEnvironment`: report every read that falls back to a default, as a note.
public struct ProjectConfiguration: Sendable, Equatable {
  public var exclude: [String] = []
  public var previews = true
  public var requiredEnvironmentKeys: [String] = []
  public var strictEnvironment = false

  public static let fileName = ".implicits.json"
  static let knownFields = ["exclude", "previews", "requiredEnvironmentKeys", "strictEnvironment"]

  public init() {}

  public enum LoadError: Error, CustomStringConvertible {
    case invalid(path: String, detail: String)
    public var description: String {
      switch self {
      case .invalid(let path, let detail): return "\(path): \(detail)"
      }
    }
  }

  /// The configuration of the project at `root`; the defaults when it has none.
  public static func load(root: URL) throws -> ProjectConfiguration {
    let url = root.appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: url.path) else { return ProjectConfiguration() }
    let path = url.path
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw LoadError.invalid(path: path, detail: "not valid JSON (\(error.localizedDescription))")
    }
    guard let fields = object as? [String: Any] else {
      throw LoadError.invalid(path: path, detail: "expected a JSON object at the top level")
    }
    var configuration = ProjectConfiguration()
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
      func strings() throws -> [String] {
        guard let list = value as? [String] else {
          throw LoadError.invalid(path: path, detail: "\"\(name)\" must be a list of strings")
        }
        return list
      }
      func bool() throws -> Bool {
        guard let flag = value as? Bool else { throw LoadError.invalid(path: path, detail: "\"\(name)\" must be true or false") }
        return flag
      }
      switch name {
      case "exclude": configuration.exclude = try strings()
      case "previews": configuration.previews = try bool()
      case "requiredEnvironmentKeys":
        // `theme` and `\.theme` both name the key `\.theme`.
        configuration.requiredEnvironmentKeys = try strings().map { $0.hasPrefix("\\.") ? $0 : "\\." + $0 }
      case "strictEnvironment": configuration.strictEnvironment = try bool()
      default:
        let near = knownFields.filter { editDistance(Array($0.lowercased()), Array(name.lowercased())) <= 3 }
        throw LoadError.invalid(path: path, detail: "unknown field \"\(name)\""
          + (near.isEmpty ? " (fields: \(knownFields.joined(separator: ", ")))" : "; did you mean \"\(near[0])\"?"))
      }
    }
    return configuration
  }

  /// Whether a project-relative path is excluded.
  public func excludes(_ path: String) -> Bool {
    exclude.contains { pattern in
      pattern.hasSuffix("/") ? path.hasPrefix(pattern) : (path == pattern || path.hasPrefix(pattern + "/"))
    }
  }
}

private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.count]
}
