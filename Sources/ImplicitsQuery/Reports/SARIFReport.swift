import Foundation

/// `report --format sarif`: SARIF 2.1.0 as GitHub code scanning reads it. Rules come
/// from DiagnosticRules.all (ids are the stable rule codes); results point at files
/// relative to the checkout (`uriBaseId`), carry fingerprints that do not depend on
/// lines, and show the uncovered path of an unsatisfied read as a code flow. A preview
/// that misses values, or a place the analyzer cannot see, is one result, as on the
/// terminal, with its reads in its properties.
public enum SARIFReport {
  public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
  /// Files are relative to this base: the root of the checkout in GitHub code scanning.
  public static let uriBase = "%SRCROOT%"
  public static let fingerprintName = "implicitsFinding/v1"

  public static func render(_ report: Report) throws -> String {
    let rules = DiagnosticRules.all
    var results: [JSON] = []
    for finding in report.newFindings {
      results.append(result(finding, report: report, ruleIndex: rules.firstIndex { $0.code == finding.diagnostic.code }))
    }
    let driver: JSON = .object([
      ("name", .string(Report.toolName)),
      ("fullName", .string("Implicits for SwiftUI analyzer")),
      ("version", .string(Report.toolVersion)),
      ("semanticVersion", .string(Report.toolVersion)),
      ("rules", .array(rules.map(rule))),
    ])
    let run: JSON = .object([
      ("tool", .object([("driver", driver)])),
      ("columnKind", .string("unicodeCodePoints")),
      ("results", .array(results)),
      ("properties", .object([("summary", .string(report.summaryLine))])),
    ])
    return JSON.object([("$schema", .string(schemaURI)), ("version", .string("2.1.0")), ("runs", .array([run]))])
      .rendered() + "\n"
  }

  static func rule(_ rule: DiagnosticRule) -> JSON {
    var markdown = "\(rule.summary)\n\n\(rule.explanation)\n\n**Fix:** \(rule.fix)\n"
    if let example = rule.triggering.first {
      markdown += "\n**Example that triggers it:**\n\n```swift\n\(example)\n```\n"
    }
    return .object([
      ("id", .string(rule.code)),
      ("name", .string(rule.code.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
      ("shortDescription", .object([("text", .string(rule.summary))])),
      ("fullDescription", .object([("text", .string(rule.explanation))])),
      ("help", .object([("text", .string("\(rule.explanation)\n\nFix: \(rule.fix)")), ("markdown", .string(markdown))])),
      ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
      ("properties", .object([
        ("tags", .array([.string("swiftui"), .string("environment")])),
        ("precision", .string("very-high")),
        ("problem.severity", .string(rule.severity == .note ? "recommendation" : rule.severity.rawValue)),
      ])),
    ])
  }

  static func result(_ finding: Finding, report: Report, ruleIndex: Int?) -> JSON {
    let diagnostic = finding.diagnostic
    var fields: [(String, JSON)] = [("ruleId", .string(diagnostic.code))]
    if let ruleIndex { fields.append(("ruleIndex", .number(ruleIndex))) }
    fields += [
      ("level", .string(level(diagnostic.severity))),
      ("message", .object([("text", .string(diagnostic.message))])),
      ("locations", .array([.object([("physicalLocation", physical(diagnostic.location, report))])])),
      ("partialFingerprints", .object([(fingerprintName, .string(finding.identity.fingerprint))])),
    ]
    if !diagnostic.notes.isEmpty {
      fields.append(("relatedLocations", .array(diagnostic.notes.enumerated().map { offset, note in
        .object([("id", .number(offset + 1)), ("physicalLocation", physical(note.location, report)),
                 ("message", .object([("text", .string(note.message))]))])
      })))
    }
    // Every read finding gets its path (an app error's from an app entry: Paths.swift);
    // a group the paths of the reads its notes are at (a value's first reader, each
    // unproven read).
    if let read = finding.read, [.unsatisfied, .unproven, .unused].contains(read.status),
       ProjectIndex.readCodes.contains(diagnostic.code), !diagnostic.hops.isEmpty {
      fields.append(("codeFlows", .array([codeFlow(diagnostic.hops, read: read, report: report)])))
    } else if finding.isGroup {
      let noted = Set(diagnostic.notes.map(\.location))
      let flows = diagnostic.members.filter { noted.contains($0.location) && !$0.hops.isEmpty }.compactMap { member in
        finding.reads.first { $0.location == member.location }.map { codeFlow(member.hops, read: $0, report: report) }
      }
      if !flows.isEmpty { fields.append(("codeFlows", .array(flows))) }
    }
    if report.baselineFile != nil { fields.append(("baselineState", .string("new"))) }
    if let read = finding.read {
      fields.append(("properties", .object([
        ("module", .string(read.module)), ("view", .string(read.view)), ("property", .string(read.property)),
        ("kind", .string(read.kind)), ("key", .string(read.key)), ("status", .string(read.status.rawValue)),
        ("onlyPreviews", .bool(read.onlyPreviews)),
      ])))
    } else if finding.isGroup {
      fields.append(("properties", .object([
        ("place", .string(diagnostic.origin?.name ?? "")),
        ("reads", .array(finding.reads.map { .string($0.name) })),
        ("onlyPreviews", .bool(diagnostic.code == DiagnosticRules.previewMissingValue.code)),
      ])))
    }
    return .object(fields)
  }

  /// A read's path as a code flow: the entry, then each site on which its key is missing.
  static func codeFlow(_ hops: [Diagnostic.Hop], read: ReadResult, report: Report) -> JSON {
    let steps: [JSON] = hops.enumerated().map { offset, hop in
      let text = hop.isEntry ? "\(hop.name) (entry point)" : "\(hop.name) in \(hop.producer), without \(read.key)"
      return .object([
        ("location", .object([("physicalLocation", physical(hop.location, report)),
                              ("message", .object([("text", .string(text))]))])),
        ("nestingLevel", .number(0)),
        ("executionOrder", .number(offset + 1)),
      ])
    }
    return .object([
      ("message", .object([("text", .string(read.status == .unproven
        ? "Shortest app path on which \(read.key) is missing, through a place the analyzer cannot see"
        : read.onlyPreviews ? "Shortest path from a preview on which \(read.key) is not declared"
        : "Shortest path from an app entry point on which \(read.key) is not declared"))])),
      ("threadFlows", .array([.object([("locations", .array(steps))])])),
    ])
  }

  static func physical(_ location: Location, _ report: Report) -> JSON {
    .object([
      ("artifactLocation", .object([("uri", .string(uri(report.file(location.file)))), ("uriBaseId", .string(uriBase))])),
      ("region", .object([("startLine", .number(max(1, location.line))), ("startColumn", .number(max(1, location.column)))])),
    ])
  }

  /// A relative URI reference: the path with spaces and other reserved characters escaped.
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }

  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }
}
