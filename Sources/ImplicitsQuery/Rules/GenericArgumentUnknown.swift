extension DiagnosticRules {
  /// A use of a generic view that shows a value of its parameter, without saying
  /// which type: every project type that conforms to the parameter's constraints is
  /// placed at the use.
  public static let genericArgumentUnknown = DiagnosticRule(
    code: "generic-argument-unknown",
    severity: .note,
    summary: "A generic view's use does not bind the parameter whose value it shows; every conformer is placed.",
    explanation: """
      A generic container such as `Panel<Tab: PanelTab>` that shows a value of type `Tab` shows, at \
      each use, the type that use binds: the analyzer reads it from a labelled argument whose type it \
      can resolve (`Panel(selection: $model.tab)`). When no argument binds it, it places every \
      project type that conforms to the constraint there, which is sound but may report reads that \
      only other uses can reach.
      """,
    fix: "Pass the bound value through a labelled argument of a declared type (`Panel(selection: $tab)` with `@State var tab: SettingsTab?`).",
    triggering: [
      """
      protocol PanelTab: View {}
      struct SettingsTab: PanelTab { var body: some View { Text("") } }
      struct Panel<Tab: PanelTab>: View {
        let tab: Tab
        var body: some View { tab }
      }
      struct Screen: View {
        var body: some View { Panel(tab: makeTab()) }
        func makeTab() -> some PanelTab { SettingsTab() }
      }
      """,
    ],
    nonTriggering: [
      """
      protocol PanelTab: View {}
      struct SettingsTab: PanelTab { var body: some View { Text("") } }
      struct Panel<Tab: PanelTab>: View {
        let tab: Tab
        var body: some View { tab }
      }
      struct Screen: View {
        let settings = SettingsTab()
        var body: some View { Panel(tab: settings) }
      }
      """,
    ],
    message: { subject, detail in
      "`\(subject)(...)` does not bind the type it shows; every type conforming to \(detail) is placed here "
        + "(pass a value of a declared type through a labelled argument)"
    })
}
