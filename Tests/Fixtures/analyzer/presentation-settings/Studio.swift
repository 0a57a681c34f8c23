// A team can choose another reading of a boundary per platform in .implicits.json:
// `"empty"` (only what the closure injects), `"window"` (what the window's root view
// was given: the default on a Mac) or `"inherit"` (the presenter's environment, as on
// iPhone). Boundaries it does not name keep their default; the `iOSOnMac` row does not
// apply to a macOS build.
import SwiftUI

final class Canvas: ObservableObject { var size = 2 }

@main
struct StudioApp: App {
  @StateObject private var canvas = Canvas()
  var body: some Scene {
    WindowGroup { Board().environmentObject(canvas) }
  }
}

struct Board: View {
  @State private var showsLayers = false
  @State private var showsColors = false
  var body: some View {
    Text("Board")
      // expected-note@+2 {{on macOS, a `.sheet`'s content is hosted in a window of its own and does not inherit the presenter's environment}}
      // expected-note@+1 {{LayersSheet() is shown here without Canvas}}
      .sheet(isPresented: $showsLayers) { LayersSheet() }
      .popover(isPresented: $showsColors) { ColorsPopover() }
  }
}

/// Injected at the window's root: `empty` loses it.
struct LayersSheet: View {
  @EnvironmentObject var canvas: Canvas  // expect: unsatisfied  expected-error {{No ObservableObject of type Canvas found}}
  var body: some View { Text("\(canvas.size)") }
}

/// `inherit`: the presenter's environment, as on iPhone.
struct ColorsPopover: View {
  @EnvironmentObject var canvas: Canvas  // expect: satisfied
  var body: some View { Text("\(canvas.size)") }
}
