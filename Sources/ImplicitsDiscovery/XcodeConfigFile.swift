import Foundation

/// The settings of an `.xcconfig` file, as Xcode reads one: `KEY = value` lines (later
/// ones win), `#include "other.xcconfig"` and `#include? "…"` (optional) relative to
/// the including file, `//` comments. A setting with a condition (`KEY[sdk=macosx*]`)
/// applies to some builds only and is left out: the unconditional value decides.
/// A build configuration's file (`baseConfigurationReference`) lies under its own
/// settings: projects keep deployment targets, conditions and Mac support there.
enum XcodeConfigFile {
  /// The settings of the file at `path` (absolute); empty when it cannot be read.
  static func settings(at path: String) -> [String: String] {
    var settings: [String: String] = [:]
    var visited: Set<String> = []
    read(path, into: &settings, visited: &visited)
    return settings
  }

  private static func read(_ path: String, into settings: inout [String: String], visited: inout Set<String>) {
    // An include cycle or a very deep chain is cut rather than followed forever.
    guard visited.count < 64, visited.insert(path).inserted,
          let data = FileManager.default.contents(atPath: path) else { return }
    let folder = (path as NSString).deletingLastPathComponent
    for rawLine in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
      var line = String(rawLine)
      if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
      line = line.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#include") {
        guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
        let included = String(line[line.index(after: open)..<close])
        let target = included.hasPrefix("/") ? included : ProjectPath.join(folder, included)
        read(ProjectPath.onDisk(target) ?? target, into: &settings, visited: &visited)
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      guard !key.isEmpty, !key.contains("[") else { continue }
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      settings[key] = inheriting(value, key: key, from: settings[key]).nonEmpty
    }
  }

  /// `value` over `lower` (what the same key was before): `$(inherited)` and `$(KEY)`
  /// (the key's own value below) stand for `lower`.
  static func inheriting(_ value: String, key: String, from lower: String?) -> String {
    var result = value
    for reference in ["$(inherited)", "${inherited}", "$(\(key))", "${\(key)}"] where result.contains(reference) {
      result = result.replacingOccurrences(of: reference, with: lower ?? "")
    }
    return result.trimmingCharacters(in: .whitespaces)
  }

  /// `own` over `base`: each of `own`'s values, with what it inherits from `base`. A
  /// value that only inherits what is not there is no value (`$(KEY)` with nothing
  /// below): the level under both decides.
  static func layered(_ own: [String: String], over base: [String: String]) -> [String: String] {
    var result = base
    for (key, value) in own { result[key] = inheriting(value, key: key, from: base[key]).nonEmpty }
    return result
  }
}

private extension String {
  var nonEmpty: String? { isEmpty ? nil : self }
}
