// Rule 4: a View extension method or a ViewModifier that applies declarations to
// self/content provides them to its receiver, transitively; @Implicit inside a
// ViewModifier is a read like a view's.
import SwiftUI
import ImplicitsUI

extension View {
  func withServices() -> some View {
    self.implicit(Network()).implicit(Clock())
  }
  /// Calls another custom modifier: provides what it provides, plus its own.
  func withEverything() -> some View {
    withServices().implicit(Theme())
  }
  /// Declares on a child it creates, not on self: provides nothing to the receiver.
  func withBadge() -> some View {
    overlay { Badge().implicit(Theme()) }
  }
  func card() -> some View {
    modifier(CardStyle())
  }
}

struct CardStyle: ViewModifier {
  @Implicit var clock: Clock // expect: satisfied
  func body(content: Content) -> some View {
    content.padding().implicit(Theme())
  }
}

struct Logged: ViewModifier {
  @Implicit var network: Network // expect: unsatisfied  expected-error {{Logged.network}}
  func body(content: Content) -> some View { content }
}

struct PreviewHarness1: App { var body: some Scene { WindowGroup {
  VStack {
    NeedsServices().withServices()
    NeedsEverything().withEverything()
    // expected-note@+1 {{NeedsTheme() is shown here without Theme}}
    NeedsTheme().withBadge()
    NeedsTheme2().card()
    NeedsTheme3().modifier(CardStyle())
    // expected-note@+1 {{Logged is shown here without Network}}
    Text("").modifier(Logged())
  }
  .implicit(Clock())
} } }

struct NeedsServices: View {
  @Implicit var network: Network // expect: satisfied
  @Implicit var clock: Clock     // expect: satisfied
  var body: some View { Text("") }
}
struct NeedsEverything: View {
  @Implicit var network: Network // expect: satisfied
  @Implicit var theme: Theme     // expect: satisfied
  var body: some View { Text("") }
}
struct NeedsTheme: View {
  @Implicit var theme: Theme // expect: unsatisfied  expected-error {{NeedsTheme.theme}}
  var body: some View { Text("") }
}
struct NeedsTheme2: View {
  @Implicit var theme: Theme // expect: satisfied
  var body: some View { Text("") }
}
struct NeedsTheme3: View {
  @Implicit var theme: Theme // expect: satisfied
  var body: some View { Text("") }
}
struct Badge: View {
  @Implicit var theme: Theme // expect: satisfied
  var body: some View { Text("") }
}
