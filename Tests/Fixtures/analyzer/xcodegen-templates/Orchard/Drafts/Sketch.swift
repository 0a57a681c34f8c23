// Excluded by the template (`Drafts/**`): never indexed, so this second RootView does
// not exist for the analyzer.
import SwiftUI

struct RootView: View {
  var body: some View { Text("draft") }
}
