import ImplicitsUI
import SwiftUI

// Excluded from the target: never compiled, so never indexed (no `expect:` here).
struct OldProfileView: View {
  @Implicit var session: Session
  var body: some View { Text("") }
}
