// A value named like a type is a value where it is in scope: `App` below is the
// stored property (an AppModel), not SwiftUI's `App` protocol, so the declaration
// is typed. Letter case decides nothing; a type's name that no value has is a type
// (`Palette.shared`).
import SwiftUI
import ImplicitsUI

@main
struct ModelApp: App {
  var body: some Scene {
    WindowGroup {
      Root()
      Other()
    }
  }
}

final class AppModel: ObservableObject {}
final class Palette: ObservableObject { static let shared = Palette() }

struct Root: View {
  @StateObject var App = AppModel()
  var body: some View {
    VStack {
      Reader().environmentObject(App)
      Painter().environmentObject(Palette.shared)
    }
  }
}

struct Other: View {
  let Model = Palette()   // a Palette named like a type: not an AppModel
  var body: some View {
    // expected-note@+1 {{Reader() is shown here without AppModel}}
    Reader().environmentObject(Model)
  }
}

struct Reader: View {
  @EnvironmentObject var model: AppModel // expect: unsatisfied  expected-error {{No ObservableObject of type AppModel found}}
  var body: some View { Text("\(model)") }
}
struct Painter: View {
  @EnvironmentObject var palette: Palette // expect: satisfied
  var body: some View { Text("\(palette)") }
}
