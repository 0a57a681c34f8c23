import ImplicitsUI
import SwiftUI

public struct Season {
  public init() {}
}

public struct Plot: View {
  @Implicit var season: Season // expect: satisfied
  public init() {}
  public var body: some View { Text("") }
}
