import SwiftUI

/// Three scenes: the main window, a separate cart window (opened with
/// `openWindow(id: "cart")`) and the Settings window. Each scene's content is
/// its own root, so each one injects what its views read.
@main
struct ShopApp: App {
  @StateObject private var store = Store()
  @StateObject private var cart = Cart()
  @State private var session = Session()
  @State private var wishlist = Wishlist()
  @State private var promotion = Promotion(headline: "Spring brew sale", percentOff: 15)
  @AppStorage("currencyCode") private var currencyCode = "EUR"

  var body: some Scene {
    WindowGroup {
      RootView()
        .environmentObject(store)
        .environmentObject(cart)
        .environment(session)
        .environment(wishlist)
        .environment(promotion)
        .environment(\.currencyCode, currencyCode)
    }

    WindowGroup("Cart", id: "cart") {
      CartView()
        .frame(minWidth: 360, minHeight: 420)
        .environmentObject(cart)
        .environment(session)
        .environment(\.currencyCode, currencyCode)
        .environment(\.compactRows, true)
    }

    Settings {
      SettingsView()
        .environmentObject(store)
        .environment(session)
    }
  }
}
