// Declarations whose type cannot be determined provide nothing and are reported.
import SwiftUI
import ImplicitsUI

protocol Provider {}
struct Factory { static func opaque() -> some Provider { Service() } }
struct Service: Provider {}

struct Host: View {
  var unknownType = Factory.opaque()
  var body: some View {
    // expected-note@+1 {{Reader() is shown here without Service}}
    Reader()
      .implicit(Factory.opaque())      // expected-warning {{cannot determine the type of `Factory.opaque()`}}
      .implicit(unknownType)           // expected-warning {{cannot determine the type of `unknownType`}}
      .implicit(self.missing)          // expected-warning {{cannot determine the type of `self.missing`}}
      .implicit(flag ? a : b)          // expected-warning {{cannot determine the type of `flag ? a : b`}}
  }
}

struct Reader: View {
  @Implicit var service: Service // expect: unsatisfied  expected-warning {{Reader.service}}
  var body: some View { Text("") }
}

#Preview { Host() }
