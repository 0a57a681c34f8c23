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
  @Implicit var session: Session // expect: unproven  expected-note {{ParameterReader.session is not proven}}
  var body: some View { Text("") }
}
struct ClosureReader: View {
  @Implicit var session: Session // expect: unproven  expected-note {{ClosureReader.session is not proven}}
  var body: some View { Text("") }
}
struct LocalReader: View {
  @Implicit var session: Session // expect: unproven  expected-note {{LocalReader.session is not proven}}
  var body: some View { Text("") }
}
struct ShorthandReader: View {
  @Implicit var session: Session // expect: unproven  expected-note {{ShorthandReader.session is not proven}}
  var body: some View { Text("") }
}
struct CaseReader: View {
  @Implicit var session: Session // expect: unproven  expected-note {{CaseReader.session is not proven}}
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
    // (the controller is not placed: the miss is unproven)
    _ = UIHostingController(rootView: ParameterReader().implicit(value))  // expected-warning {{ParameterReader.session is not proven: every app path that misses its value passes a hosting controller the analyzer cannot place (not presented, at no window's root, under no representable)}}
  }
  func untypedClosure() {
    perform(Session()) { given in
      // A closure parameter without a type: unknown, never guessed.
      // (the controller is not placed: the miss is unproven)
      _ = UIHostingController(rootView: ClosureReader().implicit(given)) // expected-warning {{cannot determine the type of `given`}}  // expected-warning {{ClosureReader.session is not proven: every app path that misses its value passes a hosting controller the analyzer cannot place (not presented, at no window's root, under no representable)}}  // expected-note {{a declared value whose type the analyzer cannot determine}}
    }
  }
  func wrongLocals() {
    let theme = Theme()
    // (the controller is not placed: the miss is unproven)
    _ = UIHostingController(rootView: LocalReader().implicit(theme))  // expected-warning {{LocalReader.session is not proven: every app path that misses its value passes a hosting controller the analyzer cannot place (not presented, at no window's root, under no representable)}}
    if let optionalTheme {
      // (the controller is not placed: the miss is unproven)
      _ = UIHostingController(rootView: ShorthandReader().implicit(optionalTheme))  // expected-warning {{ShorthandReader.session is not proven: every app path that misses its value passes a hosting controller the analyzer cannot place (not presented, at no window's root, under no representable)}}
    }
    if case let matched? = optionalTheme {
      // (the controller is not placed: the miss is unproven)
      _ = UIHostingController(rootView: CaseReader().implicit(matched))  // expected-warning {{CaseReader.session is not proven: every app path that misses its value passes a hosting controller the analyzer cannot place (not presented, at no window's root, under no representable)}}
    }
  }
}

// An initialiser's parameter, in an NSHostingView subclass (shown as a window's
// content: its root view starts empty).
func showThemed(in window: NSWindow) {
  window.contentView = ThemedHostView(other: Theme())  // expected-note {{it is at the root of a window (contentView at types-parameters-and-locals.swift:116)}}
}
final class ThemedHostView: NSHostingView<AnyView> {
  init(theme: Theme) {
    super.init(rootView: AnyView(ThemeReader().implicit(theme)))
  }
  // The root passed up through super.init is this view's root: `other` is a Theme.
  init(other: Theme) {
    super.init(rootView: AnyView(InitReader().implicit(other))) // expected-note {{InitReader() is shown here without Session}}
  }
}
