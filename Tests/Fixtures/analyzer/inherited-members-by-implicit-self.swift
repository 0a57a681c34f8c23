import SwiftUI

// A bare call in a body looks on `self` first, as Swift's lookup does: a member the
// type inherits from a protocol extension (`extension ToolbarContent`, `extension
// View`) is the one called when the type declares none of that name; one it declares
// itself shadows the extension's.
@Observable final class Composer {}
@Observable final class Drafts {}

extension View {
  func composeButton() -> some ToolbarContent { ComposeButton() }
  func emptyState() -> some View { EmptyState() }
}
extension ToolbarContent {
  func composeButton() -> some ToolbarContent { ComposeButton() }  // expected-note {{ComposeButton() is shown here without Composer}}
}

struct ComposeButton: ToolbarContent {
  @Environment(Composer.self) private var composer  // expect: unsatisfied  expected-error {{No Observable object of type Composer found}}
  var body: some ToolbarContent {
    ToolbarItem { Button("Compose") {} }
  }
}

struct EmptyState: View {
  @Environment(Drafts.self) private var drafts  // expect: satisfied
  var body: some View { Text("") }
}

// Found through `extension ToolbarContent`, under the toolbar of a screen that gives
// no composer: the miss is seen.
struct InboxToolbar: ToolbarContent {
  var body: some ToolbarContent {
    composeButton()
  }
}

// Its own `emptyState()` shadows the extension's: EmptyState is not shown here.
struct Archive: View {
  func emptyState() -> some View { Text("Nothing archived") }
  var body: some View { emptyState() }
}

// Found through `extension View`, under the drafts it reads.
struct DraftsScreen: View {
  var body: some View { emptyState() }
}

struct Inbox: View {
  var body: some View {
    NavigationStack {
      List { Text("") }
        .toolbar { InboxToolbar() }
    }
  }
}

@main
struct MailApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        Inbox()
        Archive()
        DraftsScreen().environment(Drafts())
      }
    }
  }
}
