// A member type named through an alias whose target is a generic class
// (`typealias LedgerType = Store<Ledger>`, `LedgerType.Context`) is the same type as
// `LedgerModel.Context` of a subclass of that alias; the resolver cannot name it as
// the compiler does, so it is unknown, never the words as written (which would be a
// second key for one type, and a false alarm where the other name is read).
import SwiftUI

class Store<State> {
  class Context: ObservableObject {}
  let context = Context()
}
struct Ledger {}
typealias LedgerType = Store<Ledger>
final class LedgerModel: LedgerType {}

@main
struct BooksApp: App {
  var body: some Scene { WindowGroup { Books(context: LedgerModel().context) } }
}

struct Books: View {
  let context: LedgerType.Context
  var body: some View {
    Balance().environmentObject(context)  // expected-warning {{cannot determine the type of `context`}} expected-warning {{Balance.context is not proven}}
  }
}

struct Balance: View {
  @EnvironmentObject var context: LedgerModel.Context  // expect: unproven  expected-note {{BooksApp.body → Books() → Balance()}}
  var body: some View { Text("") }
}
