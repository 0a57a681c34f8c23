// A view given to another view's initialiser and kept in a stored property of its own
// type (`let footer: WordCount`) is shown where the holder's body shows that property:
// what the holder injects around that place reaches it, what it injects elsewhere does
// not. The word count and the ruler get the draft where their holders show them; the
// gutter shows the outline beside its injection, not under it: really missing.
import SwiftUI

final class Draft: ObservableObject {}

@main
struct NotesApp: App {
  var body: some Scene {
    WindowGroup {
      Editor(draft: Draft(), footer: WordCount())
      Gutter(draft: Draft(), outline: Outline())  // expected-note {{Outline() is shown here without Draft}}
      Margin(draft: Draft(), ruler: Ruler())
      Sheet(cover: Cover()) { Page() }
    }
  }
}

struct Editor: View {
  @ObservedObject var draft: Draft
  let footer: WordCount
  var body: some View {
    VStack {
      Text("page")
      footer.environmentObject(draft)
    }
  }
}

// Shown beside the injection, not under it.
struct Gutter: View {
  @ObservedObject var draft: Draft
  let outline: Outline
  var body: some View {
    VStack {
      Text("page").environmentObject(draft)
      outline.padding()
    }
  }
}

// An initialiser of its own stores the view: the same.
struct Margin: View {
  @ObservedObject var draft: Draft
  let ruler: Ruler
  init(draft: Draft, ruler: Ruler) {
    self.draft = draft
    self.ruler = ruler
  }
  var body: some View {
    HStack { ruler }.environmentObject(draft)
  }
}

// Shown through a helper of the holder's own type, under the body's injection: the
// stored view and the generic content alike.
struct Sheet<Content: View>: View {
  let cover: Cover
  @ViewBuilder let content: () -> Content
  var body: some View { bound.environmentObject(Draft()) }
  private var bound: some View {
    VStack {
      cover
      content()
    }
  }
}

struct Cover: View {
  @EnvironmentObject var draft: Draft  // expect: satisfied
  var body: some View { Text(draft.description) }
}
struct Page: View {
  @EnvironmentObject var draft: Draft  // expect: satisfied
  var body: some View { Text(draft.description) }
}

struct WordCount: View {
  @EnvironmentObject var draft: Draft  // expect: satisfied
  var body: some View { Text(draft.description) }
}
struct Outline: View {
  @EnvironmentObject var draft: Draft  // expect: unsatisfied  expected-error {{NotesApp.body → Outline()}}
  var body: some View { Text(draft.description) }
}
struct Ruler: View {
  @EnvironmentObject var draft: Draft  // expect: satisfied
  var body: some View { Text(draft.description) }
}
