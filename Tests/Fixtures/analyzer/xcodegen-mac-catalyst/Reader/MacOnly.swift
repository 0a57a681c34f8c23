import SwiftUI

// Built only for Mac Catalyst (its destination filter), where AppKit can be imported:
// nothing injects the shortcuts the help reads, an error of that configuration alone.
#if canImport(AppKit)
struct KeyboardHelp: View {
  @EnvironmentObject var shortcuts: Shortcuts  // expect: unsatisfied  expected-error {{[macCatalyst] No ObservableObject of type Shortcuts found}}
  var body: some View { Text("\(shortcuts)") }
}
#endif
