import ImplicitsUI
import SharedModels
import SwiftUI

public struct PayView: View {
  @Implicit var pricing: Pricing // expect: unsatisfied  expected-error {{PayView.pricing}}
  public init() {}
  public var body: some View { Text("") }
}
