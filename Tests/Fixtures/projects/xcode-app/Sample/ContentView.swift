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
  }
}
