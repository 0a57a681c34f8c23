import DockKit
import ImplicitsUI
import SwiftUI

@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup {
      // expected-note@+1 {{Pier() is shown here without Tide}}
      Pier()
    }
  }
}
