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
    let pad = pretty ? String(repeating: "  ", count: indent) : ""
    let inner = pretty ? String(repeating: "  ", count: indent + 1) : ""
    let newline = pretty ? "\n" : ""
    switch self {
    case .string(let s): return JSON.quote(s)
    case .number(let n): return String(n)
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    case .array(let items):
      if items.isEmpty { return "[]" }
      return "[" + newline + items.map { inner + $0.rendered(indent: indent + 1, pretty: pretty) }
        .joined(separator: "," + newline) + newline + pad + "]"
    case .object(let fields):
      if fields.isEmpty { return "{}" }
      let separator = pretty ? ": " : ":"
      return "{" + newline + fields.map { inner + JSON.quote($0.0) + separator + $0.1.rendered(indent: indent + 1, pretty: pretty) }
        .joined(separator: "," + newline) + newline + pad + "}"
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
