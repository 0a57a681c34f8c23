import ImplicitsUI
import SwiftUI

public struct Palette {
  public init() {}
}

public struct KitView: View {
  @Implicit var palette: Palette // expect: satisfied
  public init() {}
  public var body: some View { Text("") }
}
