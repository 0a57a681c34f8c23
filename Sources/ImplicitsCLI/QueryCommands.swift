import ImplicitsQuery

/// The commands of `implicits-query`, in one list: the help text, option checking,
/// completion at the prompt and in the shells, and "did you mean" all read it.
struct QueryCommandSpec {
  var name: String
  /// The arguments that follow the name in usage lines: `View.property`.
  var arguments: String
  var summary: String
  /// The command's own options (CommandOption: its usage and completion come from these).
  var options: [CommandOption] = []

  /// The arguments come after the options (`sql [--timeout SECONDS] SELECT ...`: the
  /// statement is the rest of the line).
  var argumentsLast = false

  /// What follows the name in usage lines: `View.property [--format text|json|dot]`.
  var usage: String {
    let options = options.map(\.usage)
    return (argumentsLast ? options + [arguments] : [arguments] + options).filter { !$0.isEmpty }.joined(separator: " ")
  }
  /// Options that take a value, and switches.
  var valued: Set<String> { options.valued }
  var switches: Set<String> { options.switches }
  /// Values offered for completion after `--format`.
  var formats: [String] { options.first { $0.name == "format" }?.choices ?? [] }
}

enum QueryCommands {
  static let reportFormats = ReportFormat.allCases.map(\.rawValue)

  /// The options of `report` (also listed under REPORT OPTIONS in `--help`).
  static let reportOptions: [CommandOption] = [
    .init("format", value: "F", choices: reportFormats,
          help: ReportFormat.allCases.map(\.help).joined(separator: ", "), brief: "The report format (default json)"),
    .init("output", value: "FILE", completes: .file,
          help: "Write the report to FILE instead of standard output, and say so on standard error "
            + "(`wrote FILE: 2 errors, 1 warning`); the exit status is still --fail-on's"),
    .init("fail-on", value: "WHEN", choices: ["app", "unproven", "any", "never"],
          help: "app (default): exit 1 when a read the baseline does not know is unsatisfied on a path of the app "
            + "itself (or only in previews, when previewFindings is error; or unproven, when unproven is error); "
            + "unproven: also on every unproven read; any: on every unsatisfied or unproven read, previews "
            + "included (`unsatisfied` is an alias); never: exit 0",
          brief: "When to exit 1 (default app)"),
    .init("baseline", value: "FILE", completes: .file,
          help: "Report and fail only on findings not in FILE (matched by module, view, property and key, not by line)"),
    .init("write-baseline", value: "FILE", completes: .file,
          help: "Record today's findings in FILE (adopting on an existing app)"),
    .init("path-prefix", value: "DIR", completes: .folder,
          help: "Prefix file paths with DIR (the project's folder inside the repository) so annotations and SARIF "
            + "resolve from its root"),
  ]

  static let all: [QueryCommandSpec] = [
    .init(name: "why", arguments: "View.property",
          summary: "Why a read is satisfied (the declarations covering every path) or not (the shortest path "
            + "without it, near misses, a fix); dot draws the routes to it for Graphviz",
          options: [.init("format", value: "F", choices: ["text", "json", "dot"], help: "text (default), json or dot", brief: "The output format")]),
    .init(name: "reads", arguments: "[View]", summary: "Every read (of one view) with its status and place"),
    .init(name: "declarations", arguments: "[Key]", summary: "Every declaration (of one key) and the producer it is in"),
    .init(name: "paths", arguments: "FROM TO",
          summary: "Routes from FROM to TO, shortest first, with the declarations on each site; FROM and TO "
            + "are views, producers (ContentView.header) or `entries`",
          options: [.init("limit", value: "N", help: "At most N routes (default 10)")]),
    .init(name: "entries", arguments: "",
          summary: "The entry points: scenes, previews, hosting controllers and configured views; plain code "
            + "that creates views is counted, and listed with --all",
          options: [.init("all", help: "Also list the plain code that creates views")]),
    .init(name: "unsatisfied", arguments: "", summary: "Unsatisfied reads, each with the path on which its value is missing"),
    .init(name: "unreachable", arguments: "", summary: "Reads of views that no entry point reaches"),
    .init(name: "views", arguments: "", summary: "Every view, with its number of reads and whether it is reached"),
    .init(name: "keys", arguments: "", summary: "Every key read or declared, with counts"),
    .init(name: "sql", arguments: "SELECT ...",
          summary: "Run one read-only SQL statement on the index (tables: Schema/facts.sql, Queries/derive_*.sql, "
            + "Queries/proof.sql); stopped after the time limit or with Ctrl-C",
          options: [.init("timeout", value: "SECONDS", help: "Time limit (default 5)")], argumentsLast: true),
    .init(name: "report", arguments: "",
          summary: "The whole proof for CI; F: " + reportFormats.joined(separator: ", ") + " (default json)",
          options: reportOptions),
    .init(name: "docs", arguments: "diagnostics", summary: "Print docs/diagnostics.md (generated from the rules)"),
    .init(name: "help", arguments: "[COMMAND]", summary: "This list, or one command's usage"),
    .init(name: "quit", arguments: "", summary: "Leave the interactive prompt (also exit, Ctrl-D)"),
  ]

  static func spec(_ name: String) -> QueryCommandSpec? { all.first { $0.name == name } }

  static var names: [String] { all.map(\.name) }

  /// Every option any command takes, for parsing a whole command line at once.
  static var allValued: Set<String> { all.reduce(into: globalValued) { $0.formUnion($1.valued) } }
  static var allSwitches: Set<String> { all.reduce(into: globalSwitches) { $0.formUnion($1.switches) } }
  static var globalValued: Set<String> { QueryCommand.options.valued }
  static var globalSwitches: Set<String> { QueryCommand.options.switches }

  /// One line per command, the summary wrapped under it.
  static func listing(indent: String = "  ") -> String {
    all.map { spec in
      let head = indent + ([spec.name, spec.usage].filter { !$0.isEmpty }.joined(separator: " "))
      return head + "\n" + wrap(spec.summary, width: 76, indent: indent + "    ")
    }.joined(separator: "\n")
  }

  static func usage(_ spec: QueryCommandSpec) -> String {
    "usage: \([spec.name, spec.usage].filter { !$0.isEmpty }.joined(separator: " "))\n"
      + wrap(spec.summary, width: 76, indent: "  ")
      + (spec.options.isEmpty ? "" : "\n\noptions:\n" + (spec.options + [.help]).listing())
  }

  static func wrap(_ text: String, width: Int, indent: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, indent.count + line.count + word.count + 1 > width {
        lines.append(indent + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(indent + line) }
    return lines.joined(separator: "\n")
  }
}
