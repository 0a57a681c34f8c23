import SwiftUI

/// Pushed from the cart. Signing in is a sheet, which inherits the
/// environment at its `.sheet` modifier.
struct CheckoutView: View {
  @EnvironmentObject var cart: Cart
  @Environment(Session.self) private var session
  @Environment(\.currencyCode) private var currencyCode
  @Environment(\.dismiss) private var dismiss
  @State private var showingSignIn = false

  var body: some View {
    Form {
      Section("Order") {
        ForEach(cart.lines) { line in
          LabeledContent(line.product.name, value: "× \(line.quantity)")
        }
        LabeledContent("Total") {
          Text(cart.total, format: .currency(code: currencyCode)).bold()
        }
      }
      Section("Account") {
        if let name = session.userName {
          Text("Signed in as \(name)")
        } else {
          Button("Sign In to Check Out") { showingSignIn = true }
        }
      }
      Button("Place Order") {
        session.placeOrder(total: cart.total, shippingTo: nil)
        cart.clear()
        dismiss()
      }
      .disabled(!session.isSignedIn || cart.lines.isEmpty)
    }
    .navigationTitle("Checkout")
    .sheet(isPresented: $showingSignIn) {
      SignInSheet()
    }
  }
}

struct SignInSheet: View {
  @Environment(Session.self) private var session
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""

  var body: some View {
    Form {
      TextField("Name", text: $name)
      HStack {
        Button("Cancel", role: .cancel) { dismiss() }
        Button("Sign In") {
          session.signIn(as: name)
          dismiss()
        }
        .disabled(name.isEmpty)
      }
    }
    .padding()
    .frame(minWidth: 300)
  }
}

#Preview {
  NavigationStack {
    CheckoutView()
  }
  .environmentObject(Cart())
  .environment(Session())
  .environment(\.currencyCode, "EUR")
}
