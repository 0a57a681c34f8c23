// A wrapped property has the type its wrapper is written with: a view that reads
// an object and passes it on (to a sheet, to a hosted view) declares that type.
import SwiftUI
import UIKit

final class Store: ObservableObject {}
final class Cart: ObservableObject {}
@Observable final class Profile {}
typealias Basket = Cart

struct Shop: View {
  @EnvironmentObject var store: Store     // expect: satisfied
  @ObservedObject var cart: Cart
  @Bindable var profile: Profile
  @State private var count: Int = 0
  @State private var draft = Profile()
  var body: some View {
    Text("")
      .sheet(isPresented: .constant(true)) {
        Checkout()
          .environmentObject(store)
          .environmentObject(cart)
          .environment(profile)
          .implicit(count)
      }
      .popover(isPresented: .constant(true)) {
        Checkout()
          .environmentObject(store)
          .environmentObject(cart)
          .environment(draft)
          .implicit(count)
      }
  }
}

struct Checkout: View {
  @EnvironmentObject var store: Store     // expect: satisfied
  @EnvironmentObject var cart: Cart       // expect: satisfied
  @Environment(Profile.self) var profile  // expect: satisfied
  @Implicit var count: Int                // expect: satisfied
  var body: some View { Text("") }
}

// The same forms where the value is not what the reader needs.
struct BasketReader: View {
  @EnvironmentObject var store: Store // expect: unsatisfied  expected-error {{No ObservableObject of type Store found}}
  var body: some View { Text("") }
}
struct ClosureResultReader: View {
  @EnvironmentObject var store: Store // expect: satisfied
  var body: some View { Text("") }
}
struct LongClosureReader: View {
  @EnvironmentObject var store: Store // expect: unsatisfied  expected-error {{No ObservableObject of type Store found}}
  var body: some View { Text("") }
}
struct SelfReader: View {
  @EnvironmentObject var store: Store // expect: unsatisfied  expected-error {{No ObservableObject of type Store found}}
  var body: some View { Text("") }
}
struct LoopReader: View {
  // The untyped declaration on the path is named as the likely cause, with its fix.
  @EnvironmentObject var store: Store // expect: unsatisfied  expected-error {{likely cause: the type of .environmentObject(cart) at types-wrapped-properties.swift:84 cannot be determined; if it is Store, write .environmentObject(cart as Store)}}
  var body: some View { Text("") }
}

final class Presenter: ObservableObject {
  @Published var carts: [Cart] = []
  let basket = Basket()
  func present() {
    // An alias names its target, not the reader's type.
    // expected-note@+1 {{BasketReader() is shown here without Store}}
    _ = UIHostingController(rootView: BasketReader().environmentObject(basket))
    // A closure called in place whose body is one expression: that expression's type.
    _ = UIHostingController(rootView: ClosureResultReader().environmentObject({ Store() }()))
    // With statements before its result and no declared result type: unknown.
    // expected-note@+1 {{LongClosureReader() is shown here without Store}}
    _ = UIHostingController(rootView: LongClosureReader().environmentObject({ let s = Store(); return s }())) // expected-warning {{cannot determine the type of `{ let s = Store(); return s }()`}}
    // `self` is a Presenter.
    // expected-note@+1 {{SelfReader() is shown here without Store}}
    _ = UIHostingController(rootView: SelfReader().environmentObject(self))
    while let cart = carts.popLast() {
      // expected-note@+1 {{LoopReader() is shown here without Store}}
      _ = UIHostingController(rootView: LoopReader().environmentObject(cart))  // expected-warning {{cannot determine the type of `cart`}}
    }
  }
}

@main
struct WrappedApp: App {
  @StateObject private var store = Store()
  var body: some Scene {
    WindowGroup {
      Shop(cart: Cart(), profile: Profile()).environmentObject(store)
    }
  }
}
