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

/// Public, but the app uses this library and nothing shows it: a miss, not a requirement.
public struct Receipt: View { // expected-warning {{Receipt reads environment values but is not reachable}}
  @Implicit var pricing: Pricing // expect: unreachable
  public init() {}
  public var body: some View { Text("") }
}

/// Internal and shown by nothing: unreachable.
struct Draft: View { // expected-warning {{Draft reads environment values but is not reachable}}
  @Implicit var pricing: Pricing // expect: unreachable
  var body: some View { Text("") }
}
