import SwiftUI
import ImplicitsUI

public struct Catalog: View {
  @Implicit var pricing: Pricing // expect: satisfied
  public init() {}
  public var body: some View { Text("") }
}

public struct Basket: View {
  @Implicit var pricing: Pricing // expect: unsatisfied  expected-error {{Basket.pricing}}
  public init() {}
  public var body: some View { Text("") }
}

/// Public, shown by nothing in this package: its read is the library's requirement.
public struct Receipt: View {
  @Implicit var pricing: Pricing // expect: exported
  public init() {}
  public var body: some View { Text("") }
}

/// Internal and shown by nothing: unreachable.
struct Draft: View { // expected-warning {{Draft reads environment values but is not reachable}}
  @Implicit var pricing: Pricing // expect: unreachable
  var body: some View { Text("") }
}
