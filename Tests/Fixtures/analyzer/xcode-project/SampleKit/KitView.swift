import ImplicitsUI
import SwiftUI

/// A framework view the app shows inside its `.implicit(Theme())`.
public struct KitView: View {
  @Implicit var theme: Theme // expect: satisfied
  public init() {}
  public var body: some View { Text(theme.accent) }
}

/// Shown by the app from a sheet outside its declaration.
public struct KitSheet: View {
  @Implicit var theme: Theme // expect: unsatisfied  expected-error {{KitSheet.theme}}
  public init() {}
  public var body: some View { Text("") }
}

/// Public, shown by nothing in the project: the framework's exported requirement.
public struct KitBanner: View {
  @Implicit var theme: Theme // expect: exported
  public init() {}
  public var body: some View { Text("") }
}
