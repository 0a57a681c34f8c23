extension DiagnosticRules {
  /// A read that misses its value only on paths that start at a preview.
  public static let previewMissingValue = DiagnosticRule(
    code: "preview-missing-value",
    severity: .warning,
    summary: "A preview shows a view without a value it reads; the app itself provides it on every path.",
    explanation: """
      Every path from the app's own entry points (scenes, hosting controllers, plain code) declares \
      the value, but a `#Preview` or `PreviewProvider` shows the view without it, so the canvas \
      crashes (or shows a default) while users never do. It is a finding of its own kind: a warning \
      by default, so a build fails on the app's findings and the previews are fixed at their own \
      pace. `"previewFindings": "error"` in .implicits.json (or `--preview-findings error`) makes it \
      an error, `"off"` stops reporting it. A read that also misses the value on an app path is \
      reported with its error code instead.
      """,
    fix: "Declare the value in the preview, on the view it shows: `#Preview { Screen().implicit(Service()) }`.",
    triggering: [
      """
      struct DemoApp: App {
        var body: some Scene { WindowGroup { Screen().implicit(Service()) } }
      }
      struct Screen: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      #Preview { Screen() }
      """,
    ],
    nonTriggering: [
      """
      struct DemoApp: App {
        var body: some Scene { WindowGroup { Screen().implicit(Service()) } }
      }
      struct Screen: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      #Preview { Screen().implicit(Service()) }
      """,
    ],
    message: { subject, detail in "\(subject) is missing only in previews (no path from the app's own entry points misses it): \(detail)" })
}
