/// The formats of `implicits-query report --format F`, in one list: the command's
/// choices, its help, completion and the fuzzer read it, and each case names its
/// renderer and its help in a `switch` with no `default`, so a format added here
/// without them does not compile. Adding a format: a case here, its renderer in
/// this folder, and its row in docs/cli.md's table of formats (`ReportFormatTests`
/// checks the row, and that no renderer of this folder is left out).
public enum ReportFormat: String, CaseIterable, Sendable {
  case json, sarif, junit, github, markdown, checkstyle, xcode, html

  /// What `--help` says of the format.
  public var help: String {
    switch self {
    case .json: "json (the version-1 contract)"
    case .sarif: "sarif (SARIF 2.1.0, GitHub code scanning)"
    case .junit: "junit"
    case .github: "github (workflow annotations; with $GITHUB_STEP_SUMMARY set, also the full Markdown table there)"
    case .markdown: "markdown (a pull-request comment)"
    case .checkstyle: "checkstyle"
    case .xcode: "xcode (file:line:column: error: message)"
    case .html: "html (one page with the view tree; drawn by Graphviz `dot` when installed)"
    }
  }

  /// The report in this format. `dot` is asked for Graphviz's `dot` only by a format
  /// that draws with it.
  public func render(_ report: Report, dot: () -> String? = { nil }) throws -> String {
    switch self {
    case .json: try JSONFormat.render(report)
    case .sarif: try SARIFReport.render(report)
    case .junit: try JUnitReport.render(report)
    case .github: GitHubReport.render(report)
    case .markdown: try MarkdownReport.render(report)
    case .checkstyle: CheckstyleReport.render(report)
    case .xcode: XcodeReport.render(report)
    case .html: try HTMLReport.render(report, dot: dot())
    }
  }
}
