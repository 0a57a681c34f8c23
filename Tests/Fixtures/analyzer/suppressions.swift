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
