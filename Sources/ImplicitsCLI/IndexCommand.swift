import Foundation
import ImplicitsDiscovery
import ImplicitsIndexer
import ImplicitsQuery
import ImplicitsStore
import ImplicitsVersion

/// `implicits-index [PATH] [OPTIONS]` (the options: `IndexCommand.options`).
public enum IndexCommand {
  static let options: [CommandOption] = [
    .init("db", value: "FILE", completes: .file,
          help: "Write the index to FILE (default: PATH/.implicits/index.sqlite)"),
    .init("sources", value: "FILE", completes: .file,
          help: "Index exactly the files listed in FILE, one MODULE<TAB>PATH per line (PATH absolute or "
            + "relative to PATH); used by the build plugin"),
    .init("baseline", value: "FILE", completes: .file,
          help: "Findings recorded in FILE (by --write-baseline, or implicits-query report --write-baseline) "
            + "print as notes and do not fail the run; also \"baseline\" in .implicits.json"),
    .init("write-baseline", value: "FILE", completes: .file,
          help: "Record today's findings in FILE and treat them as known (adopting on an existing app)"),
    .init("rebuild", help: "Discard the existing index and parse every file again"),
    .init("os", value: "NAME", choices: ["iOS", "macCatalyst", "macOS", "tvOS", "watchOS", "visionOS"],
          help: "Decide #if for this platform (default iOS; macCatalyst: iOS with targetEnvironment(macCatalyst); also buildConfiguration.os in .implicits.json)"),
    .init("define", value: "FLAG", repeatable: true,
          help: "A -D condition set for #if, in addition to DEBUG (repeatable)"),
    .init("can-import", value: "MODULE", repeatable: true,
          help: "Decide canImport(MODULE) as true for #if (repeatable); other unknown modules leave the #if undecided"),
    .init("cannot-import", value: "MODULE", repeatable: true,
          help: "Decide canImport(MODULE) as false for #if (repeatable)"),
    .init("target-environment", value: "NAME", repeatable: true,
          help: "Set targetEnvironment(NAME), e.g. simulator (repeatable)"),
    .init("strict-environment",
          help: "Also report, as notes, @Environment(\\.key) reads that fall back to the key's default value on some path"),
    .init("preview-findings", value: "LEVEL", choices: ProjectConfiguration.previewFindingsValues,
          help: "How a read that misses its value only in #Preview / PreviewProvider is reported "
            + "(preview-missing-value; default warning, or previewFindings in .implicits.json)"),
    .init("unproven", value: "LEVEL", choices: ProjectConfiguration.unprovenValues,
          help: "How a read that app paths miss only where the analyzer cannot see is reported "
            + "(unproven-read; default warning, or unproven in .implicits.json); error fails the run"),
    .init("plan", help: "Print the project as discovery reads it and exit without indexing: each configuration, "
            + "the platforms it runs on, its modules with their platforms and how each was read (with -v, every file)"),
    .init("timing", help: "Print the wall time of each stage on standard error (one line per pass first, when a "
            + "run makes several: configurations, or a second pass for the names the project declares)"),
    .init("quiet", help: "Print only errors and the summary"),
    .init("verbose", short: "v",
          help: "Also list the Swift files under PATH that belong to no target, and print findings that do not "
            + "touch the view tree (overloads of plain methods, UIKit/AppKit objects in stored properties)"),
    .help, .version, .completionScript,
  ]

  public static var help: String {
    """
    \(options.usageLine("USAGE: implicits-index [PATH] "))

    Indexes the SwiftUI project at PATH (default: the current folder) into SQLite,
    proves every environment read, and prints diagnostics as
    file:line:column: error|warning|note: message [code] (coloured on a terminal,
    not with NO_COLOR).

    OPTIONS:
    \(options.listing())

    CONFIGURATION: .implicits.json at PATH (docs/cli.md): exclude, previews,
    entryPoints, requiredEnvironmentKeys, strictEnvironment, previewFindings,
    unproven, buildConfiguration, baseline, and "rules": {"CODE": "error"|"warning"|"note"|"off"}
    to change how a diagnostic is reported.

    SUPPRESSIONS: `// implicits:ignore CODE reason` on a diagnostic's line or the line
    above silences it; the reason is mandatory. Suppressed diagnostics are counted
    in the summary; an unknown CODE is a warning, a suppression that silences nothing
    a note.

    EXIT STATUS: 0 no error; 1 some read is unsatisfied on a path of the app itself
    (and not suppressed, not in the baseline), or only in previews with
    --preview-findings error; 2 usage or internal error. A read missing only in
    previews is a warning by default and does not fail the run (the same policy as
    `implicits-query report --fail-on app`).
    """
  }

  public static func main(_ arguments: [String]) -> Int32 {
    let parsed: Arguments
    do {
      parsed = try Arguments(options.expandingShortForms(arguments), valued: options.valued, switches: options.switches)
    } catch {
      Terminal.printError("implicits-index: \(error) (implicits-index --help lists the options)")
      return 2
    }
    if parsed.flags.contains("help") {
      print(help)
      return 0
    }
    if parsed.flags.contains("version") {
      print(ImplicitsVersion.line("implicits-index"))
      return 0
    }
    if let shell = parsed.options["generate-completion-script"] {
      return CompletionScript.print(shell, tool: "implicits-index")
    }
    guard parsed.positional.count <= 1 else {
      Terminal.printError("implicits-index: expected at most one PATH, got \(parsed.positional.joined(separator: " "))")
      return 2
    }
    let rootArgument = parsed.positional.first ?? "."
    let root = URL(fileURLWithPath: rootArgument)
    let databasePath = parsed.options["db"] ?? root.appendingPathComponent(".implicits/index.sqlite").path
    guard let options = indexerOptions(parsed, root: root, databasePath: databasePath) else { return 2 }
    let paths = PathStyle(prefix: rootArgument == "." ? "" : rootArgument)
    do {
      if parsed.flags.contains("plan") {
        let plan = try Indexer(options: options).projectPlan()
        for note in plan.notes { Terminal.printError("\(paths.display(note.file)):\(note.line):\(note.column): \(note.severity.rawValue): \(note.message)") }
        print(plan.listing(files: parsed.flags.contains("verbose")).joined(separator: "\n"))
        return 0
      }
      return try run(options, parsed: parsed, paths: paths)
    } catch {
      Terminal.printError("implicits-index: error: \(error)")
      return 2
    }
  }

  /// The indexer's options from the command line; nil (with the error printed) when a
  /// level is not one the option takes.
  static func indexerOptions(_ parsed: Arguments, root: URL, databasePath: String) -> Indexer.Options? {
    var options = Indexer.Options(root: root, databasePath: databasePath)
    options.rebuild = parsed.flags.contains("rebuild")
    options.strictEnvironment = parsed.flags.contains("strict-environment")
    if let level = parsed.options["preview-findings"] {
      guard ProjectConfiguration.previewFindingsValues.contains(level) else {
        Terminal.printError("implicits-index: --preview-findings takes error, warning or off, not '\(level)'")
        return nil
      }
      options.previewFindings = level
    }
    if let level = parsed.options["unproven"] {
      guard ProjectConfiguration.unprovenValues.contains(level) else {
        Terminal.printError("implicits-index: --unproven takes error or warning, not '\(level)'")
        return nil
      }
      options.unproven = level
    }
    options.sourceList = parsed.options["sources"].map { URL(fileURLWithPath: $0) }
    options.build.os = parsed.options["os"]
    options.build.defines = parsed.repeated["define"]
    options.build.canImport = parsed.repeated["can-import"] ?? []
    options.build.cannotImport = parsed.repeated["cannot-import"] ?? []
    options.build.environments = parsed.repeated["target-environment"] ?? []
    return options
  }

  /// Indexes, prints what the run noted and the findings, and returns the exit status.
  static func run(_ options: Indexer.Options, parsed: Arguments, paths: PathStyle) throws -> Int32 {
    let color = Terminal.useColor
    let databasePath = options.databasePath
    var (summary, index, report, reporting) = try index(options, paths: paths, verbose: parsed.flags.contains("verbose"))
    if parsed.flags.contains("timing") {
      try printTiming(summary, index: index, reporting: reporting)
    }
    printNotes(of: summary, parsed: parsed, paths: paths, databasePath: databasePath)
    let (_, suppressed) = try index.diagnosticsWithSuppressed()
    try applyBaselines(to: &report, parsed: parsed, summary: summary)
    // A finding the baseline knows is a note: seen, and known not to fail the run.
    let printed = report.findings.lazy.map { finding in
      finding.isKnown ? finding.diagnostic.known(in: report.baselineFile ?? "") : finding.diagnostic
    }.filter { !parsed.flags.contains("quiet") || $0.severity == .error }
    let text = Diagnostic.rendered(Array(printed), paths: paths, color: color)
    print(text, terminator: "")
    printSummaryLine(summary, report: report, suppressed: suppressed.count)
    // The process ends right after this: the report and the index are left for its
    // exit to free, as swiftc and clang leave their trees (-disable-free), instead of
    // taking thousands of diagnostics apart one by one.
    Self.freedAtExit = (index, report)
    // A suppressed error (a checked false alarm, with its reason) and one the
    // baseline knows do not fail the run.
    return report.findings.contains { !$0.isKnown && $0.diagnostic.severity == .error } ? 1 : 0
  }

  /// Runs the indexer, then reads the findings with their identities (a baseline matches
  /// those) from the index just written; also returns when the reading started.
  static func index(_ options: Indexer.Options, paths: PathStyle, verbose: Bool)
    throws -> (Indexer.Summary, ProjectIndex, Report, reporting: DispatchTime) {
    let databasePath = options.databasePath
    // Runs on one index take turns, from the run to the findings read back (IndexLock):
    // each prints what its own run committed, and none fails because another is slow.
    let lock = IndexLock.acquire(beside: databasePath) {
      Terminal.printError("implicits-index: note: another implicits-index run is indexing into \(databasePath); "
        + "waiting for it to finish")
    }
    defer { withExtendedLifetime(lock) {} }
    var options = options
    options.holdsIndexLock = true
    // Progress on a terminal only (IndexProgress); gone before the diagnostics print.
    var indexer = Indexer(options: options)
    let progress = IndexProgress.onTerminal()
    if let progress { indexer.progress = { parsed, total in progress.update(parsed: parsed, total: total) } }
    defer { progress?.finish() }
    var summary = try indexer.run()
    // Damage the run did not meet (a table it left as it was) shows here; the index is
    // a cache, so when it is ours it is rebuilt too.
    let index: ProjectIndex
    let report: Report
    let reporting = DispatchTime.now()
    do {
      (index, report) = try Self.findings(databasePath, paths: paths, verbose: verbose)
    } catch let error where IndexStore.damage(in: error) != nil && IndexStore.isOurs(databasePath) {
      var rebuild = options
      rebuild.rebuild = true
      summary = try Indexer(options: rebuild).run()
      summary.repairedIndex = IndexStore.damage(in: error)
      (index, report) = try Self.findings(databasePath, paths: paths, verbose: verbose)
    }
    progress?.finish()
    return (summary, index, report, reporting)
  }

  /// `--timing`: each pass's stages when there were several, then the run's, with what
  /// reading (or rendering) the diagnostics took and how many slots had to be rendered.
  static func printTiming(_ summary: Indexer.Summary, index: ProjectIndex, reporting: DispatchTime) throws {
    func line(_ stages: [(name: String, seconds: Double)]) -> String {
      stages.map { "\($0.name) \(String(format: "%.3f", $0.seconds))s" }.joined(separator: "  ")
    }
    if summary.passes.count > 1 {
      for pass in summary.passes { Terminal.printError("[\(pass.label)] " + line(pass.stages)) }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - reporting.uptimeNanoseconds) / 1e9
    Terminal.printError(line(summary.stages + [("diagnostics", seconds)])
      + "  (\(try index.renderedSlotsOfAllConfigurations()) slots rendered)"
      + (summary.keptFiles > 0 ? "  \(summary.keptFiles) files parsed again kept their rows" : "")
      + (summary.incremental ? "  proved \(summary.provedSlots) slots, \(summary.flowWidenedFiles) files again for the flow" : ""))
  }

  /// What discovery could not read exactly (errors only with `--quiet`, as for the
  /// diagnostics), the files in no target (`--verbose`), and an index rebuilt or repaired.
  static func printNotes(of summary: Indexer.Summary, parsed: Arguments, paths: PathStyle, databasePath: String) {
    for note in summary.notes {
      let severity = Diagnostic.Severity(rawValue: note.severity.rawValue) ?? .note
      if parsed.flags.contains("quiet"), severity != .error { continue }
      Terminal.printError("\(paths.display(note.file)):\(note.line):\(note.column): "
        + "\(Terminal.label(severity, color: Terminal.useColorOnStandardError)) \(note.message)")
    }
    if parsed.flags.contains("verbose") {
      for line in summary.plan?.listing(files: false) ?? [] { Terminal.printError(line) }
      for file in summary.unassigned {
        Terminal.printError("\(paths.display(file)):1:1: "
          + "\(Terminal.label(.note, color: Terminal.useColorOnStandardError)) "
          + "this file belongs to no target of the project; not indexed")
      }
    }
    if summary.rebuiltIndex {
      Terminal.printError("implicits-index: the index was written by another version; rebuilt it")
    }
    if let damage = summary.repairedIndex {
      Terminal.printError("implicits-index: \(Terminal.label(.note, color: Terminal.useColorOnStandardError)) "
        + "the index at \(databasePath) was damaged (\(damage)); rebuilt it from the sources")
    }
  }

  /// The baseline the findings are known in (`--baseline`, else the settings'), and the
  /// one `--write-baseline` records today's findings in.
  static func applyBaselines(to report: inout Report, parsed: Arguments, summary: Indexer.Summary) throws {
    let baselineFile = parsed.options["baseline"] ?? summary.baselinePath
    if let baselineFile {
      report.apply(try Baseline.load(path: baselineFile), from: baselineFile)
    }
    if let file = parsed.options["write-baseline"] {
      try OutputFile.write(Baseline.document(for: report.findings), to: file)
      report.apply(Baseline(recording: report.findings), from: file)
      Terminal.printError("implicits-index: recorded \(report.findings.count) findings in \(file)")
    }
  }

  /// The one-line summary, and a warning when no view was found.
  static func printSummaryLine(_ summary: Indexer.Summary, report: Report, suppressed: Int) {
    let tally = report.tally
    let counts = report.counts
    print("""
      implicits: \(counts.files) files (\(summary.parsed) parsed)\
      \(summary.configurations.count > 1 ? " in \(summary.configurations.count) configurations (\(summary.configurations.joined(separator: ", ")))" : ""), \
      \(summary.unassigned.isEmpty ? "" : "\(summary.unassigned.count) in no target (-v lists them), ")\
      \(counts.views) views, \(tally.phrase)\
      \(suppressed == 0 ? "" : ", \(suppressed) suppressed")\
      \(report.knownCount > 0 ? ", \(report.knownCount) in the baseline" : "")\
      \(counts.unresolved > 0 ? ", \(counts.unresolved) unresolved sites" : "") \
      (\(String(format: "%.2f", summary.seconds)) s)
      """)
    // Never 0 views silently: Swift files but no view means the wrong folder or a
    // project description read wrong.
    if counts.views == 0 {
      Terminal.printError("implicits-index: warning: no SwiftUI view in the \(counts.files) files indexed"
        + (summary.unassigned.isEmpty ? "" : " (\(summary.unassigned.count) more are in no target; -v lists them)")
        + "; is this the app's folder?")
    }
  }

  nonisolated(unsafe) private static var freedAtExit: (ProjectIndex, Report)?

  /// The index at `path`, opened for reading, and its report (the findings).
  static func findings(_ path: String, paths: PathStyle, verbose: Bool) throws -> (ProjectIndex, Report) {
    let index = ProjectIndex(database: try IndexStore.openForReading(path: path))
    index.includeVerbose = verbose
    // Printed from the index when nothing changed; what had to be rendered is stored.
    index.storesDiagnostics = true
    let report = try Report(index: index, paths: paths)
    _ = try index.diagnosticsWithSuppressed()
    return (index, report)
  }
}
