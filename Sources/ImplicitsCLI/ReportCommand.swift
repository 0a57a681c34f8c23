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
    guard let format = ReportFormat(rawValue: options["format"] ?? "json") else {
      throw Failure(message: "unknown report format '\(options["format"] ?? "")' (\(QueryCommands.reportFormats.joined(separator: ", ")))")
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
      report.apply(Baseline(recording: report.findings), from: file)
      Terminal.printError("implicits-query: recorded \(report.findings.count) findings in \(file)")
      if options["format"] == nil && options["output"] == nil { return 0 }
    }

    let text = try format.render(report, dot: { Graphviz.executable() })
    if let output = options["output"] {
      try write(text, to: output)
      // The report itself is in the file: one line says it is there and what it holds.
      // (The exit status is still --fail-on's: 1 when a read fails under it.)
      Terminal.printError("wrote \(output): \(Self.counted(report.newFindings, .error)), "
        + Self.counted(report.newFindings, .warning))
    } else {
      print(text, terminator: "")
    }
    // GitHub shows only the first annotations of a step; the summary holds them all.
    if format == .github, let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
      try append(try MarkdownReport.render(report, limit: 1_000_000) + "\n", to: summary)
    }
    return report.failingReads(failOn).isEmpty ? 0 : 1
  }

  /// `2 errors`, `1 warning`: the new findings (not in the baseline) of one severity.
  static func counted(_ findings: [Finding], _ severity: Diagnostic.Severity) -> String {
    let n = findings.filter { $0.diagnostic.severity == severity }.count
    return "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
  }

  private func write(_ text: String, to path: String) throws {
    do { try OutputFile.write(text, to: path) } catch { throw Failure(message: "\(error)") }
  }

  private func append(_ text: String, to path: String) throws {
    do { try OutputFile.append(text, to: path) } catch { throw Failure(message: "\(error)") }
  }
}
