import SwiftUI

/// One product in a list: name, price and an "in cart" marker.
struct ProductRow: View {
  let product: Product
  @EnvironmentObject var cart: Cart
  @Environment(\.currencyCode) private var currencyCode
  @Environment(\.compactRows) private var compactRows

  var body: some View {
    HStack(spacing: compactRows ? 6 : 12) {
      Image(systemName: product.symbol)
        .font(compactRows ? .body : .title2)
        .frame(width: compactRows ? 20 : 32)
      VStack(alignment: .leading) {
        Text(product.name).font(.headline)
        if !compactRows {
          Text(product.summary).font(.subheadline).foregroundStyle(.secondary)
        }
      }
      Spacer()
      if cart.contains(product) {
        Image(systemName: "cart.fill").foregroundStyle(.tint)
      }
      Text(product.price, format: .currency(code: currencyCode))
        .monospacedDigit()
    }
    .padding(.vertical, compactRows ? 2 : 6)
  }
}

#Preview {
  List(Product.samples) { product in
    ProductRow(product: product)
  }
  .environmentObject(Cart())
  .environment(\.currencyCode, "EUR")
  .environment(\.compactRows, true)
}
