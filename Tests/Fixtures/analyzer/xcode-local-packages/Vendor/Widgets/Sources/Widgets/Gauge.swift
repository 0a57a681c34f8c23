import ImplicitsUI
import SwiftUI

struct Gauge: View {
  @Implicit var level: Int
  var body: some View { Text("") }
}
