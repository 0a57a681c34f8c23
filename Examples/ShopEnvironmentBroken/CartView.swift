import SwiftUI

/// The cart: a tab of the main window and, on its own, the "cart" window.
/// Checkout is pushed through `navigationDestination`, so it gets what each
/// scene declares above this view's `NavigationStack`.
struct CartView: View {
  @EnvironmentObject var cart: Cart
  @Environment(\.currencyCode) private var currencyCode
  @Environment(\.openWindow) private var openWindow
  @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

  enum Route: Hashable {
    case checkout
  }

  var body: some View {
    NavigationStack {
      List {
        if cart.lines.isEmpty {
          ContentUnavailableView("Your cart is empty", systemImage: "cart")
        } else {
          ForEach(cart.lines) { line in
            CartLineRow(line: line)
          }
          .onDelete { cart.remove(atOffsets: $0) }
          Section {
            LabeledContent("Total") {
              Text(cart.total, format: .currency(code: currencyCode)).monospacedDigit()
            }
            NavigationLink("Checkout", value: Route.checkout)
          }
        }
      }
      .navigationTitle("Cart")
      .navigationDestination(for: Route.self) { _ in
        CheckoutView()
      }
      .toolbar {
        if supportsMultipleWindows {
          Button("Open in New Window", systemImage: "macwindow.badge.plus") {
            openWindow(id: "cart")
          }
        }
      }
    }
  }
}

struct CartLineRow: View {
  let line: CartLine
  @EnvironmentObject var cart: Cart
  @Environment(\.currencyCode) private var currencyCode
  @Environment(\.compactRows) private var compactRows

  var body: some View {
    HStack {
      Image(systemName: line.product.symbol)
      Text(line.product.name)
      Spacer()
      if !compactRows {
        Text("× \(line.quantity)").foregroundStyle(.secondary)
      }
      Text(line.product.price * Decimal(line.quantity), format: .currency(code: currencyCode))
        .monospacedDigit()
      Button("Add One", systemImage: "plus.circle") { cart.add(line.product) }
        .labelStyle(.iconOnly)
        .buttonStyle(.borderless)
    }
  }
}

#Preview {
  CartView()
    .environmentObject(Cart())
    .environment(Session())
    .environment(\.currencyCode, "EUR")
}
