import SwiftUI

/// A product's page, pushed from the catalogue, the wishlist and from itself
/// (related products). Pushed screens get the environment of their
/// `NavigationStack`, which `ShopApp` fills above the stack.
struct ProductDetailView: View {
  let product: Product
  @EnvironmentObject var store: Store
  @EnvironmentObject var cart: Cart
  @Environment(Wishlist.self) private var wishlist
  @Environment(\.currencyCode) private var currencyCode
  @Environment(\.colorScheme) private var colorScheme
  @State private var showingReviews = false

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Image(systemName: product.symbol)
          .font(.system(size: 64))
          .frame(maxWidth: .infinity, minHeight: 160)
          .background(colorScheme == .dark ? Color.gray.opacity(0.3) : Color.gray.opacity(0.1))
        Text(product.summary)
        Text(product.price, format: .currency(code: currencyCode))
          .font(.title2.monospacedDigit())
        HStack {
          Button("Add to Cart", systemImage: "cart.badge.plus") { cart.add(product) }
            .buttonStyle(.borderedProminent)
          Button(wishlist.contains(product) ? "On Wishlist" : "Add to Wishlist",
                 systemImage: wishlist.contains(product) ? "heart.fill" : "heart") {
            wishlist.toggle(product)
          }
        }
        Text("Related").font(.headline)
        ForEach(store.related(to: product)) { other in
          NavigationLink(destination: ProductDetailView(product: other)) {
            ProductRow(product: other)
          }
        }
      }
      .padding()
    }
    .navigationTitle(product.name)
    .toolbar {
      Button("Reviews", systemImage: "star.bubble") { showingReviews = true }
    }
    .sheet(isPresented: $showingReviews) {
      ReviewsSheet(product: product)
    }
  }
}

/// Presented as a sheet: it inherits the environment at the `.sheet` modifier.
struct ReviewsSheet: View {
  let product: Product
  @EnvironmentObject var store: Store
  @Environment(\.dismiss) private var dismiss
  @State private var draft = ""
  @State private var rating = 5

  var body: some View {
    NavigationStack {
      Form {
        Section("Reviews") {
          ForEach(store.reviews(for: product)) { review in
            VStack(alignment: .leading) {
              Text(String(repeating: "★", count: review.rating))
              Text(review.text)
              Text(review.author).font(.caption).foregroundStyle(.secondary)
            }
          }
        }
        Section("Write a review") {
          Stepper("Rating: \(rating)", value: $rating, in: 1...5)
          TextField("Your review", text: $draft, axis: .vertical)
        }
      }
      .navigationTitle(product.name)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Close") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Post") {
            store.addReview(Review(productID: product.id, author: "You", rating: rating, text: draft))
            dismiss()
          }
          .disabled(draft.isEmpty)
        }
      }
    }
    .frame(minWidth: 360, minHeight: 400)
  }
}

#Preview {
  NavigationStack {
    ProductDetailView(product: Product.samples[0])
  }
  .environmentObject(Store())
  .environmentObject(Cart())
  .environment(Wishlist())
  .environment(\.currencyCode, "EUR")
}
