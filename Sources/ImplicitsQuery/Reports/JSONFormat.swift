/// `report --format json`: the version-1 contract (JSONReport.make). With a baseline,
/// `diagnostics` lists only new findings and a `baseline` field (an addition the
/// contract allows) says how many were known.
public enum JSONFormat {
  public static func render(_ report: Report) throws -> String {
    var json = try JSONReport.make(report.index)
    if let file = report.baselineFile, case .object(var fields) = json {
      for (offset, field) in fields.enumerated() where field.0 == "diagnostics" {
        // JSONReport lists the same diagnostics as the report's findings, in the same order.
        if case .array(let items) = field.1, items.count == report.findings.count {
          fields[offset].1 = .array(zip(items, report.findings).filter { !$0.1.isKnown }.map(\.0))
        }
      }
      fields.append(("baseline", .object([("file", .string(file)), ("known", .number(report.knownCount)),
                                          ("new", .number(report.newFindings.count))])))
      json = .object(fields)
    }
    return json.rendered() + "\n"
  }
}
