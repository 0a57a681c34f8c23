import SwiftUI
import ImplicitsUI

/// The profile tab. It owns the `ProfileStore` and declares it for its form
/// and (meant to) for the edit sheet.
struct ProfileView: View {
  @Implicit var theme: Theme
  @State private var store = ProfileStore()
  @State private var isEditing = false

  var body: some View {
    Form {
      Section {
        ProfileHeader()
      }
      Section("Account") {
        NavigationLink(destination: SettingsView()) {
          Label("Settings", systemImage: "gear")
        }
        Button("Edit Profile") { isEditing = true }
          .tint(theme.accent)
      }
    }
    .navigationTitle("Profile")
    // BROKEN: `.implicit(store)` is applied BEFORE `.sheet`, so it covers only the
    // Form; the sheet's content (EditProfileView) is outside its scope and
    // EditProfileView.store has no declaration (docs/design.md §4 rule 1). Fix: move
    // `.implicit(store)` after `.sheet { ... }`.
    .implicit(store)
    .sheet(isPresented: $isEditing) {
      EditProfileView(isPresented: $isEditing)
    }
  }
}

struct ProfileHeader: View {
  @Implicit var store: ProfileStore
  @Implicit var theme: Theme

  var body: some View {
    VStack(alignment: .leading, spacing: theme.spacing / 2) {
      Text(store.profile.name).font(.title3.bold())
      Text(store.profile.bio).foregroundStyle(.secondary)
    }
  }
}

#Preview {
  NavigationStack {
    ProfileView()
  }
  .implicit(MockNetwork() as NetworkService)
  .implicit(Theme.standard)
  .implicit(\.guestMode, false)
}
