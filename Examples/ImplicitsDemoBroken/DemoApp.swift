import SwiftUI

/// The app's only scene. Everything the views read is declared by `RootView`.
@main
struct DemoApp: App {
  var body: some Scene {
    WindowGroup {
      RootView()
    }
  }
}
