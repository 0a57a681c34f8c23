import SwiftUI

/// The account tab. It owns the `AddressBook` (an `ObservableObject`) and
/// injects it for its form (and, it means to, the address editor sheet).
struct AccountView: View {
  @Environment(Session.self) private var session
  @StateObject private var addressBook = AddressBook()
  @State private var editingAddress: Address?
  @State private var showingSignIn = false

  var body: some View {
    NavigationStack {
      Form {
        Section("Account") {
          if let name = session.userName {
            LabeledContent("Signed in as", value: name)
            Button("Sign Out") { session.signOut() }
          } else {
            Button("Sign In") { showingSignIn = true }
          }
        }
        Section("Addresses") {
          AddressList { editingAddress = $0 }
          Button("Add Address") {
            editingAddress = Address(id: UUID(), label: "", street: "", city: "")
          }
        }
        Section {
          NavigationLink(destination: WishlistView()) {
            Label("Wishlist", systemImage: "heart")
          }
          // The form's `.environmentObject(addressBook)` below sits between the
          // stack and this link, and a pushed screen only gets what is declared
          // at the stack: so the destination declares it itself.
          NavigationLink(destination: OrderHistoryView().environmentObject(addressBook)) {
            Label("Orders", systemImage: "shippingbox")
          }
        }
      }
      .navigationTitle("Account")
      // BROKEN: (c) injected before .sheet instead of after: it covers the form
      // (AddressList) but not the sheet's content (AddressEditor).
      .environmentObject(addressBook)
      .sheet(item: $editingAddress) { address in
        AddressEditor(address: address)
      }
      .sheet(isPresented: $showingSignIn) {
        SignInSheet()
      }
    }
  }
}

struct AddressList: View {
  @EnvironmentObject var addressBook: AddressBook
  var onEdit: (Address) -> Void

  var body: some View {
    ForEach(addressBook.addresses) { address in
      Button {
        onEdit(address)
      } label: {
        VStack(alignment: .leading) {
          Text(address.label).font(.headline)
          Text("\(address.street), \(address.city)").foregroundStyle(.secondary)
        }
      }
      .buttonStyle(.plain)
    }
  }
}

struct AddressEditor: View {
  @EnvironmentObject var addressBook: AddressBook
  @Environment(\.dismiss) private var dismiss
  @State private var draft: Address

  init(address: Address) {
    _draft = State(initialValue: address)
  }

  var body: some View {
    Form {
      TextField("Label", text: $draft.label)
      TextField("Street", text: $draft.street)
      TextField("City", text: $draft.city)
      HStack {
        Button("Cancel", role: .cancel) { dismiss() }
        Button("Save") {
          addressBook.save(draft)
          dismiss()
        }
        .disabled(draft.label.isEmpty)
      }
    }
    .padding()
    .frame(minWidth: 320)
  }
}

#Preview {
  AccountView()
    .environmentObject(Store())
    .environmentObject(Cart())
    .environment(Session())
    .environment(Wishlist())
    .environment(\.currencyCode, "EUR")
}
