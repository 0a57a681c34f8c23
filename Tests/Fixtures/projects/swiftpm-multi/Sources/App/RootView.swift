import Feature
import ImplicitsUI
import SwiftUI

struct RootView: View {
  var body: some View {
    ProfileView()
      .implicit(Session())
  }
}
