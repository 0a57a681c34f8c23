// `// implicits:ignore CODE reason` silences CODE on its line and the next; the
// reason is mandatory.
import SwiftUI
import ImplicitsUI

// implicits:ignore unreachable-view shown by the widget extension, not indexed here
struct WidgetRoot: View {
  @Implicit var catalog: Catalog // expect: unreachable
  var body: some View { Text("") }
}

// implicits:ignore unreachable-view
struct NoReason: View { // expected-warning {{NoReason reads environment values but is not reachable}}
  @Implicit var catalog: Catalog // expect: unreachable
  var body: some View { Text("") }
}
// expected-warning@-5 {{`implicits:ignore unreachable-view` needs a reason}}

// A code no rule has silences nothing, and says which code was meant.
// implicits:ignore unreachable-veiw shown by the widget extension, not indexed here
struct Misspelt: View { // expected-warning {{Misspelt reads environment values but is not reachable}}
  @Implicit var catalog: Catalog // expect: unreachable
  var body: some View { Text("") }
}
// expected-warning@-5 {{`implicits:ignore unreachable-veiw` names no diagnostic code, so it silences nothing; did you mean unreachable-view?}}

// A suppression with nothing to silence (the read is satisfied) is a note.
@main
struct ShopApp: App {
  var body: some Scene { WindowGroup { Shelf().implicit(Catalog()) } }
}
struct Shelf: View {
  // implicits:ignore unsatisfied-read checked by hand
  @Implicit var catalog: Catalog // expect: satisfied
  var body: some View { Text("") }
}
// expected-note@-4 {{`implicits:ignore unsatisfied-read` silences nothing: no unsatisfied-read is reported on this line or the next}}

// A preview's warning stands for its reads: a suppression on a reading view's line
// leaves that read out of it, one on the preview's line silences the whole warning.
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup {
      Ledger().implicit(Catalog()).implicit(Drawer())
      Stock().implicit(Catalog())
    }
  }
}
struct Ledger: View {
  // implicits:ignore preview-missing-value the preview shows the empty state
  @Implicit var catalog: Catalog // expect: unsatisfied
  // expected-note@+1 {{Ledger.drawer reads @Implicit Drawer, which #Preview does not give: #Preview → Ledger()}}
  @Implicit var drawer: Drawer // expect: unsatisfied
  var body: some View { Text("") }
}
// expected-warning@+1 {{#Preview shows views without a value they read, missing only in previews (the app's own entry points give it on every path): @Implicit Drawer (read by Ledger)}}
#Preview { Ledger() }
struct Stock: View {
  @Implicit var catalog: Catalog // expect: unsatisfied
  var body: some View { Text("") }
}
// implicits:ignore preview-missing-value the canvas is not used for this view
#Preview { Stock() }
