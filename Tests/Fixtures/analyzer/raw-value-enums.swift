// An enum's raw type is no supertype: `enum Tab: String` stores Strings, and a value
// typed String never dispatches to a member of Tab. `title.marker` below is String's
// `marker` only; Tab's `marker`, which shows a view reading a Session, is reached only
// where a Tab value's `marker` is shown. A value typed with the enum itself still
// finds the enum's members (`filter.chip`, where no Filters object is given).
import SwiftUI

@main
struct RawValueApp: App {
  var body: some Scene {
    WindowGroup { Home() }
  }
}

final class Session: ObservableObject {}
final class Filters: ObservableObject {}

extension String {
  var marker: some View { Text(self) }
}

enum Tab: String {
  case inbox, archive
  var marker: some View { SessionMarker() }
}

enum Filter: Int {
  case unread = 1
  // expected-note@+1 {{FilterChip() is shown here without Filters}}
  var chip: some View { FilterChip() }
}

struct Home: View {
  let title: String = "Inbox"
  let filter: Filter = .unread
  @StateObject var session = Session()
  var body: some View {
    VStack {
      title.marker
      Tab.inbox.marker.environmentObject(session)
      filter.chip
    }
  }
}

struct SessionMarker: View {
  @EnvironmentObject var session: Session // expect: satisfied
  var body: some View { Text("\(session)") }
}

struct FilterChip: View {
  @EnvironmentObject var filters: Filters // expect: unsatisfied  expected-error {{No ObservableObject of type Filters found}}
  var body: some View { Text("\(filters)") }
}
