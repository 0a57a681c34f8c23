import ImplicitsUI
import SwiftUI

/// A framework view the app shows inside its `.implicit(Theme())`.
public struct KitView: View {
  @Implicit var theme: Theme // expect: satisfied
  public init() {}
  public var body: some View { Text(theme.accent) }
}
