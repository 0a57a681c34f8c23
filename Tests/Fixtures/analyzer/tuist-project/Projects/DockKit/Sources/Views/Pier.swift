import ImplicitsUI
import SwiftUI

public struct Tide {}

public struct Pier: View {
  @Implicit var tide: Tide // expect: unsatisfied  expected-error {{Pier.tide}}
  public init() {}
  public var body: some View { Text("") }
}
