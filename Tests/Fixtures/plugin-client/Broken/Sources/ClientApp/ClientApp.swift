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

// Broken: no `\.guestMode` declaration, and Session is declared on the stack
// only after the sheet is attached, so the sheet's ProfileView misses it.
struct RootView: View {
  var body: some View {
    NavigationStack {
      SettingsView()
        .implicit(Session(user: "ada"))
        .sheet(isPresented: .constant(false)) { ProfileView() }
    }
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
