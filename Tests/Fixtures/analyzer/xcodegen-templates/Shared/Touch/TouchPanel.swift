// Built for iOS only (`destinationFilters: [iOS]`).
import SwiftUI

struct TouchPanel: View {
  @EnvironmentObject var basket: Basket  // expect: satisfied
  var body: some View { Text("touch") }
}
