// An Xcode project (Sample.xcodeproj): an app target, a framework target it imports,
// a test target; files outside every target are not indexed.
import ImplicitsUI
import SampleKitUI
import SwiftUI

struct ContentView: View {
  var body: some View {
    VStack {
      BadgeView()
      KitView()
    }
    .implicit(Theme())
    // The app target does not turn off "Designed for iPad", so it runs on a Mac too,
    // where a sheet's content starts with nothing of the presenter's.
    // expected-note@+2 {{when an iOS app runs on a Mac (Mac Catalyst, or as an iPad app), a `.sheet`'s content}}
    // expected-note@+1 {{KitSheet() is shown here without Theme}}
    .sheet(isPresented: .constant(true)) { KitSheet() }
  }
}
