// A type that conforms to a protocol the sources do not declare (here `StoreScreen`,
// as a flux library outside the project would declare it) and declares a body that
// builds views is a view: the screens its body shows are reached through it, and a
// note says so where it is shown. A body that builds no view (`var body: String`), or
// conformances that are known not to be views, make no view.
import SwiftUI
import StoreLibrary

final class Feed: ObservableObject {}
final class Inbox: ObservableObject {}

@main
struct FeedApp: App {
  var body: some Scene {
    WindowGroup {
      HomeScreen()
        .environmentObject(Feed())
    }
  }
}

struct HomeScreen: View {
  var body: some View {
    VStack {
      FeedList()
      MessageList()
    }
  }
}

// The library's protocol gives `var body` from `body(props:)`: outside the sources.
struct FeedList: StoreScreen { // expected-note {{FeedList is analysed as a view: it conforms to StoreScreen, which the indexed sources do not declare, and declares a body}}
  struct Props { let count: Int }
  func map(state: Int) -> Props { Props(count: state) }
  func body(props: Props) -> some View {
    FeedRow()
  }
}

struct FeedRow: View {
  @EnvironmentObject var feed: Feed  // expect: satisfied
  var body: some View { Text("\(feed)") }
}

struct MessageList: StoreScreen, Equatable { // expected-note {{MessageList is analysed as a view: it conforms to StoreScreen}}
  var body: some View { MessageRow() }  // expected-note {{MessageRow() is shown here without Inbox}}
}

// The planted defect: nothing provides the Inbox.
struct MessageRow: View {
  @EnvironmentObject var inbox: Inbox  // expect: unsatisfied  expected-error {{FeedApp.body → HomeScreen() → MessageList() → MessageRow()}}
  var body: some View { Text("\(inbox)") }
}

// Not views: a body that builds no view, and a conformance known not to be one.
struct Request: Encodable, StoreScreen {
  var body: String
}
struct Summary: Equatable {
  var body: some View { Text("") }
}
