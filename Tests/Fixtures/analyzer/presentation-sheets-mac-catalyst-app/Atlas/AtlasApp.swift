// The map injects its legend below the window's root view and presents two sheets. On
// iPhone and iPad a sheet inherits it; an iOS app on a Mac hosts a sheet in a window of
// its own, without it. The compass sheet is compiled out of the Catalyst build, so no
// Mac ever shows it; the route sheet is in both builds and misses the legend on a Mac
// only, which the error's tag says.
import SwiftUI

final class Legend: ObservableObject { var entries = 4 }

@main
struct AtlasApp: App {
  var body: some Scene {
    WindowGroup { MapScreen() }
  }
}

struct MapScreen: View {
  @StateObject private var legend = Legend()
  @State private var showsRoute = false
  @State private var showsCompass = false
  var body: some View {
    VStack {
      Text("Map")
        // expected-note@+2 {{when an iOS app runs on a Mac (Mac Catalyst, or as an iPad app), a `.sheet`'s content is hosted in a window of its own}}
        // expected-note@+1 {{RouteSheet() is shown here without Legend}}
        .sheet(isPresented: $showsRoute) { RouteSheet() }
      #if !targetEnvironment(macCatalyst)
      Text("Compass")
        .sheet(isPresented: $showsCompass) { CompassSheet() }
      #endif
    }
    // expected-note@+1 {{.environmentObject(legend) is on this path but does not reach RouteSheet()}}
    .environmentObject(legend)
  }
}

struct RouteSheet: View {
  @EnvironmentObject var legend: Legend  // expect: unsatisfied  expected-error {{[macCatalyst] No ObservableObject of type Legend found}}
  var body: some View { Text("\(legend.entries)") }
}

struct CompassSheet: View {
  @EnvironmentObject var legend: Legend  // expect: satisfied
  var body: some View { Text("\(legend.entries)") }
}
