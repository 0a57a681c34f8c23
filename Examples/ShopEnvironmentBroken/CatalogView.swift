import SwiftUI

/// The shop tab: the catalogue, searchable; a product pushes its detail.
struct CatalogView: View {
  @EnvironmentObject var store: Store
  // Optional: only the main window injects a campaign; elsewhere this is nil.
  @Environment(Promotion.self) private var promotion: Promotion?
  @State private var searchText = ""

  private var products: [Product] {
    let matching = store.products.filter {
      searchText.isEmpty || $0.name.localizedCaseInsensitiveContains(searchText)
    }
    guard store.featuredFirst else { return matching }
    return matching.filter(\.isFeatured) + matching.filter { !$0.isFeatured }
  }

  var body: some View {
    NavigationStack {
      List {
        if let promotion {
          PromotionBanner(headline: promotion.headline, percentOff: promotion.percentOff)
        }
        ForEach(products) { product in
          NavigationLink(destination: ProductDetailView(product: product)) {
            ProductRow(product: product)
          }
        }
      }
      .navigationTitle("Shop")
      .searchable(text: $searchText, prompt: "Search products")
    }
  }
}

struct PromotionBanner: View {
  let headline: String
  let percentOff: Int
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    HStack {
      Image(systemName: "tag.fill")
      VStack(alignment: .leading) {
        Text(headline).font(.headline)
        Text("\(percentOff)% off everything this week").font(.subheadline)
      }
    }
    .padding(8)
    .background(colorScheme == .dark ? Color.orange.opacity(0.3) : Color.orange.opacity(0.15),
                in: RoundedRectangle(cornerRadius: 8))
  }
}

#Preview {
  CatalogView()
    .environmentObject(Store())
    .environmentObject(Cart())
    .environment(Wishlist())
    .environment(\.currencyCode, "EUR")
}
