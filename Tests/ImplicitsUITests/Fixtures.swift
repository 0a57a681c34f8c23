// Views and keys the ImplicitsUI tests render. This file is written exactly as
// app code would be against SwiftUI (`import SwiftUI` is the stand-in here).
import SwiftUI
import ImplicitsUIOnStandIn

struct NetworkService: Equatable {
  var name: String
}

protocol Service {}
struct LiveService: Service {}

// Two named keys of the same value type, with the hand-written glue.
extension ImplicitsKeys {
  static let guestMode = Key<Bool>()
  enum GuestModeTag: ImplicitKeyTag { static let key = ImplicitsKeys.guestMode }
  var guestMode: Named<GuestModeTag> { Named() }

  static let darkMode = Key<Bool>()
  enum DarkModeTag: ImplicitKeyTag { static let key = ImplicitsKeys.darkMode }
  var darkMode: Named<DarkModeTag> { Named() }
}

struct NetworkReader: View {
  @Implicit var network: NetworkService; static let networkLine = #line
  var body: some View { Text("network=\(network.name)") }
}

struct GuestReader: View {
  @Implicit(\.guestMode) var guest: Bool; static let guestLine = #line
  var body: some View { Text("guest=\(guest)") }
}

struct DarkReader: View {
  @Implicit(\.darkMode) var dark: Bool
  var body: some View { Text("dark=\(dark)") }
}

/// Reads the *type* key `Bool`, which must not see the named Bool keys.
struct BoolReader: View {
  @Implicit var flag: Bool
  var body: some View { Text("bool=\(flag)") }
}

struct ServiceReader: View {
  @Implicit var service: any Service
  var body: some View { Text("service=\(type(of: service))") }
}

/// A modifier that reads an implicit value itself.
struct GuestBadge: ViewModifier {
  @Implicit(\.guestMode) var guest: Bool; static let guestLine = #line
  func body(content: Content) -> some View {
    VStack {
      content
      Text("badge=\(guest)")
    }
  }
}

/// A custom modifier that provides a value to the view it modifies.
struct WithNetwork: ViewModifier {
  func body(content: Content) -> some View {
    content.implicit(NetworkService(name: "from-modifier"))
  }
}

enum Parent {
  struct Row: View {
    @Implicit var network: NetworkService; static let networkLine = #line
    var body: some View { Text("row=\(network.name)") }
  }
}
