import Foundation

/// A small JSON value with deterministic output (keys in the order given), so
/// reports diff cleanly and match the documented contract field for field.
public indirect enum JSON: Sendable, Equatable {
  case string(String)
  case number(Int)
  case bool(Bool)
  case null
  case array([JSON])
  case object([(String, JSON)])

  public static func == (a: JSON, b: JSON) -> Bool { a.rendered() == b.rendered() }

  public func rendered(indent: Int = 0, pretty: Bool = true) -> String {
    var output = ""
    write(to: &output, indent: indent, pretty: pretty)
    return output
  }

  /// Appends to one string: a report of thousands of reads is not built from
  /// thousands of intermediate strings.
  private func write(to output: inout String, indent: Int, pretty: Bool) {
    let newline = pretty ? "\n" : ""
    func pad(_ level: Int) { if pretty { for _ in 0..<level { output += "  " } } }
    switch self {
    case .string(let s): output += JSON.quote(s)
    case .number(let n): output += String(n)
    case .bool(let b): output += b ? "true" : "false"
    case .null: output += "null"
    case .array(let items):
      if items.isEmpty { output += "[]"; return }
      output += "[" + newline
      for (offset, item) in items.enumerated() {
        if offset > 0 { output += "," + newline }
        pad(indent + 1)
        item.write(to: &output, indent: indent + 1, pretty: pretty)
      }
      output += newline
      pad(indent)
      output += "]"
    case .object(let fields):
      if fields.isEmpty { output += "{}"; return }
      output += "{" + newline
      for (offset, field) in fields.enumerated() {
        if offset > 0 { output += "," + newline }
        pad(indent + 1)
        output += JSON.quote(field.0) + (pretty ? ": " : ":")
        field.1.write(to: &output, indent: indent + 1, pretty: pretty)
      }
      output += newline
      pad(indent)
      output += "}"
    }
  }

  static func quote(_ string: String) -> String {
    // Most strings need no escape: copy them whole rather than scalar by scalar.
    if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      return "\"" + string + "\""
    }
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let c where c.value < 0x20: result += String(format: "\\u%04x", c.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
