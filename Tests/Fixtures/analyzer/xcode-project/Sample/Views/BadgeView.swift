import ImplicitsUI
import SwiftUI

struct BadgeView: View {
  @Implicit var theme: Theme // expect: satisfied
  var body: some View { Text(helperTitle()) }
}
