// One hosting controller, kept in a local and used three times, is one entry point:
// each diagnostic inside it is reported once, and a view it shows is one entry with
// three uses, not three entries.
import SwiftUI
import UIKit
import ImplicitsUI

final class Presenter {
  func present(on parent: UIViewController) {
    // expected-note@+1 {{Inbox() is shown here without Account}}
    let host = UIHostingController(rootView: Inbox().implicit(makeMailbox()))  // expected-warning {{cannot determine the type of `makeMailbox()`}}
    parent.addChild(host)
    parent.view.addSubview(host.view)
    host.didMove(toParent: parent)
  }
}

struct Inbox: View {
  @Implicit var account: Account // expect: unsatisfied  expected-error {{Inbox.account is not declared on every path}}
  var body: some View { Text("") }
}
