// Swift's lookup, not the shape of a name: letter case decides nothing. A method
// called without `self.` whose name looks like a type is the method (the members of
// the enclosing types come before the module's types); a type whose name starts
// lowercase is instantiated; a style written with `_body(configuration:)` has that
// as its body. Each would otherwise cut the app's path, leaving only a preview that
// declares the value, and the read would be called satisfied.
import SwiftUI
import ImplicitsUI

@main
struct LookupApp: App {
  var body: some Scene {
    WindowGroup {
      Dashboard()
      Lobby().implicit(Ledger())
    }
  }
}

struct Dashboard: View {
  var body: some View {
    VStack {
      Sidebar()
      // expected-note@+1 {{mPanel() is shown here without Ledger}}
      mPanel()
      TextField("", text: .constant("")).textFieldStyle(Outlined())
    }
  }
  // A method named like a type: `Sidebar()` above calls it.
  @ViewBuilder func Sidebar() -> some View {
    // expected-note@+1 {{Shelf() is shown here without Ledger}}
    Shelf()
  }
}

// A type named like a function: `mPanel()` above instantiates it.
struct mPanel: View {
  @Implicit var ledger: Ledger // expect: unsatisfied  expected-error {{mPanel.ledger is not declared on every path}}
  var body: some View { Text("") }
}

struct Shelf: View {
  @Implicit var ledger: Ledger // expect: unsatisfied  expected-error {{Shelf.ledger is not declared on every path}}
  var body: some View { Text("") }
}

// A style's `_body(configuration:)` is its body: what it shows is placed there.
struct Outlined: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    // expected-note@+1 {{Trim() is shown here without Ledger}}
    configuration.overlay(Trim())
  }
}
struct Trim: View {
  @Implicit var ledger: Ledger // expect: unsatisfied  expected-error {{Trim.ledger is not declared on every path}}
  var body: some View { Text("") }
}

// The same three shapes where the value is declared: satisfied.
struct Lobby: View {
  var body: some View {
    VStack {
      Banner()
      kCounter()
      TextField("", text: .constant("")).textFieldStyle(Framed())
    }
  }
  @ViewBuilder func Banner() -> some View { Stub() }
}
struct kCounter: View {
  @Implicit var ledger: Ledger // expect: satisfied
  var body: some View { Text("") }
}
struct Stub: View {
  @Implicit var ledger: Ledger // expect: satisfied
  var body: some View { Text("") }
}
struct Framed: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View { configuration.overlay(Rim()) }
}
struct Rim: View {
  @Implicit var ledger: Ledger // expect: satisfied
  var body: some View { Text("") }
}

// A type of the module named like the method: the method still wins inside Dashboard.
struct Sidebar: View { // expected-warning {{Sidebar reads environment values but is not reachable}}
  @Implicit var ledger: Ledger // expect: unreachable
  var body: some View { Text("") }
}

#Preview {
  VStack { Shelf(); mPanel(); Trim() }.implicit(Ledger())
}

final class Ledger {}
