// previewFindings "off": a read missing only in previews is not reported (its
// status is still `unsatisfied`, with onlyPreviews in the JSON report); a read that
// also fails in the app still is.
import SwiftUI
import ImplicitsUI

@main
struct NotesApp: App {
  var body: some Scene {
    WindowGroup {
      Editor().implicit(Store())
      // expected-note@+1 {{Sidebar() is shown here without Store}}
      Sidebar()
    }
  }
}

struct Editor: View {
  @Implicit var store: Store // expect: unsatisfied
  var body: some View { Text("") }
}

struct Sidebar: View {
  @Implicit var store: Store // expect: unsatisfied  expected-error {{Sidebar.store is not declared on every path}}
  var body: some View { Text("") }
}

#Preview { Editor() }
#Preview { Sidebar() }
