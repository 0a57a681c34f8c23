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
      their reads may be reported unreachable or unsatisfied. When the protocol is public in a library \
      module, the project's own conforming types are followed, but a type of another module may \
      conform too, and its view is not.
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
    message: { subject, detail in
      if detail.hasPrefix(ProtocolViewDetail.publicProtocol) {
        let name = detail.dropFirst(ProtocolViewDetail.publicProtocol.count)
        return "`\(subject)` is a view from a requirement of public protocol \(name); the views of the project's "
          + "conforming types are followed, but a type outside the project may conform too and is not "
          + "(suppress after checking that none does)"
      }
      return "`\(subject)` is a view from a requirement of protocol \(detail); its concrete views are not followed "
        + "(switch over the concrete cases here, or suppress after checking each conformance)"
    })
}

/// The detail of a `protocol-view` finding starts with this when the project's
/// conformers are followed and only types outside the project are not (a public
/// protocol of a library module).
enum ProtocolViewDetail {
  static let publicProtocol = "public:"
}
