extension DiagnosticRules {
  /// A view reached through a protocol requirement.
  public static let protocolView = DiagnosticRule(
    code: "protocol-view",
    severity: .warning,
    summary: "A view comes from a protocol requirement; the analyzer cannot tell which view it is.",
    explanation: """
      `item.destination` where `destination` is a requirement of a protocol (`var destination: \
      AnyView { get }` or an associated `View` type) can be any conforming type's view. The analyzer \
      does not connect it here, so the views it returns are checked only where they are created: \
      their reads may be reported unreachable or unsatisfied.
      """,
    fix: "Switch over the concrete cases in the view, or suppress after checking every conformance by hand.",
    triggering: [
      """
      protocol Route { var destination: AnyView { get } }
      struct Router: View {
        let route: any Route
        var body: some View {
          route.destination
        }
      }
      """,
    ],
    nonTriggering: [
      """
      enum Route { case a, b }
      struct Router: View {
        let route: Route
        var body: some View {
          switch route { case .a: Text("a"); case .b: Text("b") }
        }
      }
      """,
    ],
    message: { subject, detail in "`\(subject)` is a view from a requirement of protocol \(detail); its concrete views are not followed (switch over the concrete cases here, or suppress after checking each conformance)" })
}
