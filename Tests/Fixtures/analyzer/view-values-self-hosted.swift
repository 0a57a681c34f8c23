// `self` flows too: a View extension member that hosts `self` in a controller of its
// own (`Poster().paintedController`) is handed the receiver, which is shown at that
// controller's root with what the member declares there, not where the call is written.
// The controller is returned to the caller, which presents it: it starts empty, and a
// value the member does not declare is missing.
import SwiftUI
import UIKit

final class Palette: ObservableObject { static let shared = Palette() }
final class Ledger: ObservableObject {}

extension View {
  var paintedController: UIViewController {
    // expected-note@+1 {{it is presented by present(_:) (view-values-self-hosted.swift:26)}}
    UIHostingController(rootView: self.environmentObject(Palette.shared))
  }
  func framed(with ledger: Ledger) -> UIViewController {
    // expected-note@+1 {{it is presented by present(_:) (view-values-self-hosted.swift:27)}}
    UIHostingController(rootView: self.environmentObject(ledger))
  }
}

final class ShelfController: UIViewController {
  let ledger = Ledger()
  func open() {
    present(Poster().paintedController, animated: true)  // expected-note {{Poster() is shown here without Ledger}}
    present(Receipt().framed(with: ledger), animated: true)  // expected-note {{Receipt() is shown here without Palette}}
  }
}

struct Poster: View {
  @EnvironmentObject var palette: Palette  // expect: satisfied
  @EnvironmentObject var ledger: Ledger    // expect: unsatisfied  expected-error {{No ObservableObject of type Ledger found. A View.environmentObject(_:) for Ledger may be missing as an ancestor of this view: Poster, on the path from View.UIHostingController}}
  var body: some View { Text(ledger.description) }
}
struct Receipt: View {
  @EnvironmentObject var ledger: Ledger    // expect: satisfied
  @EnvironmentObject var palette: Palette  // expect: unsatisfied  expected-error {{No ObservableObject of type Palette found. A View.environmentObject(_:) for Palette may be missing as an ancestor of this view: Receipt, on the path from View.UIHostingController}}
  var body: some View { Text(palette.description) }
}
