// A property's initial value is run by every initialiser of its type, so a view it
// makes (`let banner = AnyView(Banner())`, an array literal of `AnyView`s) is stored
// in the property as one an initialiser stores: it is shown where the type shows the
// property, with that place's environment. A collection property shows its elements
// by subscript, also on another value (`shelf.items[index]`, `shelf.named[key]!`).
import SwiftUI
import ImplicitsUI

final class Ledger {}

struct Dashboard: View {
  let banner: AnyView = AnyView(Banner())
  private let cards: [AnyView] = [AnyView(Receipt()), AnyView(Balance())]
  var body: some View {
    VStack {
      banner
      ForEach(cards.indices, id: \.self) { index in cards[index] }
    }
  }
}

// A class's stored views, shown by another view through the value.
final class Shelf {
  let cover = AnyView(Cover())
  var items: [AnyView] = [AnyView(Spine())]
  var named: [String: AnyView] = ["index": AnyView(Index())]
}
struct Bookcase: View {
  let shelf: Shelf
  var body: some View {
    shelf.cover
    ForEach(shelf.items.indices, id: \.self) { index in shelf.items[index] }
    shelf.named["index"]!
  }
}

// The same kind of stored view, in a view whose window declares nothing.
struct Kiosk: View {
  let banner: AnyView = AnyView(Ticket())  // expected-note {{Ticket() is shown here without Ledger}}
  var body: some View { banner }
}

@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup {
      Dashboard().implicit(Ledger())
      Bookcase(shelf: Shelf()).implicit(Ledger())
    }
    WindowGroup("Kiosk", id: "kiosk") {
      Kiosk()
    }
  }
}

struct Banner: View {
  @Implicit var ledger: Ledger  // expect: satisfied
  var body: some View { Text("") }
}
struct Receipt: View {
  @Implicit var ledger: Ledger  // expect: satisfied
  var body: some View { Text("") }
}
struct Balance: View {
  @Implicit var ledger: Ledger  // expect: satisfied
  var body: some View { Text("") }
}
struct Cover: View {
  @Implicit var ledger: Ledger  // expect: satisfied
  var body: some View { Text("") }
}
struct Spine: View {
  @Implicit var ledger: Ledger  // expect: satisfied
  var body: some View { Text("") }
}
struct Index: View {
  @Implicit var ledger: Ledger  // expect: satisfied
  var body: some View { Text("") }
}
struct Ticket: View {
  @Implicit var ledger: Ledger  // expect: unsatisfied  expected-error {{Ticket.ledger is not declared on every path to this view}}
  var body: some View { Text("") }
}
