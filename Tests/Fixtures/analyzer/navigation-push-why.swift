// A declaration between a navigation container and the link that pushes a view is
// on the path but does not count (rule 2): the diagnostic and `why` say exactly that
// and name the container to move it onto (NavigationWhyTests checks `why`).
import SwiftUI
import ImplicitsUI

@main
struct ShopApp: App {
  var body: some Scene { WindowGroup { Catalogue() } }
}

struct Catalogue: View {
  var body: some View {
    NavigationStack {
      List {
        // expected-note@+1 {{Product() is shown here without Pricing}}
        NavigationLink(destination: Product()) { Text("product") }
          .implicit(Pricing())  // expected-note {{move it onto the NavigationStack at navigation-push-why.swift:14, or above it}}
      }
    }
  }
}

struct Product: View {
  @Implicit var pricing: Pricing // expect: unsatisfied  expected-error {{Product.pricing is not declared on every path}}
  var body: some View { Text("") }
}
