extension DiagnosticRules {
  /// A view name that resolves to several view types equally well.
  public static let ambiguousName = DiagnosticRule(
    code: "ambiguous-name",
    severity: .warning,
    summary: "A view name resolves to several view types; all of them are connected.",
    explanation: """
      Name resolution tries nested types, then the same module, then imported modules. When two \
      modules both declare a view of that name, the analyzer cannot tell which one is meant and \
      connects every candidate, so each must be satisfied.
      """,
    fix: "Qualify the name with its module (`Feature.Row()`), or rename one of the views.",
    triggering: [],
    nonTriggering: [
      """
      struct Row: View { var body: some View { Text("") } }
      struct List2: View { var body: some View { Row() } }
      """,
    ],
    message: { subject, detail in "`\(subject)` could mean \(detail); all are connected (qualify it with its module to pick one)" })
}
