extension DiagnosticRules {
  /// A UIKit/AppKit bridge.
  public static let representableBridge = DiagnosticRule(
    code: "representable-bridge",
    severity: .note,
    summary: "A UIKit/AppKit bridge: SwiftUI views it hosts start where it is placed, or anew.",
    explanation: """
      A `UIViewRepresentable` (or `NSViewRepresentable`, or a view-controller bridge) leaves \
      SwiftUI's tree. A hosting controller its `make…`/`update…` attach under it (its \
      controller, a child, a subview) starts with the environment where the bridge is \
      placed, plus what its root declares: UIKit passes SwiftUI's environment down its own \
      hierarchy in trait collections (`"hostingInRepresentables": "empty"` in `.implicits.json` \
      makes them start empty, for older systems). One it presents starts empty. \
      docs/design.md, "View values", gives the evidence.
      """,
    fix: "Declare what hosted views read above the bridge, or on their root inside it.",
    triggering: [
      """
      struct MapBridge: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) {}
      }
      """,
    ],
    nonTriggering: [
      """
      struct Plain: View { var body: some View { Text("") } }
      """,
    ],
    message: { subject, detail in "\(subject) is a \(detail) bridge: SwiftUI views it hosts in controllers attached under it start with the environment where it is placed; ones it presents start empty" })
}
