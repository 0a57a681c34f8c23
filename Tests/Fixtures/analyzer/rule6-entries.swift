// Rule 6: each entry point provides only its own chain; a view is satisfied only
// when every entry that reaches it declares the value.
import SwiftUI
import ImplicitsUI

@main
struct MultiApp: App {
  var body: some Scene {
    WindowGroup {
      Shared().implicit(Account())
    }
    WindowGroup(id: "settings") {
      // expected-note@+1 {{Shared() is shown here without Account}}
      Shared()
    }
  }
}

struct Shared: View {
  @Implicit var account: Account // expect: unsatisfied  expected-error {{Shared.account}}
  var body: some View { Text("") }
}

// Shown by previews alone: a preview that injects the value proves nothing about the
// app, so the read is unreachable from the app (and said so), never satisfied.
struct PreviewOnly: View { // expected-warning {{PreviewOnly reads environment values but only previews show it}}
  @Implicit var account: Account // expect: unreachable
  var body: some View { Text("") }
}

#Preview("Signed in") {
  PreviewOnly().implicit(Account())
}

struct ProviderOnly: View { // expected-warning {{ProviderOnly reads environment values but only previews show it}}
  @Implicit var account: Account // expect: unreachable
  var body: some View { Text("") }
}

struct ProviderOnly_Previews: PreviewProvider {
  static var previews: some View {
    ProviderOnly().implicit(Account())
  }
}

struct Forgotten: View { // expected-warning {{Forgotten reads environment values but is not reachable}}
  @Implicit var account: Account // expect: unreachable
  var body: some View { Text("") }
}
