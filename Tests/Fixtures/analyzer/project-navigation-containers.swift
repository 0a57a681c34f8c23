// A project view whose body puts the content it is given inside a navigation
// container is the navigation container of the links in that content: a view that a
// link in `Stacked { ... }` pushes is pushed onto Stacked's NavigationStack, so it has
// the environment where `Stacked(...)` stands (what Stacked's own body declares above
// its NavigationStack is not counted: a false alarm at worst). Before, the link was
// taken to push onto the nearest SwiftUI container above, or none: a false error
// where the value is declared on the project's container, and the wrong container's
// environment where there is another above.
import SwiftUI
import ImplicitsUI

final class Atlas {}
final class Compass {}

struct Stacked<Content: View>: View {
  @ViewBuilder let content: Content
  var body: some View {
    NavigationStack { content }
  }
}

@main
struct ChartsApp: App {
  var body: some Scene {
    WindowGroup {
      Stacked { Index() }
        .implicit(Atlas())
      Stacked { Index2().implicit(Compass()) }
    }
  }
}

struct Index: View {
  var body: some View {
    List {
      NavigationLink(destination: Region()) { Text("region") }
    }
  }
}
struct Region: View {
  @Implicit var atlas: Atlas // expect: satisfied
  var body: some View { Text("") }
}

// Declared between the project's container and the link: a pushed view does not get
// it, as with SwiftUI's own containers. The value is really missing there.
struct Index2: View {
  var body: some View {
    // expected-note@+1 {{Bearing() is shown here without Compass}}
    NavigationLink(destination: Bearing()) { Text("bearing") }
  }
}
struct Bearing: View {
  @Implicit var compass: Compass // expect: unsatisfied  expected-error {{Bearing.compass}}
  var body: some View { Text("") }
}
