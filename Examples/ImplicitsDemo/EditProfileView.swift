import SwiftUI
import ImplicitsUI

/// Presented as a sheet by `ProfileView`.
struct EditProfileView: View {
  @Binding var isPresented: Bool
  @Implicit var store: ProfileStore
  @Implicit var network: NetworkService
  @State private var name = ""
  @State private var bio = ""

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name)
        TextField("Bio", text: $bio, axis: .vertical)
      }
      .navigationTitle("Edit Profile")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { isPresented = false }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            Task { await save() }
          }
        }
      }
    }
    .onAppear {
      name = store.profile.name
      bio = store.profile.bio
    }
  }

  private func save() async {
    let updated = Profile(name: name, bio: bio)
    try? await network.save(updated)
    store.profile = updated
    isPresented = false
  }
}

#Preview {
  EditProfileView(isPresented: .constant(true))
    .implicit(ProfileStore())
    .implicit(MockNetwork() as NetworkService)
}
