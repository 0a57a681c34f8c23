import GardenKitUI
import ImplicitsUI
import SoilViews
import SwiftUI

@main
struct GardenApp: App {
  var body: some Scene {
    WindowGroup {
      VStack {
        Plot()
        Bed()
      }
      .implicit(Season())
    }
  }
}
