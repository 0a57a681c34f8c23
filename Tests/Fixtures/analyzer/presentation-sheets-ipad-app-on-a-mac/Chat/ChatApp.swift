// The crash shipped iOS apps met on a Mac (macOS 15.5 and later): an object injected
// after `.sheet` reaches the sheet's content on iPhone and iPad, not when the iPad app
// runs on a Mac. The iOS configuration runs on both, so the read is an error there.
import SwiftUI

final class Conversation: ObservableObject { var title = "Chat" }

@main
struct ChatApp: App {
  var body: some Scene {
    WindowGroup { ConversationScreen() }
  }
}

struct ConversationScreen: View {
  @StateObject private var conversation = Conversation()
  @State private var showsMembers = false
  @State private var showsPins = false
  var body: some View {
    Text("Messages")
      // expected-note@+2 {{when an iOS app runs on a Mac (Mac Catalyst, or as an iPad app), a `.sheet`'s content}}
      // expected-note@+1 {{MembersSheet() is shown here without Conversation}}
      .sheet(isPresented: $showsMembers) { MembersSheet() }
      // The fix the apps shipped: inject inside the sheet's content.
      .sheet(isPresented: $showsPins) { PinsSheet().environmentObject(conversation) }
      // expected-note@+1 {{.environmentObject(conversation) is on this path but does not reach MembersSheet()}}
      .environmentObject(conversation)
  }
}

struct MembersSheet: View {
  @EnvironmentObject var conversation: Conversation  // expect: unsatisfied  expected-error {{No ObservableObject of type Conversation found}}
  var body: some View { Text(conversation.title) }
}

struct PinsSheet: View {
  @EnvironmentObject var conversation: Conversation  // expect: satisfied
  var body: some View { Text(conversation.title) }
}
