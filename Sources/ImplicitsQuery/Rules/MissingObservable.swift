extension DiagnosticRules {
  /// An `@Environment(T.self)` read of an `@Observable` object with no `.environment(_:)` above it.
  public static let missingObservable = DiagnosticRule(
    code: "missing-observable",
    severity: .error,
    summary: "An @Environment(T.self) object is not injected on every path to the view: SwiftUI crashes when it is read.",
    explanation: """
      SwiftUI crashes with "No Observable object of type X found." when a view reads \
      `@Environment(X.self)` (non-optional) and no ancestor called `.environment(x)` with an \
      object of that type. The analyzer found a path from an entry point on which none does.
      """,
    fix: """
      Inject the object on that path with `.environment(model)`, or read it as optional \
      (`@Environment(X.self) var model: X?`) if the view can do without it.
      """,
    triggering: [
      """
      @Observable final class Library {}
      struct BooksApp: App {
        var body: some Scene { WindowGroup { Reader() } }
      }
      struct Reader: View {
        @Environment(Library.self) private var library
        var body: some View { Text("") }
      }
      """,
    ],
    nonTriggering: [
      """
      @Observable final class Library {}
      struct BooksApp: App {
        var body: some Scene { WindowGroup { Reader().environment(Library()) } }
      }
      struct Reader: View {
        @Environment(Library.self) private var library
        var body: some View { Text("") }
      }
      """,
    ],
    message: { subject, detail in "No Observable object of type \(subject) found: \(detail)" })
}
