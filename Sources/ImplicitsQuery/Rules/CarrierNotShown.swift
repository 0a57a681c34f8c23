extension DiagnosticRules {
  /// Views a value carries (a route's content closure) that the analyzer never sees
  /// shown: they start from an empty environment, as an entry of their own.
  public static let carrierNotShown = DiagnosticRule(
    code: "carrier-not-shown",
    severity: .note,
    summary: "Views a value carries are never shown where the analyzer can see it; they are checked as entries.",
    explanation: """
      A type whose initialiser stores a view-building closure (a route: `Route(id:) { Detail() }`) \
      carries views: the analyzer places them wherever the type shows that property \
      (`route.destination`). When no code of the type shows it, the analyzer cannot tell where \
      the views appear and checks them as entries with an empty environment, as it does for \
      views created in plain code.
      """,
    fix: "Show the stored property from a view of the carrier (a `destination` property), or declare what the carried views read inside the closure.",
    triggering: [
      """
      struct Route {
        let make: () -> AnyView
        init(@ViewBuilder content: @escaping () -> some View) { make = { AnyView(content()) } }
      }
      struct Detail: View { var body: some View { Text("") } }
      func detail() -> Route { Route { Detail() } }
      """,
    ],
    nonTriggering: [
      """
      struct Route {
        let content: AnyView
        init(@ViewBuilder content: () -> some View) { self.content = AnyView(content()) }
        var destination: some View { content }
      }
      struct Detail: View { var body: some View { Text("") } }
      func detail() -> Route { Route { Detail() } }
      """,
    ],
    message: { subject, detail in
      "the views that \(subject) carries in `\(detail)` are never shown where the analyzer can see it; they are "
        + "checked with an empty environment (show `\(detail)` from a view of \(subject))"
    })
}
