// On iOS 13 a navigation bar hosts the views of `.navigationBarItems(leading:trailing:)`
// apart from the screen that declares them: they start without the screen's environment
// objects, and a bar button reading one traps. The project deploys to iOS 13, so its bar
// items are proven as iOS 13 shows them; a button given its object on itself is fine.
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
      // expected-note@+1 {{before iOS 14, a view in `.navigationBarItems(trailing:)` does not inherit the environment, and the project's deployment target is iOS 13.0}}
      .navigationBarItems(leading: WaterButton().environmentObject(nursery), trailing: trailingItems)
  }

  private var trailingItems: some View {
    HStack {
      // expected-note@+1 {{RepotButton() is shown here without Nursery}}
      RepotButton()
      Text("Plants")
    }
  }
}

struct WaterButton: View {
  @EnvironmentObject var nursery: Nursery  // expect: satisfied
  var body: some View { Button("Water \(nursery.seedlings)") {} }
}

struct RepotButton: View {
  @EnvironmentObject var nursery: Nursery  // expect: unsatisfied  expected-error {{No ObservableObject of type Nursery found}}
  var body: some View { Button("Repot \(nursery.seedlings)") {} }
}
