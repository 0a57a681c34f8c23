import Foundation
import ImplicitsQuery

/// `implicits-query` with no command: a prompt on a terminal (line editing, history,
/// completion), or, when standard input is not a terminal, one command per line read
/// from it, so the same commands can be scripted (`implicits-query < commands.txt`).
enum InteractiveSession {
  static let prompt = "implicits> "

  /// Runs until `quit`, `exit` or the end of input. On a terminal the status is 0;
  /// reading standard input it is the highest status of any command (like a script).
  static func run(_ session: QuerySession, historyFile: String?) -> Int32 {
    session.isInteractive = true
    if Terminal.isTerminal(STDIN_FILENO) {
      Signals.catchInterrupt()
      let editor: LineEditor
      do {
        editor = LineEditor(historyFile: historyFile, completer: try Completer(index: session.index))
        print(try banner(session.index))
      } catch {
        session.printError("error: \(error)")
        return 2
      }
      while true {
        Signals.interrupted = 0
        guard let line = editor.readLine(prompt: prompt) else {
          // libedit ends the line on Ctrl-C as on Ctrl-D; only Ctrl-D leaves.
          print("")
          if Signals.interrupted != 0 { continue }
          return 0
        }
        if !execute(line, in: session) { return 0 }
      }
    }
    var status: Int32 = 0
    while let line = readLine() {
      guard execute(line, in: session, status: &status) else { break }
    }
    return status
  }

  /// Runs one line; false when it asks to leave.
  @discardableResult
  static func execute(_ line: String, in session: QuerySession) -> Bool {
    var ignored: Int32 = 0
    return execute(line, in: session, status: &ignored)
  }

  static func execute(_ line: String, in session: QuerySession, status: inout Int32) -> Bool {
    let words = PromptWords.split(line)
    guard let command = words.first, !command.hasPrefix("#") else { return true }  // blank or a comment
    if command == "quit" || command == "exit" { return false }
    let result: Int32
    if command == "sql" {
      let (options, statement) = PromptWords.leadingOptions(PromptWords.rest(line))
      result = statement == "-h" ? session.run(["sql", "--help"]) : session.run(["sql"] + options, sqlText: statement)
    } else {
      result = session.run(words)
    }
    status = max(status, result)
    fflush(nil)  // each answer appears before the next prompt, even when piped
    return true
  }

  static func banner(_ index: ProjectIndex) throws -> String {
    let tally = ReadTally(try index.reads())
    let counts = try index.counts()
    return "implicits-query: \(counts.views) views, \(tally.phrase). "
      + "Type help for the commands; TAB completes; quit leaves."
  }
}
