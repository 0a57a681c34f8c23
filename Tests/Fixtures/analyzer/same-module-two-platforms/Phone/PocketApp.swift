// The iOS app: its ContentView gets the Wallet.
import SwiftUI

final class Wallet: ObservableObject {}

@main
struct PocketApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
        .environmentObject(Wallet())
    }
  }
}

struct ContentView: View {
  @EnvironmentObject var wallet: Wallet  // expect: satisfied
  var body: some View { Text("phone") }
}
