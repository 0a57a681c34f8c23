import ImplicitsUI
import SwiftUI

// In the group tree but in no target's Sources phase: not compiled, not indexed.
struct UnusedView: View {
  @Implicit var theme: Theme
  var body: some View { Text("") }
}
