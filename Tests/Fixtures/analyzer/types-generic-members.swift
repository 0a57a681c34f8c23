// A member typed by its owner's generic parameter has the type a value binds to it:
// `shelf.items` of a `Shelf<Gadget>` whose `items: [Item]` is `[Gadget]`, so
// `gadget.tile()` in `ForEach(shelf.items)` (or `$0.tile()`) is `Gadget.tile()`, and
// the views it makes are shown there. Without the binding the tiles were unreachable.
// The dial is shown where the shelf gives the meter; the knob is shown by a second
// shelf that gives nothing: really missing.
import SwiftUI

final class Meter: ObservableObject {}

final class Shelf<Item: Hashable>: ObservableObject {
  @Published var items: [Item]
  var first: Item
  init(items: [Item]) {
    self.items = items
    self.first = items[0]
  }
}

enum Gadget: Hashable {
  case dial
  func tile() -> AnyView { AnyView(Dial()) }
}

enum Control: Hashable {
  case knob
  func tile() -> AnyView { AnyView(Knob()) }  // expected-note {{Knob() is shown here without Meter}}
}

@main
struct WorkshopApp: App {
  var body: some Scene {
    WindowGroup {
      Bench(shelf: Shelf(items: [Gadget.dial])).environmentObject(Meter())
      Drawer(shelf: Shelf(items: [Control.knob]))
    }
  }
}

struct Bench: View {
  @ObservedObject var shelf: Shelf<Gadget>
  var body: some View {
    ForEach(shelf.items, id: \.self) { gadget in gadget.tile() }
  }
}

struct Drawer: View {
  @ObservedObject var shelf: Shelf<Control>
  var body: some View {
    VStack {
      ForEach(shelf.items, id: \.self) { $0.tile() }
      shelf.first.tile()
    }
  }
}

struct Dial: View {
  @EnvironmentObject var meter: Meter  // expect: satisfied
  var body: some View { Text(meter.description) }
}
struct Knob: View {
  @EnvironmentObject var meter: Meter  // expect: unsatisfied  expected-error {{Drawer() → tile → Knob()}}
  var body: some View { Text(meter.description) }
}
