/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
enum PropertyList: Equatable, Sendable {
  case string(String)
  case array([PropertyList])
  case dictionary([String: PropertyList])
  case data([UInt8])

  var string: String? { if case .string(let value) = self { value } else { nil } }
  var array: [PropertyList]? { if case .array(let value) = self { value } else { nil } }
  var dictionary: [String: PropertyList]? { if case .dictionary(let value) = self { value } else { nil } }
}

/// Reads OpenStep property lists: `{ key = value; }`, `( a, b, )`, bare and quoted
/// strings, `<hex data>`, `/* */` and `//` comments.
///
/// Hand-written rather than Foundation's `PropertyListSerialization` (which reads the
/// format on Linux too) so that a damaged project file is reported with a line,
/// a column and what was expected there.
struct PropertyListParser {
  struct SyntaxError: Error, Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var message: String
    var description: String { "\(line):\(column): \(message)" }
  }

  private let bytes: [UInt8]
  private var offset = 0

  static func parse(_ text: String) throws(SyntaxError) -> PropertyList {
    var parser = PropertyListParser(bytes: Array(text.utf8))
    let value = try parser.value()
    parser.skipTrivia()
    if parser.offset < parser.bytes.count { throw parser.error("unexpected text after the end of the property list") }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func value() throws(SyntaxError) -> PropertyList {
    skipTrivia()
    guard let byte = peek else { throw error("unexpected end of file; expected a value") }
    switch byte {
    case UInt8(ascii: "{"): return try dictionary()
    case UInt8(ascii: "("): return try array()
    case UInt8(ascii: "<"): return try data()
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quotedString())
    default:
      guard Self.isBare(byte) else {
        throw error("unexpected character '\(Character(Unicode.Scalar(byte)))'; expected a value")
      }
      return .string(bareString())
    }
  }

  private mutating func dictionary() throws(SyntaxError) -> PropertyList {
    offset += 1  // {
    var result: [String: PropertyList] = [:]
    while true {
      skipTrivia()
      guard let byte = peek else { throw error("unexpected end of file; expected '}' to close the dictionary") }
      if byte == UInt8(ascii: "}") { offset += 1; return .dictionary(result) }
      guard case .string(let key) = try value() else { throw error("a dictionary key must be a string") }
      try expect("=", after: "key '\(key)'")
      result[key] = try value()
      try expect(";", after: "the value of '\(key)'")
    }
  }

  private mutating func array() throws(SyntaxError) -> PropertyList {
    offset += 1  // (
    var result: [PropertyList] = []
    while true {
      skipTrivia()
      guard let byte = peek else { throw error("unexpected end of file; expected ')' to close the list") }
      if byte == UInt8(ascii: ")") { offset += 1; return .array(result) }
      result.append(try value())
      let end = offset
      skipTrivia()
      if peek == UInt8(ascii: ",") { offset += 1; continue }
      guard peek == UInt8(ascii: ")") else {
        offset = end
        throw error("expected ',' or ')' after a list element")
      }
    }
  }

  private mutating func data() throws(SyntaxError) -> PropertyList {
    offset += 1  // <
    var digits: [UInt8] = []
    while let byte = peek, byte != UInt8(ascii: ">") {
      offset += 1
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") { continue }
      guard let digit = Self.hexValue(byte) else { offset -= 1; throw error("expected a hexadecimal digit in data") }
      digits.append(digit)
    }
    guard peek != nil else { throw error("unexpected end of file; expected '>' to close the data") }
    offset += 1
    guard digits.count % 2 == 0 else { throw error("data has an odd number of hexadecimal digits") }
    return .data(stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] })
  }

  private mutating func quotedString() throws(SyntaxError) -> String {
    let quote = bytes[offset]
    let start = offset
    offset += 1
    var result: [UInt8] = []
    while let byte = peek {
      offset += 1
      if byte == quote { return String(decoding: result, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\") else { result.append(byte); continue }
      guard let escaped = peek else { break }
      offset += 1
      switch escaped {
      case UInt8(ascii: "n"): result.append(10)
      case UInt8(ascii: "t"): result.append(9)
      case UInt8(ascii: "r"): result.append(13)
      case UInt8(ascii: "a"): result.append(7)
      case UInt8(ascii: "b"): result.append(8)
      case UInt8(ascii: "f"): result.append(12)
      case UInt8(ascii: "v"): result.append(11)
      case UInt8(ascii: "U"), UInt8(ascii: "u"):
        var scalar: UInt32 = 0
        for _ in 0..<4 {
          guard let byte = peek, let digit = Self.hexValue(byte) else {
            throw error("expected four hexadecimal digits after \\U")
          }
          scalar = scalar << 4 | UInt32(digit)
          offset += 1
        }
        result.append(contentsOf: Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8))
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var code = UInt32(escaped - UInt8(ascii: "0"))
        for _ in 0..<2 {
          guard let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) else { break }
          code = code << 3 | UInt32(byte - UInt8(ascii: "0"))
          offset += 1
        }
        result.append(UInt8(truncatingIfNeeded: code))
      default: result.append(escaped)  // \" \\ \' and anything else: the character itself
      }
    }
    offset = start
    throw error("unterminated string")
  }

  private mutating func bareString() -> String {
    let start = offset
    while let byte = peek, Self.isBare(byte) { offset += 1 }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  /// A missing separator is reported right after what it should follow, as compilers do.
  private mutating func expect(_ character: Character, after what: String) throws(SyntaxError) {
    let end = offset
    skipTrivia()
    guard peek == character.asciiValue else {
      offset = end
      throw error("expected '\(character)' after \(what)")
    }
    offset += 1
  }

  /// Skips white space and comments.
  private mutating func skipTrivia() {
    while let byte = peek {
      if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
        offset += 1
      } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
        while let byte = peek, byte != 10 { offset += 1 }
      } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
        offset += 2
        while offset < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && next == UInt8(ascii: "/")) { offset += 1 }
        offset = min(offset + 2, bytes.count)
      } else {
        return
      }
    }
  }

  private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }
  private var next: UInt8? { offset + 1 < bytes.count ? bytes[offset + 1] : nil }

  /// Characters of an unquoted string (as NeXT's and Apple's writers accept them).
  private static func isBare(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
         UInt8(ascii: "."), UInt8(ascii: "-"):
      return true
    default:
      return byte >= 0x80  // non-ASCII letters in hand-edited files
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// An error at the current offset, with a 1-based line and column (in characters).
  private func error(_ message: String) -> SyntaxError {
    let end = min(offset, bytes.count)
    let lineStart = bytes[..<end].lastIndex(of: 10).map { $0 + 1 } ?? 0
    let line = bytes[..<end].reduce(1) { $1 == 10 ? $0 + 1 : $0 }
    let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
    return SyntaxError(line: line, column: column, message: message)
  }
}
