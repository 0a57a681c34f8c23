// Rule 2: a view sits where it is written — if/else, switch, ForEach, containers.
import SwiftUI
import ImplicitsUI

@main
struct BranchApp: App {
  var body: some Scene {
    WindowGroup { Root() }
  }
}

enum Mode { case a, b, c }

struct Root: View {
  var flag = true
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
      // expected-note@+1 {{SwitchLeaf() is shown here without Store}}
      case .c: SwitchLeaf()
      }
      List {
        ForEach(0..<3) { _ in
          Group { Row() }
        }
      }
      .implicit(Store())
      TabView {
        Row().tabItem { Text("1") }
        AnyView(Row())
      }
      .implicit(Store())
    }
  }
}

struct Leaf: View {
  @Implicit(\.accent) var accent: Int // expect: unsatisfied  expected-error {{Leaf.accent}}
  var body: some View { Text("") }
}
struct SwitchLeaf: View {
  @Implicit var store: Store // expect: unsatisfied  expected-error {{SwitchLeaf.store}}
  var body: some View { Text("") }
}
struct Row: View {
  @Implicit var store: Store // expect: satisfied
  var body: some View { Text("") }
}
