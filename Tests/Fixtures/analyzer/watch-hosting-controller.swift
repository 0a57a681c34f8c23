// A watchOS app of the WatchKit era: the storyboard makes a WKHostingController
// subclass, whose `body` is the root of the watch interface. Nothing of the app's is
// in its environment but what that body injects.
import SwiftUI
import WatchKit

final class Workout: ObservableObject { var laps = 0 }

final class DialController: WKHostingController<Dial> {
  override var body: Dial { Dial() }
}

final class LapController: WKHostingController<AnyView> {
  let workout = Workout()
  override var body: AnyView { AnyView(Laps().environmentObject(workout)) }
}

struct Dial: View {
  // expected-note@+1 {{Laps() is shown here without Workout}}
  var body: some View { Laps() }
}

struct Laps: View {
  @EnvironmentObject var workout: Workout  // expect: unsatisfied  expected-error {{No ObservableObject of type Workout found. A View.environmentObject(_:) for Workout may be missing as an ancestor of this view: Laps, on the path from DialController.body}}
  var body: some View { Text("\(workout.laps)") }
}
