import Foundation

/// Output helpers: colour only on a terminal and never with NO_COLOR.
enum Terminal {
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) != 0 }

  static var useColor: Bool {
    getenv("NO_COLOR") == nil && isTerminal(STDOUT_FILENO)
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
