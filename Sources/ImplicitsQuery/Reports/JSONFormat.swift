/// `report --format json`: the version-1 contract (JSONReport.make). With a baseline,
/// `diagnostics` lists only new findings and a `baseline` field (an addition the
/// contract allows) says how many were known.
public enum JSONFormat {
  public static func render(_ report: Report) throws -> String {
    // The report's findings are the index's diagnostics, in the same order.
    let findings = report.baselineFile == nil ? report.findings : report.newFindings
    var json = JSONReport.make(reads: report.reads, diagnostics: findings.map(\.diagnostic), counts: report.counts,
                               places: report.places)
    if let file = report.baselineFile, case .object(var fields) = json {
      fields.append(("baseline", .object([("file", .string(file)), ("known", .number(report.knownCount)),
                                          ("new", .number(report.newFindings.count))])))
      json = .object(fields)
    }
    return json.rendered() + "\n"
  }
}
