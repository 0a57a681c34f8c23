import SwiftUI
import ImplicitsUI

/// Pushed from the profile form. The `ProfileStore` declared on the form is
/// between the navigation container and the link, so this screen must not
/// read it; it reads only what `RootView` declares above the stack.
struct SettingsView: View {
  @Implicit var theme: Theme
  @Implicit(\.guestMode) var guest: Bool
  @AppStorage("notifications") private var notifications = true

  var body: some View {
    Form {
      Section("Preferences") {
        Toggle("Notifications", isOn: $notifications)
      }
      Section("About") {
        LabeledContent("Mode", value: guest ? "Guest" : "Signed in")
        LabeledContent("Version", value: "1.0")
      }
    }
    .tint(theme.accent)
    .navigationTitle("Settings")
  }
}

#Preview {
  NavigationStack {
    SettingsView()
  }
  .implicit(Theme.standard)
  .implicit(\.guestMode, false)
}
