/// The check's errors as Swift the target compiles: each `file:line:column: error:
/// message` line becomes a call, at that file, line and column (`#sourceLocation`), of
/// a function marked unavailable with the message, which the compiler reports as
/// `'implicits_1()' is unavailable: message`. The check then need not fail its own
/// build command, and the target's compile (which a failed command would cancel) still
/// runs and reports the compiler's own errors in the same build; these fail it. Not an
/// `#error`: every compile job parses every file of the module and reports its
/// `#error`s, so a module of 30 files printed each error 32 times; a call in a function
/// body is type-checked only by the job that compiles the glue. See
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

  /// The declarations appended to the glue; an exit status 1 with no error line still
  /// fails the compile, with one error saying so.
  public static func directives(_ errors: [Error]) -> String {
    var text = "\n// The implicits check failed: each call below is of a function marked unavailable\n"
      + "// with one of its errors, reported where the error is (implicits-glue --fail-through-compiler).\n"
    let errors = errors.isEmpty
      ? [Error(file: "", line: 0, message: "implicits: the check failed (implicits-index exited with status 1)")] : errors
    for (number, error) in errors.enumerated() {
      text += "@available(*, unavailable, message: \(literal(error.message)))\n"
        + "private func implicits_\(number + 1)() {}\n"
    }
    text += "private func implicitsCheckFailed() {\n"
    for (number, error) in errors.enumerated() {
      if !error.file.isEmpty { text += "#sourceLocation(file: \(literal(error.file)), line: \(error.line))\n" }
      // The compiler points at the call: indented, at the finding's own column.
      text += String(repeating: " ", count: max(0, error.column - 1)) + "implicits_\(number + 1)()\n"
      if !error.file.isEmpty { text += "#sourceLocation()\n" }
    }
    return text + "}\n"
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
