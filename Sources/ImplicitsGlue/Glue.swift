/// The glue of one target: its generated file and the warnings for keys that got none.
public struct Glue: Sendable, Equatable {
  public var text: String
  public var diagnostics: [GlueDiagnostic]

  /// Generates the glue for the target made of `files` (path and contents).
  /// Skipped: keys with a hand-written accessor anywhere in the target (a
  /// second one would be a redeclaration) and private keys (warned).
  public static func generate(files: [(path: String, source: String)]) -> Glue {
    let scans = files.map { KeyCollector.collect(source: $0.source, fileName: $0.path) }
    let handWritten = scans.reduce(into: Set<String>()) { $0.formUnion($1.accessors) }
    var keys: [NamedKey] = []
    var diagnostics: [GlueDiagnostic] = []
    for key in scans.flatMap(\.keys) where !handWritten.contains(key.identifier) {
      if key.access.isVisibleToGeneratedFile {
        keys.append(key)
      } else {
        diagnostics.append(.privateKey(key))
      }
    }
    return Glue(text: GlueRenderer.render(keys), diagnostics: diagnostics)
  }
}
