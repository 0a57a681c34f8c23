// Views reached through project protocols: a type is a view when it conforms to a
// protocol that refines View; its body may come from a protocol extension (whose
// members are the conformer's); a call through a protocol requirement connects every
// conforming type's implementation; a generic container shows the type that each use
// binds through its arguments.
import SwiftUI

final class Catalog: ObservableObject {}
final class Shelf: ObservableObject {}

// A protocol that refines View, and a generic container over it.
protocol PanelTab: View, Hashable {}

enum LibraryTab: PanelTab {
  case books
  var body: some View { BooksList() }
}
enum ShelfTab: PanelTab {
  case shelves
  var body: some View { ShelvesList() }  // expected-note {{ShelvesList() is shown here without Catalog}}
}

struct Panel<Tab: PanelTab>: View {
  @Binding var selection: Tab?
  var body: some View {
    if let selection { selection } else { Text("") }
  }
}

struct LibraryScreen: View {
  @State private var tab: LibraryTab? = .books
  // Binds Tab to LibraryTab: only BooksList is placed here, with the Catalog.
  var body: some View { Panel(selection: $tab).environmentObject(Catalog()) }
}
struct ShelfScreen: View {
  @State private var tab: ShelfTab? = .shelves
  var body: some View { Panel(selection: $tab).environmentObject(Shelf()) }
}

// The same container unwrapping the value under a name of its own, where nothing
// declares the catalog.
struct NamedPanel<Tab: PanelTab>: View {
  @Binding var selection: Tab?
  var body: some View {
    if let shown = selection { shown }
  }
}
enum AtlasTab: PanelTab {
  case maps
  var body: some View { MapsList() }  // expected-note {{MapsList() is shown here without Catalog}}
}
struct AtlasScreen: View {
  @State private var tab: AtlasTab? = .maps
  var body: some View { NamedPanel(selection: $tab) }
}
struct MapsList: View {
  @EnvironmentObject var catalog: Catalog // expect: unsatisfied  expected-error {{AtlasScreen() → NamedPanel() → MapsList()}}
  var body: some View { Text("\(catalog)") }
}

struct BooksList: View {
  @EnvironmentObject var catalog: Catalog // expect: satisfied
  var body: some View { Text("\(catalog)") }
}
struct ShelvesList: View {
  @EnvironmentObject var shelf: Shelf     // expect: satisfied
  @EnvironmentObject var catalog: Catalog // expect: unsatisfied  expected-error {{ShelfScreen() → Panel() → ShelvesList()}}
  var body: some View { Text("\(shelf) \(catalog)") }
}

// `some PanelTab` is a view, since PanelTab refines View: a property of plain code
// that returns one builds views for whoever shows it (not an entry of its own).
struct NotesTab: PanelTab {
  var body: some View { NotesPage() }
}
final class NotesSupplement {
  var content: some PanelTab { NotesTab() }
}
struct NotesHost: View {
  let supplement = NotesSupplement()
  var body: some View { supplement.content.environmentObject(Catalog()) }
}
struct NotesPage: View {
  @EnvironmentObject var catalog: Catalog // expect: satisfied
  var body: some View { Text("\(catalog)") }
}

// A body from a protocol extension: `compact` is each conformer's.
protocol AdaptiveScreen: View {
  associatedtype Compact: View
  var compact: Compact { get }
}
extension AdaptiveScreen {
  var body: some View { compact }
}
struct ReaderScreen: AdaptiveScreen {
  var compact: some View { Frame(content: ReaderPage()) }
}
// A generic container that shows the content it is given, and reads for itself.
struct Frame<Content: View>: View {
  @EnvironmentObject var catalog: Catalog // expect: satisfied
  let content: Content
  var body: some View { content }
}
struct ReaderPage: View {
  @EnvironmentObject var catalog: Catalog // expect: satisfied
  var body: some View { Text("\(catalog)") }
}

// A call through a requirement: every conformer's implementation is connected.
protocol Destination {
  func makeView() -> AnyView
}
struct AuthorDestination: Destination {
  func makeView() -> AnyView { AnyView(AuthorPage()) }
}
struct SeriesDestination: Destination {
  func makeView() -> AnyView { AnyView(SeriesPage()) }
}
protocol Footer {
  func makeFooter() -> AnyView
}
struct PlainFooter: Footer {
  func makeFooter() -> AnyView { AnyView(FooterNote()) }  // expected-note {{FooterNote() is shown here without Shelf}}
}
struct Router: View {
  let destination: any Destination
  let footer: any Footer
  var body: some View {
    destination.makeView()
    footer.makeFooter()
  }
}
struct AuthorPage: View {
  @EnvironmentObject var catalog: Catalog // expect: satisfied
  var body: some View { Text("\(catalog)") }
}
struct SeriesPage: View {
  @EnvironmentObject var catalog: Catalog // expect: satisfied
  var body: some View { Text("") }
}
// The same through an array of existentials (`[any Bookmark]`, each element an
// `any Bookmark`), with the closure's shorthand parameter; shown once where nothing
// declares the catalog.
protocol Bookmark {
  func open() -> AnyView
}
struct PageBookmark: Bookmark {
  func open() -> AnyView { AnyView(MarkedPage()) }  // expected-note {{MarkedPage() is shown here without Catalog}}
}
struct Shelfmarks: View {
  let marks: [any Bookmark]
  var body: some View {
    ForEach(marks.indices, id: \.self) { marks[$0].open() }
  }
}
struct MarkedPage: View {
  @EnvironmentObject var catalog: Catalog // expect: unsatisfied  expected-error {{Shelfmarks() → open → MarkedPage()}}
  var body: some View { Text("\(catalog)") }
}
struct FooterNote: View {
  @EnvironmentObject var shelf: Shelf // expect: unsatisfied  expected-error {{No ObservableObject of type Shelf found}}
  var body: some View { Text("\(shelf)") }
}

@main
struct ShelvesApp: App {
  var body: some Scene {
    WindowGroup {
      LibraryScreen()
      ShelfScreen()
      AtlasScreen()
      ReaderScreen().environmentObject(Catalog())
      NotesHost()
      Router(destination: AuthorDestination(), footer: PlainFooter()).environmentObject(Catalog())
      Shelfmarks(marks: [PageBookmark()]).environmentObject(Catalog())
      Shelfmarks(marks: [PageBookmark()])
    }
  }
}
