import SwiftUI
import Observation

struct Product: Identifiable, Hashable {
  let id: Int
  var name: String
  var summary: String
  var price: Decimal
  var symbol: String
  var isFeatured = false

  static let samples: [Product] = [
    Product(id: 1, name: "Espresso Cups", summary: "Set of four, glazed stoneware.", price: 24, symbol: "cup.and.saucer",
            isFeatured: true),
    Product(id: 2, name: "Pour-Over Kettle", summary: "Gooseneck, 1 litre.", price: 49, symbol: "drop"),
    Product(id: 3, name: "Hand Grinder", summary: "Ceramic burrs, 30 settings.", price: 65, symbol: "gearshape",
            isFeatured: true),
    Product(id: 4, name: "Bean Sampler", summary: "Three single origins, 250 g each.", price: 32, symbol: "leaf"),
  ]
}

struct Review: Identifiable, Hashable {
  let id = UUID()
  var productID: Int
  var author: String
  var rating: Int
  var text: String
}

struct Address: Identifiable, Hashable {
  let id: UUID
  var label: String
  var street: String
  var city: String

  static let home = Address(id: UUID(), label: "Home", street: "1 Infinite Loop", city: "Cupertino")
}

struct Order: Identifiable, Hashable {
  let id: Int
  var placed: Date
  var total: Decimal
  var addressID: Address.ID?
}

// MARK: - ObservableObject stores (.environmentObject / @EnvironmentObject)

/// The catalogue and its reviews. Injected by every scene that shows products.
final class Store: ObservableObject {
  @Published private(set) var products: [Product]
  @Published private(set) var reviews: [Review] = []
  @Published var featuredFirst = true

  init(products: [Product] = Product.samples) {
    self.products = products
  }

  func product(id: Product.ID) -> Product? {
    products.first { $0.id == id }
  }

  func related(to product: Product) -> [Product] {
    products.filter { $0.id != product.id }.prefix(2).map { $0 }
  }

  func reviews(for product: Product) -> [Review] {
    reviews.filter { $0.productID == product.id }
  }

  func addReview(_ review: Review) {
    reviews.append(review)
  }
}

struct CartLine: Identifiable, Hashable {
  var product: Product
  var quantity: Int
  var id: Product.ID { product.id }
}

final class Cart: ObservableObject {
  @Published var lines: [CartLine] = []

  var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
  var total: Decimal { lines.reduce(0) { $0 + $1.product.price * Decimal($1.quantity) } }

  func contains(_ product: Product) -> Bool {
    lines.contains { $0.product.id == product.id }
  }

  func add(_ product: Product) {
    if let index = lines.firstIndex(where: { $0.product.id == product.id }) {
      lines[index].quantity += 1
    } else {
      lines.append(CartLine(product: product, quantity: 1))
    }
  }

  func remove(atOffsets offsets: IndexSet) {
    lines.remove(atOffsets: offsets)
  }

  func clear() {
    lines.removeAll()
  }
}

/// Owned by the account screen, not by the app.
final class AddressBook: ObservableObject {
  @Published var addresses: [Address] = [.home]

  func address(id: Address.ID?) -> Address? {
    addresses.first { $0.id == id }
  }

  func save(_ address: Address) {
    if let index = addresses.firstIndex(where: { $0.id == address.id }) {
      addresses[index] = address
    } else {
      addresses.append(address)
    }
  }
}

// MARK: - @Observable models (.environment(_:) / @Environment(T.self))

@Observable final class Session {
  var userName: String? = nil
  var orders: [Order] = []

  var isSignedIn: Bool { userName != nil }

  func signIn(as name: String) { userName = name }
  func signOut() { userName = nil }

  func placeOrder(total: Decimal, shippingTo address: Address.ID?) {
    orders.insert(Order(id: orders.count + 1, placed: .now, total: total, addressID: address), at: 0)
  }
}

@Observable final class Wishlist {
  var productIDs: Set<Product.ID> = []

  func contains(_ product: Product) -> Bool { productIDs.contains(product.id) }

  func toggle(_ product: Product) {
    if productIDs.contains(product.id) {
      productIDs.remove(product.id)
    } else {
      productIDs.insert(product.id)
    }
  }
}

/// A seasonal campaign. Only the main window has one; views read it as optional.
@Observable final class Promotion {
  var headline: String
  var percentOff: Int

  init(headline: String, percentOff: Int) {
    self.headline = headline
    self.percentOff = percentOff
  }
}
