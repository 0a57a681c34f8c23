// A SwiftUI Layout is a value that places views when called with them (its
// callAsFunction): `rowLayout { A(); B() }` where `rowLayout: some Layout`, and
// `style.layout { ... }` where `layout: AnyLayout`, put their content where the call is
// written, as HStack does. The gauge is laid out under the injection; the needle is
// laid out by a view that injects nothing: really missing.
import SwiftUI

final class Sensor: ObservableObject {}

enum Arrangement {
  case row, column
  var layout: AnyLayout {
    switch self {
    case .row: return AnyLayout(HStackLayout())
    case .column: return AnyLayout(VStackLayout())
    }
  }
}

@main
struct PanelApp: App {
  var body: some Scene {
    WindowGroup {
      Dashboard().environmentObject(Sensor())
      Cockpit(arrangement: .row)
    }
  }
}

struct Dashboard: View {
  private var rowLayout: some Layout { HStackLayout(spacing: 4) }
  var body: some View {
    rowLayout {
      Gauge()
    }
  }
}

struct Cockpit: View {
  let arrangement: Arrangement
  var body: some View {
    arrangement.layout {
      Needle()  // expected-note {{Needle() is shown here without Sensor}}
    }
  }
}

struct Gauge: View {
  @EnvironmentObject var sensor: Sensor  // expect: satisfied
  var body: some View { Text(sensor.description) }
}
struct Needle: View {
  @EnvironmentObject var sensor: Sensor  // expect: unsatisfied  expected-error {{PanelApp.body → Cockpit()}}
  var body: some View { Text(sensor.description) }
}
