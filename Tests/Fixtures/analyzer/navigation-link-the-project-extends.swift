// A project initialiser of SwiftUI's NavigationLink is read as the project declares
// it: `NavigationLink(page) { Label() }` below fills `label`, so its closure is the
// link's label, placed where it is written, not a view pushed onto the stack (it
// navigates by value, to the stack's own `navigationDestination`). SwiftUI's
// `NavigationLink("Title") { Detail() }` still pushes its closure.
import SwiftUI
import ImplicitsUI

@main
struct PagesApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        List {
          NavigationLink(Page.home) { Caption() }
          NavigationLink("Detail") { Pushed() }  // expected-note {{Pushed() is shown here without Ledger}}
        }
        .implicit(Ledger())  // expected-note {{does not count: it sits between the navigation container and the link}}
      }
    }
  }
}

enum Page: Hashable { case home }

extension NavigationLink where Destination == Never {
  init(_ page: Page, @ViewBuilder label: () -> Label) {
    self.init(value: page, label: label)
  }
}

// The label sits under the List's declaration.
struct Caption: View {
  @Implicit var ledger: Ledger // expect: satisfied
  var body: some View { Text("") }
}
// Pushed onto the stack: the declaration between the stack and the link does not reach it.
struct Pushed: View {
  @Implicit var ledger: Ledger // expect: unsatisfied  expected-error {{Pushed.ledger is not declared on every path}}
  var body: some View { Text("") }
}

final class Ledger {}
