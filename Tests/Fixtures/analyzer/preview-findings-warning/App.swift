// A read that misses its value only in a preview is a finding of its own kind
// (preview-missing-value, a warning here); one that also misses it on a path of the
// app keeps its error. The status stays `unsatisfied` either way.
import SwiftUI
import ImplicitsUI

@main
struct LibraryApp: App {
  var body: some Scene {
    WindowGroup {
      Shelf()
        // expected-note@+1 {{Basket() is shown here without Cart}}
        .sheet(isPresented: .constant(true)) { Basket() }
        .implicit(Catalog())
    }
  }
}

struct Shelf: View {
  var body: some View { Basket().implicit(Cart()) }
}

struct Basket: View {
  @Implicit var catalog: Catalog // expect: unsatisfied  expected-warning {{Basket.catalog is missing only in previews (no path from the app's own entry points misses it): Basket, on the path from #Preview; add .implicit(Catalog(...)) in the preview at App.swift:38 [preview-missing-value]}}
  // The sheet shows Basket without a Cart, and so does the #Preview: failing in the app
  // too, this keeps its error.
  @Implicit var cart: Cart // expect: unsatisfied  expected-error {{Basket.cart is not declared on every path to this view: Basket, on the path from LibraryApp.body; declare .implicit(Cart(...)) above it [unsatisfied-read]}}
  var body: some View { Text("") }
}

struct Preview_Previews: PreviewProvider {
  static var previews: some View {
    Basket().implicit(Catalog()).implicit(Cart())
  }
}

// expected-note@+1 {{Basket() is shown here without Catalog}}
#Preview { Basket() } // expected-note {{also missing in previews: #Preview → Basket()}}
