// The tvOS app (SDKROOT = appletvos): it shows the shared PlayerView without Playback.
import ImplicitsUI
import SwiftUI

@main
struct TheaterTVApp: App {
  var body: some Scene {
    WindowGroup {
      // expected-note@+1 {{PlayerView() is shown here without Playback}}
      PlayerView()
        .implicit(RemoteLayout())
    }
  }
}
