// From iOS 14 the views of `.navigationBarItems` and of `.toolbar` get the environment of
// the view the modifier is on: a bar button given nothing of its own reads the screen's
// objects.
import SwiftUI

final class Nursery: ObservableObject { var seedlings = 12 }

@main
struct GreenhouseApp: App {
  @StateObject private var nursery = Nursery()
  var body: some Scene {
    WindowGroup {
      NavigationView { PlantList() }.environmentObject(nursery)
    }
  }
}

struct PlantList: View {
  @EnvironmentObject var nursery: Nursery  // expect: satisfied
  var body: some View {
    Text("\(nursery.seedlings) seedlings")
      .navigationBarItems(trailing: RepotButton())
      .toolbar { ToolbarItem { WaterButton() } }
  }
}

struct WaterButton: View {
  @EnvironmentObject var nursery: Nursery  // expect: satisfied
  var body: some View { Button("Water \(nursery.seedlings)") {} }
}

struct RepotButton: View {
  @EnvironmentObject var nursery: Nursery  // expect: satisfied
  var body: some View { Button("Repot \(nursery.seedlings)") {} }
}
