// A presentation for an optional item hands the item to its content closure
// (`.sheet(item: $editing) { item in item.editor }`): the closure's parameter is the
// bound property's type, unwrapped, so a property or method called on it is followed
// to the views it shows, in the presented content's environment.
import SwiftUI
import ImplicitsUI

final class Drafts {}

enum Compose: Identifiable, Hashable {
  case note, letter
  var id: Self { self }
  @ViewBuilder var editor: some View {
    switch self {
    case .note: NoteEditor()  // expected-note {{NoteEditor() is shown here without Drafts}}
    case .letter: LetterEditor()  // expected-note {{LetterEditor() is shown here without Drafts}}
    }
  }
  func preview() -> some View { ComposePreview() }
}

struct Desk: View {
  @State private var editing: Compose?
  @State private var previewing: Compose?
  @State private var pushed: Compose?
  var body: some View {
    NavigationStack {
      Text("")
        .sheet(item: $editing) { item in item.editor }
        .fullScreenCover(item: $previewing, content: { item in item.preview() })
        .navigationDestination(item: $pushed) { item in item.editor }
    }
    .implicit(Drafts())
  }
}

// The same sheet where nothing declares the drafts.
struct Counter: View {
  @State private var editing: Compose?
  var body: some View {
    Text("").sheet(item: $editing) { item in item.editor }
  }
}

@main
struct DeskApp: App {
  var body: some Scene {
    WindowGroup { Desk() }
    WindowGroup("Counter", id: "counter") { Counter() }
  }
}

struct NoteEditor: View {
  @Implicit var drafts: Drafts  // expect: unsatisfied  expected-error {{NoteEditor.drafts is not declared on every path to this view}}
  var body: some View { Text("") }
}
struct LetterEditor: View {
  @Implicit var drafts: Drafts  // expect: unsatisfied  expected-error {{LetterEditor.drafts is not declared on every path to this view}}
  var body: some View { Text("") }
}
struct ComposePreview: View {
  @Implicit var drafts: Drafts  // expect: satisfied
  var body: some View { Text("") }
}
