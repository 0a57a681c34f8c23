import SwiftUI

// No `import Core` here: `Badge` cannot be Core's.
struct Corner: View {
  var body: some View {
    Badge()
  }
}
