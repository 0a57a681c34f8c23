// The app, from the template's `${target_name}` folder: on iOS it shows the touch
// panel, on macOS the desk panel, each from a folder built for that destination only.
import SwiftUI

final class Basket: ObservableObject {}
final class Ledger: ObservableObject {}

@main
struct OrchardApp: App {
  var body: some Scene {
    WindowGroup {
      RootView()
        .environmentObject(Basket())
    }
  }
}

struct RootView: View {
  var body: some View {
    VStack {
      #if os(iOS)
      TouchPanel()
      #else
      DeskPanel()
      #endif
      Badge()
      Tally()  // expected-note {{Tally() is shown here without Ledger}}
    }
  }
}

// The planted defect: nothing above provides the Ledger.
struct Tally: View {
  @EnvironmentObject var basket: Basket  // expect: satisfied
  @EnvironmentObject var ledger: Ledger  // expect: unsatisfied  expected-error {{OrchardApp.body → RootView() → Tally()}}
  var body: some View { Text("\(basket) \(ledger)") }
}
