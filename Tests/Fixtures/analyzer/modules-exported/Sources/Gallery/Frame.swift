import SwiftUI
import ImplicitsUI

/// Public, in a library nothing in this package uses: its read is the library's
/// requirement on its clients.
public struct Frame: View {
  @Implicit var pricing: Pricing // expect: exported
  public init() {}
  public var body: some View { Text("") }
}
