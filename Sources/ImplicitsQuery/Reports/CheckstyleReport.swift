/// `report --format checkstyle`: Checkstyle XML, read by many CI tools and review
/// bots (reviewdog, Jenkins Warnings). One `<file>` per file, one `<error>` per
/// finding; `source` names the rule.
public enum CheckstyleReport {
  public static func render(_ report: Report) -> String {
    var files: [String] = []
    var byFile: [String: [Diagnostic]] = [:]
    for finding in report.newFindings {
      let file = report.file(finding.diagnostic.location.file)
      if byFile[file] == nil { files.append(file) }
      byFile[file, default: []].append(finding.diagnostic)
    }
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for file in files.sorted() {
      text += "  <file name=\"\(XMLEscaping.attribute(file))\">\n"
      for diagnostic in byFile[file] ?? [] {
        let severity = diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue
        var message = diagnostic.message
        for note in diagnostic.printedNotes { message += "\n\(note.location.rendered(report.paths)): \(note.message)" }
        text += "    <error line=\"\(diagnostic.location.line)\" column=\"\(diagnostic.location.column)\" "
          + "severity=\"\(severity)\" message=\"\(XMLEscaping.attribute(message))\" "
          + "source=\"\(Report.toolName).\(XMLEscaping.attribute(diagnostic.code))\"/>\n"
      }
      text += "  </file>\n"
    }
    return text + "</checkstyle>\n"
  }
}
