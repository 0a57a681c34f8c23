extension DiagnosticRules {
  /// An `@EnvironmentObject` with no value on some path, whose property nothing uses.
  public static let unusedEnvironmentObject = DiagnosticRule(
    code: "unused-environment-object",
    severity: .warning,
    summary: "An @EnvironmentObject is declared and never used, and some path to its view does not inject it.",
    explanation: """
      SwiftUI looks an environment object up when the property is accessed: the crash ("No \
      ObservableObject of type X found") happens in its getter, so a view that declares an \
      `@EnvironmentObject` and never uses it runs on a path that lacks the object. The declaration is \
      dead code that turns into that crash the day someone uses it, on the path the message names. \
      (A non-optional `@Environment(T.self)` is different: SwiftUI resolves it when it updates the \
      view, used or not, so it stays an error.)
      """,
    fix: """
      Delete the property. If it is meant to be used, inject the object on that path first \
      (`.environmentObject(model)`), as for `missing-environment-object`.
      """,
    triggering: [
      """
      final class Store: ObservableObject {}
      struct ShopApp: App {
        var body: some Scene { WindowGroup { Cart() } }
      }
      struct Cart: View {
        @EnvironmentObject var store: Store
        var body: some View { Text("Cart") }
      }
      """,
    ],
    nonTriggering: [
      """
      final class Store: ObservableObject { var count = 0 }
      struct ShopApp: App {
        var body: some Scene { WindowGroup { Cart() } }
      }
      struct Cart: View {
        @EnvironmentObject var store: Store
        var body: some View { Text("\\(store.count)") }
      }
      """,
    ],
    message: { subject, detail in
      "\(subject) is declared and never used, and has no value on \(detail): it cannot crash until it is used; delete it"
    })
}
