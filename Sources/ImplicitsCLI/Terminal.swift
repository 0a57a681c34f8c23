import Foundation
import ImplicitsQuery

/// Output helpers: colour only on a terminal and never with NO_COLOR.
enum Terminal {
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) != 0 }

  /// Whether `NO_COLOR` asks for no colour (set and not empty, as no-color.org says).
  static var noColor: Bool {
    guard let value = getenv("NO_COLOR") else { return false }
    return value.pointee != 0
  }

  /// Colour on standard output: diagnostics, `why`, tables.
  static var useColor: Bool { !noColor && isTerminal(STDOUT_FILENO) }

  /// Colour on standard error: the notes and errors the tools write there.
  static var useColorOnStandardError: Bool { !noColor && isTerminal(STDERR_FILENO) }

  /// `error:`, `warning:`, `note:`, in the compiler's colours with `color` (Diagnostic.paint).
  static func label(_ severity: Diagnostic.Severity, color: Bool) -> String {
    color ? Diagnostic.paint(severity.rawValue, severity) : severity.rawValue + ":"
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
