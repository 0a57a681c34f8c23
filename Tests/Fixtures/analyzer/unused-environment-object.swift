// (A name in a comment of the view counts as a use: the expectations below avoid it.)
// An @EnvironmentObject is looked up when its property is accessed: one that a view
// declares and never uses cannot crash, even on a path that lacks it. A non-optional
// @Environment(T.self) is resolved when the view updates, used or not: it still crashes.
import SwiftUI
import Observation

final class Pantry: ObservableObject { var shelves = 3 }
@Observable final class Oven { var degrees = 180 }

@main
struct BakeryApp: App {
  @StateObject private var pantry = Pantry()

  var body: some Scene {
    WindowGroup {
      Counter()
        .environmentObject(pantry)
        .environment(Oven())
    }
    // A second window that forgets both.
    WindowGroup(id: "till") {
      // expected-note@+2 {{Till() is shown here without Pantry}}
      // expected-note@+1 {{Till() is shown here without Oven}}
      Till()
    }
  }
}

struct Counter: View {
  @EnvironmentObject var pantry: Pantry  // expect: satisfied
  var body: some View { Text("\(pantry.shelves)") }
}

struct Till: View {
  // Declared, never used: the path lacks it, but nothing looks it up.
  @EnvironmentObject var pantry: Pantry  // expect: unused  expected-warning {{is declared and never used, and has no value on Till, on the path from BakeryApp.body: it cannot crash until it is used; delete it}}
  // Declared, never used, but resolved on every update: the window crashes.
  @Environment(Oven.self) var oven       // expect: unsatisfied  expected-error {{No Observable object of type Oven found}}
  // expected-note@+1 {{Receipt() is shown here without Pantry}}
  var body: some View { Receipt() }
}

struct Receipt: View {
  // Used: the missing object crashes when the body reads it.
  @EnvironmentObject var pantry: Pantry  // expect: unsatisfied  expected-error {{No ObservableObject of type Pantry found}}
  var body: some View { Text("\(pantry.shelves) shelves") }
}
