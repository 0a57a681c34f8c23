import Foundation
import Testing
@testable import ImplicitsQuery

/// `implicits-query report --format F`, end to end: each format is produced by the
/// executable from an indexed project and checked by that format's own rules. SARIF
/// and JUnit go through scripts/validate-reports (the SARIF 2.1.0 JSON schema with
/// Python's jsonschema; junitparser), whose failure fails the test.
@Suite("Reports")
struct ReportFormatTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The Shop app of CommandLineTests, indexed: 3 reads, Checkout.network unsatisfied.
  static func indexedShop() throws -> URL {
    let folder = try CommandLineTests.project()
    _ = try CommandLineTests.run("implicits-index", [folder.path])
    return folder
  }

  static func report(_ folder: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> CommandLineTests.Run {
    try CommandLineTests.run("implicits-query", ["report"] + arguments, in: folder, environment: environment)
  }

  /// Runs scripts/validate-reports on `text`.
  static func runValidator(_ format: String, _ text: String) throws -> CommandLineTests.Run {
    let file = try FixtureRunner.makeScratchFolder().appendingPathComponent("report.\(format)")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", repositoryRoot.appendingPathComponent("scripts/validate-reports").path, format, file.path]
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return .init(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                 stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// Validates a report; records a failure (never a skip) when the validator rejects it
  /// or cannot run (no python3, jsonschema or junitparser: run scripts/setup), and
  /// returns the validator's summary.
  static func validate(_ format: String, _ text: String) throws -> [String: Any] {
    let run = try runValidator(format, text)
    #expect(run.status == 0, "validate-reports \(format) rejected the report: \(run.stderr)")
    return (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]) ?? [:]
  }

  /// A project built for two platforms: every format renders, the HTML view tree
  /// included, whose reads carry the ids of the configuration that answers each (two
  /// configurations' indexes number their reads alike).
  @Test("every format renders a project of two configurations",
        arguments: ["xcode-two-platforms", "same-module-two-platforms"],
        ReportFormat.allCases.map(\.rawValue))
  func everyFormatRendersTwoConfigurations(_ fixture: String, _ format: String) throws {
    // xcode-two-platforms: reads only one configuration builds (BetaBanner's on iOS,
    // RemoteHints' on tvOS); same-module-two-platforms: one module built for iOS and
    // watchOS, its ContentView missing its value on watchOS only.
    let (outcome, _) = try FixtureRunner.run(fixture: "analyzer/" + fixture)
    #expect(try outcome.index.configurationNames().count == 2)
    let run = try Self.report(outcome.root, ["--format", format, "--fail-on", "never"])
    #expect(run.status == 0, "\(format): \(run.stderr)")
    let failing = fixture == "xcode-two-platforms" ? "PlayerView" : "ContentView"
    #expect(run.stdout.contains(failing), "\(format) names the failing read")
  }

  /// The validators must be able to fail: a report that breaks the rules is rejected.

  @Test func theValidatorsRejectBrokenReports() throws {
    let folder = try Self.indexedShop()
    let sarif = try Self.report(folder, ["--format", "sarif"]).stdout
    let noVersion = sarif.replacingOccurrences(of: "\"version\": \"2.1.0\",", with: "")
    #expect(noVersion != sarif)
    let rejected = try Self.runValidator("sarif", noVersion)
    #expect(rejected.status == 1)
    #expect(rejected.stderr.contains("'version' is a required property"))
    let badLevel = try Self.runValidator("sarif", sarif.replacingOccurrences(of: "\"level\": \"error\"", with: "\"level\": \"fatal\""))
    #expect(badLevel.status == 1)
    let junit = try Self.report(folder, ["--format", "junit"]).stdout
    let miscounted = try Self.runValidator("junit", junit.replacingOccurrences(of: "failures=\"1\"", with: "failures=\"0\""))
    #expect(miscounted.status == 1)
    #expect(miscounted.stderr.contains("failures=0 but it holds 1"))
    #expect(try Self.runValidator("junit", "<testsuites").status == 1)
  }

  @Test func sarifFollowsTheSchemaAndWhatGitHubNeeds() throws {
    let folder = try Self.indexedShop()
    let run = try Self.report(folder, ["--format", "sarif"])
    #expect(run.status == 1, "an unsatisfied read fails the run by default")
    let summary = try Self.validate("sarif", run.stdout)
    #expect(summary["results"] as? Int == 1)

    let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == DiagnosticRules.all.map(\.code))
    let result = try #require((sarifRun["results"] as? [[String: Any]])?.first)
    #expect(result["ruleId"] as? String == "unsatisfied-read")
    #expect(result["level"] as? String == "error")
    let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
    let artifact = try #require(physical["artifactLocation"] as? [String: Any])
    #expect(artifact["uri"] as? String == "Shop.swift")
    #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 19)
    let flow = try #require((result["codeFlows"] as? [[String: Any]])?.first)
    let steps = try #require(((flow["threadFlows"] as? [[String: Any]])?.first)?["locations"] as? [[String: Any]])
    let messages = steps.compactMap { (($0["location"] as? [String: Any])?["message"] as? [String: Any])?["text"] as? String }
    #expect(messages == ["ShopApp.body (entry point)", "Catalog() in ShopApp.body, without NetworkService",
                         "Checkout() in Catalog.body, without NetworkService"])
    #expect((result["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintName]?.count == 16)
  }

  @Test func sarifFingerprintsSurviveMovingCode() throws {
    let folder = try Self.indexedShop()
    func fingerprintAndLine() throws -> (String?, Int?) {
      let run = try Self.report(folder, ["--format", "sarif"])
      let log = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
      let result = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first
      let region = (((result?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
        as? [String: Any])
      return ((result?["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintName], region?["startLine"] as? Int)
    }
    let before = try fingerprintAndLine()
    try ("// moved\n// down\n" + CommandLineTests.app).write(to: folder.appendingPathComponent("Shop.swift"),
                                                          atomically: true, encoding: .utf8)
    _ = try CommandLineTests.run("implicits-index", [folder.path])
    let after = try fingerprintAndLine()
    #expect(before.1 == 19 && after.1 == 21)
    #expect(before.0 != nil && before.0 == after.0)
  }

  @Test func sarifPathsTakeThePrefixAndAreEscaped() throws {
    let folder = try Self.indexedShop()
    let run = try Self.report(folder, ["--format", "sarif", "--path-prefix", "Apps/My Shop"])
    _ = try Self.validate("sarif", run.stdout)
    #expect(run.stdout.contains("\"uri\": \"Apps/My%20Shop/Shop.swift\""))
  }

  @Test func junitHasOneCasePerReadAndTheWhyOfFailures() throws {
    let folder = try Self.indexedShop()
    let run = try Self.report(folder, ["--format", "junit"])
    #expect(run.status == 1)
    let summary = try Self.validate("junit", run.stdout)
    #expect(summary["tests"] as? Int == 3)
    #expect(summary["failures"] as? Int == 1)
    #expect(summary["skipped"] as? Int == 0)
    #expect(run.stdout.contains("<testcase name=\"Checkout.network\" classname=\"\(folder.lastPathComponent).Checkout\""))
    #expect(run.stdout.contains("type=\"unsatisfied-read\">Checkout.network: @Implicit NetworkService is UNSATISFIED"))
    #expect(run.stdout.contains("Shortest path from an app entry point on which NetworkService is not declared"))
  }

  @Test func checkstyleIsWellFormed() throws {
    let folder = try Self.indexedShop()
    let run = try Self.report(folder, ["--format", "checkstyle"])
    let summary = try Self.validate("checkstyle", run.stdout)
    #expect(summary["errors"] as? Int == 1)
    #expect(run.stdout.contains("<error line=\"19\" column=\"3\" severity=\"error\""))
    #expect(run.stdout.contains("source=\"implicits.unsatisfied-read\""))
  }

  @Test func githubAnnotationsAreWorkflowCommandsAndFillTheStepSummary() throws {
    let folder = try Self.indexedShop()
    let summaryFile = folder.appendingPathComponent("summary.md")
    try "earlier step\n".write(to: summaryFile, atomically: true, encoding: .utf8)
    let run = try Self.report(folder, ["--format", "github"], environment: ["GITHUB_STEP_SUMMARY": summaryFile.path])
    #expect(run.status == 1)
    let annotations = run.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(annotations.count == 1)
    let annotation = String(annotations[0])
    #expect(annotation.hasPrefix("::error file=Shop.swift,line=19,col=3,title=unsatisfied-read%3A Checkout.network::"))
    #expect(!annotation.contains("\n"))
    // The path in one line, then the notes that are not hops.
    #expect(annotation.contains("declare .implicit(NetworkService(...)) above it; Checkout.network is declared and never "
      + "used: delete it%0Apath: ShopApp.body → Catalog() → Checkout()%0AShop.swift:15:52: Checkout() is shown here"))
    #expect(!annotation.contains("step 1 of"))
    let summary = try String(contentsOf: summaryFile, encoding: .utf8)
    #expect(summary.hasPrefix("earlier step\n"), "the step summary is appended to, never replaced")
    #expect(summary.contains("| `Checkout.network` | `@Implicit NetworkService` | `unsatisfied-read` | `Shop.swift:19:3` |"))
  }

  @Test func githubEscapingFollowsTheWorkflowCommandRules() {
    #expect(GitHubReport.escapeData("100% sure\r\nnext: a,b") == "100%25 sure%0D%0Anext: a,b")
    #expect(GitHubReport.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
  }

  @Test func markdownIsAPullRequestSummary() throws {
    let folder = try Self.indexedShop()
    let run = try Self.report(folder, ["--format", "markdown"])
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "### Implicits: ❌ 1 unsatisfied read in the app")
    #expect(lines.contains("| Files | Views | Reads | Satisfied | Unsatisfied |"))
    #expect(lines.contains("| 1 | 3 | 3 | 2 | 1 |"))
    #expect(lines.contains("| Read | Key | Code | Where | Missing on this path |"))
    #expect(lines.contains("| `Checkout.network` | `@Implicit NetworkService` | `unsatisfied-read` | `Shop.swift:19:3` | ShopApp.body → Catalog() → Checkout() |"))
    // Every table row has the same number of cells as its header.
    for line in lines where line.hasPrefix("|") {
      #expect(line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count >= 5)
    }
    #expect(MarkdownReport.cell("a|b\nc <d>") == "a\\|b<br>c &lt;d&gt;")
    #expect(MarkdownReport.code("x`y") == "`` x`y ``")
  }

  @Test func markdownStopsBeforeGitHubsCommentLimit() throws {
    let sources = (1...300).map { index in
      "struct Screen\(index): View {\n  @Implicit var service: Service\n  var body: some View { Text(\"\") }\n}\n"
    }.joined() + "@main struct App1: App { var body: some Scene { WindowGroup { "
      + (1...300).map { "Screen\($0)()" }.joined(separator: "; ") + " } } }\n"
    let outcome = try FixtureRunner.run(sources: ["Many.swift": sources])
    let report = try Report(index: outcome.index)
    #expect(report.failingReads.count == 300)
    let text = try MarkdownReport.render(report, limit: 4_000)
    #expect(text.utf8.count <= 4_000)
    #expect(text.contains("more; the full list is in the SARIF, JUnit or HTML report"))
  }

  @Test func xcodeLinesAreCompilerDiagnostics() throws {
    let folder = try Self.indexedShop()
    let run = try Self.report(folder, ["--format", "xcode", "--path-prefix", folder.path])
    let lines = run.stdout.split(separator: "\n").map(String.init)
    // the error line, then a note per hop (swiftc's shape), the last one the site's
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix(folder.path + "/Shop.swift:19:3: error: @Implicit NetworkService of Checkout.network"))
    #expect(lines[0].hasSuffix(" [unsatisfied-read]"))
    #expect(lines[1] == folder.path + "/Shop.swift:4:3: note: path starts at ShopApp.body (entry point)")
    #expect(lines[2] == folder.path + "/Shop.swift:6:7: note: step 1 of 2: Catalog(), in ShopApp.body")
    #expect(lines[3] == folder.path + "/Shop.swift:15:52: note: Checkout() is shown here without NetworkService, "
      + "which Checkout.network reads")
  }

  @Test func jsonStaysTheVersionOneContract() throws {
    let folder = try Self.indexedShop()
    let run = try Self.report(folder, ["--format", "json", "--fail-on", "never"])
    #expect(run.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    #expect(object["baseline"] == nil)
  }

  @Test func failOnAndOutputSetTheExitCodeAndTheDestination() throws {
    let folder = try Self.indexedShop()
    let file = folder.appendingPathComponent("out/report.xml")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let never = try Self.report(folder, ["--format", "junit", "--fail-on", "never", "--output", file.path])
    #expect(never.status == 0)
    #expect(never.stdout.isEmpty)
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("<?xml"))
    let wrong = try Self.report(folder, ["--fail-on", "sometimes"])
    #expect(wrong.status == 2)
    #expect(wrong.stderr.contains("--fail-on takes app, unproven, any or never"))
    let format = try Self.report(folder, ["--format", "sarf"])
    #expect(format.status == 2)
    #expect(format.stderr.contains("unknown report format 'sarf'"))
  }
}
