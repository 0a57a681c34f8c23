import ImplicitsUI
import SwiftUI

// The Drafts folder is a membership exception of SampleKit: not compiled.
struct SketchView: View {
  @Implicit var theme: Theme
  var body: some View { Text("") }
}
