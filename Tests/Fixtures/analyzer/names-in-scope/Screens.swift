import SwiftUI

@main
struct AlmanacApp: App {
  var body: some Scene {
    WindowGroup {
      Calendar().environmentObject(Almanac())
      Ledger()
    }
  }
}

// Inside Theme, `Button()` is Theme.Button, from another file.
extension Theme {
  struct Toolbar: View {
    var body: some View { Button() }
  }
}

// Outside Theme, `Button` and `List` are SwiftUI's: their content is placed here.
struct Calendar: View {
  var body: some View {
    List {
      Button { } label: { Day() }
      Theme.Toolbar()
    }
  }
}
struct Day: View {
  @EnvironmentObject var almanac: Almanac // expect: satisfied
  var body: some View { Text("\(almanac)") }
}

// The same, where the value is really missing: an error, not an unresolved site.
struct Ledger: View {
  var body: some View {
    List {
      // expected-note@+1 {{Week() is shown here without Almanac}}
      Button { } label: { Week() }
    }
  }
}
struct Week: View {
  @EnvironmentObject var almanac: Almanac // expect: unsatisfied  expected-error {{No ObservableObject of type Almanac found}}
  var body: some View { Text("\(almanac)") }
}
