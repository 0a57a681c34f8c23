import ImplicitsUI
import SwiftUI

/// Shown by the app, which declares the session: satisfied across modules.
public struct ProfileView: View {
  @Implicit var session: Session // expect: satisfied
  public init() {}
  public var body: some View { Text(session.name) }
}
