// A team that has checked its macOS sheets against the systems it supports can say
// so: `"presentations": {"mac": {"sheet": "inherit"}}` in .implicits.json makes a
// sheet's content inherit the presenter's environment on a Mac, as on iOS. Other
// boundaries keep SwiftUI's behaviour (a popover on a Mac still starts anew).
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
      .sheet(isPresented: $showsLayers) { LayersSheet() }
      // expected-note@+2 {{a `.popover`'s content is hosted in a window of its own}}
      // expected-note@+1 {{ColorsPopover() is shown here without Canvas}}
      .popover(isPresented: $showsColors) { ColorsPopover() }
  }
}

struct LayersSheet: View {
  @EnvironmentObject var canvas: Canvas  // expect: satisfied
  var body: some View { Text("\(canvas.size)") }
}

struct ColorsPopover: View {
  @EnvironmentObject var canvas: Canvas  // expect: unsatisfied  expected-error {{No ObservableObject of type Canvas found}}
  var body: some View { Text("\(canvas.size)") }
}
