/// `report --format junit`: JUnit XML, one test case per read, grouped in one suite
/// per module. An unsatisfied read fails with its `why` as the failure text; a read
/// the proof cannot check (unreachable, exported) or a failure the baseline knows is
/// skipped with the reason. A read that misses its value only in previews fails
/// (type `preview-missing-value`) when previewFindings is `error`, and is otherwise
/// skipped with that message: JUnit has no warnings, and it does not fail the build.
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
    var suites: [String] = []
    var totals = (tests: 0, failures: 0, skipped: 0)
    for module in modules {
      let reads = byModule[module] ?? []
      var cases: [String] = []
      var failures = 0, skipped = 0
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
      totals.tests += reads.count
      totals.failures += failures
      totals.skipped += skipped
      suites.append("  <testsuite name=\"\(XMLEscaping.attribute(module))\" tests=\"\(reads.count)\" "
        + "failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"0\">\n"
        + cases.joined(separator: "\n") + (cases.isEmpty ? "" : "\n") + "  </testsuite>")
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"\(Report.toolName)\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" "
      + "errors=\"0\" skipped=\"\(totals.skipped)\" time=\"0\">\n"
      + suites.map { $0 + "\n" }.joined()
      + "</testsuites>\n"
  }
}
