// A member called on a value made in place (`Builder().screen()`, `Layout(...).root`,
// `makeLayout().root`) is looked up on the type made or the function's declared
// result, as on a stored value; an app delegate declared with
// `@UIApplicationDelegateAdaptor(Delegate.self)` is a value of that type, so what its
// members build is placed where they are called.
import SwiftUI
import UIKit
import ImplicitsUI

struct Ledger {}
struct Mood {}

@main
struct HarnessApp: App {
  @UIApplicationDelegateAdaptor(HarnessDelegate.self) var delegate

  var body: some Scene {
    WindowGroup {
      VStack {
        delegate.home
          .implicit(Ledger())
        Builder().screen()
          .implicit(Ledger())
        Layout(columns: 2).root
        makeLayout().root
        Builder().screen()  // the same, with no Ledger above it
      }
    }
  }
}

final class HarnessDelegate: UIResponder, UIApplicationDelegate {
  private lazy var settings = Layout.standard()
  var home: some View { settings.root }
}

func makeLayout() -> Layout { Layout(columns: 3) }

struct Builder {
  // expected-note@+1 {{Ledgers() is shown here without Ledger}}
  func screen() -> some View { Ledgers() }
}

struct Layout {
  let columns: Int
  static func standard() -> Layout { Layout(columns: 1) }
  // expected-note@+1 {{Moods() is shown here without Mood}}
  var root: some View { VStack { Moods() } }
}

struct Ledgers: View {
  @Implicit var ledger: Ledger // expect: unsatisfied  expected-error {{Ledgers.ledger}}
  var body: some View { Text("") }
}

struct Moods: View {
  @Implicit var mood: Mood // expect: unsatisfied  expected-error {{Moods.mood}}
  var body: some View { Text("") }
}
