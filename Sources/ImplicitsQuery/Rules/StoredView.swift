extension DiagnosticRules {
  /// A view rendered from a stored property.
  public static let storedView = DiagnosticRule(
    code: "stored-view",
    severity: .warning,
    summary: "A view stored in a property is rendered here; the analyzer places it where it was created.",
    explanation: """
      A view held in a property wrapper's storage (`@State var detail: DetailView`) was built by \
      whoever created this view, maybe far away. The analyzer places such a view where it is instantiated, with the \
      declarations above that place, not here; views created in code that is not a producer start \
      with an empty environment. Declarations between here and the view are not counted for it. \
      An `AnyView`, a generic `Content`, or a view of a named type in a plain stored property \
      (`let detail: DetailView`) given to the initialiser and shown here is content the view is given \
      (rule 5) and is followed: declarations above it here count. Only SwiftUI views are \
      reported (a project type that conforms to `View`): a UIKit or AppKit object held in a property (`UIView`, `NSScrollView`) is not part \
      of the view tree, and is listed only with `implicits-index --verbose`.
      """,
    fix: """
      Pass a view builder or a generic `Content` (a container, rule 5), or instantiate the view \
      here; or suppress with `// implicits:ignore stored-view <reason>` after checking by hand.
      """,
    triggering: [
      """
      struct Row: View {
        @State var detail: DetailView
        var body: some View { detail }
      }
      struct DetailView: View {
        var body: some View { Text("") }
      }
      """,
    ],
    nonTriggering: [
      """
      struct Row: View {
        let detail: DetailView
        var body: some View { detail }
      }
      struct DetailView: View {
        var body: some View { Text("") }
      }
      """,
      """
      struct Row: View {
        let detail: AnyView
        var body: some View { detail.padding() }
      }
      """,
      """
      struct Row<Detail: View>: View {
        let detail: Detail
        var body: some View { detail }
      }
      """,
      """
      struct Editor: View {
        let textView: UITextView
        var body: some View { Bridge(textView) }
      }
      """,
    ],
    message: { subject, detail in "`\(subject)` is a view stored in a property (\(detail)); it is checked where it is created, not here (pass a generic Content or a view builder instead)" })
}
