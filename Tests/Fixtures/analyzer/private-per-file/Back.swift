// The other file's private views: shown without the Ledger.
import SwiftUI
import ImplicitsUI

struct Back: View {
  var body: some View {
    VStack {
      // expected-note@+1 {{Row() is shown here without Ledger}}
      Row()
      badge()
    }
  }
}

fileprivate struct Row: View {
  @Implicit var ledger: Ledger // expect: unsatisfied  expected-error {{Row.ledger is not declared on every path}}
  var body: some View { Text("") }
}

// A free function of this file named like Front's private method.
private func badge() -> some View {
  // expected-note@+1 {{Stamp() is shown here without Ledger}}
  Stamp()
}

struct Stamp: View {
  @Implicit var ledger: Ledger // expect: unsatisfied  expected-error {{Stamp.ledger is not declared on every path}}
  var body: some View { Text("") }
}
