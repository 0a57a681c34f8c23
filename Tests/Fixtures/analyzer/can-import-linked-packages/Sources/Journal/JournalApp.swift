import ImplicitsUI
import SwiftUI
#if canImport(Pulse)
import Pulse
#endif

struct Clock {}

@main
struct JournalApp: App {
  var body: some Scene {
    WindowGroup {
      VStack {
        Entries()
          #if canImport(Pulse)
          .implicit(Clock())
          #endif

        // expected-note@+1 {{Drafts() is shown here without Clock}}
        Drafts()
          #if canImport(VendorKit) // expected-warning {{cannot decide `#if canImport(VendorKit)`}}
          .implicit(Clock())
          #endif
      }
    }
  }
}

/// Shown with a Clock declared under `canImport(Pulse)`: Pulse is linked, so it is there.
struct Entries: View {
  @Implicit var clock: Clock // expect: satisfied
  var body: some View { Text("") }
}

/// Shown with a Clock declared under `canImport(VendorKit)`, which nothing links.
struct Drafts: View {
  @Implicit var clock: Clock // expect: unsatisfied  expected-error {{Drafts.clock}}
  var body: some View { Text("") }
}
