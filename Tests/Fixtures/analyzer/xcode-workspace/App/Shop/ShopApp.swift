// A workspace at the root lists a project that is not at the root (App/Shop.xcodeproj)
// and a local package (Modules/Kit) whose product the app uses with no `package` key.
import ImplicitsUI
import Kit
import SwiftUI

@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup {
      KitView()
        .implicit(Palette())
    }
  }
}
