import Foundation
import ImplicitsQuery
import ImplicitsStore

/// `implicits-query [--db FILE] [--timeout SECONDS] [COMMAND ...]`
public enum QueryCommand {
  public static let help = """
    USAGE: implicits-query [--db FILE] [--configuration NAME] [--timeout SECONDS] [COMMAND [ARGUMENTS]]

    Answers questions about an index written by implicits-index. The index is found
    with --db, else .implicits/index.sqlite in the current folder or the nearest parent.
    With no COMMAND on a terminal it opens a prompt (line editing, history kept in
    .implicits/history, TAB completion of commands, views, View.property names and
    keys); with standard input not a terminal it runs one command per line from it.

    COMMANDS:
    \(QueryCommands.listing())

    OPTIONS:
      --db FILE           The index to query
      --configuration NAME
                          For a project built for several platforms: answer from that
                          configuration's index alone (tvOS); by default every answer
                          covers all of them, and `sql` and the browsing commands read
                          the first
      --timeout SECONDS   Time limit of `sql` and `paths` (default 5); Ctrl-C also stops them
      --help              Show this help (COMMAND --help: that command's usage)

    REPORT OPTIONS:
      --format F          json (the version-1 contract), sarif (SARIF 2.1.0, GitHub code
                          scanning), junit, github (workflow annotations; with
                          $GITHUB_STEP_SUMMARY set, also the full Markdown table there),
                          markdown (a pull-request comment), checkstyle, xcode
                          (file:line:column: error: message), html (one page with the
                          view tree; drawn by Graphviz `dot` when installed)
      --output FILE       Write the report to FILE instead of standard output
      --fail-on WHEN      app (default): exit 1 when a read the baseline does not know
                          is unsatisfied on a path of the app itself (or only in
                          previews, when previewFindings is error; or unproven, when
                          unproven is error); unproven: also on every unproven read;
                          any: on every unsatisfied or unproven read, previews
                          included (`unsatisfied` is an alias); never: exit 0
      --write-baseline FILE
                          Record today's findings in FILE (adopting on an existing app)
      --baseline FILE     Report and fail only on findings not in FILE (matched by
                          module, view, property and key, not by line)
      --path-prefix DIR   Prefix file paths with DIR (the project's folder inside the
                          repository) so annotations and SARIF resolve from its root

    EXIT STATUS: 0 success; 1 `why` of a read that is not satisfied, `unsatisfied` or
    `report` with unsatisfied reads, `paths` with no route; 2 usage error, unknown
    name, failed query, or a missing or damaged index.
    """

  public static func main(_ arguments: [String]) -> Int32 {
    let (words, sqlText) = splitSQL(arguments)
    let parsed: Arguments
    do {
      parsed = try Arguments(words, valued: QueryCommands.allValued, switches: QueryCommands.allSwitches)
    } catch {
      Terminal.printError("implicits-query: \(error)")
      return 2
    }
    let command = parsed.positional.first
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
