import Foundation
import ImplicitsQuery
import ImplicitsStore

/// An open index and what every command shares (colour, time limit, how errors are
/// written). Runs one command given as words, whether it came from the command line
/// (`implicits-query why A.b`) or from the prompt, so both behave the same.
final class QuerySession {
  let index: ProjectIndex
  let databasePath: String
  var color: Bool
  /// Seconds a `sql` or `paths` command may run.
  var timeout: Double
  /// At the prompt: errors without the program's name, and `--db` is refused.
  var isInteractive = false
  let timeLimit = TimeLimit()

  /// A command that cannot do what was asked: a message and the exit status.
  struct Failure: Error {
    var message: String
    var status: Int32 = 2
  }

  init(index: ProjectIndex, databasePath: String, color: Bool, timeout: Double) {
    self.index = index
    self.databasePath = databasePath
    self.color = color
    self.timeout = timeout
    timeLimit.install(on: index.database)
  }

  /// Runs one command: `words` starts with its name; `sqlText` is the statement of `sql`,
  /// kept apart so its quotes and dashes stay SQL's. Returns the exit status.
  func run(_ words: [String], sqlText: String = "") -> Int32 {
    do {
      let parsed = try Arguments(QueryCommand.options.expandingShortForms(words), valued: QueryCommands.allValued, switches: QueryCommands.allSwitches)
      guard let name = parsed.positional.first else { return 0 }
      guard let spec = QueryCommands.spec(name) else {
        throw Failure(message: "unknown command '\(name)'" + suggestion(name, QueryCommands.names)
          + (isInteractive ? " (help lists the commands)" : ""))
      }
      let global = isInteractive ? ["help"] : QueryCommands.globalValued.union(QueryCommands.globalSwitches)
      let allowed = spec.valued.union(spec.switches).union(global)
      for option in Array(parsed.options.keys) + Array(parsed.flags) where !allowed.contains(option) {
        throw Failure(message: "--\(option) does not apply to \(name)\n" + QueryCommands.usage(spec))
      }
      if parsed.flags.contains("help") {
        print(QueryCommands.usage(spec))
        return 0
      }
      let arguments = Array(parsed.positional.dropFirst())
      func noArguments() throws {
        if !arguments.isEmpty { throw Failure(message: QueryCommands.usage(spec)) }
      }
      switch name {
      case "why": return try why(arguments, format: parsed.options["format"] ?? "text")
      case "reads": return try reads(arguments)
      case "declarations": return try declarations(arguments)
      case "paths": return try paths(arguments, limit: parsed.options["limit"])
      case "entries": try noArguments(); return try entries(all: parsed.flags.contains("all"))
      case "unsatisfied": try noArguments(); return try unsatisfied()
      case "unreachable": try noArguments(); return try unreachable()
      case "views": try noArguments(); return try views()
      case "keys": try noArguments(); return try keys()
      case "sql": return try sql(sqlText, timeout: parsed.options["timeout"])
      case "report": return try report(parsed.options, arguments: arguments)
      case "docs":
        guard arguments == ["diagnostics"] else { throw Failure(message: QueryCommands.usage(spec)) }
        print(DiagnosticsDocument.markdown(), terminator: "")
        return 0
      case "help": return try help(arguments)
      case "quit":
        if !isInteractive { throw Failure(message: "quit is for the interactive prompt") }
        return 0
      default: throw Failure(message: "no command \(name)")
      }
    } catch let failure as Failure {
      printError(failure.message)
      return failure.status
    } catch let usage as Arguments.UsageError {
      printError(usage.description)
      return 2
    } catch {
      printError("error: \(error)")
      return 2
    }
  }

  func printError(_ message: String) {
    Terminal.printError((isInteractive ? "" : "implicits-query: ") + message)
  }

  /// `; did you mean a, b?` or nothing.
  func suggestion(_ name: String, _ candidates: [String]) -> String {
    let near = NameSuggestions.nearest(to: name, in: candidates)
    return near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"
  }

  func help(_ arguments: [String]) throws -> Int32 {
    if let name = arguments.first {
      guard let spec = QueryCommands.spec(name) else {
        throw Failure(message: "no command named \(name)" + suggestion(name, QueryCommands.names))
      }
      print(QueryCommands.usage(spec))
    } else if isInteractive {
      print("Commands (TAB completes commands, views, View.property names and keys):\n" + QueryCommands.listing())
    } else {
      print(QueryCommand.help)
    }
    return 0
  }

  /// Paints text on a colour terminal.
  func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

  func paint(_ status: ReadResult.Status) -> String {
    switch status {
    case .satisfied: paint(status.rawValue, "32")
    case .unsatisfied: paint(status.rawValue, "31;1")
    case .exported: paint(status.rawValue, "36")
    default: paint(status.rawValue, "33")
    }
  }
}
