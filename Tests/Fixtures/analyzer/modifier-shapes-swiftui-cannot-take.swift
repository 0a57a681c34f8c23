// A call of a SwiftUI modifier's name that none of SwiftUI's overloads can take is the
// project's: every SwiftUI `alert` takes a binding and a closure of actions or content,
// so `.alert(item: $notice)` alone is the project's `alert(item:)`, whatever the binding's
// type, and the views under it are seen (not "undecided"). The banner is under the
// project's alert and under the injection; the ticker only under the alert: really missing.
import SwiftUI

final class Feed: ObservableObject {}
struct Notice: Identifiable { let id: Int }

final class NoticeModel: ObservableObject {
  @Published var notice: Notice?
  // (a binding the analyzer cannot type: the call's shape alone decides)
  func binding<Value>(_ path: ReferenceWritableKeyPath<NoticeModel, Value>) -> Binding<Value> {
    Binding(get: { self[keyPath: path] }, set: { self[keyPath: path] = $0 })
  }
}

extension View {
  func alert(item: Binding<Notice?>) -> some View {
    alert(item: item) { notice in Alert(title: Text("\(notice.id)")) }
  }
}

@main
struct NewsApp: App {
  var body: some Scene {
    WindowGroup {
      Front().environmentObject(Feed())
      Ticker()
    }
  }
}

struct Front: View {
  @StateObject var model = NoticeModel()
  var body: some View {
    Banner().alert(item: model.binding(\.notice))
  }
}

struct Ticker: View {
  @StateObject var model = NoticeModel()
  var body: some View {
    Headline().alert(item: model.binding(\.notice))  // expected-note {{Headline() is shown here without Feed}}
  }
}

struct Banner: View {
  @EnvironmentObject var feed: Feed  // expect: satisfied
  var body: some View { Text(feed.description) }
}
struct Headline: View {
  @EnvironmentObject var feed: Feed  // expect: unsatisfied  expected-error {{Ticker() → Headline()}}
  var body: some View { Text(feed.description) }
}
