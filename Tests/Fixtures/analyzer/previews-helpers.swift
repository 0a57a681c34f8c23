// A PreviewProvider's other members are preview code: what its helpers build is
// previewed, never shown by the app, so a value they miss is missing in previews only
// (not an unproven read of the app's plain code).
import SwiftUI

final class Accounts: ObservableObject {}

struct Card: View {
  @EnvironmentObject var accounts: Accounts  // expect: unsatisfied  expected-warning {{Card.accounts is missing only in previews (no path from the app's own entry points misses it): Card, on the path from Deck_Previews.sampleCards}}
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
  static func sampleCards() -> [Any] {
    let card = Card()  // expected-note {{Card() is shown here without Accounts}}
    return [card]
  }
}
