// previewFindings "error": a read missing only in previews fails the build like an
// app finding, under its own code.
import SwiftUI
import ImplicitsUI

@main
struct NotesApp: App {
  var body: some Scene { WindowGroup { Editor().implicit(Store()) } }
}

struct Editor: View {
  // expected-note@+1 {{Editor.store reads @Implicit Store, which #Preview does not give: #Preview → Editor()}}
  @Implicit var store: Store // expect: unsatisfied
  var body: some View { Text("") }
}

// expected-error@+1 {{#Preview shows views without a value they read, missing only in previews}}
#Preview { Editor() }
