import ImplicitsUI
import SharedModels
import SwiftUI

public struct CatalogView: View {
  @Implicit var pricing: Pricing // expect: satisfied
  public init() {}
  public var body: some View { PriceTag() }
}
