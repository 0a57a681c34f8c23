/// `report --format markdown`: a summary for a pull-request comment (and the GitHub
/// step summary): the counts; then every app-path error (any code) in a table with
/// the path on which its value is missing; the unproven reads with what the analyzer
/// could not see; the other findings; and last, collapsed, the reads missing only in
/// previews. GitHub refuses comments over 65,536 characters, so rows stop at `limit`
/// with a line saying how many were left out.
public enum MarkdownReport {
  public static let commentLimit = 60_000

  public static func render(_ report: Report, limit: Int = commentLimit) throws -> String {
    let failing = report.failingReads
    let previewOnly = report.previewOnlyCount
    var text = failing.isEmpty
      ? (previewOnly == 0 ? "### Implicits: ✅ every checked read is satisfied\n\n"
         : "### Implicits: ✅ the app's reads are satisfied; ⚠️ \(previewOnly) missing only in previews\n\n")
      : "### Implicits: ❌ \(failing.count) unsatisfied read\(failing.count == 1 ? "" : "s")\n\n"
    // Unsatisfied on the app's paths, and only in previews, in columns of their own.
    var columns: [(String, Int)] = [("Satisfied", report.count(.satisfied)), ("Unsatisfied", report.appUnsatisfiedCount)]
    if report.previewOnlyCount > 0 { columns.append(("Previews only", report.previewOnlyCount)) }
    for status in ReadResult.Status.allCases where status != .satisfied && status != .unsatisfied && report.count(status) > 0 {
      columns.append((status.rawValue.capitalized, report.count(status)))
    }
    text += "| Files | Views | Reads | " + columns.map(\.0).joined(separator: " | ") + " |\n"
    text += "|---:|---:|---:|" + String(repeating: "---:|", count: columns.count) + "\n"
    text += "| \(report.counts.files) | \(report.counts.views) | \(report.reads.count) | "
      + columns.map { String($0.1) }.joined(separator: " | ") + " |\n"

    var left = 0
    func add(_ row: String) {
      // Room is kept for the closing lines.
      if text.utf8.count + row.utf8.count > limit - 400 { left += 1 } else { text += row }
    }

    // Every read's finding, app errors of any code first (`unsatisfied-read`,
    // `missing-environment-object`, ...), then unproven reads; previews last, below.
    let readFindings = report.newFindings.filter { $0.read != nil && ProjectIndex.readCodes.contains($0.diagnostic.code) }
    let appErrors = readFindings.filter { $0.read!.failsInApp && $0.diagnostic.code != DiagnosticRules.previewMissingValue.code }
    let unproven = readFindings.filter { $0.read!.status == .unproven }
    let previews = readFindings.filter { $0.diagnostic.code == DiagnosticRules.previewMissingValue.code }
    for (title, findings, column) in [("Unsatisfied reads (the app crashes or misses a value)", appErrors, "Missing on this path"),
                                      ("Unproven reads (the analyzer cannot see the whole path)", unproven,
                                       "Missing on this path, past what the analyzer cannot see")]
    where !findings.isEmpty {
      text += "\n#### \(title)\n\n| Read | Key | Code | Where | \(column) |\n| --- | --- | --- | --- | --- |\n"
      for finding in findings {
        guard let read = finding.read else { continue }
        let path = try report.index.uncoveredPath(for: read)
        var route = path.map(\.name).joined(separator: " → ")
        if read.status == .unproven, let place = try report.index.blindPlaces(on: path, for: read).first {
          route += " (cannot see: \(place.reason) at \(place.location.rendered(report.paths)))"
        }
        add("| \(code(read.name)) | \(code(read.keyDescription)) | \(code(finding.diagnostic.code)) | "
          + "\(code(read.location.rendered(report.paths))) | \(cell(read.configurationTag + route)) |\n")
      }
    }
    let listed = appErrors + unproven + previews
    // Grouped by code, place and message first, so each finding is compared with the few
    // listed ones that can equal it rather than with all of them.
    let listedByPlace = Dictionary(grouping: listed.map(\.diagnostic), by: \.place)
    let others = report.newFindings.filter { finding in
      !(listedByPlace[finding.diagnostic.place]?.contains { $0 == finding.diagnostic } ?? false)
    }
    if !others.isEmpty {
      text += "\n#### Other findings\n\n| Severity | Code | Message | Where |\n| --- | --- | --- | --- |\n"
      for finding in others {
        let diagnostic = finding.diagnostic
        add("| \(diagnostic.severity.rawValue) | \(code(diagnostic.code)) | \(cell(diagnostic.message)) | "
          + "\(code(diagnostic.location.rendered(report.paths))) |\n")
      }
    }
    if !previews.isEmpty {
      text += "\n<details><summary>\(previews.count) read\(previews.count == 1 ? "" : "s") missing only in previews "
        + "(the canvas crashes, the app does not)</summary>\n\n"
        + "| Read | Key | Where | Missing on this path |\n| --- | --- | --- | --- |\n"
      for finding in previews {
        guard let read = finding.read else { continue }
        let route = try report.index.uncoveredPath(for: read).map(\.name).joined(separator: " → ")
        add("| \(code(read.name)) | \(code(read.keyDescription)) | \(code(read.location.rendered(report.paths))) | "
          + "\(cell(read.configurationTag + route)) |\n")
      }
      text += "\n</details>\n"
    }
    if left > 0 { text += "\n_…and \(left) more; the full list is in the SARIF, JUnit or HTML report._\n" }
    if report.knownCount > 0 {
      text += "\n_\(report.knownCount) known finding\(report.knownCount == 1 ? "" : "s") from the baseline "
        + "\(report.baselineFile.map { code($0) } ?? "") not shown._\n"
    }
    text += "\n<sub>\(Report.toolName) \(Report.toolVersion) · `implicits-query why View.property` explains a read</sub>\n"
    return text
  }

  /// A table cell: pipes escaped (also inside code spans, as GitHub requires), line
  /// breaks as `<br>`, and angle brackets kept from becoming HTML.
  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\n", with: "<br>")
  }

  /// A code span in a cell; longer fences when the text holds backticks.
  static func code(_ text: String) -> String {
    let fence = text.contains("`") ? "`` " : "`"
    let body = text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    return fence + body + String(fence.reversed())
  }
}
