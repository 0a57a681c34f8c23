extension DiagnosticRules {
  /// A view produced by a stored closure.
  public static let storedClosure = DiagnosticRule(
    code: "stored-closure",
    severity: .warning,
    summary: "A stored closure produces a view here; the analyzer cannot see which views it builds.",
    explanation: """
      A closure stored in a property (`let makeRow: (Item) -> RowView`) is written by whoever \
      created this view. The analyzer indexes it where the closure is written, not where it is \
      called, so declarations above this call are not counted for its views.
      """,
    fix: "Use a generic `@ViewBuilder` content parameter (rule 5), or call a view type directly.",
    triggering: [
      """
      struct List2: View {
        let makeRow: (Int) -> RowView
        var body: some View { makeRow(1) }
      }
      struct RowView: View {
        var body: some View { Text("") }
      }
      """,
    ],
    nonTriggering: [
      """
      struct List2<Row: View>: View {
        @ViewBuilder let makeRow: (Int) -> Row
        var body: some View { makeRow(1) }
      }
      """,
      """
      struct List3: View {
        let makeRow: (Int) -> AnyView
        var body: some View { makeRow(1) }
      }
      """,
    ],
    message: { subject, detail in "`\(subject)` is a stored closure (\(detail)); the views it builds are checked where it is written, not here (use a generic @ViewBuilder content parameter instead)" })
}
