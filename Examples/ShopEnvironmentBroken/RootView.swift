import SwiftUI

/// The main window: three tabs, each with its own `NavigationStack`.
/// Everything they read is injected by `ShopApp` above this view, so it is
/// also above every stack (and therefore reaches pushed screens too).
struct RootView: View {
  @EnvironmentObject var cart: Cart

  var body: some View {
    TabView {
      CatalogView()
        .tabItem { Label("Shop", systemImage: "bag") }
      CartView()
        .tabItem { Label("Cart", systemImage: "cart") }
        .badge(cart.itemCount)
      AccountView()
        .tabItem { Label("Account", systemImage: "person.crop.circle") }
    }
    .frame(minWidth: 640, minHeight: 480)
  }
}

#Preview {
  RootView()
    .environmentObject(Store())
    .environmentObject(Cart())
    .environment(Session())
    .environment(Wishlist())
    .environment(\.currencyCode, "EUR")
}
