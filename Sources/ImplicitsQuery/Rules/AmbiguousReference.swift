extension DiagnosticRules {
  /// A helper or method reference that matches several producers (overloads).
  public static let ambiguousReference = DiagnosticRule(
    code: "ambiguous-reference",
    severity: .note,
    summary: "A helper or method reference matches several overloads; all of them are connected.",
    explanation: """
      References are resolved by name, by the declared type of the value a method is called on, \
      and by argument labels. When several overloads remain (they differ only in parameter types, \
      which the analyzer does not infer), every one is connected at that site, so each must be \
      satisfied there.
      """,
    fix: "Nothing to fix unless one overload is wrong; give overloads distinct labels to make the proof precise.",
    triggering: [
      """
      struct Screen: View {
        var body: some View { row(1) }
        func row(_ value: Int) -> some View { Text("") }
        func row(_ value: String) -> some View { Text(value) }
      }
      """,
    ],
    nonTriggering: [
      """
      struct Screen: View {
        var body: some View { row(number: 1) }
        func row(number: Int) -> some View { Text("") }
        func row(text: String) -> some View { Text(text) }
      }
      """,
    ],
    message: { subject, detail in "`\(subject)` matches several overloads (\(detail)); all are connected here (distinct argument labels pick one)" })
}
