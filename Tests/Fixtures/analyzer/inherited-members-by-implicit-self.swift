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
  var caption: some View { DraftsFooter() }
  var summary: some View { DraftsFooter() }
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

struct DraftsFooter: View {
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

// Its own `emptyState()` and `caption` (a string) shadow the extension's, and a key
// path's `\.summary` is a member of its root (a note), not of `self`: neither
// EmptyState nor DraftsFooter is shown here, where no drafts are given.
struct Note { var summary: String }
struct Archive: View {
  let caption = "Archived"
  let notes: [Note] = []
  func emptyState() -> some View { Text("Nothing archived") }
  var body: some View {
    VStack {
      emptyState()
      Text(caption)
      ForEach(notes, id: \.summary) { note in Text(note.summary) }
    }
  }
}

// A nested view's own `caption` stops the lookup there: not the outer type's, nor
// what the outer type inherits.
struct Shelf: View {
  struct Row: View {
    let caption = "Row"
    var body: some View { Text(caption) }
  }
  var body: some View { Row() }
}

// Found through `extension View`, under the drafts they read.
struct DraftsScreen: View {
  var body: some View { VStack { emptyState(); caption; summary } }
}

struct Inbox: View {
  var body: some View {
    NavigationStack {
      List { Text("") }
        .toolbar { InboxToolbar() }
    }
  }
}

// Names beyond ASCII: the member after the last dot of `ÉcranDeCorbeille.étiquette`
// is found by characters, not bytes, as for any other name.
extension View {
  var étiquette: some View { Étiquette() }  // expected-note {{Étiquette() is shown here without Drafts}}
  var bandeau: some View { Bandeau() }
}
struct Étiquette: View {
  @Environment(Drafts.self) private var drafts  // expect: unsatisfied  expected-error {{No Observable object of type Drafts found}}
  var body: some View { Text("") }
}
struct Bandeau: View {
  @Environment(Drafts.self) private var drafts  // expect: satisfied
  var body: some View { Text("") }
}
// Shown without drafts: the miss is seen.
struct ÉcranDeCorbeille: View {
  var body: some View { étiquette }
}
// Shown under the drafts it reads.
struct ÉcranDeBrouillons: View {
  var body: some View { bandeau }
}

@main
struct MailApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        Inbox()
        Archive()
        Shelf()
        DraftsScreen().environment(Drafts())
        ÉcranDeCorbeille()
        ÉcranDeBrouillons().environment(Drafts())
      }
    }
  }
}
