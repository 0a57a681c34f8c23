/// `report --format markdown`: a summary for a pull-request comment (and the GitHub
/// step summary): a heading that says what fails the run and what only warns; the
/// counts (every unsatisfied read, split into the app's and the previews' when some
/// miss their value only in previews); then every app-path error (any code) in a table
/// with the path on which its value is missing; one row per place the analyzer cannot
/// see, with the reads it leaves unproven; the other findings; and last, collapsed,
/// one row per preview that misses values. GitHub refuses comments over 65,536
/// characters, so rows stop at `limit` with a line saying how many were left out.
public enum MarkdownReport {
  public static let commentLimit = 60_000

  public static func render(_ report: Report, limit: Int = commentLimit) throws -> String {
    let tally = report.tally
    var text = "### Implicits: \(heading(report, tally))\n\n"
    var columns: [(String, Int)] = [("Satisfied", tally.satisfied), ("Unsatisfied", tally.unsatisfied)]
    if tally.inPreviewsOnly > 0 { columns += [("in the app", tally.inApp), ("in previews only", tally.inPreviewsOnly)] }
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

    // App errors of any code, one per read (`unsatisfied-read`, `missing-environment-object`,
    // ...); then a row per place the analyzer cannot see; previews last, below.
    let new = report.newFindings
    let appErrors = new.filter { finding in
      finding.read.map { $0.failsInApp && ProjectIndex.readCodes.contains(finding.diagnostic.code) } ?? false
    }
    let unproven = new.filter { $0.isGroup && $0.diagnostic.code == DiagnosticRules.unprovenRead.code }
    let previews = new.filter { $0.isGroup && $0.diagnostic.code == DiagnosticRules.previewMissingValue.code }
    if !appErrors.isEmpty {
      text += "\n#### Unsatisfied reads in the app (the app crashes or misses a value)"
        + ReadTally.from(tally.places?.app, "place").replacingOccurrences(of: " from", with: ", from")
        + "\n\n| Read | Key | Code | Where | Missing on this path |\n| --- | --- | --- | --- | --- |\n"
      for finding in appErrors {
        guard let read = finding.read else { continue }
        add("| \(code(read.name)) | \(code(read.keyDescription)) | \(code(finding.diagnostic.code)) | "
          + "\(code(read.location.rendered(report.paths))) | \(cell(read.configurationTag + finding.diagnostic.route)) |\n")
      }
    }
    if !unproven.isEmpty {
      text += "\n#### Unproven reads (the analyzer cannot see the whole path), by the place it cannot see\n\n"
        + "| Cannot see | Where | Reads it leaves unproven |\n| --- | --- | --- |\n"
      for finding in unproven {
        add("| \(cell(finding.diagnostic.origin?.name ?? "")) | \(code(finding.diagnostic.location.rendered(report.paths))) | "
          + "\(cell(finding.reads.map { "\($0.name) (\($0.keyDescription))" }.joined(separator: ", "))) |\n")
      }
    }
    let listed = Set((appErrors + unproven + previews).map(\.diagnostic.place))
    let others = new.filter { !listed.contains($0.diagnostic.place) }
    if !others.isEmpty {
      text += "\n#### Other findings\n\n| Severity | Code | Message | Where |\n| --- | --- | --- | --- |\n"
      for finding in others {
        let diagnostic = finding.diagnostic
        add("| \(diagnostic.severity.rawValue) | \(code(diagnostic.code)) | \(cell(diagnostic.message)) | "
          + "\(code(diagnostic.location.rendered(report.paths))) |\n")
      }
    }
    if !previews.isEmpty {
      let reads = previews.map(\.reads.count).reduce(0, +)
      text += "\n<details><summary>\(previews.count) preview\(previews.count == 1 ? "" : "s") missing values "
        + "(\(reads) read\(reads == 1 ? "" : "s") unsatisfied in previews only: the canvas crashes, the app does not)"
        + "</summary>\n\n| Preview | Where | Values it misses (views that read each) |\n| --- | --- | --- |\n"
      for finding in previews {
        add("| \(code(finding.diagnostic.origin?.name ?? "")) | \(code(finding.diagnostic.location.rendered(report.paths))) | "
          + "\(cell(missingValues(finding))) |\n")
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

  /// What fails the run (the reads `--fail-on app` fails on, the baseline's left out),
  /// else that nothing does, then what only warns; each count named as the table
  /// names it.
  static func heading(_ report: Report, _ tally: ReadTally) -> String {
    let failing = report.failingReads
    if !failing.isEmpty {
      let app = failing.filter(\.failsInApp).count, unproven = failing.filter { $0.status == .unproven }.count
      let previews = failing.filter(\.failsOnlyInPreviews).count
      var parts: [String] = []
      if app > 0 { parts.append("\(app) unsatisfied read\(app == 1 ? "" : "s") in the app") }
      if unproven > 0 { parts.append("\(unproven) unproven read\(unproven == 1 ? "" : "s")") }
      if previews > 0 { parts.append("\(previews) unsatisfied in previews only") }
      return "❌ " + parts.joined(separator: ", ")
    }
    let knownInApp = report.reads.filter { $0.failsInApp && report.isKnown($0) }.count
    var warnings: [String] = []
    if tally.inApp > 0 {
      warnings.append("\(tally.inApp) unsatisfied in the app, "
        + (knownInApp == tally.inApp ? "known from the baseline" : "none failing the run"))
    }
    if tally.unproven > 0 { warnings.append("\(tally.unproven) unproven" + ReadTally.from(tally.places?.unproven, "place", alone: true)) }
    if tally.inPreviewsOnly > 0 {
      warnings.append("\(tally.inPreviewsOnly) unsatisfied in previews only" + ReadTally.from(tally.places?.previews, "preview", alone: true))
    }
    guard !warnings.isEmpty else { return "✅ every checked read is satisfied" }
    let lead = tally.inApp == 0 && tally.unproven == 0 ? "✅ the app's reads are satisfied" : "✅ no read fails the run"
    return lead + "; ⚠️ " + warnings.joined(separator: ", ")
  }

  /// `@Implicit Store (read by Editor), @Environment(Theme.self) (3 views)`: a preview's
  /// values, each with the views that read it.
  static func missingValues(_ finding: Finding) -> String {
    var slots: [String] = []
    var readers: [String: [ReadResult]] = [:]
    for read in finding.reads {
      if readers[read.slot] == nil { slots.append(read.slot) }
      readers[read.slot, default: []].append(read)
    }
    return slots.map { slot in
      let reads = readers[slot]!
      let views = Set(reads.map { $0.module + "." + $0.view }).count
      return "\(reads[0].keyDescription) (\(views == 1 ? "read by \(reads[0].view)" : "\(views) views"))"
    }.joined(separator: ", ")
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
