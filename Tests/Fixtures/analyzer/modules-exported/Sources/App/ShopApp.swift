import SwiftUI
import Feature
import ImplicitsUI

@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup {
      Catalog()
        .implicit(Pricing())
      // expected-note@+1 {{Basket() is shown here without Pricing}}
      Basket()
    }
  }
}
