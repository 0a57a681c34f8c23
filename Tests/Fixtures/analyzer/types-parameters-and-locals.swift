// Parameters and locals have the type they are declared with, or the type of the
// value they are bound to (`guard let`, `if let`, `while let`, `if case let x?`
// strip one Optional). Every site below declares a value for a hosted reader:
// ThemeReader's sites all give a Theme; SessionReader's give something else.
import SwiftUI
import UIKit
import AppKit

final class Theme {}
final class Session {}

struct ThemeReader: View {
  @Implicit var theme: Theme // expect: satisfied
  var body: some View { Text("") }
}

// One reader per wrong site, so that each site is its own counterexample.
struct ParameterReader: View {
  @Implicit var session: Session // expect: unsatisfied  expected-error {{ParameterReader.session}}
  var body: some View { Text("") }
}
struct ClosureReader: View {
  @Implicit var session: Session // expect: unsatisfied  expected-error {{ClosureReader.session}}
  var body: some View { Text("") }
}
struct LocalReader: View {
  @Implicit var session: Session // expect: unsatisfied  expected-error {{LocalReader.session}}
  var body: some View { Text("") }
}
struct ShorthandReader: View {
  @Implicit var session: Session // expect: unsatisfied  expected-error {{ShorthandReader.session}}
  var body: some View { Text("") }
}
struct CaseReader: View {
  @Implicit var session: Session // expect: unsatisfied  expected-error {{CaseReader.session}}
  var body: some View { Text("") }
}
struct InitReader: View {
  @Implicit var session: Session // expect: unsatisfied  expected-error {{InitReader.session}}
  var body: some View { Text("") }
}

func perform<Value>(_ value: Value, _ body: (Value) -> Void) { body(value) }

final class Screens {
  var optionalTheme: Theme?
  var themes: [Theme] = []
  var theme = Theme()

  // Parameters of functions, initialisers, subscripts and closures.
  func withDependencies(theme: Theme) {
    _ = UIHostingController(rootView: ThemeReader().implicit(theme))
  }
  subscript(theme: Theme) -> UIViewController {
    UIHostingController(rootView: ThemeReader().implicit(theme))
  }
  func closures() {
    perform(Theme()) { (given: Theme) in
      _ = UIHostingController(rootView: ThemeReader().implicit(given))
    }
  }

  // Locals: `let`, `var`, and the bindings of conditions.
  func locals() {
    let made = Theme()
    _ = UIHostingController(rootView: ThemeReader().implicit(made))
    var copied = theme
    copied = Theme()
    _ = UIHostingController(rootView: ThemeReader().implicit(copied))
    guard let unwrapped = optionalTheme else { return }
    _ = UIHostingController(rootView: ThemeReader().implicit(unwrapped))
    if let again = optionalTheme {
      _ = UIHostingController(rootView: ThemeReader().implicit(again))
    }
    if let optionalTheme {
      _ = UIHostingController(rootView: ThemeReader().implicit(optionalTheme))
    }
    while let next = themes.popLast() as Theme? {
      _ = UIHostingController(rootView: ThemeReader().implicit(next))
    }
    if case let matched? = optionalTheme {
      _ = UIHostingController(rootView: ThemeReader().implicit(matched))
    }
  }

  // The same forms with a value that is not a Session.
  func wrongParameter(value: Theme) {
    // expected-note@+1 {{ParameterReader() is shown here without Session}}
    _ = UIHostingController(rootView: ParameterReader().implicit(value))
  }
  func untypedClosure() {
    perform(Session()) { given in
      // A closure parameter without a type: unknown, never guessed.
      // expected-note@+1 {{ClosureReader() is shown here without Session}}
      _ = UIHostingController(rootView: ClosureReader().implicit(given)) // expected-warning {{cannot determine the type of `given`}}
    }
  }
  func wrongLocals() {
    let theme = Theme()
    // expected-note@+1 {{LocalReader() is shown here without Session}}
    _ = UIHostingController(rootView: LocalReader().implicit(theme))
    if let optionalTheme {
      // expected-note@+1 {{ShorthandReader() is shown here without Session}}
      _ = UIHostingController(rootView: ShorthandReader().implicit(optionalTheme))
    }
    if case let matched? = optionalTheme {
      // expected-note@+1 {{CaseReader() is shown here without Session}}
      _ = UIHostingController(rootView: CaseReader().implicit(matched))
    }
  }
}

// An initialiser's parameter, in an NSHostingView subclass (shown as a window's
// content: its root view starts empty).
func showThemed(in window: NSWindow) {
  window.contentView = ThemedHostView(other: Theme())
}
final class ThemedHostView: NSHostingView<AnyView> {
  init(theme: Theme) {
    super.init(rootView: AnyView(ThemeReader().implicit(theme)))
  }
  init(other: Theme) {
    // expected-note@+1 {{InitReader() is shown here without Session}}
    super.init(rootView: AnyView(InitReader().implicit(other)))
  }
}
