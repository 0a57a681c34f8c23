extension DiagnosticRules {
  /// A read that app paths miss only where the analyzer cannot see.
  public static let unprovenRead = DiagnosticRule(
    code: "unproven-read",
    severity: .warning,
    summary: "A read is neither proven nor refuted: every app path that misses its value passes a place the analyzer cannot see.",
    explanation: """
      The app's paths to the view that lack the value all start or run where the analyzer cannot \
      tell what the environment holds: a view made in plain code and handed to something it does \
      not follow, a view a value carries but never shows, a hosting controller it cannot place, \
      a site it cannot resolve, or a navigation destination with no navigation container on \
      the path (SwiftUI pushes only inside one, and the one that does is out of view). SwiftUI may well provide the value there, so this is not an \
      error; but it is not proven either, so it is never called satisfied. The message names the \
      place and what would settle it. `"unproven": "error"` in .implicits.json (or \
      `--fail-on unproven`) makes these fail the build.
      """,
    fix: """
      Declare the value where the view is rooted (on the expression handed to the hosting \
      controller or to the code that shows it), or name the view in `entryPoints` in \
      .implicits.json when the team knows what it is given.
      """,
    triggering: [
      """
      final class Coordinator {
        func makeScreen() -> Screen { Screen() }
      }
      struct Screen: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      """,
    ],
    nonTriggering: [
      """
      final class Coordinator {
        func makeScreen() -> some View { Screen().implicit(Service()) }
      }
      struct Screen: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      """,
    ],
    message: { subject, detail in "\(subject) is not proven: every app path that misses it \(detail)" })
}
