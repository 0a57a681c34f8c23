// A member of a value whose type is a generic parameter is found through the
// parameter's constraints, as Swift finds it: `card.body` of a `Face: Card` is the
// body of a conformer of `Card` (the protocol that declares it), never of a view that
// shares only `Identifiable` with them.
import SwiftUI

final class Deck: ObservableObject { var count = 52 }

protocol Card: Identifiable {
  associatedtype Face: View
  var body: Face { get }
}

@main
struct TableApp: App {
  var body: some Scene {
    WindowGroup {
      VStack {
        Slot(card: Ace(id: 1))
        // expected-note@+1 {{Joker() is shown here without Deck}}
        Slot(card: Joker(id: 2))
        Counter(id: 3).environmentObject(Deck())
        Hand()
      }
    }
  }
}

struct Slot<Face: Card>: View {
  let card: Face
  var body: some View { card.body }
}

struct Ace: Card, View {
  let id: Int
  var body: some View { Text("A") }
}

struct Joker: Card, View {
  let id: Int
  @EnvironmentObject var deck: Deck  // expect: unsatisfied  expected-error {{No ObservableObject of type Deck found}}
  var body: some View { Text("\(deck.count)") }
}

// Identifiable and a view, but no Card: `card.body` never shows it.
struct Counter: Identifiable, View {
  let id: Int
  @EnvironmentObject var deck: Deck  // expect: satisfied
  var body: some View { Text("\(deck.count) left") }
}

// `some Trump` in a parameter is a generic parameter without a name: `card.body` is
// found through `Trump` as well.
protocol Trump {
  associatedtype Face: View
  var body: Face { get }
}

struct Hand: View {
  var body: some View {
    // expected-note@+1 {{Queen() is shown here without Deck}}
    slot(for: Queen(id: 4))
  }
  func slot(for card: some Trump) -> some View { card.body }
}

struct Queen: Trump, View {
  let id: Int
  @EnvironmentObject var deck: Deck  // expect: unsatisfied  expected-error {{No ObservableObject of type Deck found}}
  var body: some View { Text("Q of \(deck.count)") }
}
