import Foundation
import Testing
@testable import ImplicitsQuery

/// Adopting the analyzer on an existing app: `--write-baseline` records today's
/// findings; with `--baseline` a report fails only on new ones, matched by module,
/// view, property and key rather than by line.
@Suite("Report baselines")
struct ReportBaselineTests {
  @Test func aBaselineAcceptsTodaysFindingsAndCatchesNewOnes() throws {
    let folder = try ReportFormatTests.indexedShop()
    let baseline = folder.appendingPathComponent("implicits-baseline.json").path
    let write = try ReportFormatTests.report(folder, ["--write-baseline", baseline])
    #expect(write.status == 0)
    #expect(write.stderr.contains("recorded 1 findings in \(baseline)"))
    let recorded = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: baseline))) as? [String: Any])
    let entry = try #require((recorded["findings"] as? [[String: Any]])?.first)
    #expect(entry["view"] as? String == "Checkout")
    #expect(entry["property"] as? String == "network")
    #expect(entry["key"] as? String == "NetworkService")

    // Today: nothing new, so nothing fails, even after the code moves down.
    try ("// a header comment\n\n" + CommandLineTests.app).write(to: folder.appendingPathComponent("Shop.swift"),
                                                                atomically: true, encoding: .utf8)
    _ = try CommandLineTests.run("implicits-index", [folder.path])
    let known = try ReportFormatTests.report(folder, ["--format", "junit", "--baseline", baseline])
    #expect(known.status == 0)
    let summary = try ReportFormatTests.validate("junit", known.stdout)
    #expect(summary["failures"] as? Int == 0)
    #expect(summary["skipped"] as? Int == 1, "the known failure is reported as skipped")
    let sarif = try ReportFormatTests.report(folder, ["--format", "sarif", "--baseline", baseline])
    #expect(sarif.status == 0)
    #expect(try ReportFormatTests.validate("sarif", sarif.stdout)["results"] as? Int == 0)
    let json = try ReportFormatTests.report(folder, ["--format", "json", "--baseline", baseline])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((object["baseline"] as? [String: Any])?["known"] as? Int == 1)
    #expect((object["diagnostics"] as? [[String: Any]])?.contains { $0["code"] as? String == "unsatisfied-read" } == false)
    #expect((object["reads"] as? [[String: Any]])?.count == 3, "reads are facts: all of them stay")

    // A new unsatisfied read fails, and only it is reported.
    let newRead = CommandLineTests.app.replacingOccurrences(of: "  @Implicit var cart: Cart\n  var body: some View {\n    Text(\"\").sheet",
                                                            with: "  @Implicit var cart: Cart\n  @Implicit var theme: Theme\n  var body: some View {\n    Text(\"\").sheet")
    #expect(newRead != CommandLineTests.app)
    try newRead.write(to: folder.appendingPathComponent("Shop.swift"), atomically: true, encoding: .utf8)
    _ = try CommandLineTests.run("implicits-index", [folder.path])
    let github = try ReportFormatTests.report(folder, ["--format", "github", "--baseline", baseline])
    #expect(github.status == 1)
    let annotations = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(annotations.count == 1)
    #expect(annotations.first?.contains("Catalog.theme") == true)
    #expect(github.stdout.contains("1 known findings in the baseline not shown"))
    let xcode = try ReportFormatTests.report(folder, ["--format", "xcode", "--baseline", baseline])
    #expect(!xcode.stdout.contains("Checkout.network"))
    #expect(xcode.stdout.contains("Catalog.theme"))
  }

  /// The Markdown heading and its table say the same: with the one unsatisfied read in
  /// the baseline, nothing fails, and the heading says the read is there and known.
  @Test func theMarkdownHeadingNamesAKnownError() throws {
    let folder = try ReportFormatTests.indexedShop()
    let baseline = folder.appendingPathComponent("implicits-baseline.json").path
    _ = try ReportFormatTests.report(folder, ["--write-baseline", baseline])
    let run = try ReportFormatTests.report(folder, ["--format", "markdown", "--baseline", baseline])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "### Implicits: ✅ no read fails the run; ⚠️ 1 unsatisfied in the app, known from the baseline")
    #expect(lines.contains("| 1 | 3 | 3 | 2 | 1 |"))
  }

  @Test func aBaselineThatIsNotOneIsAClearError() throws {
    let folder = try ReportFormatTests.indexedShop()
    let file = folder.appendingPathComponent("not-a-baseline.json")
    try "{\"reads\": []}".write(to: file, atomically: true, encoding: .utf8)
    let run = try ReportFormatTests.report(folder, ["--baseline", file.path])
    #expect(run.status == 2)
    #expect(run.stderr.contains("is not a baseline (write one with --write-baseline)"))
    let missing = try ReportFormatTests.report(folder, ["--baseline", folder.appendingPathComponent("nope.json").path])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("cannot read the baseline"))
  }

  @Test func identitiesIgnoreLinesButNotKeys() {
    let location = Location(file: "A.swift", line: 3, column: 1)
    let diagnostic = Diagnostic(code: "unsatisfied-read", severity: .error, message: "m", location: location)
    let read = ReadResult(id: 1, module: "App", view: "A", property: "x", key: "K", kind: "implicit", isOptional: false,
                          status: .unsatisfied, location: location)
    var moved = read
    moved.location.line = 40
    var otherKey = read
    otherKey.key = "L"
    let identity = Finding(diagnostic: diagnostic, read: read).identity
    #expect(Finding(diagnostic: diagnostic, read: moved).identity == identity)
    #expect(Finding(diagnostic: diagnostic, read: otherKey).identity != identity)
    #expect(Finding(diagnostic: diagnostic, read: moved).identity.fingerprint == identity.fingerprint)
  }
}

/// A baseline against grouped findings: a preview's or a blind place's finding is known
/// read by read, so a baseline written when each read was its own finding (an entry per
/// read), or one written now (a group with its reads), knows exactly the reads it knew.
@Suite("Report baselines of grouped findings")
struct GroupedBaselineTests {
  /// The grouped-findings fixture (two previews that miss values, a blind host, an app
  /// error), indexed; a test makes its reports of it.
  static func indexed() throws -> ProjectIndex { try FixtureRunner.run(fixture: "analyzer/grouped-findings").0.index }

  /// The baseline file as implicits wrote it before findings were grouped: one entry per
  /// read with a finding, under the code of that read's finding.
  static func perReadBaseline(_ reads: [ReadResult], index: ProjectIndex) throws -> Baseline {
    let entries = reads.map { read -> String in
      "{\"code\": \"\(index.ruleCode(for: read))\", \"module\": \"\(read.module)\", \"view\": \"\(read.view)\", "
        + "\"property\": \"\(read.property)\", \"kind\": \"\(read.kind)\", \"key\": \"\(read.key)\", "
        + "\"file\": \"\(read.location.file)\", \"line\": \(read.location.line), \"message\": \"a read's own finding\"}"
    }
    let file = try FixtureRunner.makeScratchFolder().appendingPathComponent("implicits-baseline.json")
    try "{\"version\": 1, \"tool\": \"implicits\", \"findings\": [\(entries.joined(separator: ", "))]}"
      .write(to: file, atomically: true, encoding: .utf8)
    return try Baseline.load(path: file.path)
  }

  /// The reads the report's new findings are about, grouped or not.
  static func newReads(_ report: Report) -> Set<String> {
    Set(report.newFindings.flatMap { ($0.read.map { [$0] } ?? []) + $0.reads }.map(\.name))
  }

  /// The reads with a finding: what a per-read baseline could record.
  static func findingReads(_ report: Report) -> [ReadResult] {
    report.reads.filter { $0.status == .unsatisfied || $0.status == .unproven }
  }

  @Test func aBaselineWrittenPerReadKnowsEveryReadItListed() throws {
    let index = try Self.indexed()
    var report = try Report(index: index)
    let reads = Self.findingReads(report)
    #expect(reads.count == 11, "5 + 2 reads missing in previews, 3 unproven, 1 app error")
    // Everything listed: nothing is new, nothing fails.
    report.apply(try Self.perReadBaseline(reads, index: report.index), from: "baseline.json")
    #expect(Self.newReads(report).isEmpty)
    #expect(report.failingReads(.any).isEmpty)
    // Each read left out is new, and only it: its group reports it alone.
    for left in reads {
      var partial = try Report(index: index)
      partial.apply(try Self.perReadBaseline(reads.filter { $0.name != left.name }, index: partial.index),
                    from: "baseline.json")
      #expect(Self.newReads(partial) == [left.name], "\(left.name)")
      #expect(partial.failingReads(.any).map(\.name) == [left.name])
    }
  }

  @Test func aGroupSplitsIntoItsNewAndItsKnownReads() throws {
    var report = try Report(index: try Self.indexed())
    let reads = Self.findingReads(report).filter { $0.name != "Avatar.theme" && $0.name != "Ticker.feed" }
    report.apply(try Self.perReadBaseline(reads, index: report.index), from: "baseline.json")
    let account = report.findings.filter { $0.diagnostic.origin?.name == "Account_Previews.previews" }
    #expect(account.count == 2)
    let new = try #require(account.first { !$0.isKnown })
    #expect(new.reads.map(\.name) == ["Avatar.theme"])
    #expect(new.diagnostic.message.contains("@Implicit Theme (read by Avatar)"))
    #expect(account.first { $0.isKnown }?.reads.count == 4)
    let launcher = report.newFindings.filter { $0.diagnostic.code == DiagnosticRules.unprovenRead.code }
    #expect(launcher.map { $0.reads.map(\.name) } == [["Ticker.feed"]])
    #expect(launcher.first?.diagnostic.message.hasPrefix("@Implicit Feed of Ticker.feed is not proven") == true)
  }

  @Test func aBaselineWrittenNowKnowsTheSameReadsAndNoNewOne() throws {
    let index = try Self.indexed()
    let report = try Report(index: index)
    let document = Baseline.document(for: report.findings)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
    let entries = try #require(object["findings"] as? [[String: Any]])
    let preview = try #require(entries.first { $0["place"] as? String == "#Preview" })
    #expect((preview["reads"] as? [[String: Any]])?.compactMap { $0["property"] as? String } == ["theme", "prefs"])
    // Read back, it is the per-read baseline of the same reads.
    let file = try FixtureRunner.makeScratchFolder().appendingPathComponent("implicits-baseline.json")
    try document.write(to: file, atomically: true, encoding: .utf8)
    let loaded = try Baseline.load(path: file.path)
    #expect(loaded.identities == (try Self.perReadBaseline(Self.findingReads(report), index: report.index)).identities)
    #expect(loaded.identities == Baseline(recording: report.findings).identities)
    // A read that joins a group after the baseline was written is new.
    var withoutPrefs = object
    withoutPrefs["findings"] = entries.map { entry -> [String: Any] in
      var entry = entry
      entry["reads"] = (entry["reads"] as? [[String: Any]])?.filter { $0["property"] as? String != "prefs" }
      return entry
    }
    try JSONSerialization.data(withJSONObject: withoutPrefs).write(to: file)
    var later = try Report(index: index)
    later.apply(try Baseline.load(path: file.path), from: file.path)
    #expect(Self.newReads(later) == ["Settings.prefs"])
  }
}
