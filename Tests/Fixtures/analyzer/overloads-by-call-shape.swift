// Overloads are picked as Swift picks them: by the call's labels, where a parameter
// with a default value may be left out and trailing closures fill closure
// parameters; a bare name is a property before a function of that name; an overload
// marked `@_disfavoredOverload` loses a tie. Only the overload picked is connected,
// so the views of the others are not placed there (before, every overload was, with
// an `ambiguous-reference` note).
import SwiftUI
import ImplicitsUI

@main
struct ShapesApp: App {
  var body: some Scene {
    WindowGroup {
      Board()
    }
  }
}

extension View {
  // Provides nothing.
  func chrome(shape: Int) -> some View { self }
  // Provides the Ledger; `tone` may be left out.
  func chrome(radius: Int, tone: Int = 0) -> some View { implicit(Ledger()) }
  // The overload picked applies a generic modifier: `Stamped<Int>` is `Stamped`.
  func stamped(for id: Int) -> some View { modifier(Stamped<Int>()) }
  func stamped(for id: Int, key: String) -> some View { self }
  // `.mask { ... }` fits no overload of the project: it is SwiftUI's `mask`.
  func mask(gradient: Int) -> some View { overlay(NotPicked()) }
}

struct Board: View {
  var body: some View {
    VStack {
      Covered().chrome(radius: 4)
      Covered().stamped(for: 1)
      Picked().mask { Rectangle() }.implicit(Ledger())
      // expected-note@+1 {{Bare() is shown here without Ledger}}
      Bare().chrome(shape: 1)
      section(title: "a") { Text("") }
      tile
      caption("x")
        .onAppear { board.wipe() }
    }
  }

  // A trailing closure fills `content`: this one is called above.
  @ViewBuilder func section(title: String, @ViewBuilder content: () -> some View) -> some View {
    content()
    Picked().implicit(Ledger())
  }
  // Not called: `title:` with a trailing closure does not fit it.
  @ViewBuilder func section(title: String, note: String = "") -> some View { NotPicked() }

  // A bare `tile` is the property.
  var tile: some View { Picked().implicit(Ledger()) }
  func tile(_ count: Int) -> some View { NotPicked() }

  // A bare `board` is the stored property, not the method of that name (a delegate's
  // `board(_:)` beside it): no method is connected, and no overload is ambiguous.
  let board = SlateView()
  func board(_ count: Int) -> some View { NotPicked() }
  func board(_ count: Int, wide: Bool) -> some View { NotPicked() }

  // A string literal fits both; the disfavoured one loses.
  func caption(_ text: LocalizedStringKey) -> some View { Picked().implicit(Ledger()) }
  @_disfavoredOverload func caption(_ text: String) -> some View { NotPicked() }
}

struct Covered: View {
  @Implicit var ledger: Ledger // expect: satisfied
  var body: some View { Text("") }
}
struct Bare: View {
  @Implicit var ledger: Ledger // expect: unsatisfied  expected-error {{Bare.ledger is not declared on every path}}
  var body: some View { Text("") }
}
struct Picked: View {
  @Implicit var ledger: Ledger // expect: satisfied
  var body: some View { Text("") }
}
// Shown only by the overloads no call picks.
struct NotPicked: View { // expected-warning {{NotPicked reads environment values but is not reachable}}
  @Implicit var ledger: Ledger // expect: unreachable
  var body: some View { Text("") }
}

struct Stamped<Key>: ViewModifier {
  func body(content: Content) -> some View { content.implicit(Ledger()) }
}

final class Ledger {}

final class SlateView {  // a model, whatever its name says
  func wipe() {}
}
