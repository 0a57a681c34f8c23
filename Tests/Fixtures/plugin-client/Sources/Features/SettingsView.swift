#if canImport(SwiftUI)
import ImplicitsUI
import SwiftUI

public struct SettingsView: View {
  @Implicit(\.guestMode) var guest: Bool
  @Implicit(\.accentName) var accent: String
  @Implicit var session: Session
  public init() {}

  public var body: some View {
    Text(guest ? "Guest" : session.user)
  }
}
#endif
