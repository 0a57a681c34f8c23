// Name resolution: nested types first, then outward; `Parent.Row` by its path.
import SwiftUI
import ImplicitsUI

struct PreviewHarness1: App { var body: some Scene { WindowGroup { Outer().implicit(Token()) } } }

struct Outer: View {
  var body: some View {
    VStack {
      Row()             // Outer.Row, not the top-level Row
      Inner.Cell()
    }
  }

  struct Row: View {
    @Implicit var token: Token // expect: satisfied
    var body: some View { Text("") }
  }

  enum Inner {
    struct Cell: View {
      @Implicit var token: Token // expect: satisfied
      var body: some View { Text("") }
    }
  }
}

struct Row: View { // expected-warning {{Row reads environment values but is not reachable}}
  @Implicit var token: Token // expect: unreachable
  var body: some View { Text("") }
}
