import SwiftUI
import Core

@main
struct ChainsApp: App {
  var body: some Scene {
    WindowGroup {
      StoreView()
        .environmentObject(Services.shared.store)         // Core's Store, through Core's singleton
        .environmentObject(Services.shared.router)
      StoreView()
        .environmentObject(Services.shared.makeStore())
        .environmentObject(Services.shared.router)
      // A Router is not a Store.
      // expected-note@+1 {{OtherStoreView() is shown here without Store}}
      OtherStoreView()
        .environmentObject(Services.shared.router)
    }
  }
}

struct StoreView: View {
  @EnvironmentObject var store: Store   // expect: satisfied
  @EnvironmentObject var router: Router // expect: satisfied
  var body: some View { Text("\(store) \(router)") }
}

struct OtherStoreView: View {
  @EnvironmentObject var store: Store // expect: unsatisfied  expected-error {{No ObservableObject of type Store found}}
  var body: some View { Text("\(store)") }
}
