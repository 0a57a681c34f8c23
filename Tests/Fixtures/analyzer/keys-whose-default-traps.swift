// A custom key whose default value traps has no default to fall back to: a read of it
// is required, as an @EnvironmentObject is, whatever .implicits.json says. The default
// traps when it calls fatalError or preconditionFailure, or a project function that
// stops the program (declared `-> Never`, or starting with such a call).
import SwiftUI

final class Ledger {}

/// A default that says "someone must inject me".
struct Mandatory<Value> {
  static func unset(_ key: String) -> Value { fatalError("\(key) was not injected") }
}

func halt(_ reason: String) -> Never { preconditionFailure(reason) }

struct LedgerKey: EnvironmentKey {
  static var defaultValue: Ledger { fatalError("no ledger") }
}
struct TillKey: EnvironmentKey {
  static let defaultValue: Ledger = Mandatory<Ledger>.unset("till")
}
struct ClerkKey: EnvironmentKey {
  static let defaultValue: String = halt("no clerk")
}
struct ShelfKey: EnvironmentKey {
  // An ordinary call: a value to fall back to.
  static let defaultValue: Int = Int("4") ?? 4
}

extension EnvironmentValues {
  var ledger: Ledger {
    get { self[LedgerKey.self] }
    set { self[LedgerKey.self] = newValue }
  }
  var till: Ledger {
    get { self[TillKey.self] }
    set { self[TillKey.self] = newValue }
  }
  var clerk: String {
    get { self[ClerkKey.self] }
    set { self[ClerkKey.self] = newValue }
  }
  var shelf: Int {
    get { self[ShelfKey.self] }
    set { self[ShelfKey.self] = newValue }
  }
}

@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup {
      Front()
        .environment(\.ledger, Ledger())
        .environment(\.till, Ledger())
        .environment(\.clerk, "Ada")
    }
    WindowGroup(id: "back") {
      // expected-note@+3 {{Back() is shown here without \.ledger}}
      // expected-note@+2 {{Back() is shown here without \.till}}
      // expected-note@+1 {{Back() is shown here without \.clerk}}
      Back()
    }
  }
}

struct Front: View {
  @Environment(\.ledger) var ledger  // expect: satisfied
  @Environment(\.till) var till      // expect: satisfied
  @Environment(\.clerk) var clerk    // expect: satisfied
  @Environment(\.shelf) var shelf    // expect: default
  var body: some View { Text(clerk) }
}

struct Back: View {
  @Environment(\.ledger) var ledger  // expect: unsatisfied  expected-error {{@Environment(\.ledger) of Back.ledger (its default value traps) is not declared on every path}}
  @Environment(\.till) var till      // expect: unsatisfied  expected-error {{(its default value traps)}}
  @Environment(\.clerk) var clerk    // expect: unsatisfied  expected-error {{(its default value traps)}}
  @Environment(\.shelf) var shelf    // expect: default
  var body: some View { Text(clerk) }
}
