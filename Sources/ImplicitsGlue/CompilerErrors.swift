/// The check's errors as Swift the target compiles: each `file:line:column: error:
/// message` line becomes an `#error` that the compiler reports at that file and line
/// (`#sourceLocation`). The check then need not fail its own build command, and the
/// target's compile (which a failed command would cancel) still runs and reports the
/// compiler's own errors in the same build; the #errors fail it. See
/// docs/build-plugin.md, "Compiler errors in the same build".
public enum CompilerErrors {
  public struct Error: Equatable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int = 1
    public var message: String

    /// `/abs/File.swift:6:3: error: message [code]`; nil for any other line.
    public init?(line text: String) {
      guard let marker = text.range(of: ": error: ") else { return nil }
      let place = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard place.count >= 3, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1]), line > 0
      else { return nil }
      file = place.dropLast(2).joined(separator: ":")
      self.line = line
      self.column = column
      message = String(text[marker.upperBound...])
    }

    public init(file: String, line: Int, column: Int = 1, message: String) {
      self.file = file; self.line = line; self.column = column; self.message = message
    }
  }

  /// The directives appended to the glue; an exit status 1 with no error line still
  /// fails the compile, with one #error saying so.
  public static func directives(_ errors: [Error]) -> String {
    var text = "\n// The implicits check failed: these #error lines fail the build when the target\n"
      + "// compiles, after the compiler's own errors (implicits-glue --fail-through-compiler).\n"
    if errors.isEmpty {
      text += "#error(\"implicits: the check failed (implicits-index exited with status 1)\")\n"
    }
    for error in errors {
      text += "#sourceLocation(file: \(literal(error.file)), line: \(error.line))\n"
      // The compiler points at the message's literal, 8 columns in: indented, it points at
      // the finding's own column (one further left than 8 is reported at 8).
      text += String(repeating: " ", count: max(0, error.column - 8)) + "#error(\(literal(error.message)))\n"
    }
    if !errors.isEmpty { text += "#sourceLocation()\n" }
    return text
  }

  /// A Swift string literal of `text`.
  static func literal(_ text: String) -> String {
    var result = "\""
    for character in text.unicodeScalars {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where character.value < 0x20: result += "\\u{\(String(character.value, radix: 16))}"
      default: result.unicodeScalars.append(character)
      }
    }
    return result + "\""
  }
}
