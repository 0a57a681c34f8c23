// Tabs are content like views (iOS 18): a member built with `@TabContentBuilder` or
// returning `some TabContent<Value>`, a type that conforms to `TabContent`, and
// `Tab(...) { ... }` and `TabSection` place each tab's content under the TabView that
// shows them, in its environment. Before, such members were plain code, so every tab
// started where the analyzer cannot see: reads fell back to their default.
import SwiftUI

extension EnvironmentValues {
  @Entry var harbor: String = ""
}
final class Manifest: ObservableObject {}

@main
struct DocksApp: App {
  var body: some Scene {
    WindowGroup {
      Docks()
        .environment(\.harbor, "north")
        .environmentObject(Manifest())
      Quay()
    }
  }
}

struct Docks: View {
  @State private var selection = 0
  var body: some View {
    TabView(selection: $selection) {
      berths
      moorings(count: 2)
      Outposts()
    }
  }

  @TabContentBuilder<Int>
  var berths: some TabContent<Int> {
    Tab("Berths", systemImage: "ferry", value: 0) { Berth() }
    TabSection("Far") {
      Tab("Buoys", systemImage: "circle", value: 1) { Buoy() }
    }
  }

  func moorings(count: Int) -> some TabContent<Int> {
    Tab("Moorings", systemImage: "anchor", value: 2) { Mooring() }
  }
}

// A type that is tab content has a body like a view's.
struct Outposts: TabContent {
  var body: some TabContent<Int> {
    Tab("Outposts", systemImage: "flag", value: 3) { Outpost() }
  }
}

struct Berth: View {
  @Environment(\.harbor) var harbor          // expect: satisfied
  @EnvironmentObject var manifest: Manifest  // expect: satisfied
  var body: some View { Text(harbor) }
}
struct Buoy: View {
  @Environment(\.harbor) var harbor          // expect: satisfied
  var body: some View { Text(harbor) }
}
struct Mooring: View {
  @EnvironmentObject var manifest: Manifest  // expect: satisfied
  var body: some View { Text("\(manifest)") }
}
struct Outpost: View {
  @Environment(\.harbor) var harbor          // expect: satisfied
  var body: some View { Text(harbor) }
}

// The same tabs under a TabView that declares nothing: the value is really missing.
struct Quay: View {
  var body: some View {
    TabView { pier }
  }
  @TabContentBuilder<Int>
  var pier: some TabContent<Int> {
    // expected-note@+1 {{Crane() is shown here without Manifest}}
    Tab("Pier", systemImage: "shippingbox", value: 0) { Crane() }
  }
}
struct Crane: View {
  @Environment(\.harbor) var harbor          // expect: default
  @EnvironmentObject var manifest: Manifest  // expect: unsatisfied  expected-error {{No ObservableObject of type Manifest found}}
  var body: some View { Text(harbor + "\(manifest)") }
}
