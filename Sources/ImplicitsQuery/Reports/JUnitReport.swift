/// `report --format junit`: JUnit XML, one test case per read, grouped in one suite
/// per module, except that the reads a preview misses values of, or a place the
/// analyzer cannot see leaves unproven, are one test case for that place, as the
/// terminal groups them (in the suite of its first read's module). An unsatisfied read
/// fails with its `why` as the failure text; a read the proof cannot check
/// (unreachable, exported) or a failure the baseline knows is skipped with the reason.
/// A preview's or a blind place's case fails (type `preview-missing-value`,
/// `unproven-read`) when its finding is an error (previewFindings or unproven set to
/// `error`), and is otherwise skipped with its message: JUnit has no warnings, and it
/// does not fail the build.
public enum JUnitReport {
  public static func render(_ report: Report) throws -> String {
    var modules: [String] = []
    var byModule: [String: [ReadResult]] = [:]
    for read in report.reads {
      if byModule[read.module] == nil { modules.append(read.module) }
      byModule[read.module, default: []].append(read)
    }
    // Each read's first finding: looked up, not searched for in every finding once per
    // read (4,575 unsatisfied reads: seconds).
    var firstMessage: [String: String] = [:]
    for finding in report.findings {
      guard let identity = finding.read?.identity, firstMessage[identity] == nil else { continue }
      firstMessage[identity] = finding.diagnostic.message
    }
    // A group's reads are its case, not cases of their own.
    let groups = report.findings.filter(\.isGroup)
    let grouped = Set(groups.flatMap(\.reads).map(\.identity))
    var groupsByModule: [String: [Finding]] = [:]
    for group in groups {
      let module = group.reads.first?.module ?? ""
      if byModule[module] == nil, groupsByModule[module] == nil { modules.append(module) }
      groupsByModule[module, default: []].append(group)
    }
    var suites: [String] = []
    var totals = (tests: 0, failures: 0, skipped: 0)
    for module in modules {
      let reads = (byModule[module] ?? []).filter { !grouped.contains($0.identity) }
      var cases: [String] = []
      var failures = 0, skipped = 0
      for group in groupsByModule[module] ?? [] {
        let (body, outcome) = groupCase(group, report: report)
        if outcome == .failed { failures += 1 } else { skipped += 1 }
        let location = report.file(group.diagnostic.location.file)
        cases.append("    <testcase name=\"\(XMLEscaping.attribute(group.diagnostic.origin?.name ?? ""))\" "
          + "classname=\"\(XMLEscaping.attribute(module + "." + group.diagnostic.code))\" "
          + "file=\"\(XMLEscaping.attribute(location))\" line=\"\(group.diagnostic.location.line)\" time=\"0\">\n      "
          + body + "\n    </testcase>")
      }
      for read in reads {
        let (body, outcome) = try readCase(read, report: report, message: firstMessage[read.identity])
        if outcome == .failed { failures += 1 } else if outcome == .skipped { skipped += 1 }
        let location = report.file(read.location.file)
        let open = "    <testcase name=\"\(XMLEscaping.attribute(read.name))\" "
          + "classname=\"\(XMLEscaping.attribute(read.module + "." + read.view))\" "
          + "file=\"\(XMLEscaping.attribute(location))\" line=\"\(read.location.line)\" time=\"0\""
        cases.append(body.isEmpty ? open + "/>" : open + ">\n      " + body + "\n    </testcase>")
      }
      totals.tests += cases.count
      totals.failures += failures
      totals.skipped += skipped
      suites.append("  <testsuite name=\"\(XMLEscaping.attribute(module))\" tests=\"\(cases.count)\" "
        + "failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"0\">\n"
        + cases.joined(separator: "\n") + (cases.isEmpty ? "" : "\n") + "  </testsuite>")
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"\(Report.toolName)\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" "
      + "errors=\"0\" skipped=\"\(totals.skipped)\" time=\"0\">\n"
      + suites.map { $0 + "\n" }.joined()
      + "</testsuites>\n"
  }

  enum Outcome { case passed, failed, skipped }

  /// A read's case: a failure for an unsatisfied read (and an unproven one when the
  /// project says so), with its `why`; skipped, saying why, for one the baseline knows,
  /// one missing its value only in previews, one the proof cannot check. `message` is
  /// its finding's.
  static func readCase(_ read: ReadResult, report: Report, message: String?) throws -> (body: String, outcome: Outcome) {
    func skip(_ reason: String) -> (String, Outcome) { ("<skipped message=\"\(XMLEscaping.attribute(reason))\"/>", .skipped) }
    func fail(_ message: String, _ type: String) throws -> (String, Outcome) {
      ("<failure message=\"\(XMLEscaping.attribute(message))\" type=\"\(type)\">"
        + XMLEscaping.text(try report.whyText(for: read)) + "</failure>", .failed)
    }
    if read.status == .unsatisfied && report.isKnown(read) {
      return skip("unsatisfied, but known (in the baseline)")
    } else if read.failsOnlyInPreviews && report.previewFindings != .error {
      return skip("\(DiagnosticRules.previewMissingValue.code) (not failing): "
        + (message ?? "\(read.keyDescription) of \(read.name) is missing only in a preview"))
    } else if read.status == .unsatisfied {
      return try fail(message ?? "\(read.keyDescription) of \(read.name) is not declared on every path to this view",
                      read.onlyPreviews ? DiagnosticRules.previewMissingValue.code : DiagnosticRules.unsatisfiedRead.code)
    } else if read.status == .unused {
      let message = message ?? "\(read.name) is declared and never used, and missing on a path"
      let level = report.ruleLevels[DiagnosticRules.unusedEnvironmentObject.code]
      return level?.severity == .error ? try fail(message, DiagnosticRules.unusedEnvironmentObject.code)
        : skip("\(DiagnosticRules.unusedEnvironmentObject.code) (not failing): " + message)
    } else if read.status == .unproven {
      // Neither proven nor refuted: a failure only when the project says so.
      let message = message ?? "\(read.keyDescription) of \(read.name) is not proven"
      return report.unprovenFindings == .error ? try fail(message, DiagnosticRules.unprovenRead.code)
        : skip("\(DiagnosticRules.unprovenRead.code) (not failing): " + message)
    } else if read.status == .unreachable || read.status == .exported {
      return skip(read.status == .unreachable
        ? "\(read.view) is not reachable from any entry point; the read is not checked"
        : "\(read.view) is a public view of a library module; the read is that module's requirement")
    }
    return ("", .passed)
  }

  /// A preview's or a blind place's case: a failure when its finding is a new error,
  /// with its notes (a value's first reader, each unproven read, and their paths) as
  /// the text; else skipped, saying why.
  static func groupCase(_ group: Finding, report: Report) -> (body: String, outcome: Outcome) {
    let diagnostic = group.diagnostic
    if group.isKnown {
      return ("<skipped message=\"\(XMLEscaping.attribute("\(diagnostic.code), but known (in the baseline)"))\"/>", .skipped)
    }
    guard diagnostic.severity == .error else {
      return ("<skipped message=\"\(XMLEscaping.attribute("\(diagnostic.code) (not failing): " + diagnostic.message))\"/>",
              .skipped)
    }
    let text = diagnostic.notes.map { "\($0.location.rendered(report.paths)): \($0.message)" }.joined(separator: "\n")
    return ("<failure message=\"\(XMLEscaping.attribute(diagnostic.message))\" type=\"\(diagnostic.code)\">"
      + XMLEscaping.text(text) + "</failure>", .failed)
  }
}
