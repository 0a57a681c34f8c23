// The iOS app. Its target adds THEATER_BETA to the project's conditions
// (SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) THEATER_BETA").
import ImplicitsUI
import SwiftUI

struct Feedback {}

@main
struct TheaterApp: App {
  var body: some Scene {
    WindowGroup {
      VStack {
        PlayerView()
        #if THEATER_BETA
        BetaBanner()
        #endif
      }
      .implicit(Playback())
      .implicit(Feedback())
    }
  }
}

/// Shown only in the beta build, which the Debug configuration of this target is.
struct BetaBanner: View {
  @Implicit var feedback: Feedback  // expect: satisfied
  var body: some View { Text("Beta") }
}
