// An Xcode project whose app uses local packages recorded each way Xcode records them:
// a folder reference in the group tree (Packages/Feature, product used with no
// `package`), a package reference with a relativePath (Modules/Payments), and a
// package only reached through another's `.package(path:)` (Packages/Shared).
import CatalogViews
import ImplicitsUI
import PaymentsUI
import SharedModels
import SwiftUI

@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup {
      CatalogView()
        .implicit(Pricing())
      // expected-note@+1 {{PayView() is shown here without Pricing}}
      PayView()
    }
  }
}
