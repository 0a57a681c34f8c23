extension DiagnosticRules {
  /// A call with views inside that resolves to nothing the analyzer knows: the views'
  /// environment there cannot be seen.
  public static let unresolvedSite = DiagnosticRule(
    code: "unresolved-site",
    severity: .note,
    summary: "A call with views inside resolves to no declaration of the project and no framework name the analyzer knows.",
    explanation: """
      Names are resolved by Swift's lookup over the project's declarations (a local, a member of \
      the enclosing types, then the module's and imported types and functions) and against \
      SwiftUI's own views. A call that is none of them (a container or function of a package \
      that is not indexed, a framework view the analyzer does not list) may show the views \
      passed to it anywhere, in any environment. The call is kept as a fact \
      (`implicits-query sql "SELECT * FROM unresolved_sites"`), the views inside it are \
      placed where they are written, and every site under it is unseen \
      (`unseen_sites`): a read missing its value only on paths through it is not proven.
      """,
    fix: "Index the package that declares it (add it to the project or workspace), or, if it is a framework view, report the name so the analyzer lists it.",
    triggering: [
      """
      import SwiftUI
      import OutsideKit
      struct Screen: View {
        var body: some View { ExternalCard { Row() } }
      }
      struct Row: View { var body: some View { Text("") } }
      """,
    ],
    nonTriggering: [
      """
      struct Screen: View {
        var body: some View { Card { Row() } }
      }
      struct Card<Content: View>: View {
        @ViewBuilder let content: () -> Content
        var body: some View { content() }
      }
      struct Row: View { var body: some View { Text("") } }
      """,
      """
      struct Screen: View {
        var body: some View { WindowGroupLike(title: format(Date())) }
      }
      struct WindowGroupLike: View { let title: String; var body: some View { Text(title) } }
      """,
    ],
    message: { subject, _ in
      "`\(subject)(...)` resolves to no declaration of the project and no framework name the analyzer knows; "
        + "the views inside it are placed here, but where and how it shows them is not seen"
    })
}
