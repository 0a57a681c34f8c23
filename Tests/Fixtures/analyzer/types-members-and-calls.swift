// Member chains, calls and the other forms a real app injects with. Every site for
// `Reader` declares an AppState; each wrong form has a reader of its own, so that
// each one is its own counterexample.
import SwiftUI
import UIKit

@Observable final class AppState {
  static let shared = AppState()
  static var current: AppState { shared }
  let settings = Settings()
  lazy var lazyCopy = AppState.shared
  func makeDetail() -> AppState { self }
  func detail() -> AppState { self }
  func detail() -> Settings { settings }          // overloaded by result: ambiguous
  func provide() -> some Observable { self }      // opaque: unknown
  func present() { _ = UIHostingController(rootView: Reader().environment(self)) }   // `self` in the class
}
@Observable final class Settings {
  var owner: AppState?
}
typealias State = AppState

final class Holder {
  var state: AppState?
  var holder: Holder?
}

func makeState() -> AppState { AppState() }
func configure<T>(_ value: T, _ change: (T) -> Void) -> T { change(value); return value }
func pair<T>(_ a: T, _ b: T) -> T { a }

struct Reader: View {
  @Environment(AppState.self) var state // expect: satisfied
  var body: some View { Text("") }
}

struct Root: View {
  @State private var appState = AppState.shared               // unannotated, its initialiser resolves
  @State private var stateByAlias: State = State()             // a type alias
  @Environment(AppState.self) var inherited                    // expect: satisfied (the wrapper names the type)
  let holder = Holder()
  static let template = AppState()

  var body: some View {
    VStack {
      Reader().environment(appState)
      Reader().environment(stateByAlias)
      Reader().environment(inherited)
      Reader().environment(holder.state!)                     // a.b
      Reader().environment(holder.holder?.state)              // a?.b.c
      Reader().environment(self.holder.state)                  // self.a.b
      Reader().environment(AppState.shared)                    // Type.shared
      Reader().environment(AppState.current)                   // a computed static property
      Reader().environment(AppState.shared.settings.owner)     // Type.shared.member...
      Reader().environment(AppState.shared.lazyCopy)           // lazy var
      Reader().environment(Root.template)                      // static let of a view
      Reader().environment(makeState())                        // a call with a declared result
      Reader().environment(appState.makeDetail())              // a method with a declared result
      Reader().environment(configure(AppState()) { _ in })     // generic, bound by its one argument
      Reader().environment({ () -> AppState in .shared }())    // a closure called in place
    }
  }
}

struct OverloadReader: View {
  @Environment(AppState.self) var state // expect: unproven  expected-note {{OverloadReader.state is not proven}}
  var body: some View { Text("") }
}
struct OpaqueReader: View {
  @Environment(AppState.self) var state // expect: unproven  expected-note {{OpaqueReader.state is not proven}}
  var body: some View { Text("") }
}
struct TwoArgumentReader: View {
  @Environment(AppState.self) var state // expect: unproven  expected-note {{TwoArgumentReader.state is not proven}}
  var body: some View { Text("") }
}
struct MemberReader: View {
  @Environment(AppState.self) var state // expect: unsatisfied  expected-error {{No Observable object of type AppState found}}
  var body: some View { Text("") }
}
struct UnknownMemberReader: View {
  @Environment(AppState.self) var state // expect: unproven  expected-note {{UnknownMemberReader.state is not proven}}
  var body: some View { Text("") }
}

struct WrongForms: View {
  let holder = Holder()
  var body: some View {
    VStack {
      // expected-warning@+1 {{a declared value whose type the analyzer cannot determine}}
      OverloadReader().environment(AppState.shared.detail())   // expected-warning {{cannot determine the type of `AppState.shared.detail()`}}
      // expected-warning@+1 {{a declared value whose type the analyzer cannot determine}}
      OpaqueReader().environment(AppState.shared.provide())    // expected-warning {{cannot determine the type of `AppState.shared.provide()`}}
      // expected-warning@+1 {{a declared value whose type the analyzer cannot determine}}
      TwoArgumentReader().environment(pair(AppState(), AppState()))   // expected-warning {{cannot determine the type of `pair(AppState(), AppState())`}}
      // expected-note@+1 {{MemberReader() is shown here without AppState}}
      MemberReader().environment(AppState.shared.settings)     // a Settings, not an AppState
      // expected-warning@+1 {{a declared value whose type the analyzer cannot determine}}
      UnknownMemberReader().environment(holder.missing)        // expected-warning {{cannot determine the type of `holder.missing`}}
    }
  }
}

@main
struct ChainsApp: App {
  var body: some Scene {
    WindowGroup {
      Root().environment(AppState.shared)
      WrongForms()
    }
  }
}
