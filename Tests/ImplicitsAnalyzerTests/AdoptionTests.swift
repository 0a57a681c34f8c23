import Foundation
import Testing
@testable import ImplicitsQuery

/// Adopting the analyzer on an existing app, from implicits-index itself (the build
/// plugin runs it): a baseline of known findings, per-rule levels in .implicits.json,
/// and what is wrong with the suppression comments.
@Suite("Adoption: baselines, rules, suppressions")
struct AdoptionTests {
  static func write(_ text: String, _ name: String, in folder: URL) throws {
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  /// `--write-baseline` records today's findings; with `--baseline` (or `"baseline"` in
  /// the configuration) they print as notes and the run exits 0; a new one still fails.
  @Test func aBaselineTurnsKnownFindingsIntoNotes() throws {
    let folder = try CommandLineTests.project()
    let baseline = folder.appendingPathComponent("implicits-baseline.json").path
    let first = try CommandLineTests.run("implicits-index", ["--write-baseline", baseline, folder.path])
    #expect(first.stderr.contains("recorded 1 findings in \(baseline)"))
    #expect(first.status == 0, "what was just recorded is known")

    let known = try CommandLineTests.run("implicits-index", ["--baseline", baseline, folder.path])
    #expect(known.status == 0, "\(known.stdout)")
    #expect(known.stdout.contains(folder.path + "/Shop.swift:19:3: note: @Implicit NetworkService of Checkout.network"))
    #expect(known.stdout.contains("(known: in the baseline \(baseline), error when new) [unsatisfied-read]"))
    #expect(!known.stdout.contains(": error: "))
    #expect(known.stdout.split(separator: "\n").last?.contains("1 unsatisfied (from 1 place), 0 unreachable, 1 in the baseline") == true,
            "the read is still unsatisfied: the summary says so, and that it is known")
    let quiet = try CommandLineTests.run("implicits-index", ["--baseline", baseline, "--quiet", folder.path])
    #expect(!quiet.stdout.contains("note:"), "--quiet prints errors only")

    // The same from .implicits.json, relative to the project; a new finding fails.
    try Self.write(#"{"baseline": "implicits-baseline.json"}"#, ".implicits.json", in: folder)
    #expect(try CommandLineTests.run("implicits-index", [folder.path]).status == 0)
    try Self.write(CommandLineTests.app.replacingOccurrences(of: "  @Implicit var cart: Cart\n  var body: some View {\n    Text(\"\").sheet",
                                                             with: "  @Implicit var cart: Cart\n  @Implicit var theme: Theme\n  var body: some View {\n    Text(\"\").sheet"),
                   "Shop.swift", in: folder)
    let new = try CommandLineTests.run("implicits-index", [folder.path])
    #expect(new.status == 1)
    let errors = new.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 1)
    #expect(errors.first?.contains("Catalog.theme") == true)
    #expect(new.stdout.contains("note: @Implicit NetworkService of Checkout.network"))

    // A baseline that is not one, or missing: a clear error, exit 2.
    try Self.write("{}", "implicits-baseline.json", in: folder)
    let bad = try CommandLineTests.run("implicits-index", [folder.path])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("is not a baseline (write one with --write-baseline)"))
  }

  /// `"rules"` sets each code's level in implicits-index and in every report; `off`
  /// removes it; a level that is not one is a configuration error; a code no rule has
  /// is a warning at its line with the nearest code.
  @Test func rulesSetTheLevelOfEachCode() throws {
    let folder = try CommandLineTests.project()
    try Self.write("""
      {
        "rules": {
          "unsatisfied-read": "warning",
          "unreachable-veiw": "off"
        }
      }
      """, ".implicits.json", in: folder)
    let run = try CommandLineTests.run("implicits-index", [folder.path])
    #expect(run.status == 0, "an unsatisfied read set to warning fails nothing: \(run.stdout)")
    #expect(run.stdout.contains("Shop.swift:19:3: warning: @Implicit NetworkService of Checkout.network"))
    #expect(run.stdout.contains(folder.path + "/.implicits.json:4:1: warning: \"rules\" names unreachable-veiw, which is "
                                + "no diagnostic code; it changes nothing; did you mean unreachable-view? [unknown-rule-code]"))
    let report = try CommandLineTests.run("implicits-query", ["report", "--format", "xcode"], in: folder)
    #expect(report.status == 0, "the report follows the same rules: \(report.stdout)")
    #expect(report.stdout.contains("warning: @Implicit NetworkService of Checkout.network"))
    let json = try CommandLineTests.run("implicits-query", ["report"], in: folder)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.first { $0["code"] as? String == "unsatisfied-read" }?["severity"] as? String == "warning")

    try Self.write(#"{"rules": {"unsatisfied-read": "off"}}"#, ".implicits.json", in: folder)
    let off = try CommandLineTests.run("implicits-index", [folder.path])
    #expect(off.status == 0)
    #expect(!off.stdout.contains("unsatisfied-read"))
    #expect(try CommandLineTests.run("implicits-query", ["report", "--format", "xcode"], in: folder).status == 0)

    // A warning set to error fails the run.
    try Self.write(#"{"rules": {"unreachable-view": "error"}}"#, ".implicits.json", in: folder)
    try Self.write("struct Lonely: View {\n  @Implicit var cart: Cart\n  var body: some View { Text(\"\") }\n}\n",
                   "Lonely.swift", in: folder)
    let error = try CommandLineTests.run("implicits-index", [folder.path])
    #expect(error.status == 1)
    #expect(error.stdout.split(separator: "\n").contains { $0.contains("Lonely.swift:") && $0.contains(": error: ")
      && $0.hasSuffix("[unreachable-view]") }, "\(error.stdout)")

    try Self.write(#"{"rules": {"unsatisfied-read": "fatal"}}"#, ".implicits.json", in: folder)
    let bad = try CommandLineTests.run("implicits-index", [folder.path])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("\"rules.unsatisfied-read\" must be \"error\", \"warning\", \"note\" or \"off\""))
  }

  /// A misspelt code in a suppression is a warning naming the near code (and the
  /// diagnostic it meant stays); a suppression that silences nothing is a note.
  @Test func suppressionCommentsAreChecked() throws {
    let source = CommandLineTests.app
      .replacingOccurrences(of: "struct Checkout: View {\n  @Implicit var network: NetworkService",
                            with: "struct Checkout: View {\n  // implicits:ignore unsatisfied-raed the host app injects it\n  @Implicit var network: NetworkService")
      .replacingOccurrences(of: "struct Catalog: View {\n  @Implicit var cart: Cart",
                            with: "struct Catalog: View {\n  // implicits:ignore unsatisfied-read checked by hand\n  @Implicit var cart: Cart")
    let folder = try CommandLineTests.project(source)
    let run = try CommandLineTests.run("implicits-index", [folder.path])
    #expect(run.status == 1, "the misspelt suppression silences nothing")
    #expect(run.stdout.contains("Shop.swift:21:3: error: @Implicit NetworkService of Checkout.network"), "\(run.stdout)")
    #expect(run.stdout.contains("Shop.swift:20:1: warning: `implicits:ignore unsatisfied-raed` names no diagnostic code, "
                                + "so it silences nothing; did you mean unsatisfied-read? [unknown-suppression-code]"))
    #expect(run.stdout.contains("Shop.swift:13:1: note: `implicits:ignore unsatisfied-read` silences nothing: no "
                                + "unsatisfied-read is reported on this line or the next; remove it [unused-suppression]"))

    // Spelt right, it silences the error, and is used.
    try source.replacingOccurrences(of: "unsatisfied-raed", with: "unsatisfied-read")
      .write(to: folder.appendingPathComponent("Shop.swift"), atomically: true, encoding: .utf8)
    let fixed = try CommandLineTests.run("implicits-index", [folder.path])
    #expect(fixed.status == 0, "\(fixed.stdout)")
    #expect(!fixed.stdout.contains("unknown-suppression-code"))
    #expect(fixed.stdout.split(separator: "\n").filter { $0.contains("[unused-suppression]") }.count == 1,
            "only Catalog's silences nothing")
    #expect(fixed.stdout.contains("1 suppressed"))
  }
}
