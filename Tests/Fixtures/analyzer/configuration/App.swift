// .implicits.json: previews are not entry points, WidgetRoot is one, Generated/ is
// not indexed, and #if is decided with BETA (instead of DEBUG) and VendorKit.
import SwiftUI
import ImplicitsUI

struct PreviewOnly: View { // expected-warning {{PreviewOnly reads environment values but is not reachable}}
  @Implicit var store: Store // expect: unreachable
  var body: some View { Text("") }
}

#Preview { PreviewOnly().implicit(Store()) }

/// Shown by a widget extension the analyzer does not index: an entry point by configuration.
struct WidgetRoot: View {
  var body: some View {
    #if BETA
    Beta().implicit(Store())
    #endif
    #if canImport(VendorKit)
    Vendor().implicit(Store())
    #endif
    #if DEBUG
    Debug().implicit(Store())
    #endif
  }
}

struct Beta: View {
  @Implicit var store: Store // expect: satisfied
  var body: some View { Text("") }
}
struct Vendor: View {
  @Implicit var store: Store // expect: satisfied
  var body: some View { Text("") }
}
/// Only the DEBUG branch shows it, and the defines replace DEBUG.
struct Debug: View { // expected-warning {{Debug reads environment values but is not reachable}}
  @Implicit var store: Store // expect: unreachable
  var body: some View { Text("") }
}
