// Views kept in values, per stored property: a `Card` carries an `AnyView`, and the
// shelf model keeps cards in several properties of one type. A read of
// `shelf.aisle[i].view` shows the cards stored in `aisle`, not every card's view: the
// analyzer follows each construction to the property it is stored in (appended,
// assigned, in an initial value, through a local, or copied from another property).
// A property whose values it cannot list (here `drafts`, filled by a function's
// result) shows every view of its type, as a read of an unknown place does.
import SwiftUI

final class Hub: ObservableObject {}
struct Card { let title: String; let view: AnyView }
struct Note { let view: AnyView }

final class Shelf: ObservableObject {
  var front: [Card] = [Card(title: "news", view: AnyView(Headline()))]  // expected-note {{Headline() is shown here without Hub}}
  var aisle: [Card] = []
  var back: [Card] = []
  var kept: [Card] = []
  var pinned: Card?
  var notes: [Note] = []
  var drafts: [Note] = []

  func restock() {
    aisle.append(Card(title: "poster", view: AnyView(Poster())))
    back.append(Card(title: "mail", view: AnyView(Letter())))  // expected-note {{Letter() is shown here without Hub}}
    let stamp = Card(title: "stamp", view: AnyView(Stamp()))  // expected-note {{Stamp() is shown here without Hub}}
    kept += [stamp]
    pinned = Card(title: "pin", view: AnyView(Pin()))
    notes.append(Note(view: AnyView(Memo())))  // expected-note {{Memo() is shown here without Hub}}
    drafts.append(makeNote())
  }
  // What `front` holds is kept too.
  func archive() { kept = front }
  func makeNote() -> Note { Note(view: AnyView(Sketch())) }  // expected-note {{Sketch() is shown here without Hub}}
}

@main
struct ShopApp: App {
  @StateObject var shelf = Shelf()
  var body: some Scene {
    WindowGroup {
      Counter(shelf: shelf).environmentObject(Hub())
      Storeroom(shelf: shelf)
      Vault(shelf: shelf)
    }
  }
}

// Under the hub: the front, the aisle, the pinned card and the notes.
struct Counter: View {
  let shelf: Shelf
  var body: some View {
    ForEach(shelf.front.indices, id: \.self) { index in shelf.front[index].view }
    ForEach(shelf.aisle, id: \.title) { card in card.view }
    if let pinned = shelf.pinned { pinned.view }
    ForEach(shelf.notes.indices, id: \.self) { index in shelf.notes[index].view }
  }
}

// Without it: the back and the drafts.
struct Storeroom: View {
  let shelf: Shelf
  var body: some View {
    ForEach(shelf.back.indices, id: \.self) { index in shelf.back[index].view }
    ForEach(shelf.drafts.indices, id: \.self) { index in shelf.drafts[index].view }
  }
}

// Without it: what is kept.
struct Vault: View {
  let shelf: Shelf
  var body: some View {
    shelf.kept.first?.view
  }
}

struct Headline: View {
  @EnvironmentObject var hub: Hub  // expect: unsatisfied  expected-error {{Vault() → view → Headline()}}
  var body: some View { Text(hub.description) }
}
struct Poster: View {
  @EnvironmentObject var hub: Hub  // expect: satisfied
  var body: some View { Text(hub.description) }
}
struct Letter: View {
  @EnvironmentObject var hub: Hub  // expect: unsatisfied  expected-error {{Storeroom() → view → Letter()}}
  var body: some View { Text(hub.description) }
}
struct Stamp: View {
  @EnvironmentObject var hub: Hub  // expect: unsatisfied  expected-error {{Vault() → view → Stamp()}}
  var body: some View { Text(hub.description) }
}
struct Pin: View {
  @EnvironmentObject var hub: Hub  // expect: satisfied
  var body: some View { Text(hub.description) }
}
struct Memo: View {
  @EnvironmentObject var hub: Hub  // expect: unsatisfied  expected-error {{Storeroom() → view → Memo()}}
  var body: some View { Text(hub.description) }
}
struct Sketch: View {
  @EnvironmentObject var hub: Hub  // expect: unsatisfied  expected-error {{Storeroom() → view → Sketch()}}
  var body: some View { Text(hub.description) }
}
