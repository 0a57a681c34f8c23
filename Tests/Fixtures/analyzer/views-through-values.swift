// Methods called on typed values connect the method's body at the call: the
// receiver's type comes from the type resolver (a parameter, a closure parameter, an
// enum payload bound by a `case` pattern, a member). Each reader below is shown only
// through such a call; the value is truly missing on the last one.
import SwiftUI
import UIKit

final class Library: ObservableObject {}

enum Section: Hashable {
  case recent, saved
  @ViewBuilder func content() -> some View {
    switch self {
    case .recent: RecentList()
    case .saved: SavedList()
    }
  }
}

struct Account {
  func overview() -> some View { AccountOverview() }
  func summary() -> some View { AccountSummary() }  // (the controller is not placed: the miss is unproven)
}

enum Route {
  case account(Account)
  case about
}

struct Shell: View {
  let sections: [Section] = [.recent, .saved]
  let route: Route
  let account = Account()
  var body: some View {
    VStack {
      ForEach(sections, id: \.self) { (section: Section) in section.content() }  // a typed closure parameter
      column(for: .recent)
      switch route {
      case let .account(owner): owner.overview()   // an enum payload, by position
      case .about: Text("")
      }
      account.summary()                             // a member
    }
    .environmentObject(Library())
  }
  func column(for section: Section) -> some View { section.content() }    // a parameter
}

struct RecentList: View {
  @EnvironmentObject var library: Library // expect: satisfied
  var body: some View { Text("\(library)") }
}
struct SavedList: View {
  @EnvironmentObject var library: Library // expect: satisfied
  var body: some View { Text("\(library)") }
}
struct AccountOverview: View {
  @EnvironmentObject var library: Library // expect: satisfied
  var body: some View { Text("\(library)") }
}
struct AccountSummary: View {
  @EnvironmentObject var library: Library // expect: unproven  expected-note {{AccountSummary.library is not proven}}
  var body: some View { Text("") }
}

// Hosted from plain code through a typed local: no Library there.
final class BadgePresenter {
  func present() {
    let account = Account()
    _ = UIHostingController(rootView: account.summary())  // expected-warning {{AccountSummary.library is not proven: every app path that misses its value passes a hosting controller the analyzer cannot place (not presented, at no window's root, under no representable)}}
  }
}

@main
struct ValuesApp: App {
  var body: some Scene { WindowGroup { Shell(route: .about) } }
}
