// The resolver types an element of an array of a nested type (`[Pair]` inside `Deck`
// is `[Deck.Pair]`) and a member of a tuple alias with labelled elements
// (`Slot.item`), so a view a value carries is shown where `slot.item.content` is read.
import SwiftUI

final class Hub: ObservableObject {}

// Views a value carries are followed by type (docs/design.md §4.3): each case has a
// carrier of its own.
struct Card {
  let content: AnyView
  init(@ViewBuilder content: () -> some View) { self.content = AnyView(content()) }
}
struct Badge {
  let content: AnyView
  init(@ViewBuilder content: () -> some View) { self.content = AnyView(content()) }
}
struct Plaque {
  let content: AnyView
  init(@ViewBuilder content: () -> some View) { self.content = AnyView(content()) }
}

final class Deck: ObservableObject {
  typealias Slot = (item: Card, name: String)
  struct Pair { let item: Badge; let name: String }
  struct Plate { let item: Plaque; let name: String }
  let slots: [Slot] = [(Card { Chip() }, "chip")]
  let pairs: [Pair] = [Pair(item: Badge { Token() }, name: "token")]
  let loose: [Plate] = [Plate(item: Plaque { Stray() }, name: "stray")]  // expected-note {{Stray() is shown here without Hub}}
}

@main
struct TableApp: App {
  @StateObject var deck = Deck()
  var body: some Scene {
    WindowGroup {
      Table(deck: deck).environmentObject(Hub())
      Bench(deck: deck)
    }
  }
}

struct Table: View {
  let deck: Deck
  var body: some View {
    ForEach(deck.slots, id: \.name) { slot in slot.item.content }
    ForEach(deck.pairs, id: \.name) { pair in
      pair.item.content  // (a `#if` clause after it keeps it where a view goes)
      #if os(iOS)
        .padding()
      #endif
    }
  }
}

// The same shape, shown where nothing declares the hub.
struct Bench: View {
  let deck: Deck
  var body: some View {
    ForEach(deck.loose, id: \.name) { plate in plate.item.content }
  }
}

struct Chip: View {
  @EnvironmentObject var hub: Hub    // expect: satisfied
  var body: some View { Text("\(hub)") }
}
struct Token: View {
  @EnvironmentObject var hub: Hub    // expect: satisfied
  var body: some View { Text("\(hub)") }
}
struct Stray: View {
  @EnvironmentObject var hub: Hub    // expect: unsatisfied  expected-error {{TableApp.body → Bench() → content → Stray()}}
  var body: some View { Text("\(hub)") }
}
