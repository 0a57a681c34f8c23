// Three verdicts, judged on the app's own entries: `satisfied` (every app path has the
// value), `unsatisfied` (an app path the analyzer sees end to end misses it: an error),
// `unproven` (every app path that misses it starts or runs where the analyzer cannot
// see: a warning that names the place). A preview proves nothing about the app.
import SwiftUI
import ImplicitsUI

final class Wallet: ObservableObject {}
final class Ledger: ObservableObject {}

@main
struct PurseApp: App {
  var body: some Scene {
    WindowGroup {
      Purse().environmentObject(Wallet())
    }
    WindowGroup(id: "tips") { TipJar().environmentObject(Wallet()) }
    WindowGroup(id: "vouchers") { VoucherShelf().environmentObject(Wallet()) }
    WindowGroup(id: "settings") {
      // The value really missing on a path seen end to end: an error, whatever else.
      // expected-note@+1 {{Receipt() is shown here without Wallet}}
      Receipt()
    }
  }
}

struct Purse: View {
  @EnvironmentObject var wallet: Wallet // expect: satisfied
  var body: some View {
    VStack {
      Receipt()
      BalanceHost()
    }
  }
}

struct Receipt: View {
  @EnvironmentObject var wallet: Wallet // expect: unsatisfied  expected-error {{No ObservableObject of type Wallet found}}
  var body: some View { Text("\(wallet)") }
}

// A view made in plain code and handed to something the analyzer does not follow: where
// it ends up, and what environment it gets there, is not seen. Not an error it cannot
// show, and never satisfied: unproven, naming the place.
final class Checkout {
  let sink: (Any) -> Void
  init(sink: @escaping (Any) -> Void) { self.sink = sink }

  func present() { // expected-warning {{Statement.ledger is not proven: every app path that misses its value passes plain code}}
    sink(Statement())
  }

  // Declared on the view's own root there: proven whatever the place gives it.
  func presentDeclared() {
    sink(Summary().environmentObject(Ledger()))
  }
}

struct Statement: View {
  @EnvironmentObject var ledger: Ledger // expect: unproven  expected-note {{@EnvironmentObject Ledger of Statement.ledger is not proven}}
  var body: some View { Text("") }
}

struct Summary: View {
  @EnvironmentObject var ledger: Ledger // expect: satisfied
  var body: some View { Text("\(ledger)") }
}

// Reached both from the app (with the value) and from plain code (unseen): the only
// path without it is blind, so the read is unproven, not an error.
struct Balance: View {
  @EnvironmentObject var wallet: Wallet // expect: unproven  expected-note {{Wallet of Balance.wallet is not proven}}
  var body: some View { Text("") }
}

struct BalanceHost: View {
  @EnvironmentObject var wallet: Wallet // expect: satisfied
  var body: some View { Balance() }
}

extension Purse {
  static func showBalance(in sink: (Any) -> Void) { // expected-warning {{Balance.wallet is not proven: every app path that misses its value passes plain code}}
    sink(Balance())
  }
}

// Only a preview shows this view, and the preview injects the value: that proves
// nothing about the app, so the read is unreachable from the app, not satisfied.
struct Coupon: View { // expected-warning {{Coupon reads environment values but only previews show it}}
  @EnvironmentObject var wallet: Wallet // expect: unreachable
  var body: some View { Text("\(wallet)") }
}

#Preview { Coupon().environmentObject(Wallet()) }

// The app's path to a view runs through a call the analyzer cannot follow (a factory
// of a module it does not index); a preview that injects the value is the only path
// it sees. Not satisfied: unreachable from the app.
struct Voucher: View { // expected-warning {{Voucher reads environment values but only previews show it}}
  @EnvironmentObject var wallet: Wallet // expect: unreachable
  var body: some View { Text("\(wallet)") }
}

struct VoucherShelf: View {
  var body: some View { ExternalScreens.voucher() }
}

#Preview { Voucher().environmentObject(Wallet()) }

// An app error's path starts at an app entry, even when a preview's path is shorter;
// the preview follows as a note.
struct Tip: View {
  @EnvironmentObject var ledger: Ledger // expect: unsatisfied  expected-error {{Ledger found. A View.environmentObject(_:) for Ledger may be missing as an ancestor of this view: Tip, on the path from PurseApp.body}}
  var body: some View { Text("\(ledger)") }
}

struct TipJar: View {
  var body: some View {
    // expected-note@+1 {{Tip() is shown here without Ledger}}
    Tip()
  }
}

#Preview { Tip() } // expected-note {{also missing in previews: #Preview → Tip()}}
