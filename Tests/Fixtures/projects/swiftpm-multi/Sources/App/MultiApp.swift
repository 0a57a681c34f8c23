import Feature
import SwiftUI

@main
struct MultiApp: App {
  var body: some Scene {
    WindowGroup {
      RootView()
    }
  }
}
