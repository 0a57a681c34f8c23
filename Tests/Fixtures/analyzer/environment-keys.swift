// @Environment(\.key): a missing value falls back to the key's default ('default');
// SwiftUI's own keys are provided by the system and never reported.
import SwiftUI

struct AccentKey: EnvironmentKey {
  static let defaultValue = Color.blue
}

extension EnvironmentValues {
  var accent: Color {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
  @Entry var density: Double = 1.0
}

@main
struct KeysApp: App {
  var body: some Scene {
    WindowGroup {
      Panel()
        .environment(\.accent, .red)
    }
  }
}

struct Panel: View {
  @Environment(\.accent) var accent       // expect: satisfied
  @Environment(\.density) var density     // expect: default
  @Environment(\.colorScheme) var scheme  // built in: not a read
  @Environment(\.dismiss) private var dismiss
  var body: some View { Text("") }
}
