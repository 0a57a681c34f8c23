// Inside a protocol extension, `self`'s members are each conformer's: Swift runs the
// extension's `body` on the conformer, and `phone` there is that conformer's `phone`.
// So each conformer shows its own content, in its own place. Before, the extension's
// body was one producer for all conformers, and `phone` led to every conformer's:
// each conformer showed the others' content, which made false errors (Inbox's list
// seemed shown without the Mailbox, under Outbox) and one read wrongly satisfied
// (Drafts is never shown, yet its list seemed shown under Inbox).
import SwiftUI
import ImplicitsUI

final class Mailbox {}

protocol Dual: View {
  associatedtype Phone: View
  var phone: Phone { get }
}
extension Dual {
  var body: some View { framed }
  // Another member of the extension: each conformer's copy shows its own `phone`.
  var framed: some View { VStack { phone } }
}

struct Inbox: Dual {
  var phone: some View { InboxList() }
}
struct Outbox: Dual {
  // expected-note@+1 {{OutboxList() is shown here without Mailbox}}
  var phone: some View { OutboxList() }
}
// Never shown: its list is not reached through Inbox.
struct Drafts: Dual {
  var phone: some View { DraftsList() }
}

@main
struct MailApp: App {
  var body: some Scene {
    WindowGroup {
      Inbox().implicit(Mailbox())
      Outbox()
    }
  }
}

struct InboxList: View {
  @Implicit var mailbox: Mailbox // expect: satisfied
  var body: some View { Text("") }
}
// The value is really missing where Outbox is shown.
struct OutboxList: View {
  @Implicit var mailbox: Mailbox // expect: unsatisfied  expected-error {{OutboxList.mailbox is not declared on every path}}
  var body: some View { Text("") }
}
struct DraftsList: View { // expected-warning {{DraftsList reads environment values but is not reachable}}
  @Implicit var mailbox: Mailbox // expect: unreachable
  var body: some View { Text("") }
}
