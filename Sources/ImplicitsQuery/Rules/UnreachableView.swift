extension DiagnosticRules {
  /// A view with reads that no entry point reaches.
  public static let unreachableView = DiagnosticRule(
    code: "unreachable-view",
    severity: .warning,
    summary: "A view with environment reads is not reachable from any app entry point.",
    explanation: """
      No scene, hosting root or other app entry point instantiates this view, directly or through \
      other views, so its reads can be neither proven nor refuted for the app. Usually the view is \
      new and not wired in yet, or it is shown from code the analyzer does not see. A view that only \
      `#Preview`s or `PreviewProvider`s show is reported too ("only previews show it"): a preview \
      that injects a value proves nothing about what the app gives the view.
      """,
    fix: """
      Show the view from a reachable view, or name it in `entryPoints` in .implicits.json when code \
      the analyzer does not see shows it (it then starts with an empty environment).
      """,
    triggering: [
      """
      struct Lonely: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      """,
      """
      struct Lonely: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      #Preview { Lonely().implicit(Service()) }
      """,
    ],
    nonTriggering: [
      """
      struct Lonely: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      struct DemoApp: App {
        var body: some Scene { WindowGroup { Lonely().implicit(Service()) } }
      }
      """,
    ],
    message: { subject, detail in
      if detail.hasPrefix(UnreachableViewDetail.onlyPreviews) {
        let cut = String(detail.dropFirst(UnreachableViewDetail.onlyPreviews.count))
        return "\(subject) reads environment values but only previews show it: no app entry point reaches it, so "
          + "its reads are not proven for the app " + (cut.isEmpty ? "" : "(\(cut)) ")
          + "(show it from the app, or name it in entryPoints in .implicits.json if code the analyzer does not see shows it: "
          + "an entry point starts with an empty environment)"
      }
      return "\(subject) reads environment values but is not reachable from any entry point; its reads are not checked "
        + (detail.isEmpty ? "" : "(\(detail)) ")
        + "(show it from a reachable view, or name it in entryPoints in .implicits.json if code the analyzer does not see "
        + "shows it: an entry point starts with an empty environment, so inject there what it reads)"
    })
}

/// The detail of an `unreachable-view` finding starts with this when previews, and
/// only previews, show the view.
enum UnreachableViewDetail {
  static let onlyPreviews = "previews:"
}
