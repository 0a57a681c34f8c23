#if canImport(SwiftUI)
import Features
import ImplicitsUI
import SwiftUI

struct ClientApp: App {
  var body: some Scene {
    WindowGroup {
      RootView()
    }
  }
}

struct RootView: View {
  var body: some View {
    NavigationStack {
      SettingsView()
        .sheet(isPresented: .constant(false)) { ProfileView() }
    }
    .implicit(Session(user: "ada"))
    .implicit(\.guestMode, false)
    .implicit(\.accentName, "blue")
    .implicit(\.compactRows, true)
  }
}

struct ProfileView: View {
  @Implicit var session: Session
  @Implicit(\.compactRows) var compact: Bool
  var body: some View { Text(session.user) }
}
#endif
