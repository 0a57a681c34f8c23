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
  var body: some View { Text("\(store) \(cart)") }
}

// The same forms where the value is not what the reader needs.
struct BasketReader: View {
  @EnvironmentObject var store: Store // expect: unproven  expected-note {{BasketReader.store is not proven}}
  var body: some View { Text("") }
}
struct ClosureResultReader: View {
  @EnvironmentObject var store: Store // expect: satisfied
  var body: some View { Text("\(store)") }
}
struct LongClosureReader: View {
  @EnvironmentObject var store: Store // expect: satisfied
  var body: some View { Text("\(store)") }
}
struct SelfReader: View {
  @EnvironmentObject var store: Store // expect: unproven  expected-note {{SelfReader.store is not proven}}
  var body: some View { Text("") }
}
struct LoopReader: View {
  // The untyped declaration on the path is named as the likely cause, with its fix.
  @EnvironmentObject var store: Store // expect: unproven  expected-note {{LoopReader.store is not proven}}
  var body: some View { Text("") }
}

final class Presenter: ObservableObject {
  @Published var carts: [Cart] = []
  let basket = Basket()
  func present() {
    // An alias names its target, not the reader's type.
    // (the controller is not placed: the miss is unproven)
    _ = UIHostingController(rootView: BasketReader().environmentObject(basket))  // expected-warning {{BasketReader.store is not proven: every app path that misses its value passes a hosting controller the analyzer cannot place (not presented, at no window's root, under no representable)}}
    // A closure called in place whose body is one expression: that expression's type.
    _ = UIHostingController(rootView: ClosureResultReader().environmentObject({ Store() }()))
    // With locals before its one `return`, the type of what it returns (a `return` in
    // a branch is not followed: types-through-aliases-calls-and-closures.swift).
    _ = UIHostingController(rootView: LongClosureReader().environmentObject({ let s = Store(); return s }()))
    // `self` is a Presenter.
    // (the controller is not placed: the miss is unproven)
    _ = UIHostingController(rootView: SelfReader().environmentObject(self))  // expected-warning {{SelfReader.store is not proven: every app path that misses its value passes a hosting controller the analyzer cannot place (not presented, at no window's root, under no representable)}}
    while let cart = carts.popLast() {
      // (the controller is not placed: the miss is unproven)
      _ = UIHostingController(rootView: LoopReader().environmentObject(cart))  // expected-warning {{cannot determine the type of `cart`}}  // expected-warning {{LoopReader.store is not proven: every app path that misses its value passes a hosting controller the analyzer cannot place (not presented, at no window's root, under no representable)}}  // expected-note {{a declared value whose type the analyzer cannot determine}}
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
