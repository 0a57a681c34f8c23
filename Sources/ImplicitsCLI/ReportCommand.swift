import Foundation
import ImplicitsQuery

extension QuerySession {
  /// `report [--format F] [--output FILE] [--fail-on app|unproven|any|never] [--baseline FILE]
  /// [--write-baseline FILE] [--path-prefix DIR]`. Exit 1 when some read the baseline
  /// does not know fails under the policy: `app` (the default) on the app's own paths
  /// (and in previews when previewFindings is `error`, unproven reads when `unproven`
  /// is `error`), `unproven` also on every unproven read, `any` on every unsatisfied or
  /// unproven read (`unsatisfied` is its old name).
  func report(_ options: [String: String], arguments: [String]) throws -> Int32 {
    guard arguments.isEmpty else { throw Failure(message: QueryCommands.usage(QueryCommands.spec("report")!)) }
    let format = options["format"] ?? "json"
    guard QueryCommands.reportFormats.contains(format) else {
      throw Failure(message: "unknown report format '\(format)' (\(QueryCommands.reportFormats.joined(separator: ", ")))")
    }
    guard let failOn = Report.FailurePolicy(argument: options["fail-on"] ?? "app") else {
      throw Failure(message: "--fail-on takes app, unproven, any or never, not '\(options["fail-on"] ?? "")'")
    }
    var report = try Report(index: index, paths: PathStyle(prefix: options["path-prefix"] ?? ""))
    if let file = options["baseline"] {
      do {
        report.apply(try Baseline.load(path: file), from: file)
      } catch let error as Baseline.FormatError {
        throw Failure(message: error.description)
      }
    }
    if let file = options["write-baseline"] {
      try write(Baseline.document(for: report.findings), to: file)
      // Adopting: what was just recorded is known from now on.
      report.apply(Baseline(identities: Set(report.findings.map(\.identity))), from: file)
      Terminal.printError("implicits-query: recorded \(report.findings.count) findings in \(file)")
      if options["format"] == nil && options["output"] == nil { return 0 }
    }

    let text: String
    switch format {
    case "sarif": text = try SARIFReport.render(report)
    case "junit": text = try JUnitReport.render(report)
    case "github": text = GitHubReport.render(report)
    case "markdown": text = try MarkdownReport.render(report)
    case "checkstyle": text = CheckstyleReport.render(report)
    case "xcode": text = XcodeReport.render(report)
    case "html": text = try HTMLReport.render(report, dot: Graphviz.executable())
    default: text = try JSONFormat.render(report)
    }
    if let output = options["output"] {
      try write(text, to: output)
    } else {
      print(text, terminator: "")
    }
    // GitHub shows only the first annotations of a step; the summary holds them all.
    if format == "github", let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
      try append(try MarkdownReport.render(report, limit: 1_000_000) + "\n", to: summary)
    }
    return report.failingReads(failOn).isEmpty ? 0 : 1
  }

  private func write(_ text: String, to path: String) throws {
    // Atomic writes replace the file, which must never happen to /dev/null or a FIFO.
    let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    do {
      // `--output reports/implicits.sarif` in a fresh CI checkout: make the folder.
      let folder = (path as NSString).deletingLastPathComponent
      if type == nil, !folder.isEmpty {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      try text.write(toFile: path, atomically: type == nil || type == .typeRegular, encoding: .utf8)
    } catch {
      throw Failure(message: "cannot write \(path): \(error.localizedDescription)")
    }
  }

  /// The step summary is shared by every step of a job: append, never replace.
  private func append(_ text: String, to path: String) throws {
    if !FileManager.default.fileExists(atPath: path) { try write("", to: path) }
    guard let handle = FileHandle(forWritingAtPath: path) else { throw Failure(message: "cannot write \(path)") }
    defer { try? handle.close() }
    handle.seekToEndOfFile()
    handle.write(Data(text.utf8))
  }
}
