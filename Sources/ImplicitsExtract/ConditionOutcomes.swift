import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// What every `#if` and `#elseif` condition of a file evaluates to under a build
/// configuration, read from the file's bytes without parsing the file.
///
/// Extraction reads the configuration only through those conditions (IfConfigDecision),
/// the project names, and the OS where a file names a scene SwiftUI has on some
/// platforms only (`Settings`: BuiltInViews.platformOnlyScenes), so two configurations
/// that agree on every condition of a file (and on the names it may mention, and on the
/// OS where it matters) extract the same facts from it: a file with `#if os(iOS)` alone
/// is parsed once for an iOS app and its `EXTENDED` variant.
public enum ConditionOutcomes {
  /// One letter per condition, in order: "" for a file without any. Nil when a
  /// condition cannot be read on its own (one written over several lines, or a `#if`
  /// inside a string that does not parse as a condition): the caller then keys by the
  /// whole configuration.
  public static func of(_ bytes: [UInt8], in configuration: AnalysisBuildConfiguration) -> String? {
    // (as a word: a file that names only `SettingsView` is shared as before)
    let platform = BuiltInViews.platformOnlyScenes.keys.contains {
      PropertyUses.count($0, in: bytes, ranges: [0..<bytes.count]) > 0
    } ? "@" + configuration.os : ""
    return conditionOutcomes(bytes, in: configuration).map { $0 + platform }
  }

  private static func conditionOutcomes(_ bytes: [UInt8], in configuration: AnalysisBuildConfiguration) -> String? {
    let conditions = conditionLines(bytes)
    if conditions.isEmpty { return "" }
    // All of them in one small file, each in a directive of its own.
    var snippet: [UInt8] = []
    for condition in conditions {
      snippet += Array("#if".utf8) + condition + Array("\n#endif\n".utf8)
    }
    let tree = Parser.parse(source: String(decoding: snippet, as: UTF8.self))
    guard !tree.hasError, tree.statements.count == conditions.count else { return nil }
    var outcomes = ""
    for statement in tree.statements {
      guard let directive = statement.item.as(IfConfigDeclSyntax.self),
            let condition = directive.clauses.first?.condition else { return nil }
      let (state, _, diagnostics) = IfConfigRegionState.evaluating(condition, in: configuration)
      // What IfConfigDecision reads of a condition: undecided, active, or not.
      outcomes += diagnostics.contains(where: { $0.diagMessage.severity == .error }) ? "?" : state == .active ? "a" : "n"
    }
    return outcomes
  }

  /// The rest of the line after each `#if` or `#elseif` anywhere in the text (a
  /// directive can't be missed; one in a string or comment only makes the key nil
  /// or longer).
  static func conditionLines(_ bytes: [UInt8]) -> [[UInt8]] {
    let hash = UInt8(ascii: "#")
    var lines: [[UInt8]] = []
    var index = 0
    while index < bytes.count {
      defer { index += 1 }
      guard bytes[index] == hash else { continue }
      guard let keywordEnd = keyword(in: bytes, at: index + 1) else { continue }
      var end = keywordEnd
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") && bytes[end] != UInt8(ascii: "\r") { end += 1 }
      lines.append(Array(bytes[keywordEnd..<end]))
      index = end - 1
    }
    return lines
  }

  /// Where `if` or `elseif` ends when it starts at `start` and no identifier character
  /// follows (`#ifdef` is no directive; `#if(DEBUG)` is one).
  private static func keyword(in bytes: [UInt8], at start: Int) -> Int? {
    for word in [Array("if".utf8), Array("elseif".utf8)] {
      let end = start + word.count
      guard end <= bytes.count, bytes[start..<end].elementsEqual(word) else { continue }
      if end < bytes.count, isIdentifierByte(bytes[end]) { continue }
      return end
    }
    return nil
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
  }
}
