// A context menu's preview is hosted apart: UIKit's context-menu interaction renders
// the `preview:` closure in a host of its own, which inherits nothing from the row it
// belongs to, not even what the scene injects (docs/design.md, "Where a new host
// begins"). Shipped apps crashed on a long press ("No Observable object of type ...
// found") until they injected each value inside the preview closure. The menu's items
// are built from the row's own view and sit where they are written.
import SwiftUI
import ImplicitsUI

@Observable final class Gallery {}
@Observable final class Lightbox {}
final class Palette: ObservableObject {}

@main
struct AlbumApp: App {
  @State private var gallery = Gallery()
  @State private var lightbox = Lightbox()
  var body: some Scene {
    WindowGroup {
      AlbumList()
        .environment(gallery)
        .environment(lightbox)
        .environmentObject(Palette())
    }
  }
}

struct AlbumList: View {
  @Environment(Gallery.self) private var gallery  // expect: satisfied
  var body: some View {
    List {
      // The scene's values do not reach the preview: only what its closure injects.
      Text("Summer")
        // expected-note@+1 {{`.contextMenu` previews do not inherit the environment}}
        .contextMenu {
          PhotoActions()
        } preview: {
          // expected-note@+1 {{PhotoCard() is shown here without Lightbox}}
          PhotoCard()
            .environment(gallery)
        }
      // Injected inside the preview closure: each value the preview's views read.
      Text("Winter")
        .contextMenu {
          PhotoActions()
        } preview: {
          FramedCard()
            .environment(gallery)
            .environmentObject(Palette())
        }
      // The labelled form: the same boundary.
      Text("Spring")
        // expected-note@+2 {{only what the preview closure itself injects reaches LooseCard()}}
        // expected-note@+1 {{LooseCard() is shown here without Palette}}
        .contextMenu(menuItems: { PhotoActions() }, preview: { LooseCard() })
    }
  }
}

/// Read in the first preview: the gallery is injected there, the lightbox is not.
struct PhotoCard: View {
  @Environment(Gallery.self) private var gallery  // expect: satisfied
  @Environment(Lightbox.self) private var lightbox  // expect: unsatisfied  expected-error {{No Observable object of type Lightbox found: PhotoCard.lightbox has no value on PhotoCard, on the path from AlbumApp.body; add .environment(lightbox) (the value presentation-context-menu-preview.swift:22 injects) inside the preview closure}}
  var body: some View { Text("card") }
}

/// Every value it reads is injected inside the preview closure.
struct FramedCard: View {
  @Environment(Gallery.self) private var gallery  // expect: satisfied
  @EnvironmentObject var palette: Palette  // expect: satisfied
  var body: some View { Text("framed") }
}

/// Nothing is injected inside this preview: the scene's palette does not reach it.
struct LooseCard: View {
  @EnvironmentObject var palette: Palette  // expect: unsatisfied  expected-error {{No ObservableObject of type Palette found}}
  var body: some View { Text("loose") }
}

/// The menu's items sit where they are written: the scene's values reach them.
struct PhotoActions: View {
  @Environment(Lightbox.self) private var lightbox  // expect: satisfied
  var body: some View { Button("Open") {} }
}
