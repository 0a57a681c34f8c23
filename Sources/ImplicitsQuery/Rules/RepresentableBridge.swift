extension DiagnosticRules {
  /// A UIKit/AppKit bridge.
  public static let representableBridge = DiagnosticRule(
    code: "representable-bridge",
    severity: .note,
    summary: "A UIKit/AppKit bridge: SwiftUI views it hosts start a new environment.",
    explanation: """
      A `UIViewRepresentable` (or `NSViewRepresentable`, or a view-controller bridge) leaves \
      SwiftUI's tree. SwiftUI views it hosts again (`UIHostingController(rootView:)`) are entry \
      points with an empty environment: the environment above the bridge does not reach them. \
      The analyzer treats them so.
      """,
    fix: "Declare what hosted views read on their root, inside the bridge.",
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
    message: { subject, detail in "\(subject) is a \(detail) bridge: SwiftUI views it hosts start with an empty environment (declare what they read on their root, inside the bridge)" })
}
