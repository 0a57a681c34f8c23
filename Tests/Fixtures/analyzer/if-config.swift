// #if: the default build is an iOS app in debug. Inactive branches are not indexed;
// an undecidable condition indexes every branch, and its declarations never count.
import SwiftUI
import ImplicitsUI

struct PreviewHarness1: App { var body: some Scene { WindowGroup {
  VStack {
    #if os(iOS)
    Phone().implicit(Device())
    #else
    Phone()            // inactive: not indexed
    #endif

    #if DEBUG
    DebugPanel().implicit(Device())
    #endif

    #if canImport(VendorKit) // expected-warning {{cannot decide `#if canImport(VendorKit)`}}
    Vendor().implicit(Device())
    #else
    // expected-note@+1 {{Vendor() is shown here without Device}}
    Vendor()
    #endif

    Postfix()
      #if os(iOS)
      .implicit(Device())
      #endif

    // expected-note@+1 {{UnsurePostfix() is shown here without Device}}
    UnsurePostfix()
      #if canImport(VendorKit) // expected-warning {{cannot decide `#if canImport(VendorKit)`}}
      .implicit(Device())
      #endif
  }
} } }

#if os(macOS)
struct MacOnly: View {          // inactive: not indexed, so not reported unreachable
  @Implicit var device: Device
  var body: some View { Text("") }
}
#endif

struct Phone: View {
  @Implicit var device: Device // expect: satisfied
  var body: some View { Text("") }
}
struct DebugPanel: View {
  @Implicit var device: Device // expect: satisfied
  var body: some View { Text("") }
}
struct Vendor: View {
  @Implicit var device: Device // expect: unsatisfied  expected-error {{Vendor.device}}
  var body: some View { Text("") }
}
struct Postfix: View {
  @Implicit var device: Device // expect: satisfied
  var body: some View { Text("") }
}
struct UnsurePostfix: View {
  @Implicit var device: Device // expect: unsatisfied  expected-error {{UnsurePostfix.device}}
  var body: some View { Text("") }
}
