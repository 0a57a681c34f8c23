// Rule 3 across the project: free functions, extension methods and methods of a
// value's declared type, resolved by name, receiver type and argument labels.
import SwiftUI
import ImplicitsUI

struct Router {
  func destination(for id: Int) -> some View { Detail() }
  func destination(title: String) -> some View { Summary() }
}

func makeBanner() -> some View { Banner() }

struct PreviewHarness1: App { var body: some Scene { WindowGroup {
  Screen().implicit(Catalog())
} } }

struct Screen: View {
  let router = Router()
  var body: some View {
    VStack {
      router.destination(for: 1)
      makeBanner()
      cell(1)
    }
  }
  // Overloads that differ only in types and show different views: both are
  // connected, and a note says so (were both to show `Cell()`, the choice would
  // change nothing, and only `--verbose` would list it).
  func cell(_ value: Int) -> some View { Cell() }      // expected-note@-6 {{`cell` matches several overloads}}
  func cell(_ value: String) -> some View { Text(value) }
}

struct Detail: View {
  @Implicit var catalog: Catalog // expect: satisfied
  var body: some View { Text("") }
}
struct Summary: View { // expected-warning {{Summary reads environment values but is not reachable}}
  @Implicit var catalog: Catalog // expect: unreachable
  var body: some View { Text("") }
}
struct Banner: View {
  @Implicit var catalog: Catalog // expect: satisfied
  var body: some View { Text("") }
}
struct Cell: View {
  @Implicit var catalog: Catalog // expect: satisfied
  var body: some View { Text("") }
}
