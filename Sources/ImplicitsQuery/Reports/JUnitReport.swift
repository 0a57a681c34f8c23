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
        let (body, failed) = groupCase(group, report: report)
        if failed { failures += 1 } else { skipped += 1 }
        let location = report.file(group.diagnostic.location.file)
        cases.append("    <testcase name=\"\(XMLEscaping.attribute(group.diagnostic.origin?.name ?? ""))\" "
          + "classname=\"\(XMLEscaping.attribute(module + "." + group.diagnostic.code))\" "
          + "file=\"\(XMLEscaping.attribute(location))\" line=\"\(group.diagnostic.location.line)\" time=\"0\">\n      "
          + body + "\n    </testcase>")
      }
      for read in reads {
        var body = ""
        if read.status == .unsatisfied && report.isKnown(read) {
          skipped += 1
          body = "<skipped message=\"\(XMLEscaping.attribute("unsatisfied, but known (in the baseline)"))\"/>"
        } else if read.failsOnlyInPreviews && report.previewFindings != .error {
          skipped += 1
          let message = firstMessage[read.identity]
            ?? "\(read.keyDescription) of \(read.name) is missing only in a preview"
          body = "<skipped message=\"\(XMLEscaping.attribute("\(DiagnosticRules.previewMissingValue.code) (not failing): " + message))\"/>"
        } else if read.status == .unsatisfied {
          failures += 1
          let message = firstMessage[read.identity]
            ?? "\(read.keyDescription) of \(read.name) is not declared on every path to this view"
          let type = read.onlyPreviews ? DiagnosticRules.previewMissingValue.code : DiagnosticRules.unsatisfiedRead.code
          body = "<failure message=\"\(XMLEscaping.attribute(message))\" type=\"\(type)\">"
            + XMLEscaping.text(try report.whyText(for: read)) + "</failure>"
        } else if read.status == .unproven {
          // Neither proven nor refuted: a failure only when the project says so.
          let message = firstMessage[read.identity] ?? "\(read.keyDescription) of \(read.name) is not proven"
          if report.unprovenFindings == .error {
            failures += 1
            body = "<failure message=\"\(XMLEscaping.attribute(message))\" type=\"\(DiagnosticRules.unprovenRead.code)\">"
              + XMLEscaping.text(try report.whyText(for: read)) + "</failure>"
          } else {
            skipped += 1
            body = "<skipped message=\"\(XMLEscaping.attribute("\(DiagnosticRules.unprovenRead.code) (not failing): " + message))\"/>"
          }
        } else if read.status == .unreachable || read.status == .exported {
          skipped += 1
          let reason = read.status == .unreachable
            ? "\(read.view) is not reachable from any entry point; the read is not checked"
            : "\(read.view) is a public view of a library module; the read is that module's requirement"
          body = "<skipped message=\"\(XMLEscaping.attribute(reason))\"/>"
        }
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

  /// A preview's or a blind place's case: a failure when its finding is a new error,
  /// with its notes (a value's first reader, each unproven read, and their paths) as
  /// the text; else skipped, saying why.
  static func groupCase(_ group: Finding, report: Report) -> (body: String, failed: Bool) {
    let diagnostic = group.diagnostic
    if group.isKnown {
      return ("<skipped message=\"\(XMLEscaping.attribute("\(diagnostic.code), but known (in the baseline)"))\"/>", false)
    }
    guard diagnostic.severity == .error else {
      return ("<skipped message=\"\(XMLEscaping.attribute("\(diagnostic.code) (not failing): " + diagnostic.message))\"/>",
              false)
    }
    let text = diagnostic.notes.map { "\($0.location.rendered(report.paths)): \($0.message)" }.joined(separator: "\n")
    return ("<failure message=\"\(XMLEscaping.attribute(diagnostic.message))\" type=\"\(diagnostic.code)\">"
      + XMLEscaping.text(text) + "</failure>", true)
  }
}
