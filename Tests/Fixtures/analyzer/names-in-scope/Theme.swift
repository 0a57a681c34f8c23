// A project type named like a SwiftUI view hides SwiftUI's only where Swift's lookup
// finds it: `Theme.Button` inside `Theme` (in any file), and nowhere else. Outside,
// `Button` and `List` are SwiftUI's, whose content sits where it is written. Before,
// the name alone made every `List { }` and `Button { }` of the project a call to the
// project's type, which resolved to nothing outside its scope: each was an unresolved
// site and the reads under it were not proven.
import SwiftUI

final class Almanac: ObservableObject {}

enum Theme {
  // The theme's own button: a view that reads for itself.
  struct Button: View {
    @EnvironmentObject var almanac: Almanac // expect: satisfied
    var body: some View { Text("\(almanac)") }
  }
}

// A model named like SwiftUI's List, nested in a catalogue.
enum Catalog {
  struct List {
    var titles: [String]
  }
}
