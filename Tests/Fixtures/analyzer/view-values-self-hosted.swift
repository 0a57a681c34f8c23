// `self` flows too: a View extension member that hosts `self` in a controller of its
// own (`Poster().paintedController`) is handed the receiver, which is shown at that
// controller's root with what the member declares there, not where the call is written.
// The controller is returned to the caller, so where it starts is unknown: a value the
// member does not declare is not proven either way.
import SwiftUI
import UIKit

final class Palette: ObservableObject { static let shared = Palette() }
final class Ledger: ObservableObject {}

extension View {
  var paintedController: UIViewController {
    // expected-note@+1 {{the analyzer cannot see the environment here (a hosting controller the analyzer cannot place}}
    UIHostingController(rootView: self.environmentObject(Palette.shared))
  }
  func framed(with ledger: Ledger) -> UIViewController {
    // expected-note@+1 {{the analyzer cannot see the environment here (a hosting controller the analyzer cannot place}}
    UIHostingController(rootView: self.environmentObject(ledger))
  }
}

final class ShelfController: UIViewController {
  let ledger = Ledger()
  func open() {
    present(Poster().paintedController, animated: true)
    present(Receipt().framed(with: ledger), animated: true)
  }
}

struct Poster: View {
  @EnvironmentObject var palette: Palette  // expect: satisfied
  @EnvironmentObject var ledger: Ledger    // expect: unproven  expected-warning {{View.paintedController#self → Poster()}}
  var body: some View { Text(ledger.description) }
}
struct Receipt: View {
  @EnvironmentObject var ledger: Ledger    // expect: satisfied
  @EnvironmentObject var palette: Palette  // expect: unproven  expected-warning {{View.framed#self → Receipt()}}
  var body: some View { Text(palette.description) }
}
