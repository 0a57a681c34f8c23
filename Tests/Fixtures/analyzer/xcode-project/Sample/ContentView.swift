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
    // expected-note@+1 {{KitSheet() is shown here without Theme}}
    .sheet(isPresented: .constant(true)) { KitSheet() }
  }
}
