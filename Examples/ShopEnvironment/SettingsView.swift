import SwiftUI

/// The content of the `Settings` scene: a separate root, so `ShopApp`
/// injects what these panes read on the scene's content.
struct SettingsView: View {
  var body: some View {
    TabView {
      GeneralSettings()
        .tabItem { Label("General", systemImage: "gear") }
      AccountSettings()
        .tabItem { Label("Account", systemImage: "person.crop.circle") }
    }
    .frame(width: 420, height: 220)
  }
}

struct GeneralSettings: View {
  @EnvironmentObject var store: Store
  @AppStorage("currencyCode") private var currencyCode = "EUR"

  var body: some View {
    Form {
      Picker("Currency", selection: $currencyCode) {
        ForEach(["EUR", "USD", "GBP", "JPY"], id: \.self) { code in
          Text(code)
        }
      }
      Toggle("Show featured products first", isOn: $store.featuredFirst)
    }
    .padding()
  }
}

struct AccountSettings: View {
  @Environment(Session.self) private var session

  var body: some View {
    Form {
      if let name = session.userName {
        LabeledContent("Signed in as", value: name)
        Button("Sign Out") { session.signOut() }
      } else {
        Text("Not signed in. Sign in from the Account tab.")
      }
    }
    .padding()
  }
}

#Preview {
  SettingsView()
    .environmentObject(Store())
    .environment(Session())
}
