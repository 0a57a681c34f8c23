import SwiftUI
import Tabs

@main
struct TabsApp: App {
  var body: some Scene {
    WindowGroup {
      VStack {
        TabScreen(tab: HomeTab())
        TabScreen(tab: DraftsTab())
      }
      .environmentObject(Feed())
    }
  }
}
