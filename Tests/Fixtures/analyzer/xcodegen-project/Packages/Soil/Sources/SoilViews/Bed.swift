import GardenKitUI
import ImplicitsUI
import SwiftUI

public struct Bed: View {
  @Implicit var season: Season // expect: satisfied
  public init() {}
  public var body: some View { Text("") }
}
