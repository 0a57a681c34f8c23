// Named keys: `\.name` reads are satisfied only by declarations of the same name;
// two keys of the same value type are distinct, and a type key never satisfies a
// named one.
import SwiftUI
import ImplicitsUI

extension ImplicitsKeys {
  static let guestMode = Key<Bool>()
  static let darkMode = Key<Bool>()
}

struct PreviewHarness1: App { var body: some Scene { WindowGroup {
  // expected-note@+1 {{Settings2() is shown here without \.darkMode}}
  Settings2()
    .implicit(\.guestMode, true)
    .implicit(true)
} } }

struct Settings2: View {
  @Implicit(\.guestMode) var guest: Bool // expect: satisfied
  @Implicit(\.darkMode) var dark: Bool   // expect: unsatisfied  expected-error {{@Implicit(\.darkMode) of Settings2.dark}}
  @Implicit var flag: Bool               // expect: satisfied
  var body: some View { Text("") }
}
