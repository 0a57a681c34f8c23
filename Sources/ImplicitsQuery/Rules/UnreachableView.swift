extension DiagnosticRules {
  /// A view with reads that no entry point reaches.
  public static let unreachableView = DiagnosticRule(
    code: "unreachable-view",
    severity: .warning,
    summary: "A view with environment reads is not reachable from any entry point.",
    explanation: """
      No scene, preview or other entry point instantiates this view, directly or through other \
      views, so its reads can be neither proven nor refuted. Usually the view is new and not wired \
      in yet, or it is shown from code the analyzer does not see.
      """,
    fix: """
      Show the view from a reachable view, or add a `#Preview` that declares what it reads (a \
      preview is an entry point and proves the reads for that use).
      """,
    triggering: [
      """
      struct Lonely: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      """,
    ],
    nonTriggering: [
      """
      struct Lonely: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      #Preview { Lonely().implicit(Service()) }
      """,
    ],
    message: { subject, cut in
      "\(subject) reads environment values but is not reachable from any entry point; its reads are not checked "
        + (cut.isEmpty ? "" : "(\(cut)) ")
        + "(show it from a reachable view, or add a #Preview that declares what it reads)"
    })
}
