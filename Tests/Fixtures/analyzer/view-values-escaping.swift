// A view handed to a function of a library the project does not contain escapes
// there: the analyzer cannot see where it is shown, so a miss is unproven, never
// placed where the call is written. Handed to the project's own function, it is
// followed: here into a hosting controller that is presented, so it starts empty.
import SwiftUI
import UIKit

final class Accounts: ObservableObject {}

struct Shelf: View {
  @EnvironmentObject var accounts: Accounts  // expect: satisfied
  var body: some View {
    VStack {
      Button("Share") { ShareSheet.present(Composer()) }  // expected-warning {{not proven: every app path that misses its value passes a value passed to ShareSheet.present(_:), which the analyzer does not follow}}
      Button("Send") { Sender.shared.present(Draft()) }  // expected-note {{Draft() is shown here without Accounts}}
    }
  }
}
struct Composer: View {
  @EnvironmentObject var accounts: Accounts  // expect: unproven  expected-note {{Composer.accounts is not proven}}
  var body: some View { Text(accounts.description) }
}
struct Draft: View {
  @EnvironmentObject var accounts: Accounts  // expect: unsatisfied  expected-error {{No ObservableObject of type Accounts found. A View.environmentObject(_:) for Accounts may be missing as an ancestor of this view: Draft}}
  var body: some View { Text(accounts.description) }
}
final class Sender {
  static let shared = Sender()
  var top: UIViewController?
  func present(_ view: some View) {
    top?.present(UIHostingController(rootView: view), animated: true)  // expected-note {{it is presented by present(_:) (view-values-escaping.swift:31)}}
  }
}
struct ShelfApp: App {
  var body: some Scene { WindowGroup { Shelf().environmentObject(Accounts()) } }
}
