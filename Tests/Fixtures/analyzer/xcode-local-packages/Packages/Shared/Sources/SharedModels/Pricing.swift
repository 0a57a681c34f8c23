import ImplicitsUI
import SwiftUI

public struct Pricing {
  public init() {}
}

/// Shown by a view of another package, inside the app's declaration.
public struct PriceTag: View {
  @Implicit var pricing: Pricing // expect: satisfied
  public init() {}
  public var body: some View { Text("") }
}
