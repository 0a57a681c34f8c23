extension DiagnosticRules {
  /// An `@EnvironmentObject` read with no `.environmentObject(_:)` above it on some path.
  public static let missingEnvironmentObject = DiagnosticRule(
    code: "missing-environment-object",
    severity: .error,
    summary: "An @EnvironmentObject is not injected on every path to the view: SwiftUI crashes when it is read.",
    explanation: """
      SwiftUI crashes with "No ObservableObject of type X found. A View.environmentObject(_:) for X may \
      be missing as an ancestor of this view." when a view reads an `@EnvironmentObject` that no ancestor \
      injected. The analyzer found a path from an entry point (often a second `WindowGroup`, a \
      Mac's `Settings` scene, a sheet or a preview) on which no `.environmentObject(_:)` of that type sits \
      above the view. A presentation that starts a new host (a context menu's preview; a sheet, cover or \
      popover on a Mac, including an iPad app running on one) passes nothing of the presenter's \
      environment: the notes name it, and only what its closure injects counts.
      """,
    fix: """
      Inject the object on that path: `.environmentObject(model)` on the scene's root view, on the \
      sheet's content, or in the preview. Past a new host, inject it inside the presented closure.
      """,
    triggering: [
      """
      final class Store: ObservableObject {}
      struct ShopApp: App {
        @StateObject private var store = Store()
        var body: some Scene {
          WindowGroup { Cart().environmentObject(store) }
          WindowGroup(id: "cart") { Cart() }
        }
      }
      struct Cart: View {
        @EnvironmentObject var store: Store
        var body: some View { Text("\\(store)") }
      }
      """,
      """
      final class Store: ObservableObject {}
      struct ShopApp: App {
        @StateObject private var store = Store()
        var body: some Scene { WindowGroup { Shelf().environmentObject(store) } }
      }
      struct Shelf: View {
        var body: some View { Text("Shelf").contextMenu { Text("Share") } preview: { Cart() } }
      }
      struct Cart: View {
        @EnvironmentObject var store: Store
        var body: some View { Text("\\(store)") }
      }
      """,
    ],
    nonTriggering: [
      """
      final class Store: ObservableObject {}
      struct ShopApp: App {
        @StateObject private var store = Store()
        var body: some Scene {
          WindowGroup { Cart().environmentObject(store) }
          WindowGroup(id: "cart") { Cart().environmentObject(store) }
        }
      }
      struct Cart: View {
        @EnvironmentObject var store: Store
        var body: some View { Text("\\(store)") }
      }
      """,
    ],
    message: { subject, detail in
      "No ObservableObject of type \(subject) found. A View.environmentObject(_:) for \(subject) may be missing "
        + "as an ancestor of this view: \(detail)"
    })
}
