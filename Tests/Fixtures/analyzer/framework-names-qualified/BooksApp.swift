// A Mac app with a type of its own named like a SwiftUI scene: `SwiftUI.Settings { … }`
// names the framework's scene, whatever the project declares, and its content is
// shown there; a bare `Settings()` is the app's own model.
import SwiftUI

final class Ledger: ObservableObject { var total = 0 }

/// The app's own settings: a model, not the scene.
struct Settings { var compact = false }

@main
struct BooksApp: App {
  @StateObject var ledger = Ledger()
  var body: some Scene {
    SwiftUI.WindowGroup {
      Shelf().environmentObject(ledger)
    }
    SwiftUI.Settings {
      // expected-note@+1 {{Preferences() is shown here without Ledger}}
      Preferences()
    }
  }
}

struct Shelf: View {
  @EnvironmentObject var ledger: Ledger  // expect: satisfied
  let settings = Settings()
  var body: some View { Text("\(ledger.total) \(settings.compact)") }
}

struct Preferences: View {
  @EnvironmentObject var ledger: Ledger  // expect: unsatisfied  expected-error {{No ObservableObject of type Ledger found. A View.environmentObject(_:) for Ledger may be missing as an ancestor of this view: Preferences, on the path from BooksApp.body}}
  var body: some View { Text("\(ledger.total)") }
}
