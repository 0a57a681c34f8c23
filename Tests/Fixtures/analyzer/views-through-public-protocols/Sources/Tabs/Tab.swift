import SwiftUI

public final class Feed: ObservableObject {
  public init() {}
}
public final class Drafts: ObservableObject {
  public init() {}
}

public protocol Tab {
  @MainActor func makeView() -> AnyView
}

public struct HomeTab: Tab {
  public init() {}
  public func makeView() -> AnyView { AnyView(HomeList()) }
}
public struct DraftsTab: Tab {
  public init() {}
  public func makeView() -> AnyView { AnyView(DraftList()) }  // expected-note {{DraftList() is shown here without Drafts}}
}

struct HomeList: View {
  @EnvironmentObject var feed: Feed  // expect: satisfied
  var body: some View { Text("\(feed)") }
}
// The screen injects no drafts: a miss the analyzer sees through the conformer.
struct DraftList: View {
  @EnvironmentObject var drafts: Drafts  // expect: unsatisfied  expected-error {{No ObservableObject of type Drafts found}}
  var body: some View { Text("\(drafts)") }
}

public struct TabScreen: View {
  let tab: any Tab
  public init(tab: any Tab) { self.tab = tab }
  public var body: some View {
    // expected-warning@+1 {{the views of the project's conforming types are followed, but a type outside the project may conform too}}
    tab.makeView()
  }
}
