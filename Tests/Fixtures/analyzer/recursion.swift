// Cycles are normal: a recursive view is satisfied when its entry declares the value.
import SwiftUI
import ImplicitsUI

struct PreviewHarness1: App { var body: some Scene { WindowGroup { Tree(depth: 3).implicit(Palette()) } } }

struct Tree: View {
  @Implicit var palette: Palette // expect: satisfied
  var depth: Int
  var body: some View {
    if depth > 0 {
      Tree(depth: depth - 1)
      Branch()
    }
  }
}

struct Branch: View {
  var body: some View { Tree(depth: 0) }
}

// A cycle entered from two places: the second entry does not declare the value.
struct PreviewHarness2: App { var body: some Scene { WindowGroup { Ping().implicit(Palette()) } } }
struct PreviewHarness3: App { var body: some Scene { WindowGroup { Pong() } } }

struct Ping: View {
  @Implicit var palette: Palette // expect: unsatisfied  expected-error {{Ping.palette}}
  var body: some View { Pong() }
}
struct Pong: View {
  // expected-note@+1 {{Ping() is shown here without Palette}}
  var body: some View { Ping() }
}
