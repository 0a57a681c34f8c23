// `// implicits:ignore CODE reason` silences CODE on its line and the next; the
// reason is mandatory.
import SwiftUI
import ImplicitsUI

// implicits:ignore unreachable-view shown by the widget extension, not indexed here
struct WidgetRoot: View {
  @Implicit var catalog: Catalog // expect: unreachable
  var body: some View { Text("") }
}

// implicits:ignore unreachable-view
struct NoReason: View { // expected-warning {{NoReason reads environment values but is not reachable}}
  @Implicit var catalog: Catalog // expect: unreachable
  var body: some View { Text("") }
}
// expected-warning@-5 {{`implicits:ignore unreachable-view` needs a reason}}
