// The target's own sources, added to the template's.
import SwiftUI

struct Badge: View {
  @EnvironmentObject var basket: Basket  // expect: satisfied
  var body: some View {
    #if ORCHARD_DEBUG
    Text("debug")
    #else
    Text("\(basket)")
    #endif
  }
}
