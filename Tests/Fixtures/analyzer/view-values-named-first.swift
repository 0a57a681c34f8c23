// A view value given a name before it is shown — unwrapped (`if let page = model.page
// { page }`) or kept in a local (`let banner = model.banner`, then `banner`) — is the
// value shown where the name is: the views stored in that property are placed there.
import SwiftUI
import ImplicitsUI

final class Journal {}

// Stores the views a screen shows later (a method sets them).
final class Pager: ObservableObject {
  @Published var page: AnyView?
  var banner: AnyView = AnyView(EmptyView())
  func open() {
    page = AnyView(Entry())  // expected-note {{Entry() is shown here without Journal}}
    banner = AnyView(Masthead())  // expected-note {{Masthead() is shown here without Journal}}
  }
}

struct Reader: View {
  @StateObject var pager = Pager()
  var body: some View {
    VStack {
      if let page = pager.page { page }
      let banner = pager.banner
      banner
    }
  }
}

@main
struct JournalApp: App {
  var body: some Scene {
    WindowGroup { Reader().implicit(Journal()) }
    WindowGroup("Plain", id: "plain") { Reader() }
  }
}

struct Entry: View {
  @Implicit var journal: Journal  // expect: unsatisfied  expected-error {{Entry.journal is not declared on every path to this view}}
  var body: some View { Text("") }
}
struct Masthead: View {
  @Implicit var journal: Journal  // expect: unsatisfied  expected-error {{Masthead.journal is not declared on every path to this view}}
  var body: some View { Text("") }
}
