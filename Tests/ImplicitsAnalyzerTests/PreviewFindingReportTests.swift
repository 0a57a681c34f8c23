import Foundation
import Testing

/// A read missing its value only in a preview, end to end: the index and the reports
/// tell it apart from the app's findings, and `--fail-on` decides what fails.
@Suite("Preview findings in reports")
struct PreviewFindingReportTests {
  static let app = """
    import SwiftUI
    @main
    struct NotesApp: App {
      var body: some Scene { WindowGroup { Editor().implicit(Store()) } }
    }
    struct Editor: View {
      @Implicit var store: Store
      var body: some View { Text("") }
    }
    #Preview { Editor() }
    """

  static func indexed(_ arguments: [String] = []) throws -> (URL, CommandLineTests.Run) {
    let folder = try CommandLineTests.project(app)
    let run = try CommandLineTests.run("implicits-index", arguments + [folder.path])
    return (folder, run)
  }

  @Test func indexSummaryAndExitFollowThePolicy() throws {
    let (_, run) = try Self.indexed()
    #expect(run.status == 0, "a preview finding is a warning by default")
    #expect(run.stdout.contains("[preview-missing-value]"))
    #expect(run.stdout.split(separator: "\n").last?.contains("1 reads: 0 satisfied, 1 unsatisfied (0 in the app, 1 in previews only from 1 preview), 0 unreachable") == true)
    let (_, strict) = try Self.indexed(["--preview-findings", "error"])
    #expect(strict.status == 1)
    #expect(strict.stdout.contains("Shop.swift:10:1: error: #Preview shows views without a value they read, missing only in previews"))
    let (_, off) = try Self.indexed(["--preview-findings", "off"])
    #expect(off.status == 0)
    #expect(!off.stdout.contains("preview-missing-value"))
  }

  @Test func failOnAppAnyNever() throws {
    let (folder, _) = try Self.indexed()
    #expect(try ReportFormatTests.report(folder, ["--format", "xcode"]).status == 0, "app is the default")
    #expect(try ReportFormatTests.report(folder, ["--format", "xcode", "--fail-on", "app"]).status == 0)
    #expect(try ReportFormatTests.report(folder, ["--format", "xcode", "--fail-on", "any"]).status == 1)
    #expect(try ReportFormatTests.report(folder, ["--format", "xcode", "--fail-on", "unsatisfied"]).status == 1,
            "unsatisfied is an alias of any")
    #expect(try ReportFormatTests.report(folder, ["--format", "xcode", "--fail-on", "never"]).status == 0)
  }

  @Test func everyFormatShowsTheKindApart() throws {
    let (folder, _) = try Self.indexed()
    let json = try ReportFormatTests.report(folder, ["--format", "json"]).stdout
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let read = try #require((object["reads"] as? [[String: Any]])?.first)
    #expect(read["status"] as? String == "unsatisfied")
    #expect(read["onlyPreviews"] as? Bool == true)
    #expect(read["code"] as? String == "preview-missing-value")
    #expect((object["summary"] as? [String: Int])?["onlyPreviews"] == 1)
    #expect((object["summary"] as? [String: Int])?["previewPlaces"] == 1)

    let sarif = try ReportFormatTests.report(folder, ["--format", "sarif"]).stdout
    #expect(try ReportFormatTests.validate("sarif", sarif)["results"] as? Int == 1)
    #expect(sarif.contains("\"ruleId\": \"preview-missing-value\""))
    #expect(sarif.contains("\"level\": \"warning\""))
    let junit = try ReportFormatTests.report(folder, ["--format", "junit"]).stdout
    let summary = try ReportFormatTests.validate("junit", junit)
    #expect(summary["failures"] as? Int == 0)
    #expect(summary["skipped"] as? Int == 1)
    #expect(junit.contains("preview-missing-value (not failing)"))
    let markdown = try ReportFormatTests.report(folder, ["--format", "markdown"]).stdout
    #expect(markdown.hasPrefix("### Implicits: ✅ the app's reads are satisfied; ⚠️ 1 unsatisfied in previews only (from 1 preview)"))
    #expect(markdown.contains("<details><summary>1 preview missing values (1 read unsatisfied in previews only"))
    #expect(markdown.contains("| Unsatisfied | in the app | in previews only |"))
    let html = try ReportFormatTests.report(folder, ["--format", "html"]).stdout
    #expect(html.contains("<h2 id=\"previews\">Unsatisfied in previews only, by preview</h2>"))
    #expect(html.contains("<span class=\"badge preview\">previews only</span>"))
    #expect(try ReportFormatTests.report(folder, ["--format", "github"]).stdout.hasPrefix("::warning "))
  }
}
