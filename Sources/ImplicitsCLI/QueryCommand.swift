import Foundation
import ImplicitsQuery
import ImplicitsStore
import ImplicitsVersion

/// `implicits-query [OPTIONS] [COMMAND ...]` (the options: `QueryCommand.options`).
public enum QueryCommand {
  /// The options before the command (`--help` and `-h` also after it: that command's usage).
  static let options: [CommandOption] = [
    .init("db", value: "FILE", completes: .file, help: "The index to query"),
    .init("configuration", value: "NAME",
          help: "For a project built for several platforms: answer from that configuration's index alone (tvOS); "
            + "by default every answer covers all of them, and `sql` and the browsing commands read the first"),
    .init("timeout", value: "SECONDS",
          help: "Time limit of `sql` and `paths` (default 5); Ctrl-C also stops them"),
    .init("help", short: "h", help: "Show this help (COMMAND --help: that command's usage)"),
    .version, .completionScript,
  ]

  public static var help: String {
    """
    \(options.usageLine("USAGE: implicits-query ", trailing: "[COMMAND [ARGUMENTS]]"))

    Answers questions about an index written by implicits-index. The index is found
    with --db, else .implicits/index.sqlite in the current folder or the nearest parent.
    With no COMMAND on a terminal it opens a prompt (line editing, history kept in
    .implicits/history, TAB completion of commands, views, View.property names and
    keys); with standard input not a terminal it runs one command per line from it.

    COMMANDS:
    \(QueryCommands.listing())

    OPTIONS:
    \(options.listing())

    REPORT OPTIONS:
    \(QueryCommands.reportOptions.listing())

    EXIT STATUS: 0 success; 1 `why` of a read that is not satisfied, `unsatisfied` or
    `report` with unsatisfied reads (per --fail-on; with --output too, after writing
    the file), `paths` with no route; 2 usage error, unknown name, failed query, or
    a missing or damaged index.
    """
  }

  public static func main(_ arguments: [String]) -> Int32 {
    let (split, sqlText) = splitSQL(arguments)
    let words = options.expandingShortForms(split)
    let parsed: Arguments
    do {
      parsed = try Arguments(words, valued: QueryCommands.allValued, switches: QueryCommands.allSwitches)
    } catch {
      Terminal.printError("implicits-query: \(error)")
      return 2
    }
    let command = parsed.positional.first
    if parsed.flags.contains("version") {
      print(ImplicitsVersion.line("implicits-query"))
      return 0
    }
    if let shell = parsed.options["generate-completion-script"] {
      return CompletionScript.print(shell, tool: "implicits-query")
    }
    // Help needs no index: `--help`, `help`, `help COMMAND`, `COMMAND --help`.
    if command == "help" || parsed.flags.contains("help") {
      let topic = command == "help" ? parsed.positional.dropFirst().first : command
      guard let topic else {
        print(help)
        return 0
      }
      guard let spec = QueryCommands.spec(topic) else {
        let near = NameSuggestions.nearest(to: topic, in: QueryCommands.names)
        Terminal.printError("implicits-query: no command named \(topic)"
          + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
        return 2
      }
      print(QueryCommands.usage(spec))
      return 0
    }
    if command == "docs" {
      guard parsed.positional.dropFirst().first == "diagnostics" else {
        Terminal.printError("implicits-query: usage: docs diagnostics")
        return 2
      }
      print(DiagnosticsDocument.markdown(), terminator: "")
      return 0
    }
    guard let databasePath = parsed.options["db"] ?? findIndex() else {
      Terminal.printError("implicits-query: no index found in this folder or its parents; run `implicits-index` in the project folder first")
      return 2
    }
    var timeout = 5.0
    if let option = parsed.options["timeout"] {
      guard let value = Double(option), value > 0 else {
        Terminal.printError("implicits-query: --timeout needs a number of seconds")
        return 2
      }
      timeout = value
    }
    do {
      var index = ProjectIndex(database: try IndexStore.openForReading(path: databasePath))
      if let name = parsed.options["configuration"] {
        let names = try index.configurationNames()
        guard names.contains(name) else {
          let known = names.isEmpty ? [index.configurationName].filter { !$0.isEmpty } : names
          Terminal.printError("implicits-query: no configuration named \(name)"
            + (known.isEmpty ? "; this project is built one way" : " (configurations: \(known.joined(separator: ", ")))"))
          return 2
        }
        let path = name == names[0] ? databasePath : IndexStore.configurationPath(databasePath, name)
        index = ProjectIndex(database: try IndexStore.openForReading(path: path), alone: true)
      }
      let session = QuerySession(index: index, databasePath: databasePath, color: Terminal.useColor, timeout: timeout)
      guard command != nil else {
        let history = URL(fileURLWithPath: databasePath).deletingLastPathComponent().appendingPathComponent("history").path
        return InteractiveSession.run(session, historyFile: history)
      }
      return session.run(words, sqlText: sqlText)
    } catch {
      Terminal.printError("implicits-query: error: \(error)")
      return 2
    }
  }

  /// For `sql`, everything after its own options is the statement, kept whole
  /// (`implicits-query sql --timeout 2 SELECT ...`): the words before and the text.
  static func splitSQL(_ arguments: [String]) -> (words: [String], sql: String) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if !argument.hasPrefix("--") { break }
      let name = String(argument.dropFirst(2))
      index += !name.contains("=") && QueryCommands.allValued.contains(name) ? 2 : 1
    }
    guard index < arguments.count, arguments[index] == "sql" else { return (arguments, "") }
    let (options, statement) = PromptWords.leadingOptions(arguments[(index + 1)...].joined(separator: " "))
    // `sql -h` asks for its usage; no statement is `-h`.
    if statement == "-h" { return (Array(arguments[...index]) + options + ["--help"], "") }
    return (Array(arguments[...index]) + options, statement)
  }

  /// `.implicits/index.sqlite` in the current folder or the nearest parent.
  static func findIndex() -> String? {
    var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
    while true {
      let candidate = folder.appendingPathComponent(".implicits/index.sqlite").path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }
}
