// Views kept in values that sit in collections: a struct with no initialiser of its
// own stores an `AnyView` through its memberwise initialiser, the values go into a
// dictionary literal and an array (`append`), and a view shows them back out by
// subscript (`registry.panes[key]!.view`, `registry.stack[i].view`). Each is shown where
// it is read, in that place's environment: a memberwise view is carried like a closure
// an initialiser stores, also when the values are made by `map`.
import SwiftUI

final class Hub: ObservableObject {}

struct Pane { let title: String; let view: AnyView }
struct Card { let view: AnyView }

final class Registry: ObservableObject {
  var panes: [String: Pane] = ["news": Pane(title: "News", view: AnyView(Headline()))]
  var stack: [Pane] = []
  var loose: [Card] = []
  let topics = ["sport", "weather"]
  // `map` over values: each element built there carries its view too.
  lazy var columns: [Pane] = topics.map { topic in Pane(title: topic, view: AnyView(Column())) }
  // A computed array of erased views is plain code the analyzer does not follow.
  var badges: [AnyView] { topics.map { _ in AnyView(Badge()) } }  // expected-warning {{not proven: every app path that misses its value passes plain code}}
  init() {
    stack.append(Pane(title: "Mail", view: AnyView(Letter())))
    loose.append(Card(view: AnyView(Stamp())))  // expected-note {{Stamp() is shown here without Hub}}
  }
}

@main
struct DeskApp: App {
  @StateObject var registry = Registry()
  var body: some Scene {
    WindowGroup {
      Board(registry: registry).environmentObject(Hub())
      Drawer(registry: registry)
    }
  }
}

struct Board: View {
  let registry: Registry
  var body: some View {
    ForEach(Array(registry.panes.keys), id: \.self) { key in registry.panes[key]!.view }
    ForEach(registry.stack.indices, id: \.self) { index in registry.stack[index].view }
    ForEach(registry.columns.indices, id: \.self) { index in registry.columns[index].view }
    ForEach(registry.badges.indices, id: \.self) { index in registry.badges[index] }
  }
}

// The cards are read where nothing declares the hub.
struct Drawer: View {
  let registry: Registry
  var body: some View {
    ForEach(registry.loose.indices, id: \.self) { index in registry.loose[index].view }
  }
}

struct Headline: View {
  @EnvironmentObject var hub: Hub  // expect: satisfied
  var body: some View { Text(hub.description) }
}
struct Letter: View {
  @EnvironmentObject var hub: Hub  // expect: satisfied
  var body: some View { Text(hub.description) }
}
struct Column: View {
  @EnvironmentObject var hub: Hub  // expect: satisfied
  var body: some View { Text(hub.description) }
}
struct Badge: View {
  @EnvironmentObject var hub: Hub  // expect: unproven  expected-note {{Badge.hub is not proven}}
  var body: some View { Text(hub.description) }
}
struct Stamp: View {
  @EnvironmentObject var hub: Hub  // expect: unsatisfied  expected-error {{Drawer() → view → Stamp()}}
  var body: some View { Text(hub.description) }
}
