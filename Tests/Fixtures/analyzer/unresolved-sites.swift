// Nothing is dropped silently: a call with views inside that resolves to no
// declaration of the project and to no framework name the analyzer knows is kept
// (`unresolved_sites`), said (`unresolved-site`), and the sites under it are unseen
// (`unseen_sites`), so a read missed on a path through it is not proven
// (UnresolvedSitesTests checks the rows). A call with no view inside is not listed.
import SwiftUI
import ImplicitsUI
import OutsideKit

@main
struct OutsideApp: App {
  var body: some Scene {
    WindowGroup {
      Front().implicit(Ledger())
      Back()
    }
  }
}

struct Front: View {
  var body: some View {
    OutsideCard(title: format(Date())) {  // expected-note {{`OutsideCard(...)` resolves to no declaration of the project}}
      Inside()
    }
  }
}

struct Back: View {
  var body: some View {
    // What `present` does with the view is not seen: the miss is unproven, not an error.
    // expected-warning@+1 {{Missing.ledger is not proven: every app path that misses its value passes placed inside present(...), which resolves to nothing the analyzer knows}}
    present(Missing())  // expected-note {{`present(...)` resolves to no declaration of the project}}
  }
}

struct Inside: View {
  @Implicit var ledger: Ledger // expect: satisfied
  var body: some View { Text("") }
}
struct Missing: View {
  @Implicit var ledger: Ledger // expect: unproven  expected-note {{Missing.ledger is not proven}}
  var body: some View { Text("") }
}

final class Ledger {}
