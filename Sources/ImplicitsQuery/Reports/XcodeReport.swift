/// `report --format xcode`: `file:line:column: error: message [code]` lines, the form
/// Xcode, SwiftPM and most editors turn into issues (a Run Script build phase shows
/// them inline), each followed by its notes.
public enum XcodeReport {
  public static func render(_ report: Report) -> String {
    report.newFindings.map { $0.diagnostic.rendered(paths: report.paths) + "\n" }.joined()
  }
}
