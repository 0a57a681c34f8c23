import SwiftUI

/// Pushed from the account tab; its products push their detail in turn.
struct WishlistView: View {
  @EnvironmentObject var store: Store
  @Environment(Wishlist.self) private var wishlist

  private var products: [Product] {
    store.products.filter { wishlist.contains($0) }
  }

  var body: some View {
    List {
      ForEach(products) { product in
        NavigationLink(destination: ProductDetailView(product: product)) {
          ProductRow(product: product)
        }
      }
    }
    .overlay {
      if products.isEmpty {
        ContentUnavailableView("Nothing on your wishlist", systemImage: "heart")
      }
    }
    .navigationTitle("Wishlist")
  }
}

#Preview {
  NavigationStack {
    WishlistView()
  }
  .environmentObject(Store())
  .environmentObject(Cart())
  .environment(Wishlist())
  .environment(\.currencyCode, "EUR")
}
