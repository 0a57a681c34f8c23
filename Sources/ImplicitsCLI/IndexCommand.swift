import Foundation
import ImplicitsIndexer
import ImplicitsQuery
import ImplicitsStore

/// `implicits-index [PATH] [--db FILE] [--rebuild] [--quiet]`
public enum IndexCommand {
  public static let help = """
    USAGE: implicits-index [PATH] [--db FILE] [--sources FILE] [--rebuild] [--strict-environment] [--quiet]

    Indexes the SwiftUI project at PATH (default: the current folder) into SQLite,
    proves every environment read, and prints diagnostics as
    file:line:column: error|warning|note: message [code].

    OPTIONS:
      --db FILE    Write the index to FILE (default: PATH/.implicits/index.sqlite)
      --sources FILE
                   Index exactly the files listed in FILE, one MODULE<TAB>PATH per
                   line (PATH absolute or relative to PATH); used by the build plugin
      --rebuild    Discard the existing index and parse every file again
      --strict-environment
                   Also report, as notes, @Environment(\\.key) reads that fall back to the
                   key's default value on some path
      --quiet      Print only errors and the summary
      --help       Show this help

    EXIT STATUS: 0 every reachable read is satisfied; 1 some read is unsatisfied;
    2 usage or internal error.
    """

  public static func main(_ arguments: [String]) -> Int32 {
    let parsed: Arguments
    do {
      parsed = try Arguments(arguments, valued: ["db", "sources"], switches: ["rebuild", "quiet", "strict-environment", "help"])
    } catch {
      Terminal.printError("implicits-index: \(error)\n\n\(help)")
      return 2
    }
    if parsed.flags.contains("help") {
      print(help)
      return 0
    }
    guard parsed.positional.count <= 1 else {
      Terminal.printError("implicits-index: expected at most one PATH, got \(parsed.positional.joined(separator: " "))")
      return 2
    }
    let rootArgument = parsed.positional.first ?? "."
    let root = URL(fileURLWithPath: rootArgument)
    let databasePath = parsed.options["db"] ?? root.appendingPathComponent(".implicits/index.sqlite").path
    var options = Indexer.Options(root: root, databasePath: databasePath)
    options.rebuild = parsed.flags.contains("rebuild")
    options.strictEnvironment = parsed.flags.contains("strict-environment")
    options.sourceList = parsed.options["sources"].map { URL(fileURLWithPath: $0) }
    do {
      let summary = try Indexer(options: options).run()
      if summary.rebuiltIndex {
        Terminal.printError("implicits-index: the index was written by another version; rebuilt it")
      }
      let database = try IndexStore.openForReading(path: databasePath)
      let index = ProjectIndex(database: database)
      let paths = PathStyle(prefix: rootArgument == "." ? "" : rootArgument)
      let diagnostics = try index.allDiagnostics()
      for diagnostic in diagnostics where !parsed.flags.contains("quiet") || diagnostic.severity == .error {
        print(diagnostic.rendered(paths: paths))
      }
      let reads = try index.reads()
      let counts = try index.counts()
      func count(_ status: ReadResult.Status) -> Int { reads.filter { $0.status == status }.count }
      let unsatisfied = count(.unsatisfied)
      print("""
        implicits: \(counts.files) files (\(summary.parsed) parsed), \(counts.views) views, \(reads.count) reads: \
        \(count(.satisfied)) satisfied, \(unsatisfied) unsatisfied, \(count(.unreachable)) unreachable\
        \(count(.defaulted) > 0 ? ", \(count(.defaulted)) default" : "") \
        (\(String(format: "%.2f", summary.seconds)) s)
        """)
      return unsatisfied > 0 ? 1 : 0
    } catch {
      Terminal.printError("implicits-index: error: \(error)")
      return 2
    }
  }
}
