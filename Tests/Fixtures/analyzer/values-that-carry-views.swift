// Values that carry views: a route stores the view-building closure its initialiser
// is given and shows it later; a view stores a view it built in its own init. The
// carried views are placed where the carrier shows them, with that place's
// environment: neither at the closure (often a static factory) nor as an entry.
import SwiftUI

final class Player: ObservableObject {}
final class Library: ObservableObject {}

struct Route: Hashable {
  let id: String
  private let content: AnyView
  init(id: String, @ViewBuilder content: () -> some View) {
    self.id = id
    self.content = AnyView(content())
  }
  var destination: some View { content }
  static func == (a: Route, b: Route) -> Bool { a.id == b.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  // A static factory: plain code, and no entry of its own any more.
  static var nowPlaying: Route { Route(id: "player") { NowPlaying() } }  // expected-note {{NowPlaying() is shown here without Library}}
  static func album(_ name: String) -> Route { Route(id: name) { AlbumPage() } }
}

struct Browser: View {
  @State private var path: [Route] = []
  var body: some View {
    NavigationStack(path: $path) {
      Text("")
        .navigationDestination(for: Route.self) { route in route.destination }
    }
    .environmentObject(Player())
  }
}

struct NowPlaying: View {
  @EnvironmentObject var player: Player   // expect: satisfied
  @EnvironmentObject var library: Library // expect: unsatisfied  expected-error {{CarrierApp.body → Browser() → destination → content → NowPlaying()}}
  var body: some View { Text("\(player) \(library)") }
}
struct AlbumPage: View {
  @EnvironmentObject var player: Player   // expect: satisfied
  var body: some View { Text("\(player)") }
}

// A carrier shown from outside, through a member of each element of an array.
struct Pane {
  let title: String
  let content: AnyView
  init(title: String, @ViewBuilder content: () -> some View) {
    self.title = title
    self.content = AnyView(content())
  }
}
struct Panes: View {
  let panes: [Pane] = [Pane(title: "queue") { QueuePane() }]
  var body: some View {
    ForEach(panes, id: \.title) { pane in pane.content }
  }
}
struct QueuePane: View {
  @EnvironmentObject var player: Player   // expect: satisfied
  var body: some View { Text("\(player)") }
}

// A view built in an initialiser and stored: placed where `body` shows it.
struct Framed: View {
  private let inner: AnyView
  init() { inner = AnyView(FramedInner()) }
  var body: some View { inner }
}
struct FramedInner: View {
  @EnvironmentObject var player: Player   // expect: satisfied
  var body: some View { Text("\(player)") }
}

@main
struct CarrierApp: App {
  var body: some Scene {
    WindowGroup {
      Browser()
      Framed().environmentObject(Player())
      Panes().environmentObject(Player())
    }
  }
}
