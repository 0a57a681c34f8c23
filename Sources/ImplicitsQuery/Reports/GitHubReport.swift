/// `report --format github`: GitHub Actions workflow commands, one annotation per
/// finding (`::error file=...,line=...,col=...,title=...::message`). GitHub shows at
/// most 10 annotations of each type per step, so the command line also writes the
/// whole table (MarkdownReport) to `$GITHUB_STEP_SUMMARY` when it is set.
public enum GitHubReport {
  public static func render(_ report: Report) -> String {
    var lines = report.newFindings.map { finding -> String in
      let diagnostic = finding.diagnostic
      let command = switch diagnostic.severity {
      case .error: "error"
      case .warning: "warning"
      case .note: "notice"
      }
      // The read, or a group's place (the preview, what the analyzer cannot see).
      let subject = finding.read?.name ?? (finding.isGroup ? diagnostic.origin?.name : nil)
      let title = subject.map { "\(diagnostic.code): \($0)" } ?? diagnostic.code
      let properties = [
        ("file", report.file(diagnostic.location.file)), ("line", String(diagnostic.location.line)),
        ("col", String(diagnostic.location.column)), ("title", title),
      ].map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
      // The path as one line (`ShopApp.body → Catalog() → Checkout()`), then the notes
      // that are not hops: a note per hop made app-sized annotations tens of kilobytes.
      var message = diagnostic.message
      if diagnostic.hops.count > 1 { message += "\npath: \(diagnostic.route)" }
      for note in diagnostic.notes { message += "\n\(note.location.rendered(report.paths)): \(note.message)" }
      return "::\(command) \(properties)::\(escapeData(message))"
    }
    lines.append("implicits: \(report.summaryLine)"
      + (report.knownCount > 0 ? " (\(report.knownCount) known findings in the baseline not shown)" : ""))
    return lines.joined(separator: "\n") + "\n"
  }

  /// A workflow command's message: `%`, CR and LF escaped (as @actions/core does).
  public static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A workflow command's property value: also `:` and `,`, which separate properties.
  public static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
