// Rule 3: helpers of the same type connect where they are referenced; a local
// `let` sits where it is used.
import SwiftUI
import ImplicitsUI

struct PreviewHarness1: App { var body: some Scene { WindowGroup {
  Screen().implicit(Theme())
} } }

struct Screen: View {
  var body: some View {
    let footer = Footer()
    VStack {
      header
      section(title: "x")
      self.card
      footer.implicit(Clock())
    }
  }

  var header: some View { Header() }

  @ViewBuilder
  func section(title: String) -> some View {
    Text(title)
    Header().implicit(Clock())
  }

  private var card: some View {
    // expected-note@+1 {{Card() is shown here without Clock}}
    Card()
  }
}

struct Header: View {
  @Implicit var theme: Theme // expect: satisfied
  var body: some View { Text("") }
}
struct Footer: View {
  @Implicit var clock: Clock // expect: satisfied
  var body: some View { Text("") }
}
struct Card: View {
  @Implicit var clock: Clock // expect: unsatisfied  expected-error {{Card.clock}}
  var body: some View { Text("") }
}
