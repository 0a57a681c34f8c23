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
