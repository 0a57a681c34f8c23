// Built for macOS only (`destinationFilters: [macOS]`).
import SwiftUI

struct DeskPanel: View {
  @EnvironmentObject var basket: Basket  // expect: satisfied
  var body: some View { Text("desk") }
}
