import SwiftUI
import ImplicitsUI

/// Owns the app-wide services and declares them for everything below.
/// The declarations sit on `ContentView`, above its `NavigationStack`s, so the
/// screens pushed by `NavigationLink` get them too.
struct RootView: View {
  private let network: NetworkService = LiveNetwork()
  private let images = ImageLoader()

  var body: some View {
    ContentView()
      .implicit(network)
      .implicit(images)
      .implicit(Theme.standard)
      .implicit(FeatureFlags(showsComposer: true))
      .implicit(\.guestMode, false)
      .implicit(\.feedPageSize, 20)
  }
}
