/// The commands of `implicits-query`, in one list: the help text, option checking,
/// completion at the prompt and "did you mean" all read it.
struct QueryCommandSpec {
  var name: String
  /// What follows the name in usage lines: `View.property [--format text|json|dot]`.
  var usage: String
  var summary: String
  /// Options that take a value, and switches.
  var valued: Set<String> = []
  var switches: Set<String> = []
  /// Values offered for completion after `--format`.
  var formats: [String] = []
}

enum QueryCommands {
  static let reportFormats = ["json", "sarif", "junit", "github", "markdown", "checkstyle", "xcode", "html"]

  static let all: [QueryCommandSpec] = [
    .init(name: "why", usage: "View.property [--format text|json|dot]",
          summary: "Why a read is satisfied (the declarations covering every path) or not (the shortest path "
            + "without it, near misses, a fix); dot draws the routes to it for Graphviz",
          valued: ["format"], formats: ["text", "json", "dot"]),
    .init(name: "reads", usage: "[View]", summary: "Every read (of one view) with its status and place"),
    .init(name: "declarations", usage: "[Key]", summary: "Every declaration (of one key) and the producer it is in"),
    .init(name: "paths", usage: "FROM TO [--limit N]",
          summary: "Routes from FROM to TO, shortest first, with the declarations on each site; FROM and TO "
            + "are views, producers (ContentView.header) or `entries`", valued: ["limit"]),
    .init(name: "entries", usage: "[--all]",
          summary: "The entry points: scenes, previews, hosting controllers and configured views; plain code "
            + "that creates views is counted, and listed with --all", switches: ["all"]),
    .init(name: "unsatisfied", usage: "", summary: "Unsatisfied reads, each with the path on which its value is missing"),
    .init(name: "unreachable", usage: "", summary: "Reads of views that no entry point reaches"),
    .init(name: "views", usage: "", summary: "Every view, with its number of reads and whether it is reached"),
    .init(name: "keys", usage: "", summary: "Every key read or declared, with counts"),
    .init(name: "sql", usage: "[--timeout SECONDS] SELECT ...",
          summary: "Run one read-only SQL statement on the index (tables: Schema/facts.sql, Queries/derive.sql, "
            + "Queries/proof.sql); stopped after the time limit or with Ctrl-C", valued: ["timeout"]),
    .init(name: "report",
          usage: "[--format F] [--output FILE] [--fail-on app|unproven|any|never] [--baseline FILE] "
            + "[--write-baseline FILE] [--path-prefix DIR]",
          summary: "The whole proof for CI; F: " + reportFormats.joined(separator: ", ") + " (default json)",
          valued: ["format", "output", "fail-on", "baseline", "write-baseline", "path-prefix"], formats: reportFormats),
    .init(name: "docs", usage: "diagnostics", summary: "Print docs/diagnostics.md (generated from the rules)"),
    .init(name: "help", usage: "[COMMAND]", summary: "This list, or one command's usage"),
    .init(name: "quit", usage: "", summary: "Leave the interactive prompt (also exit, Ctrl-D)"),
  ]

  static func spec(_ name: String) -> QueryCommandSpec? { all.first { $0.name == name } }

  static var names: [String] { all.map(\.name) }

  /// Every option any command takes, for parsing a whole command line at once.
  static var allValued: Set<String> { all.reduce(into: globalValued) { $0.formUnion($1.valued) } }
  static var allSwitches: Set<String> { all.reduce(into: globalSwitches) { $0.formUnion($1.switches) } }
  static let globalValued: Set<String> = ["db", "timeout", "configuration"]
  static let globalSwitches: Set<String> = ["help"]

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
