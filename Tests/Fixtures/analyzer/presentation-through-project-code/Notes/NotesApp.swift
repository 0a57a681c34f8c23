// A sheet the project's own code presents is a sheet wherever the `.sheet` is written:
// in a View extension that takes the content as a closure, in a ViewModifier that
// stores it, in a modifier that hands it on to another, in a view that keeps it. The
// closure a caller passes starts where that sheet starts, as if the caller had written
// `.sheet` itself (docs/design.md, "Where a new host begins").
import SwiftUI

final class Notebook: ObservableObject { var title = "Notes" }

@main
struct NotesApp: App {
  var body: some Scene {
    WindowGroup { Desk() }
  }
}

struct Desk: View {
  @StateObject private var notebook = Notebook()
  @State private var shown = false
  var body: some View {
    VStack {
      Text("Today")
        // expected-note@+1 {{a `.sheet`'s content}}
        .tray(isShown: $shown) {
          // expected-note@+1 {{TrayPage() is shown here without Notebook}}
          TrayPage()
        }
      Text("Tomorrow")
        // expected-note@+1 {{a `.sheet`'s content}}
        .drawer(isShown: $shown) {
          // expected-note@+1 {{DrawerPage() is shown here without Notebook}}
          DrawerPage()
        }
      Text("Later")
        // expected-note@+1 {{a `.sheet`'s content}}
        .quickTray(isShown: $shown) {
          // expected-note@+1 {{QuickPage() is shown here without Notebook}}
          QuickPage()
        }
      // expected-note@+1 {{a `.sheet`'s content}}
      SheetButton(title: "Archive") {
        // expected-note@+1 {{ArchivePage() is shown here without Notebook}}
        ArchivePage()
      }
      // The fix the apps ship: inject inside the closure the sheet presents.
      Text("Pinned")
        .tray(isShown: $shown) { PinnedPage().environmentObject(notebook) }
      // A modifier that injects into what it presents is not followed from here: its
      // closure stays where it is written, under the injection below.
      Text("Shared")
        .stampedTray(isShown: $shown) { SharedPage() }
    }
    // expected-note@+4 {{.environmentObject(notebook) is on this path but does not reach TrayPage()}}
    // expected-note@+3 {{.environmentObject(notebook) is on this path but does not reach DrawerPage()}}
    // expected-note@+2 {{.environmentObject(notebook) is on this path but does not reach QuickPage()}}
    // expected-note@+1 {{.environmentObject(notebook) is on this path but does not reach ArchivePage()}}
    .environmentObject(notebook)
  }
}

extension View {
  /// Presents its closure in a sheet.
  func tray<Page: View>(isShown: Binding<Bool>, @ViewBuilder content: @escaping () -> Page) -> some View {
    sheet(isPresented: isShown) { content() }
  }
  /// The same through a modifier that stores the closure.
  func drawer<Page: View>(isShown: Binding<Bool>, @ViewBuilder content: @escaping () -> Page) -> some View {
    modifier(Drawer(isShown: isShown, page: content))
  }
  /// Hands its closure on to `tray`.
  func quickTray<Page: View>(isShown: Binding<Bool>, @ViewBuilder content: @escaping () -> Page) -> some View {
    tray(isShown: isShown, content: content)
  }
  /// Injects a notebook of its own into what it presents.
  func stampedTray<Page: View>(isShown: Binding<Bool>, @ViewBuilder content: @escaping () -> Page) -> some View {
    sheet(isPresented: isShown) { content().environmentObject(Notebook()) }
  }
}

struct Drawer<Page: View>: ViewModifier {
  @Binding var isShown: Bool
  let page: () -> Page
  func body(content: Content) -> some View {
    content.sheet(isPresented: $isShown) { page() }
  }
}

/// A button that presents the view it keeps.
struct SheetButton<Page: View>: View {
  let title: String
  @ViewBuilder let content: () -> Page
  @State private var shown = false
  var body: some View {
    Button(title) { shown = true }
      .sheet(isPresented: $shown) { content() }
  }
}

struct TrayPage: View {
  @EnvironmentObject var notebook: Notebook  // expect: unsatisfied  expected-error {{No ObservableObject of type Notebook found}}
  var body: some View { Text(notebook.title) }
}
struct DrawerPage: View {
  @EnvironmentObject var notebook: Notebook  // expect: unsatisfied  expected-error {{No ObservableObject of type Notebook found}}
  var body: some View { Text(notebook.title) }
}
struct QuickPage: View {
  @EnvironmentObject var notebook: Notebook  // expect: unsatisfied  expected-error {{No ObservableObject of type Notebook found}}
  var body: some View { Text(notebook.title) }
}
struct ArchivePage: View {
  @EnvironmentObject var notebook: Notebook  // expect: unsatisfied  expected-error {{No ObservableObject of type Notebook found}}
  var body: some View { Text(notebook.title) }
}
struct PinnedPage: View {
  @EnvironmentObject var notebook: Notebook  // expect: satisfied
  var body: some View { Text(notebook.title) }
}
struct SharedPage: View {
  @EnvironmentObject var notebook: Notebook  // expect: satisfied
  var body: some View { Text(notebook.title) }
}
