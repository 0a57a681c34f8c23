extension DiagnosticRules {
  /// An environment property wrapper whose key the extractor cannot read.
  public static let unresolvedRead = DiagnosticRule(
    code: "unresolved-read",
    severity: .warning,
    summary: "An @Implicit, @EnvironmentObject or @Environment property whose key the analyzer cannot read is not checked.",
    explanation: """
      The analyzer reads the key of an environment property from its type annotation, its generic \
      argument (`@EnvironmentObject<Model> var model`), a key path (`@Environment(\\.theme)`) or a type \
      (`@Environment(Model.self)`). This one says none of these in a form it can read (a key path held \
      in a variable, a wrapper with neither a type nor an argument), so its read is not part of the \
      proof: nothing tells whether its value is there.
      """,
    fix: "Write the key where the analyzer reads it: a type annotation (`var model: Model`) or a literal key path or type.",
    triggering: [
      """
      struct Screen: View {
        static let themeKey = \\EnvironmentValues.theme
        @Environment(Screen.themeKey) var theme
        var body: some View { Text("") }
      }
      """,
    ],
    nonTriggering: [
      """
      final class Model: ObservableObject {}
      struct Screen: View {
        @EnvironmentObject<Model> var model
        var body: some View { Text("") }
      }
      """,
    ],
    message: { subject, detail in
      "cannot read the key of `\(subject)` in \(detail): the read is not checked; write its type or key path literally"
    })
}
