// Every spelling of a read that Swift accepts is a read: the type may be a generic
// argument of the wrapper instead of an annotation, `@Environment(T.self)` needs no
// annotation at all, and a key path may name its root (`\EnvironmentValues.theme`). A wrapper whose key the analyzer cannot read is said, never
// dropped.
import SwiftUI
import ImplicitsUI

final class Accounts: ObservableObject { var count = 1 }
@Observable final class Session { var user = "me" }

@main
struct InboxApp: App {
  var body: some Scene {
    // expected-note@+1 {{Inbox() is shown here without Session}}
    WindowGroup { Inbox().environmentObject(Accounts()) }
  }
}

struct Inbox: View {
  static let sortKey = \EnvironmentValues.locale
  @EnvironmentObject<Accounts> private var accounts  // expect: satisfied
  @Environment(Session.self) private var session  // expect: unsatisfied  expected-error {{No Observable object of type Session found}}
  // expected-warning@+1 {{cannot read the key of `@Environment(Inbox.sortKey) var locale` in Inbox}}
  @Environment(Inbox.sortKey) private var locale
  // A key path written with its root is the same key (SwiftUI's own: nothing to prove).
  @Environment(\EnvironmentValues.colorScheme) private var scheme
  var body: some View {
    VStack {
      Text("\(accounts.count)")
      Text(session.user)
      Mailbox()
    }
  }
}

struct Mailbox: View {
  @SwiftUI.EnvironmentObject<Accounts> var accounts  // expect: satisfied
  // A custom key, its root written: read like `\.folderTint`, which nothing declares.
  @Environment(\EnvironmentValues.folderTint) var tint  // expect: default
  var body: some View { Text("\(accounts.count)") }
}
