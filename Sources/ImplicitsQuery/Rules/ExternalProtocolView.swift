extension DiagnosticRules {
  /// A type taken for a view because it conforms to a protocol outside the sources and
  /// declares a body.
  public static let externalProtocolView = DiagnosticRule(
    code: "external-protocol-view",
    severity: .note,
    summary: "A type is taken for a view: it conforms to a protocol outside the sources and declares a body.",
    explanation: """
      A type that conforms to a protocol the indexed sources do not declare (one from a package \
      outside them, such as a flux library's `ConnectedView`) and declares a `body` that builds \
      views (`var body: some View`, `func body(props:) -> some View`) is analysed as a view: the \
      views its body shows are reached through it. The analyzer cannot read the protocol, so it \
      says so where this decides what is reachable: where the type is shown.
      """,
    fix: "Nothing to do when the protocol refines View; index the package that declares it to have it read exactly.",
    triggering: [
      """
      import SwiftUI
      import FluxKit
      struct Inbox: ConnectedView {
        func body(props: Int) -> some View { Text("") }
      }
      struct Home: View {
        var body: some View { Inbox() }
      }
      """,
    ],
    nonTriggering: [
      """
      import SwiftUI
      struct Inbox: View {
        var body: some View { Text("") }
      }
      struct Home: View {
        var body: some View { Inbox() }
      }
      """,
    ],
    message: { subject, detail in
      "\(subject) is analysed as a view: it conforms to \(detail), which the indexed sources do not declare, and declares a body"
    })
}
