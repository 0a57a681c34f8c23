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
    var output: [UInt8] = []
    output.reserveCapacity(1 << 16)
    write(to: &output, indent: indent, pretty: pretty)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends UTF-8 bytes to one buffer: a report of thousands of reads is not built
  /// from thousands of intermediate strings, nor by growing a String piece by piece.
  private func write(to output: inout [UInt8], indent: Int, pretty: Bool) {
    func newline() { if pretty { output.append(UInt8(ascii: "\n")) } }
    func pad(_ level: Int) { if pretty { output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level)) } }
    switch self {
    case .string(let s): JSON.quote(s, to: &output)
    case .number(let n): output.append(contentsOf: String(n).utf8)
    case .bool(let b): output.append(contentsOf: (b ? "true" : "false").utf8)
    case .null: output.append(contentsOf: "null".utf8)
    case .array(let items):
      if items.isEmpty { output.append(contentsOf: "[]".utf8); return }
      output.append(UInt8(ascii: "["))
      newline()
      for (offset, item) in items.enumerated() {
        if offset > 0 { output.append(UInt8(ascii: ",")); newline() }
        pad(indent + 1)
        item.write(to: &output, indent: indent + 1, pretty: pretty)
      }
      newline()
      pad(indent)
      output.append(UInt8(ascii: "]"))
    case .object(let fields):
      if fields.isEmpty { output.append(contentsOf: "{}".utf8); return }
      output.append(UInt8(ascii: "{"))
      newline()
      for (offset, field) in fields.enumerated() {
        if offset > 0 { output.append(UInt8(ascii: ",")); newline() }
        pad(indent + 1)
        JSON.quote(field.0, to: &output)
        output.append(UInt8(ascii: ":"))
        if pretty { output.append(UInt8(ascii: " ")) }
        field.1.write(to: &output, indent: indent + 1, pretty: pretty)
      }
      newline()
      pad(indent)
      output.append(UInt8(ascii: "}"))
    }
  }

  static func quote(_ string: String) -> String {
    var output: [UInt8] = []
    quote(string, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Escapes `"`, `\\` and control characters. Only ASCII bytes are ever escaped, and
  /// no byte of a multi-byte UTF-8 sequence is ASCII: the rest is copied byte for byte.
  static func quote(_ string: String, to output: inout [UInt8]) {
    var string = string
    string.withUTF8 { bytes in
      output.append(UInt8(ascii: "\""))
      // Most strings need no escape: copy them whole.
      if !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
        output.append(contentsOf: bytes)
      } else {
        let hex = Array("0123456789abcdef".utf8)
        for byte in bytes {
          switch byte {
          case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
          case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
          case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
          case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
          case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
          case let c where c < 0x20:
            output.append(contentsOf: #"\u00"#.utf8)
            output.append(hex[Int(c >> 4)])
            output.append(hex[Int(c & 0xF)])
          default: output.append(byte)
          }
        }
      }
      output.append(UInt8(ascii: "\""))
    }
  }
}
