import CEditLine
import Foundation

/// Line editing at the interactive prompt through libedit's readline-compatible
/// interface (BSD-licensed; not GNU readline): emacs keys, earlier commands recalled
/// with the arrow keys and kept in a history file between sessions, TAB completion.
final class LineEditor {
  static let historyLimit = 1000

  // libedit calls back through C function pointers, which cannot capture context:
  // the one editor's completer and its current matches live here.
  nonisolated(unsafe) private static var completer = Completer()
  nonisolated(unsafe) private static var matches: [String] = []
  nonisolated(unsafe) private static var nextMatch = 0

  private let historyFile: String?
  private var previous: String?

  init(historyFile: String?, completer: Completer) {
    self.historyFile = historyFile
    Self.completer = completer
    using_history()
    stifle_history(Int32(Self.historyLimit))
    for line in Self.lines(of: historyFile).suffix(Self.historyLimit) {
      add_history(line)
      previous = line
    }
    // Only blanks end a word: `View.property`, `\.key` and `#Preview` complete whole.
    implicits_editline_setup("implicits-query", " \t\n") { text, start, _ in
      implicits_editline_completion_only()
      guard let text else { return nil }
      let line = implicits_editline_line().map { Array(String(cString: $0).utf8) } ?? []
      let before = String(decoding: line.prefix(max(0, Int(start))), as: UTF8.self)
      LineEditor.matches = LineEditor.completer.candidates(before: before, word: String(cString: text))
      guard !LineEditor.matches.isEmpty else { return nil }
      return rl_completion_matches(text) { _, state in
        if state == 0 { LineEditor.nextMatch = 0 }
        guard LineEditor.nextMatch < LineEditor.matches.count else { return nil }
        defer { LineEditor.nextMatch += 1 }
        return strdup(LineEditor.matches[LineEditor.nextMatch])
      }
    }
  }

  /// The next line, or nil at end of input (Ctrl-D). Non-blank lines go into the
  /// history (a repeat of the previous one is not added again).
  func readLine(prompt: String) -> String? {
    guard let raw = readline(prompt) else { return nil }
    defer { free(raw) }
    let line = String(cString: raw)
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if !trimmed.isEmpty, trimmed != previous {
      add_history(trimmed)
      previous = trimmed
      appendToHistoryFile(trimmed)
    }
    return line
  }

  /// The history file holds one command per line, plain text; it is trimmed to the
  /// limit when it grows to twice that.
  private func appendToHistoryFile(_ line: String) {
    guard let historyFile else { return }
    var lines = Self.lines(of: historyFile) + [line]
    if lines.count > 2 * Self.historyLimit { lines = Array(lines.suffix(Self.historyLimit)) }
    // A read-only index folder (a CI cache) just means no history.
    try? (lines.joined(separator: "\n") + "\n").write(toFile: historyFile, atomically: true, encoding: .utf8)
  }

  private static func lines(of file: String?) -> [String] {
    guard let file, let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").map(String.init)
  }
}
