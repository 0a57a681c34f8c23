// A PreviewProvider's other members are preview code: what its helpers build is
// previewed, never shown by the app, so a value they miss is missing in previews only
// (not an unproven read of the app's plain code).
import SwiftUI

final class Accounts: ObservableObject {}

struct Card: View {
  // expected-note@+1 {{Card.accounts reads @EnvironmentObject Accounts, which Deck_Previews.sampleCards does not give: Deck_Previews.sampleCards → Card()}}
  @EnvironmentObject var accounts: Accounts  // expect: unsatisfied
  var body: some View { Text(accounts.description) }
}
struct Deck: View {
  var body: some View { Card() }
}
struct DeckApp: App {
  var body: some Scene { WindowGroup { Deck().environmentObject(Accounts()) } }
}
struct Deck_Previews: PreviewProvider {
  static var previews: some View { Deck().environmentObject(Accounts()) }
  // expected-warning@+1 {{Deck_Previews.sampleCards shows views without a value they read, missing only in previews}}
  static func sampleCards() -> [Any] {
    let card = Card()
    return [card]
  }
}
