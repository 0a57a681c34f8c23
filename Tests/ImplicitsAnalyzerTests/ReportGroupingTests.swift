import Foundation
import Testing
@testable import ImplicitsQuery

/// One finding per place on every surface, on the grouped-findings fixture (two
/// previews that miss values, a hosting controller the analyzer cannot place, an app
/// error): the terminal and each report format show the same four findings, and every
/// surface counts the reads with the same words and numbers.
@Suite("Grouped findings in every format")
struct ReportGroupingTests {
  /// The fixture indexed in a folder of its own, and what `implicits-index` printed.
  static func indexed() throws -> (folder: URL, index: CommandLineTests.Run) {
    let (outcome, _) = try FixtureRunner.run(fixture: "analyzer/grouped-findings")
    return (outcome.root, try CommandLineTests.run("implicits-index", [outcome.root.path]))
  }

  static func report(_ folder: URL, _ format: String) throws -> String {
    let run = try ReportFormatTests.report(folder, ["--format", format, "--fail-on", "never"],
                                           environment: ["PATH": "/nonexistent"])
    #expect(run.status == 0, "\(format): \(run.stderr)")
    return run.stdout
  }

  /// The findings every surface shows: a warning per broken preview and for the blind
  /// host, an error for the read the app shows without its value.
  static let codes = ["preview-missing-value": 2, "unproven-read": 1, "unsatisfied-read": 1]

  static func occurrences(of text: String, in output: String) -> Int {
    output.components(separatedBy: text).count - 1
  }

  @Test func theTerminalAndTheLineFormatsShowOneFindingPerPlace() throws {
    let (folder, index) = try Self.indexed()
    let xcode = try Self.report(folder, "xcode")
    let checkstyle = try Self.report(folder, "checkstyle")
    let github = try Self.report(folder, "github")
    for (code, count) in Self.codes {
      #expect(Self.occurrences(of: "[\(code)]\n", in: index.stdout) == count, "terminal: \(code)")
      #expect(Self.occurrences(of: "[\(code)]\n", in: xcode) == count, "xcode: \(code)")
      #expect(Self.occurrences(of: "source=\"implicits.\(code)\"", in: checkstyle) == count, "checkstyle: \(code)")
      #expect(Self.occurrences(of: "title=\(code)", in: github) == count, "github: \(code)")
    }
    // The preview's warning is at the preview and names its values; the blind host's
    // at the controller, naming its reads.
    #expect(index.stdout.contains("App.swift:48:3: warning: Account_Previews.previews shows views without 2 values"))
    #expect(index.stdout.contains("App.swift:72:5: warning: 3 reads (@Implicit Session of Dashboard.session, Ticker.session;"))
    #expect(try ReportFormatTests.validate("checkstyle", checkstyle)["errors"] as? Int == 4)
  }

  @Test func sarifAndJUnitShowOneResultAndOneCasePerPlace() throws {
    let (folder, _) = try Self.indexed()
    let sarif = try Self.report(folder, "sarif")
    #expect(try ReportFormatTests.validate("sarif", sarif)["results"] as? Int == 4)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    for (code, count) in Self.codes {
      #expect(results.filter { $0["ruleId"] as? String == code }.count == count, "sarif: \(code)")
    }
    let account = try #require(results.first { ($0["properties"] as? [String: Any])?["place"] as? String == "Account_Previews.previews" })
    #expect((account["properties"] as? [String: Any])?["reads"] as? [String] == [
      "Account.session", "Account.theme", "Header.theme", "Avatar.session", "Avatar.theme"])
    #expect((account["codeFlows"] as? [Any])?.count == 2, "a path per value, to its first reader")

    let junit = try Self.report(folder, "junit")
    let summary = try ReportFormatTests.validate("junit", junit)
    // 11 reads: 7 in two previews' cases, 3 in the blind host's, and the app error's own.
    #expect(summary["tests"] as? Int == 4)
    #expect(summary["failures"] as? Int == 1)
    #expect(summary["skipped"] as? Int == 3)
    #expect(Self.occurrences(of: ".preview-missing-value\" file=", in: junit) == 2)
    #expect(Self.occurrences(of: ".unproven-read\" file=", in: junit) == 1)
  }

  @Test func markdownHTMLAndJSONGroupTheSameWay() throws {
    let (folder, _) = try Self.indexed()
    let markdown = try Self.report(folder, "markdown")
    #expect(markdown.contains("<details><summary>2 previews missing values (7 reads unsatisfied in previews only"))
    #expect(markdown.contains("| `Account_Previews.previews` | `App.swift:48:3` | @Implicit Session (2 views), @Implicit Theme (3 views) |"))
    #expect(markdown.contains("| `#Preview` | `App.swift:60:1` | @Implicit Theme (read by Settings), @Implicit Prefs (read by Settings) |"))
    #expect(markdown.contains("| Dashboard.session (@Implicit Session), Ticker.session (@Implicit Session), Ticker.feed (@Implicit Feed) |"))
    #expect(Self.occurrences(of: "| `unsatisfied-read` |", in: markdown) == 1)

    let html = try Self.report(folder, "html")
    #expect(Self.occurrences(of: "<h3 class=\"group warning\">", in: html) == 3)
    #expect(html.contains("<h2 id=\"unproven\">Unproven, by the place the analyzer cannot see</h2>"))
    #expect(html.contains("<h2 id=\"previews\">Unsatisfied in previews only, by preview</h2>"))

    // JSON: every read with its own status; the diagnostics grouped, each group with its reads.
    let json = try Self.report(folder, "json")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let reads = try #require(object["reads"] as? [[String: Any]])
    #expect(reads.count == 11)
    #expect(reads.filter { $0["onlyPreviews"] as? Bool == true && $0["status"] as? String == "unsatisfied" }.count == 7)
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    for (code, count) in Self.codes {
      #expect(diagnostics.filter { $0["code"] as? String == code }.count == count, "json: \(code)")
    }
    let grouped = diagnostics.filter { $0["reads"] != nil }
    #expect(grouped.map { ($0["reads"] as? [Any])?.count ?? 0 }.sorted() == [2, 3, 5])
    #expect(grouped.compactMap { $0["place"] as? String }.contains("#Preview"))
  }

  /// `unsatisfied` means every unsatisfied read on every surface (JSON's
  /// summary.unsatisfied), always split when some miss their value only in previews.
  @Test func everySurfaceCountsWithTheSameWords() throws {
    let (folder, index) = try Self.indexed()
    let phrase = "11 reads: 0 satisfied, 8 unsatisfied (1 in the app from 1 place, 7 in previews only from 2 previews), "
      + "3 unproven (from 1 place), 0 unreachable"
    #expect(index.stdout.split(separator: "\n").last?.contains(phrase) == true, "\(index.stdout)")
    let json = try Self.report(folder, "json")
    let summary = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["summary"]
      as? [String: Int])
    #expect(summary["unsatisfied"] == 8 && summary["appUnsatisfied"] == 1 && summary["onlyPreviews"] == 7)
    #expect(summary["appPlaces"] == 1 && summary["previewPlaces"] == 2 && summary["unprovenPlaces"] == 1)
    let markdown = try Self.report(folder, "markdown")
    #expect(markdown.hasPrefix("### Implicits: ❌ 1 unsatisfied read in the app\n"))
    #expect(markdown.contains("| Files | Views | Reads | Satisfied | Unsatisfied | in the app | in previews only | Unproven |"))
    #expect(markdown.contains("| 1 | 8 | 11 | 0 | 8 | 1 | 7 | 3 |"))
    let html = try Self.report(folder, "html")
    #expect(html.contains("<b>8</b>unsatisfied</div>") && html.contains("<b>1</b>unsatisfied in the app</div>")
      && html.contains("<b>7</b>unsatisfied in previews only</div>"))
    #expect(try Self.report(folder, "sarif").contains(phrase))
    #expect(try Self.report(folder, "github").contains(phrase))
    let listed = try CommandLineTests.run("implicits-query", ["reads"], in: folder).stdout
    #expect(Self.occurrences(of: "unsatisfied in previews only", in: listed) == 7)
    #expect(listed.split(separator: "\n").filter { $0.hasPrefix("unsatisfied  ") }.count == 1)
    let unsatisfied = try CommandLineTests.run("implicits-query", ["unsatisfied"], in: folder).stdout
    #expect(unsatisfied.contains("8 unsatisfied (1 in the app, 7 in previews only); `why View.property` explains one."))
  }
}
