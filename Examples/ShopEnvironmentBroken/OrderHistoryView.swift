import SwiftUI

/// Pushed from the account tab with the `AddressBook` declared on the
/// destination itself (the account form's injection is inside the stack).
struct OrderHistoryView: View {
  @Environment(Session.self) private var session
  @EnvironmentObject var addressBook: AddressBook
  @Environment(\.currencyCode) private var currencyCode

  var body: some View {
    List(session.orders) { order in
      VStack(alignment: .leading) {
        HStack {
          Text("Order #\(order.id)").font(.headline)
          Spacer()
          Text(order.total, format: .currency(code: currencyCode)).monospacedDigit()
        }
        Text(order.placed, style: .date).foregroundStyle(.secondary)
        if let address = addressBook.address(id: order.addressID) {
          Text("Shipped to \(address.label)").font(.caption)
        }
      }
    }
    .overlay {
      if session.orders.isEmpty {
        ContentUnavailableView("No orders yet", systemImage: "shippingbox")
      }
    }
    .navigationTitle("Orders")
  }
}

#Preview {
  NavigationStack {
    OrderHistoryView()
  }
  .environmentObject(AddressBook())
  .environment(Session())
  .environment(\.currencyCode, "JPY")
}
