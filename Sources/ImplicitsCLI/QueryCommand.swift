import Foundation
import ImplicitsQuery
import ImplicitsStore

/// `implicits-query [--db FILE] COMMAND ...`
public enum QueryCommand {
  public static let help = """
    USAGE: implicits-query [--db FILE] COMMAND [ARGUMENTS]

    Answers questions about an index written by implicits-index. The index is found
    with --db, else .implicits/index.sqlite in the current folder or the nearest parent.

    COMMANDS:
      why View.property [--format text|json]
                          Why a read is satisfied (the declarations covering every path)
                          or not (the shortest path without it, near misses, a fix)
      report --format json [--output FILE]
                          The whole proof as the version-1 JSON contract
      docs diagnostics    Print docs/diagnostics.md (generated from the rules)

    OPTIONS:
      --db FILE           The index to query
      --help              Show this help

    EXIT STATUS: 0 success; 1 `why` of a read that is not satisfied; 2 usage error,
    unknown name, or a missing or damaged index.
    """

  public static func main(_ arguments: [String]) -> Int32 {
    let parsed: Arguments
    do {
      parsed = try Arguments(arguments, valued: ["db", "format", "output"], switches: ["help"])
    } catch {
      Terminal.printError("implicits-query: \(error)")
      return 2
    }
    if parsed.flags.contains("help") || parsed.positional.first == "help" {
      print(help)
      return 0
    }
    guard let command = parsed.positional.first else {
      Terminal.printError("implicits-query: no command given\n\n\(help)")
      return 2
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
    do {
      let index = ProjectIndex(database: try IndexStore.openForReading(path: databasePath))
      switch command {
      case "why":
        return try why(index, Array(parsed.positional.dropFirst()), format: parsed.options["format"] ?? "text")
      case "report":
        return try report(index, format: parsed.options["format"] ?? "json", output: parsed.options["output"])
      default:
        let known = ["why", "report", "docs", "help"]
        let near = NameSuggestions.nearest(to: command, in: known)
        Terminal.printError("implicits-query: unknown command '\(command)'"
          + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
        return 2
      }
    } catch {
      Terminal.printError("implicits-query: error: \(error)")
      return 2
    }
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

  static func why(_ index: ProjectIndex, _ names: [String], format: String) throws -> Int32 {
    guard names.count == 1, let name = names.first else {
      Terminal.printError("implicits-query: usage: why View.property")
      return 2
    }
    guard ["text", "json"].contains(format) else {
      Terminal.printError("implicits-query: unknown format '\(format)' for why (text, json)")
      return 2
    }
    guard let reads = try index.reads(named: name) else {
      Terminal.printError("implicits-query: '\(name)' is not of the form View.property")
      return 2
    }
    guard !reads.isEmpty else {
      let near = NameSuggestions.nearest(to: name, in: try index.readNames())
      Terminal.printError("implicits-query: no read named \(name)"
        + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
      return 2
    }
    var allSatisfied = true
    for read in reads {
      let explanation = try index.explain(read)
      if format == "json" {
        print(JSONReport.why(explanation).rendered())
      } else {
        print(WhyRenderer(color: Terminal.useColor).render(explanation))
      }
      if read.status != .satisfied { allSatisfied = false }
    }
    return allSatisfied ? 0 : 1
  }

  static func report(_ index: ProjectIndex, format: String, output: String?) throws -> Int32 {
    guard format == "json" else {
      Terminal.printError("implicits-query: unknown report format '\(format)' (json)")
      return 2
    }
    let text = try JSONReport.make(index).rendered() + "\n"
    if let output {
      try text.write(toFile: output, atomically: true, encoding: .utf8)
    } else {
      print(text, terminator: "")
    }
    return 0
  }
}
