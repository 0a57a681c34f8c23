// A closure type the project names with an alias (`typealias BadgeMaker = (Int) ->
// AnyView`) builds views as the closure type written out does: a value that stores
// one carries the closure, shown where it is called (stored-closures-called.swift), here
// as a hosting view's root. The counter is hosted with the tally; the score is hosted
// by a controller the system makes, with nothing: really missing.
import SwiftUI
import AppKit

final class Tally: ObservableObject {}

typealias BadgeMaker = (Int) -> AnyView

struct BadgeSlot {
  let make: BadgeMaker
  let makeScore: BadgeMaker
}

func boardSlot() -> BadgeSlot {
  BadgeSlot(make: { AnyView(Counter(value: $0)) },
            makeScore: { AnyView(Score(value: $0)) })  // expected-note {{Score() is shown here without Tally}}
}

final class StatusController: NSViewController {
  let slot = boardSlot()
  override func loadView() {
    view = NSHostingView(rootView: slot.make(1).environmentObject(Tally()))
    view.addSubview(NSHostingView(rootView: slot.makeScore(2)))  // expected-note {{starts with an empty environment}}
  }
}

@main
struct BoardApp: App {
  var body: some Scene {
    Window("Board", id: "board") { Text("") }
  }
}

struct Counter: View {
  let value: Int
  @EnvironmentObject var tally: Tally  // expect: satisfied
  var body: some View { Text(tally.description) }
}
struct Score: View {
  let value: Int
  @EnvironmentObject var tally: Tally  // expect: unsatisfied  expected-error {{StatusController.NSHostingView → makeScore → Score()}}
  var body: some View { Text(tally.description) }
}
