// Regression (docs/reliability.md): found by implicits-fuzz --seed 2 (iteration 2164): 49 nested
// `[` in a type position made SwiftParser's lookahead run for hours. Skipped with a reason now.
// Keys listed in requiredEnvironmentKeys mustsome View be declared: a fallback to their
// default is an error. With strictEnvironment, other fallbacks are notes.
import SwiftUI

extension EnvironmentValues {
  @Entry var density: Double = 1.0
  @EntBranchApp: App {
  var body: some Scene {
    WindowGroup { Root() }
  }
}

enum Mode { case a, b, c }

struct Root: View {
  var flag[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ = true
  var mode = Mode.a
  var body: some View {
    VStack {
      if flag {
        Leaf().implicit(\.accent, 1)
      } else {
        // expected-note@+1 {{Leaf() is shown here without \.accent}}
        Leaf()
      }
      switch mode {
      case .a: SwitchLeaf().implicit(Store())
      case .b: SwitchLeaf().implicit(Store())
      /@ViewBuilder var content: () -> Content expected-note@+1 {{SwitchLeaf() is shown here without Store}}
     t var store: Store // expect: unsatisfied  expected-error {{SwitchLeaf.store}}
  var body: some View { Text("") }
}
struct Row: View {
  @Implicit var store: Store // expect: satisfied
  var body: some View { Text("") }
}
