// Compiled into the iOS app (Theater) and the tvOS app (Theater TV): analysed in each
// target's configuration, and satisfied only if satisfied in both.
import ImplicitsUI
import SwiftUI

struct Playback {}
struct RemoteLayout {}

struct PlayerView: View {
  // The iOS app declares Playback; the tvOS app forgets it.
  @Implicit var playback: Playback  // expect: unsatisfied  expected-error {{[tvOS] @Implicit Playback of PlayerView.playback}}
  var body: some View {
    VStack {
      Text("Now playing")
      #if os(tvOS)
      RemoteHints()
      #endif
    }
  }
}

/// Only the tvOS build shows it: an iOS-only analysis would call its read unreachable.
struct RemoteHints: View {
  @Implicit var layout: RemoteLayout  // expect: satisfied
  var body: some View { Text("Swipe to seek") }
}
