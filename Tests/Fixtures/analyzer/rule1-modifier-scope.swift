// Rule 1: a declaration applies to the expression it is called on — its base chain
// and every closure nested in that base — and to nothing else.
import SwiftUI
import ImplicitsUI

@main
struct ScopeApp: App {
  var body: some Scene {
    WindowGroup { Screen() }
  }
}

struct Screen: View {
  var body: some View {
    VStack {
      // Declaration before .sheet: the sheet content is not covered.
      Text("a")
        // expected-note@+1 {{.implicit(Service()) is applied before .sheet (rule1-modifier-scope.swift:21) in the same modifier chain, so it reaches the view .sheet is attached to but not its content; move it after .sheet}}
        .implicit(Service())
        // expected-note@+1 {{SheetBefore() is shown here without Service}}
        .sheet(isPresented: .constant(true)) { SheetBefore() }
      // Declaration after .sheet: the sheet content is covered.
      Text("b")
        .sheet(isPresented: .constant(true)) { SheetAfter() }
        .implicit(Service())
      // overlay and background follow the same rule.
      Text("c")
        .overlay { OverlayAfter() }
        .background { BackgroundAfter() }
        .implicit(Service())
      Text("d")
        .implicit(Service())
        // expected-note@+1 {{OverlayBefore() is shown here without Service}}
        .overlay { OverlayBefore() }
      // The base chain and closures nested in it are covered.
      VStack { Nested() }
        .padding()
        .implicit(Service())
    }
  }
}

struct SheetBefore: View {
  @Implicit var service: Service // expect: unsatisfied  expected-error {{Service of SheetBefore.service is not declared on every path}}
  var body: some View { Text("") }
}
struct SheetAfter: View {
  @Implicit var service: Service // expect: satisfied
  var body: some View { Text("") }
}
struct OverlayAfter: View {
  @Implicit var service: Service // expect: satisfied
  var body: some View { Text("") }
}
struct BackgroundAfter: View {
  @Implicit var service: Service // expect: satisfied
  var body: some View { Text("") }
}
struct OverlayBefore: View {
  @Implicit var service: Service // expect: unsatisfied  expected-error {{OverlayBefore.service}}
  var body: some View { Text("") }
}
struct Nested: View {
  @Implicit var service: Service // expect: satisfied
  var body: some View { Text("") }
}
