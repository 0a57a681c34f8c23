import SwiftUI
import ImplicitsUI

enum Tab: Hashable {
  case feed, profile
}

struct ContentView: View {
  @Implicit(\.guestMode) var guest: Bool
  @State private var selection: Tab = .feed

  var body: some View {
    TabView(selection: $selection) {
      NavigationStack {
        FeedView()
      }
      .tabItem { Label("Feed", systemImage: "list.bullet") }
      .tag(Tab.feed)

      NavigationStack {
        if guest {
          SignInPromptView()
        } else {
          ProfileView()
        }
      }
      .tabItem { Label("Profile", systemImage: "person.crop.circle") }
      .tag(Tab.profile)
    }
  }
}

struct SignInPromptView: View {
  @Implicit var theme: Theme

  var body: some View {
    VStack(spacing: theme.spacing) {
      Image(systemName: "person.badge.key")
        .font(.largeTitle)
      Text("Sign in to see your profile")
      Button("Sign In") {}
        .buttonStyle(.borderedProminent)
        .tint(theme.accent)
    }
    .padding()
  }
}

#Preview("Guest") {
  ContentView()
    .implicit(MockNetwork() as NetworkService)
    .implicit(ImageLoader())
    .implicit(Theme.standard)
    .implicit(FeatureFlags(showsComposer: false))
    .implicit(\.guestMode, true)
    .implicit(\.feedPageSize, 5)
}
