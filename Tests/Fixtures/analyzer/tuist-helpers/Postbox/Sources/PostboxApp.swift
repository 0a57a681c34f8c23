import Compose
import Inbox
import ImplicitsUI
import SwiftUI

@main
struct PostboxApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        InboxScreen()
        // expected-note@+1 {{ComposeScreen() is shown here without Draft}}
        ComposeScreen()
      }
      .implicit(Mailbox())
    }
  }
}
