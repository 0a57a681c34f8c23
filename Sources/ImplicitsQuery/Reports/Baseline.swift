import Foundation

/// Today's findings, recorded so an existing app can adopt the analyzer: with a
/// baseline, a report fails only on findings that are new. Findings match by
/// identity (module, view, property, key; not line), so moving code keeps them known.
public struct Baseline: Sendable {
  public var identities: Set<FindingIdentity>

  public struct FormatError: Error, CustomStringConvertible {
    public var description: String
  }

  public init(identities: Set<FindingIdentity>) { self.identities = identities }

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
      func field(_ name: String) -> String? { entry[name] as? String }
      guard let code = field("code") else { continue }
      if let view = field("view") {
        identities.insert(FindingIdentity(code: code, module: field("module"), view: view, property: field("property"),
                                          kind: field("kind"), key: field("key")))
      } else {
        identities.insert(FindingIdentity(code: code, file: field("file"), message: field("message")))
      }
    }
    return Baseline(identities: identities)
  }

  /// The baseline file for these findings: the identity fields, plus where each was
  /// found and its message so a person can read the file.
  public static func document(for findings: [Finding]) -> String {
    let entries = findings.map { finding -> JSON in
      let diagnostic = finding.diagnostic
      var fields: [(String, JSON)] = [("code", .string(diagnostic.code))]
      if let read = finding.read {
        fields += [("module", .string(read.module)), ("view", .string(read.view)),
                   ("property", .string(read.property)), ("kind", .string(read.kind)), ("key", .string(read.key))]
      }
      fields += [("file", .string(diagnostic.location.file)), ("line", .number(diagnostic.location.line)),
                 ("message", .string(diagnostic.message))]
      return .object(fields)
    }
    return JSON.object([("version", .number(1)), ("tool", .string(Report.toolName)), ("findings", .array(entries))])
      .rendered() + "\n"
  }
}
