import Foundation

/// Finds `// implicits:ignore CODE reason` comments. A suppression needs a reason;
/// one without is kept with an empty reason, so the query layer can report it. The
/// marker starts the line's comment (after its `//` and spaces): a comment that only
/// mentions it (``// `// implicits:ignore CODE reason` silences…``) is prose, not a
/// suppression (the query layer reports a suppression's unknown code).
enum Suppressions {
  static let marker = "implicits:ignore"

  static func find(in source: String) -> [SuppressionFact] {
    // Most files have none: one byte search instead of a scan per line.
    guard ByteSearch.contains(marker, in: source) else { return [] }
    var result: [SuppressionFact] = []
    var line = 0
    for text in source.split(separator: "\n", omittingEmptySubsequences: false) {
      line += 1
      guard let comment = text.range(of: "//") else { continue }
      let body = text[comment.upperBound...].drop { $0 == " " || $0 == "\t" }
      guard body.hasPrefix(marker), let marker = body.range(of: marker) else { continue }
      let rest = text[marker.upperBound...].split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
      guard let code = rest.first else { continue }
      let reason = rest.count > 1 ? trimmed(rest[1]) : ""
      result.append(SuppressionFact(line: line, code: String(code), reason: reason))
    }
    return result
  }

  static func trimmed(_ text: Substring) -> String {
    String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}

