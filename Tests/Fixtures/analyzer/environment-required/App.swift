// Keys listed in requiredEnvironmentKeys must be declared: a fallback to their
// default is an error. With strictEnvironment, other fallbacks are notes.
import SwiftUI

extension EnvironmentValues {
  @Entry var density: Double = 1.0
  @Entry var accent: Double = 0
  @Entry var spacing: Double = 8
}

@main
struct RequiredApp: App {
  var body: some Scene {
    WindowGroup {
      // expected-note@+2 {{Panel() is shown here without \.density}}
      // expected-note@+1 {{Panel() is shown here without \.spacing}}
      Panel()
        .environment(\.accent, 1)
    }
  }
}

struct Panel: View {
  @Environment(\.density) var density  // expect: unsatisfied  expected-error {{@Environment(\.density) of Panel.density (required in .implicits.json) is not declared on every path}}
  @Environment(\.accent) var accent    // expect: satisfied
  @Environment(\.spacing) var spacing  // expect: default  expected-note {{@Environment(\.spacing) of Panel.spacing falls back to its default value: Panel, on the path from RequiredApp.body}}
  var body: some View { Text("") }
}
