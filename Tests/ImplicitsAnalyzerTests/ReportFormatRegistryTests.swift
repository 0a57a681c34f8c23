import Foundation
import Testing
@testable import ImplicitsQuery

/// `ReportFormat` is the one list of report formats. A case without a renderer or a
/// help does not compile (its switches have no `default`); these tests fail on the
/// other halves of a format: a renderer in Sources/ImplicitsQuery/Reports that no case
/// names, a format without its row in docs/cli.md (or a row without its format), a
/// format that prints another's output, and scripts/compare-outputs missing one.
@Suite("Report format registry")
struct ReportFormatRegistryTests {
  static let repository = ReportFormatTests.repositoryRoot

  static func read(_ path: String) throws -> String {
    try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
  }

  /// The renderers of the reports' folder: each type with `static func render(_ report: Report`.
  static func renderers() throws -> [String] {
    let folder = "Sources/ImplicitsQuery/Reports"
    var names: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent(folder).path).sorted()
    where file.hasSuffix(".swift") {
      let text = try read(folder + "/" + file)
      guard text.contains("static func render(_ report: Report") else { continue }
      for match in text.matches(of: /public enum (\w+)/) { names.append(String(match.output.1)) }
    }
    return names
  }

  @Test func everyRendererIsAFormat() throws {
    let registry = try Self.read("Sources/ImplicitsQuery/Reports/ReportFormat.swift")
    let renderers = try Self.renderers()
    #expect(renderers.count >= ReportFormat.allCases.count, "\(renderers)")
    for renderer in renderers where renderer != "ReportFormat" {
      #expect(registry.contains("\(renderer).render("), "\(renderer) renders a report, but no ReportFormat case calls it")
    }
  }

  /// docs/cli.md's table of formats has one row per format, in the registry's order.
  @Test func everyFormatHasItsRowInTheDocs() throws {
    let docs = try Self.read("docs/cli.md")
    let table = try #require(docs.components(separatedBy: "| `--format` | What it is |").dropFirst().first)
    let rows = table.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
      .compactMap { $0.firstMatch(of: /^\| `([\w-]+)` \|/).map { String($0.output.1) } }
    #expect(rows == ReportFormat.allCases.map(\.rawValue), "docs/cli.md lists \(rows)")
  }

  /// Each format prints its own report: none is another's output (a format that fell
  /// through to JSON would be), none is empty, and the help names each.
  @Test func everyFormatRendersItsOwnOutput() throws {
    let (outcome, _) = try FixtureRunner.run(fixture: "analyzer/environment-object.swift")
    let report = try Report(index: outcome.index)
    var outputs: [String: ReportFormat] = [:]
    for format in ReportFormat.allCases {
      let text = try format.render(report)
      #expect(!text.isEmpty, "\(format) printed nothing")
      if let other = outputs[text] { Issue.record("\(format) prints what \(other) prints") }
      outputs[text] = format
      #expect(format.help.hasPrefix(format.rawValue), "the help of \(format) starts with its name")
    }
    #expect(try ReportFormat.json.render(report) == (try JSONFormat.render(report)))
  }

  /// scripts/compare-outputs compares every format but html, as its header says.
  @Test func compareOutputsComparesEveryFormat() throws {
    let script = try Self.read("scripts/compare-outputs")
    let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("REPORT_FORMATS = ") })
    let listed = Set(line.matches(of: /"([\w-]+)"/).map { String($0.output.1) })
    #expect(listed == Set(ReportFormat.allCases.map(\.rawValue)).subtracting(["html"]), "\(listed)")
  }
}
