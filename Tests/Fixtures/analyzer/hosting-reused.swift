// One hosting controller, kept in a local and used three times, is one entry point:
// each diagnostic inside it is reported once, and a view it shows is one entry with
// three uses, not three entries.
import SwiftUI
import UIKit
import ImplicitsUI

final class Presenter {
  func present(on parent: UIViewController) {
    // (added to a parent no caller the analyzer sees gives: the miss is unproven)
    let host = UIHostingController(rootView: Inbox().implicit(makeMailbox()))  // expected-warning {{cannot determine the type of `makeMailbox()`}}  // expected-warning {{Inbox.account is not proven: every app path that misses its value passes a hosting controller given to Presenter.present(on:) (hosting-reused.swift:12), which no caller the analyzer sees provides}}  // expected-note {{a declared value whose type the analyzer cannot determine}}
    parent.addChild(host)
    parent.view.addSubview(host.view)
    host.didMove(toParent: parent)
  }
}

struct Inbox: View {
  @Implicit var account: Account // expect: unproven  expected-note {{Inbox.account is not proven}}
  var body: some View { Text("") }
}
