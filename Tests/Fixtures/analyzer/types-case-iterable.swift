// `Tab.allCases` of an enum that conforms to CaseIterable is the compiler's
// `static var allCases: [Self]` unless the enum declares its own: `ForEach` or `List`
// over it binds each case (a named parameter or `$0`), and a method or property called
// on the case is followed.
import SwiftUI
import ImplicitsUI

final class Roster {}

enum Pane: String, CaseIterable {
  case people, groups
  @ViewBuilder var screen: some View {
    switch self {
    case .people: PeopleList()  // expected-note {{PeopleList() is shown here without Roster}}
    case .groups: GroupList()  // expected-note {{GroupList() is shown here without Roster}}
    }
  }
}

// Declares its own: the declared type decides.
enum Filter: CaseIterable {
  case all, starred
  static var allCases: [Filter] { [.all, .starred] }
  func label() -> some View { FilterLabel() }
}

struct Directory: View {
  var body: some View {
    ForEach(Pane.allCases, id: \.self) { pane in pane.screen }
    ForEach(Filter.allCases, id: \.self) { filter in filter.label() }
  }
}

// The same panes in a window that declares nothing, with the closure's shorthand
// parameter.
struct Lobby: View {
  var body: some View {
    List(Pane.allCases, id: \.self) { $0.screen }
  }
}

@main
struct RosterApp: App {
  var body: some Scene {
    WindowGroup { Directory().implicit(Roster()) }
    WindowGroup("Lobby", id: "lobby") { Lobby() }
  }
}

struct PeopleList: View {
  @Implicit var roster: Roster  // expect: unsatisfied  expected-error {{PeopleList.roster is not declared on every path to this view}}
  var body: some View { Text("") }
}
struct GroupList: View {
  @Implicit var roster: Roster  // expect: unsatisfied  expected-error {{GroupList.roster is not declared on every path to this view}}
  var body: some View { Text("") }
}
struct FilterLabel: View {
  @Implicit var roster: Roster  // expect: satisfied
  var body: some View { Text("") }
}
