// A fix passes on the value the app already injects for the type (`ledger`), not a
// new instance that would share none of its state; a preview makes its own. A
// declaration applied before a `.sheet` in the same modifier chain reaches the view
// the sheet is attached to, not the sheet's content: the error says to move it.
import SwiftUI
import ImplicitsUI

final class Ledger: ObservableObject {}
final class Clock {}

struct LedgerApp: App {
  @StateObject var ledger = Ledger()
  var body: some Scene {
    WindowGroup {
      Accounts()
        // expected-note@+1 {{.environmentObject(ledger) is applied before .sheet (fixes-pass-on-injected-values.swift:19) in the same modifier chain, so it reaches the view .sheet is attached to but not its content; move it after .sheet, or add it inside the presented content}}
        .environmentObject(ledger)
        // expected-note@+1 {{Entry() is shown here without Ledger}}  // expected-note@+1 {{Entry() is shown here without Clock}}
        .sheet(isPresented: .constant(true)) { Entry() }
    }
  }
}
struct Accounts: View {
  // expected-note@+1 {{Accounts.ledger reads @EnvironmentObject Ledger, which #Preview does not give}}
  @EnvironmentObject var ledger: Ledger  // expect: unsatisfied
  var body: some View { Text("") }
}
struct Entry: View {
  @EnvironmentObject var ledger: Ledger  // expect: unsatisfied  expected-error {{No ObservableObject of type Ledger found. A View.environmentObject(_:) for Ledger may be missing as an ancestor of this view: Entry, on the path from LedgerApp.body; add .environmentObject(ledger) (the value fixes-pass-on-injected-values.swift:17 injects) above Entry}}
  // nothing in the app injects a Clock: a new one
  @Implicit var clock: Clock  // expect: unsatisfied  expected-error {{Entry.clock is not declared on every path to this view: Entry, on the path from LedgerApp.body; declare .implicit(Clock(...)) above it}}
  var body: some View { Text("") }
}
// a preview makes its own value
// expected-warning@+1 {{#Preview shows views without a value they read, missing only in previews (the app's own entry points give it on every path): @EnvironmentObject Ledger (read by Accounts); add .environmentObject(Ledger(...)) to the preview}}
#Preview { Accounts() }
