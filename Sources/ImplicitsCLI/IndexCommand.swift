import Foundation
import ImplicitsIndexer
import ImplicitsQuery
import ImplicitsStore

/// `implicits-index [PATH] [--db FILE] [--rebuild] [--quiet]`
public enum IndexCommand {
  public static let help = """
    USAGE: implicits-index [PATH] [--db FILE] [--sources FILE] [--os NAME] [--define FLAG]... [--rebuild] [--strict-environment] [--preview-findings LEVEL] [--quiet] [-v|--verbose]

    Indexes the SwiftUI project at PATH (default: the current folder) into SQLite,
    proves every environment read, and prints diagnostics as
    file:line:column: error|warning|note: message [code].

    OPTIONS:
      --db FILE    Write the index to FILE (default: PATH/.implicits/index.sqlite)
      --sources FILE
                   Index exactly the files listed in FILE, one MODULE<TAB>PATH per
                   line (PATH absolute or relative to PATH); used by the build plugin
      --rebuild    Discard the existing index and parse every file again
      --os NAME    Decide #if for this OS (default iOS; also buildConfiguration.os in
                   .implicits.json)
      --define FLAG
                   A -D condition set for #if, in addition to DEBUG (repeatable)
      --can-import MODULE, --cannot-import MODULE
                   Decide canImport(MODULE) for #if (repeatable); other unknown modules
                   leave the #if undecided
      --target-environment NAME
                   Set targetEnvironment(NAME), e.g. simulator (repeatable)
      --strict-environment
                   Also report, as notes, @Environment(\\.key) reads that fall back to the
                   key's default value on some path
      --preview-findings error|warning|off
                   How a read that misses its value only in #Preview / PreviewProvider
                   is reported (preview-missing-value; default warning, or
                   previewFindings in .implicits.json)
      --timing     Print the wall time of each stage on standard error (one line per
                   pass first, when a run makes several: configurations, or a second
                   pass for the names the project declares)
      --quiet      Print only errors and the summary
      -v, --verbose
                   Also list the Swift files under PATH that belong to no target, and
                   print findings that do not touch the view tree (overloads of plain
                   methods, UIKit/AppKit objects in stored properties)
      --help       Show this help

    SUPPRESSIONS: `// implicits:ignore CODE reason` on a diagnostic's line or the line
    above silences it; the reason is mandatory. Suppressed diagnostics are counted
    in the summary.

    EXIT STATUS: 0 no error; 1 some read is unsatisfied on a path of the app itself
    (and not suppressed), or only in previews with --preview-findings error; 2 usage
    or internal error. A read missing only in previews is a warning by default and
    does not fail the run (the same policy as `implicits-query report --fail-on app`).
    """

  public static func main(_ arguments: [String]) -> Int32 {
    let parsed: Arguments
    do {
      parsed = try Arguments(arguments.map { $0 == "-v" ? "--verbose" : $0 }, valued: ["db", "sources", "preview-findings", "os", "define", "can-import", "cannot-import", "target-environment"], switches: ["rebuild", "quiet", "strict-environment", "verbose", "timing", "help"])
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
    if let level = parsed.options["preview-findings"] {
      guard ProjectConfiguration.previewFindingsValues.contains(level) else {
        Terminal.printError("implicits-index: --preview-findings takes error, warning or off, not '\(level)'")
        return 2
      }
      options.previewFindings = level
    }
    options.sourceList = parsed.options["sources"].map { URL(fileURLWithPath: $0) }
    options.build.os = parsed.options["os"]
    options.build.defines = parsed.repeated["define"]
    options.build.canImport = parsed.repeated["can-import"] ?? []
    options.build.cannotImport = parsed.repeated["cannot-import"] ?? []
    options.build.environments = parsed.repeated["target-environment"] ?? []
    do {
      // Progress on a terminal only (IndexProgress); gone before the diagnostics print.
      var indexer = Indexer(options: options)
      let progress = IndexProgress.onTerminal()
      if let progress { indexer.progress = { parsed, total in progress.update(parsed: parsed, total: total) } }
      defer { progress?.finish() }
      let summary = try indexer.run()
      progress?.finish()
      if parsed.flags.contains("timing") {
        func line(_ stages: [(name: String, seconds: Double)]) -> String {
          stages.map { "\($0.name) \(String(format: "%.3f", $0.seconds))s" }.joined(separator: "  ")
        }
        if summary.passes.count > 1 {
          for pass in summary.passes { Terminal.printError("[\(pass.label)] " + line(pass.stages)) }
        }
        Terminal.printError(line(summary.stages))
      }
      for note in summary.notes {
        Terminal.printError("\(PathStyle(prefix: rootArgument == "." ? "" : rootArgument).display(note.file)):"
          + "\(note.line):\(note.column): \(note.severity.rawValue): \(note.message)")
      }
      if parsed.flags.contains("verbose") {
        for file in summary.unassigned {
          Terminal.printError("\(PathStyle(prefix: rootArgument == "." ? "" : rootArgument).display(file)):1:1: "
            + "note: this file belongs to no target of the project; not indexed")
        }
      }
      if summary.rebuiltIndex {
        Terminal.printError("implicits-index: the index was written by another version; rebuilt it")
      }
      let database = try IndexStore.openForReading(path: databasePath)
      let index = ProjectIndex(database: database)
      index.includeVerbose = parsed.flags.contains("verbose")
      let paths = PathStyle(prefix: rootArgument == "." ? "" : rootArgument)
      let (diagnostics, suppressed) = try index.diagnosticsWithSuppressed()
      for diagnostic in diagnostics where !parsed.flags.contains("quiet") || diagnostic.severity == .error {
        print(diagnostic.rendered(paths: paths))
      }
      let reads = try index.reads()
      let counts = try index.counts()
      func count(_ status: ReadResult.Status) -> Int { reads.filter { $0.status == status }.count }
      let inApp = reads.filter(\.failsInApp).count, inPreviews = reads.filter(\.failsOnlyInPreviews).count
      print("""
        implicits: \(counts.files) files (\(summary.parsed) parsed)\
        \(summary.configurations.count > 1 ? " in \(summary.configurations.count) configurations (\(summary.configurations.joined(separator: ", ")))" : ""), \
        \(summary.unassigned.isEmpty ? "" : "\(summary.unassigned.count) in no target (-v lists them), ")\
        \(counts.views) views, \(reads.count) reads: \
        \(count(.satisfied)) satisfied, \(inApp) unsatisfied\
        \(inPreviews > 0 ? ", \(inPreviews) in previews only" : ""), \(count(.unreachable)) unreachable\
        \(count(.defaulted) > 0 ? ", \(count(.defaulted)) default" : "")\
        \(suppressed.isEmpty ? "" : ", \(suppressed.count) suppressed")\
        \(counts.unresolved > 0 ? ", \(counts.unresolved) unresolved sites" : "") \
        (\(String(format: "%.2f", summary.seconds)) s)
        """)
      // A suppressed error (a checked false alarm, with its reason) does not fail the run.
      return diagnostics.contains { $0.severity == .error } ? 1 : 0
    } catch {
      Terminal.printError("implicits-index: error: \(error)")
      return 2
    }
  }
}
