// @EnvironmentObject: a missing object crashes, so a path without
// .environmentObject(_:) is an error that quotes SwiftUI's crash.
import SwiftUI

final class Store: ObservableObject {}
final class Session: ObservableObject {}

@main
struct ShopApp: App {
  @StateObject private var store = Store()
  let session = Session()

  var body: some Scene {
    WindowGroup {
      Catalog()
        .environmentObject(store)
        .environmentObject(session)
    }
    // The classic crash: two more windows forget the injection.
    WindowGroup(id: "cart") {
      // expected-note@+1 {{Cart() is shown here without Store}}
      Cart()
        .environmentObject(session)
    }
    WindowGroup(id: "settings") {
      // expected-note@+1 {{SettingsPane() is shown here without Session}}
      SettingsPane()
        .environmentObject(store)
    }
  }
}

struct Catalog: View {
  @EnvironmentObject var store: Store // expect: satisfied
  var body: some View {
    // A sheet inherits the environment at its modifier's position.
    Text("\(store)").sheet(isPresented: .constant(true)) { Cart() }
  }
}

struct Cart: View {
  @EnvironmentObject var store: Store     // expect: unsatisfied  expected-error {{No ObservableObject of type Store found. A View.environmentObject(_:) for Store may be missing as an ancestor of this view: Cart, on the path from ShopApp.body; add .environmentObject(store) (the value environment-object.swift:16 injects) above Cart}}
  @EnvironmentObject var session: Session // expect: satisfied
  var body: some View { Text("\(session)") }
}

struct SettingsPane: View {
  @EnvironmentObject var session: Session // expect: unsatisfied  expected-error {{No ObservableObject of type Session found}}
  var body: some View { Text("\(session)") }
}
