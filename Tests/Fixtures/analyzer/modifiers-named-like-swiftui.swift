// A project modifier named like one of SwiftUI's (`extension View { func tint(_:
// Shade) }` beside SwiftUI's `tint(_:)`) is the project's where Swift would call it:
// the call's shape fits and its argument is of the project's parameter type (an
// implicit member that type declares, or a value of it). An implicit member the type
// does not declare (`.red`), or a value of another type, is SwiftUI's, which declares
// nothing. Where the resolver cannot type the argument, neither is claimed: the
// project's declarations do not count, and a miss under it is not proven either way.
import SwiftUI

struct Shade: ShapeStyle, Hashable {
  var name: String
  func resolve(in environment: EnvironmentValues) -> Color { .accentColor }
  func color() -> Color { .accentColor }
}
extension ShapeStyle where Self == Shade {
  static var signal: Shade { Shade(name: "signal") }
}
extension EnvironmentValues {
  @Entry var shade: Shade? = nil
}
final class Studio: ObservableObject {}
struct Step {}

extension View {
  func tint(_ shade: Shade) -> some View { environment(\.shade, shade) }
  // Takes a closure, as SwiftUI's `contextMenu(menuItems:)` does.
  func contextMenu(steps: @escaping () -> [Step]) -> some View { environmentObject(Studio()) }
}

@main
struct PaintApp: App {
  var body: some Scene {
    WindowGroup { Gallery() }
  }
}

struct Gallery: View {
  let house = Shade(name: "house")
  let shades: [Shade] = []
  let bright = true
  var body: some View {
    VStack {
      Swatch().tint(.signal)        // an implicit member of Shade: the project's
      Chip().tint(house)            // a Shade: the project's
      Plain().tint(.red)            // Color's `.red`: SwiftUI's
      Flat().tint(house.color())    // a Color: SwiftUI's
      Indexed().tint(shades[0])     // an element of [Shade]: the project's
      // A conditional the resolver does not type: undecided.
      Pending().tint(bright ? house : .signal)  // expected-warning {{may be the project's View.tint or SwiftUI's}}
      // A closure decides by what it returns, which is not followed: undecided.
      Menus().contextMenu { Text("copy") }  // expected-warning {{may be the project's View.contextMenu or SwiftUI's}}
    }
  }
}
struct Swatch: View {
  @Environment(\.shade) var shade // expect: satisfied
  var body: some View { Text("") }
}
struct Chip: View {
  @Environment(\.shade) var shade // expect: satisfied
  var body: some View { Text("") }
}
struct Indexed: View {
  @Environment(\.shade) var shade // expect: satisfied
  var body: some View { Text("") }
}
// The value is really missing: SwiftUI's tint declares no Shade.
struct Plain: View {
  @Environment(\.shade) var shade // expect: default
  var body: some View { Text("") }
}
struct Flat: View {
  @Environment(\.shade) var shade // expect: default
  var body: some View { Text("") }
}
// Not satisfied on a guess (the project's contextMenu would declare a Studio), and not
// an error either.
struct Menus: View {
  @EnvironmentObject var studio: Studio          // expect: unproven  expected-note {{Menus.studio is not proven}}
  var body: some View { Text("") }
}
struct Pending: View {
  @Environment(\.shade) var shade                // expect: default
  @EnvironmentObject var studio: Studio          // expect: unproven  expected-note {{Pending.studio is not proven}}
  var body: some View { Text("") }
}
