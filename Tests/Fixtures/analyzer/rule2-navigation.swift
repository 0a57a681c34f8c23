// Rule 2's exception: a pushed destination only gets the environment at its
// navigation container plus the declarations on the destination itself.
import SwiftUI
import ImplicitsUI

@main
struct NavApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { Home() }
        .implicit(Session())
    }
  }
}

struct Home: View {
  var body: some View {
    List {
      // Between the container and the link: does not reach the pushed view.
      // expected-note@+1 {{Detail() is shown here without Catalog}}
      NavigationLink(destination: Detail()) { Text("detail") }
        .implicit(Catalog())  // expected-note {{is on this path but does not count: it sits between the navigation container and the link that pushes Detail()}}
      // On the destination itself: reaches it.
      NavigationLink("covered") { Covered().implicit(Catalog()) }
      // Session is declared above the NavigationStack: every pushed view has it.
      NavigationLink { SessionReader() } label: { Text("s") }
    }
    .navigationDestination(for: Int.self) { _ in Pushed() }
  }
}

struct Detail: View {
  @Implicit var catalog: Catalog // expect: unsatisfied  expected-error {{Detail.catalog}}
  var body: some View { Text("") }
}
struct Covered: View {
  @Implicit var catalog: Catalog // expect: satisfied
  var body: some View { Text("") }
}
struct SessionReader: View {
  @Implicit var session: Session // expect: satisfied
  var body: some View { Text("") }
}
struct Pushed: View {
  @Implicit var session: Session // expect: satisfied
  var body: some View { Text("") }
}
