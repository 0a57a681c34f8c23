extension DiagnosticRules {
  /// An `implicits:ignore` comment without a reason.
  public static let suppressionWithoutReason = DiagnosticRule(
    code: "suppression-without-reason",
    severity: .warning,
    summary: "A suppression comment gives no reason, so it is not applied.",
    explanation: """
      `// implicits:ignore CODE reason` silences diagnostic CODE on its line and the next. The \
      reason is mandatory: a reader must be able to tell a checked false alarm from a hidden bug. \
      Suppressions are counted in the summary.
      """,
    fix: "Write why the diagnostic is wrong: `// implicits:ignore unsatisfied-read injected by the host app`.",
    triggering: [
      """
      struct Lonely: View {
        // implicits:ignore unreachable-view
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      """,
    ],
    nonTriggering: [
      """
      // implicits:ignore unreachable-view shown by the widget extension
      struct Lonely: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      """,
    ],
    message: { subject, _ in "`implicits:ignore \(subject)` needs a reason; it is not applied (write why after the code)" })
}
