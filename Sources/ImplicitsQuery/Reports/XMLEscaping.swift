/// Text for XML and HTML (JUnit, Checkstyle, SVG, the HTML report). XML 1.0 forbids
/// most control characters even as references, so they are dropped; in attributes,
/// line breaks become references so parsers keep them.
enum XMLEscaping {
  static func text(_ string: String) -> String { escape(string, attribute: false) }
  static func attribute(_ string: String) -> String { escape(string, attribute: true) }

  private static func escape(_ string: String, attribute: Bool) -> String {
    // Plain ASCII with nothing to escape (most text) is returned whole.
    if !string.utf8.contains(where: { byte in
      byte >= 0x80 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
        || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
        || (byte < 0x20 && (attribute || (byte != 0x0A && byte != 0x0D && byte != 0x09)))
    }) {
      return string
    }
    var result = ""
    result.reserveCapacity(string.utf8.count)
    for scalar in string.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where attribute: result += "&quot;"
      case "'" where attribute: result += "&apos;"
      case "\n" where attribute: result += "&#10;"
      case "\r" where attribute: result += "&#13;"
      case "\t" where attribute: result += "&#9;"
      case "\n", "\r", "\t": result.unicodeScalars.append(scalar)
      case let c where c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF: continue
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
