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

/// Public, but shown by nothing while the app links the framework: a miss, not the
/// framework's requirement on outside clients.
public struct KitBanner: View { // expected-warning {{KitBanner reads environment values but is not reachable}}
  @Implicit var theme: Theme // expect: unreachable
  public init() {}
  public var body: some View { Text("") }
}
