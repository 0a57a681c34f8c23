// A read that misses its value only in a preview is a finding of its own kind
// (preview-missing-value, a warning here, at the preview, with a note at the view that
// reads the value); one that also misses it on a path of the app keeps its error. The
// status stays `unsatisfied` either way.
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
  // expected-note@+1 {{Basket.catalog reads @Implicit Catalog, which #Preview does not give: #Preview → Basket()}}
  @Implicit var catalog: Catalog // expect: unsatisfied
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

// expected-warning@+1 {{#Preview shows views without a value they read, missing only in previews (the app's own entry points give it on every path): @Implicit Catalog (read by Basket); add .implicit(Catalog(...)) to the preview [preview-missing-value]}}
#Preview { Basket() } // expected-note {{also missing in previews: #Preview → Basket()}}
