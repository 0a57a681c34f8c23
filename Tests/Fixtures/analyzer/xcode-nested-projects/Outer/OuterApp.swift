import Gallery
import ImplicitsUI
import SwiftUI

@main
struct OuterApp: App {
  var body: some Scene {
    WindowGroup {
      // expected-note@+1 {{GalleryView() is shown here without Palette}}
      GalleryView()
    }
  }
}
