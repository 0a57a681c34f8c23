// The watchOS app: its ContentView never gets a Wallet. Merged with the iOS app into
// one module, the phone's `.environmentObject(Wallet())` would seem to cover it.
import SwiftUI

final class Wallet: ObservableObject {}

@main
struct PocketApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()  // expected-note {{ContentView() is shown here without Wallet}}
    }
  }
}

struct ContentView: View {
  @EnvironmentObject var wallet: Wallet  // expect: unsatisfied  expected-error {{PocketApp.body → ContentView()}}
  var body: some View { Text("watch \(wallet)") }
}
