import SwiftUI

extension GardenApp {
  var body: some Scene {
    WindowGroup {
      Bed().environmentObject(seeds)
    }
    WindowGroup(id: "shed") {
      // expected-note@+1 {{Shed() is shown here without Seeds}}
      Shed()
    }
  }
}

struct Bed: View {
  @EnvironmentObject var seeds: Seeds  // expect: satisfied
  var body: some View { Text("\(seeds.count)") }
}

struct Shed: View {
  @EnvironmentObject var seeds: Seeds  // expect: unsatisfied  expected-error {{No ObservableObject of type Seeds found. A View.environmentObject(_:) for Seeds may be missing as an ancestor of this view: Shed, on the path from GardenApp.body}}
  var body: some View { Text("\(seeds.count) in the shed") }
}
