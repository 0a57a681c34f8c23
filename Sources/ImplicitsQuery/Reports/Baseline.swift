import Foundation

/// Today's findings, recorded so an existing app can adopt the analyzer: with a
/// baseline, a report fails only on findings that are new. Findings match by
/// identity (module, view, property, key; not line), so moving code keeps them known.
///
/// A grouped finding (a preview's, a blind place's) is recorded with its reads and
/// known read by read: a read that joins the group later is new, and a baseline
/// written when each read was its own finding knows exactly the reads it knew
/// (an entry per read, `view` at its top level, is the same identity).
public struct Baseline: Sendable {
  public var identities: Set<FindingIdentity>

  public struct FormatError: Error, CustomStringConvertible {
    public var description: String
  }

  public init(identities: Set<FindingIdentity>) { self.identities = identities }

  /// Every finding given known: what `--write-baseline` records, in force at once.
  public init(recording findings: [Finding]) {
    identities = Set(findings.flatMap(\.baselineIdentities))
  }

  public func contains(_ identity: FindingIdentity) -> Bool { identities.contains(identity) }

  public static func load(path: String) throws -> Baseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FormatError(description: "cannot read the baseline \(path)")
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          object["version"] as? Int == 1, let entries = object["findings"] as? [[String: Any]] else {
      throw FormatError(description: "\(path) is not a baseline (write one with --write-baseline)")
    }
    var identities = Set<FindingIdentity>()
    for entry in entries {
      guard let code = entry["code"] as? String else { continue }
      // A read's entry, or each read of a group's entry.
      let reads = (entry["reads"] as? [[String: Any]]) ?? (entry["view"] is String ? [entry] : [])
      for read in reads {
        func field(_ name: String) -> String? { read[name] as? String }
        guard let view = field("view") else { continue }
        identities.insert(FindingIdentity(code: code, module: field("module"), view: view, property: field("property"),
                                          kind: field("kind"), key: field("key")))
      }
      if reads.isEmpty {
        identities.insert(FindingIdentity(code: code, file: entry["file"] as? String, message: entry["message"] as? String))
      }
    }
    return Baseline(identities: identities)
  }

  /// The baseline file for these findings: the identity fields, plus where each was
  /// found and its message so a person can read the file; a group's reads each with
  /// their identity fields and place.
  public static func document(for findings: [Finding]) -> String {
    func identityFields(_ read: ReadResult) -> [(String, JSON)] {
      [("module", .string(read.module)), ("view", .string(read.view)), ("property", .string(read.property)),
       ("kind", .string(read.kind)), ("key", .string(read.key))]
    }
    let entries = findings.map { finding -> JSON in
      let diagnostic = finding.diagnostic
      var fields: [(String, JSON)] = [("code", .string(diagnostic.code))]
      if let read = finding.read { fields += identityFields(read) }
      if finding.isGroup, let origin = diagnostic.origin { fields.append(("place", .string(origin.name))) }
      fields += [("file", .string(diagnostic.location.file)), ("line", .number(diagnostic.location.line)),
                 ("message", .string(diagnostic.message))]
      if finding.isGroup {
        fields.append(("reads", .array(finding.reads.map { read in
          .object(identityFields(read) + [("file", .string(read.location.file)), ("line", .number(read.location.line))])
        })))
      }
      return .object(fields)
    }
    return JSON.object([("version", .number(1)), ("tool", .string(Report.toolName)), ("findings", .array(entries))])
      .rendered() + "\n"
  }
}
