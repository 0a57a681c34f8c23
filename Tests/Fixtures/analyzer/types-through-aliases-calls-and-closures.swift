// Three more ways real apps write the value they inject, each typed as the compiler
// would: a member type through an alias (`Almanac.Edition` where `typealias Almanac =
// Press` is `Press.Edition`), a call that leaves defaulted parameters out
// (`Press.make(kind: .daily)` of `make(kind:region: = .north)`), and a closure called
// in place whose body declares locals and returns one of them. Each has a reader
// that gets its value, and one given a value of another type (really missing); the
// last closure returns from a branch, which is not followed: untyped, and its reader is
// not proven.
import SwiftUI
import UIKit

final class Press {
  final class Edition: ObservableObject {}
  enum Kind { case daily, weekly }
  enum Region { case north, south }
  static func make(kind: Kind, region: Region = .north) -> Desk { Desk() }
  static let morning = make(kind: .daily)
}
typealias Almanac = Press
final class Desk: ObservableObject {
  func warm() {}
}

@main
struct PressApp: App {
  let edition = Almanac.Edition()
  var body: some Scene {
    WindowGroup {
      EditionReader().environmentObject(edition)
      DeskReader().environmentObject(Press.morning)
      ClosureReader().environmentObject({ () in
        let desk = Desk()
        desk.warm()
        return desk
      }())
      // The alias's member type is Press.Edition, not a Desk: this reader misses it.
      // expected-note@+1 {{MissingDeskReader() is shown here without Desk}}
      MissingDeskReader().environmentObject(Almanac.Edition())
    }
  }
}

final class Courier {
  let late = true
  func deliver() {
    // (the controller is not placed: the miss is unproven)
    _ = UIHostingController(rootView: BranchReader().environmentObject({ () in  // expected-warning {{not proven: every app path that misses its value passes a hosting controller the analyzer cannot place}}  // expected-warning {{the reads below it of a type it may be are not proven}}  // expected-note {{cannot see the environment here (a declared value whose type the analyzer cannot determine}}
      if late { return Desk() }
      return Desk()
    }()))
  }
}

struct EditionReader: View {
  @EnvironmentObject var edition: Press.Edition // expect: satisfied
  var body: some View { Text("\(edition)") }
}
struct DeskReader: View {
  @EnvironmentObject var desk: Desk // expect: satisfied
  var body: some View { Text("\(desk)") }
}
struct ClosureReader: View {
  @EnvironmentObject var desk: Desk // expect: satisfied
  var body: some View { Text("\(desk)") }
}
struct MissingDeskReader: View {
  @EnvironmentObject var desk: Desk // expect: unsatisfied  expected-error {{No ObservableObject of type Desk found}}
  var body: some View { Text("\(desk)") }
}
struct BranchReader: View {
  @EnvironmentObject var desk: Desk // expect: unproven  expected-note {{BranchReader.desk is not proven}}
  var body: some View { Text("") }
}
