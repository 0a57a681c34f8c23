// previewFindings "error": a read missing only in previews fails the build like an
// app finding, under its own code.
import SwiftUI
import ImplicitsUI

@main
struct NotesApp: App {
  var body: some Scene { WindowGroup { Editor().implicit(Store()) } }
}

struct Editor: View {
  @Implicit var store: Store // expect: unsatisfied  expected-error {{Editor.store is missing only in previews}}
  var body: some View { Text("") }
}

// expected-note@+1 {{Editor() is shown here without Store}}
#Preview { Editor() }
