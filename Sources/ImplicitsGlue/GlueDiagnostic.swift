/// A message about a key, printed in the `file:line:column: warning:` form that
/// SwiftPM and Xcode show inline.
public struct GlueDiagnostic: Sendable, Equatable {
  public var location: GlueLocation
  public var message: String
  public var code: String

  public var rendered: String {
    "\(location.file):\(location.line):\(location.column): warning: \(message) [\(code)]"
  }

  /// A `private`/`fileprivate` key can't be reached from a generated file.
  static func privateKey(_ key: NamedKey) -> GlueDiagnostic {
    GlueDiagnostic(
      location: key.location,
      message: "the \(key.access.rawValue) named key '\(key.identifier)' gets no generated glue, "
        + "because a generated file can't see it; write the glue by hand next to the key; see docs/implicitsui-glue.md",
      code: "private-named-key")
  }
}
