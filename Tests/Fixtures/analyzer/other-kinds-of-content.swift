// SwiftUI content other than views: toolbar content and commands are placed where
// they are installed, a style's makeBody at the views it styles, a DynamicProperty
// wrapper's reads in every view that uses it, a representable's own reads where it is
// placed. Each has a reader that gets its value and one that does not.
import SwiftUI
import UIKit

final class Document: ObservableObject {}
@Observable final class Palette {}

struct EditorToolbar: ToolbarContent {
  @EnvironmentObject var document: Document // expect: satisfied
  var body: some ToolbarContent {
    ToolbarItem { Text("\(document)") }
  }
}

struct EditorCommands: Commands {
  @EnvironmentObject var document: Document // expect: unsatisfied  expected-error {{No ObservableObject of type Document found}}
  var body: some Commands {
    CommandMenu("Edit") { Text("\(document)") }
  }
}

struct PillStyle: ButtonStyle {
  @Environment(Palette.self) var palette // expect: satisfied
  func makeBody(configuration: Configuration) -> some View { configuration.label }
}

struct Tinted: DynamicProperty {
  @Environment(Palette.self) var palette // expect: unsatisfied  expected-error {{No Observable object of type Palette found}}
}

struct CanvasBridge: UIViewRepresentable { // expected-note {{CanvasBridge is a UIViewRepresentable bridge}}
  @EnvironmentObject var document: Document // expect: satisfied
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ view: UIView, context: Context) {}
}

struct Editor: View {
  var body: some View {
    CanvasBridge()
      .toolbar { EditorToolbar() }
      .buttonStyle(PillStyle())
  }
}

// Uses the wrapper, and is shown without a Palette.
struct Sidebar: View {
  @Tinted var tinted
  var body: some View { Text("") }
}

@main
struct EditorApp: App {
  var body: some Scene {
    WindowGroup {
      Editor()
        .environmentObject(Document())
        .environment(Palette())
      // expected-note@+1 {{Sidebar() is shown here without Palette}}
      Sidebar()
    }
    // expected-note@+1 {{EditorCommands() is shown here without Document}}
    .commands { EditorCommands() }
  }
}
