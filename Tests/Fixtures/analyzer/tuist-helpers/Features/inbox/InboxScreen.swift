import ImplicitsUI
import SwiftUI

public struct Mailbox {
  public init() {}
}

/// The Inbox feature module, a target made by `Target.feature(.inbox)`.
public struct InboxScreen: View {
  @Implicit var mailbox: Mailbox // expect: satisfied
  public init() {}
  public var body: some View { Text("") }
}
