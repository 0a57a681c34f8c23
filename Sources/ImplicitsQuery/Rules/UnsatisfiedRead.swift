extension DiagnosticRules {
  /// A read with no declaration above it on some path from an entry point.
  public static let unsatisfiedRead = DiagnosticRule(
    code: "unsatisfied-read",
    severity: .error,
    summary: "A view reads a value that is not declared above it on every path from an entry point.",
    explanation: """
      The analyzer follows every path from the entry points (scenes, previews) down to the view. \
      On at least one of them no `.implicit(...)` of the read's key sits above the view, so at run time \
      the read would trap. The diagnostic names the shortest such path; the note marks the site where \
      the view is shown without the value. `implicits-query why View.property` prints the whole path. \
      Each such read is an error of its own, as each is a crash of its own; the summary says how \
      many places they come from (the entries, or presentations that start a new host, their \
      paths start at).
      """,
    fix: """
      Declare the value on that path: on the view at the noted site, or on an ancestor that covers \
      every path (a modifier applies to the expression it is called on, so put it after `.sheet`, \
      `.overlay` and similar modifiers, not before them). A declaration written before a `.sheet` \
      (or another presentation) in the same modifier chain gets a note saying to move it after. \
      When the app already injects a value of the type by name elsewhere (`.implicit(store)`), the \
      suggested declaration passes that one on, and says where it is injected: a new instance would \
      share none of its state. A preview's fix makes a new one.
      """,
    triggering: [
      """
      struct DemoApp: App {
        var body: some Scene { WindowGroup { Screen().implicit(Service()).sheet(isPresented: .constant(true)) { Screen() } } }
      }
      struct Screen: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      """,
    ],
    nonTriggering: [
      """
      struct DemoApp: App {
        var body: some Scene { WindowGroup { Screen().sheet(isPresented: .constant(true)) { Screen() }.implicit(Service()) } }
      }
      struct Screen: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      """,
    ],
    message: { subject, detail in "\(subject) is not declared on every path to this view: \(detail)" })
}
