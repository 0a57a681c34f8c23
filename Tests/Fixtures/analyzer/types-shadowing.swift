// The type resolver follows Swift's lookup: a local shadows a member, a member
// shadows a global, an inner type shadows an outer one. Looking a name up in the
// wrong scope gives a wrong type, and a wrong type would call a read satisfied that
// SwiftUI would not satisfy.
import SwiftUI
import UIKit

final class Store: ObservableObject {}
final class Other: ObservableObject {}
final class Ledger: ObservableObject {}

let ledger = Ledger()

func host(_ view: some View) -> UIViewController { UIHostingController(rootView: view) }

final class Controller {
  var store: Store?
  var other: Other?
  var ledger: Other?

  // Plain code: where `host` shows the view is not followed (yet), so a miss is unproven.
  func show() { // expected-warning {{StoreReader.store is not proven: every app path that misses its value passes plain code}}
    guard let store = other else { return }    // a local of type Other, not the member `store`
    _ = host(StoreReader().environmentObject(store))
  }

  func showStore() {
    guard let store else { return }             // the member, unwrapped
    _ = host(StoreReader().environmentObject(store))
  }

  func showLedger() { // expected-warning {{LedgerReader.ledger is not proven: every app path that misses its value passes plain code}}
    // The member `ledger` (an Other) hides the global `ledger` (a Ledger).
    _ = host(LedgerReader().environmentObject(ledger!))
  }

  func showGlobalLedger() {
    _ = host(LedgerReader().environmentObject(Controller.shared))
  }
  static let shared = Ledger()
}

struct StoreReader: View {
  @EnvironmentObject var store: Store // expect: unproven  expected-note {{Store of StoreReader.store is not proven}}
  var body: some View { Text("") }
}

struct LedgerReader: View {
  @EnvironmentObject var ledger: Ledger // expect: unproven  expected-note {{Ledger of LedgerReader.ledger is not proven}}
  var body: some View { Text("") }
}

// An inner type shadows an outer one of the same name: `Tracker` inside `Adoption`
// is `Adoption.Tracker`, the type a reader elsewhere names `Adoption.Tracker`.
final class Tracker: ObservableObject {}

struct Adoption: View {
  final class Tracker: ObservableObject {}
  @StateObject private var tracker = Tracker()
  var body: some View {
    VStack {
      NestedReader().environmentObject(tracker)
      // expected-note@+1 {{OuterReader() is shown here without Tracker}}
      OuterReader().environmentObject(tracker)
    }
  }
}

struct NestedReader: View {
  @EnvironmentObject var tracker: Adoption.Tracker // expect: satisfied
  var body: some View { Text("\(tracker)") }
}

struct OuterReader: View {
  @EnvironmentObject var tracker: Tracker // expect: unsatisfied  expected-error {{No ObservableObject of type Tracker found}}
  var body: some View { Text("\(tracker)") }
}

@main
struct ShadowApp: App {
  var body: some Scene { WindowGroup { Adoption() } }
}
