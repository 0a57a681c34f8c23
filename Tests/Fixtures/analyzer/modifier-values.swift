// Modifiers are values too: `content.modifier(style)`, where `style` is a stored value
// and not a construction, applies the body of the value's type; when that type is a
// generic parameter, of each type the project binds to it (Queries/view_flow.sql).
// Each pattern has a reader that gets its value and one that truly misses it.
import SwiftUI
import UIKit

final class Palette: ObservableObject { static let shared = Palette() }
final class Ruler: ObservableObject {}

struct Paint: ViewModifier {
  let palette: Palette
  func body(content: Content) -> some View { content.environmentObject(palette) }
}
struct Margins: ViewModifier {
  func body(content: Content) -> some View { content.padding() }
}

// 1. A hosting controller generic over a modifier: its root is a nested wrapper view,
// built with `.init(...)` in `super.init(rootView:)`, that applies the modifier it is
// given. A subclass binds the modifier to `Paint`: what the subclass hosts gets the
// palette, as SwiftUI gives it.
class StyledHost<Content: View, Style: ViewModifier>: UIHostingController<StyledHost.Frame> {
  init(rootView: Content, style: Style) {
    super.init(rootView: .init(content: rootView, style: style))
  }
  struct Frame: View {
    let content: Content
    let style: Style
    var body: some View { content.modifier(style) }
  }
  required init?(coder: NSCoder) { fatalError() }
}
class PaintedHost<Content: View>: StyledHost<Content, Paint> {
  init(rootView: Content) {
    super.init(rootView: rootView, style: Paint(palette: .shared))
  }
  required init?(coder: NSCoder) { fatalError() }
}

final class GalleryController: UIViewController {
  func open() {
    present(PaintedHost(rootView: Canvas()), animated: true)  // expected-note {{Canvas() is shown here without Ruler}}  // expected-note {{it is presented by present(_:) (modifier-values.swift:43)}}
  }
}
struct Canvas: View {
  @EnvironmentObject var palette: Palette   // expect: satisfied
  @EnvironmentObject var ruler: Ruler       // expect: unsatisfied  expected-error {{GalleryController.PaintedHost → PaintedHost → StyledHost}}
  var body: some View { Text("\(palette) \(ruler)") }
}

// 2. A modifier kept in a view's property, of a concrete type: its body applies.
struct PaintedCard: View {
  let look: Paint
  var body: some View { Swatch().modifier(look) }
}
struct PlainCard: View {
  let look: Margins
  var body: some View { Sample().modifier(look) }  // expected-note {{Sample() is shown here without Palette}}
}
struct Swatch: View {
  @EnvironmentObject var palette: Palette   // expect: satisfied
  var body: some View { Text("\(palette)") }
}
struct Sample: View {
  @EnvironmentObject var palette: Palette   // expect: unsatisfied  expected-error {{PlainCard()}}
  var body: some View { Text("\(palette)") }
}

// 3. A generic host whose modifier two subclasses bind differently: the wrapper is one
// view for both, and either modifier may be the one that runs, so a key counts only if
// each provides it. Painted or not, what it hosts is not proven to get the palette.
class DressedHost<Content: View, Look: ViewModifier>: UIHostingController<DressedHost.Dress> {
  init(rootView: Content, look: Look) {
    super.init(rootView: .init(content: rootView, look: look))
  }
  struct Dress: View {
    let content: Content
    let look: Look
    var body: some View { content.modifier(look) }
  }
  required init?(coder: NSCoder) { fatalError() }
}
class BrightHost<Content: View>: DressedHost<Content, Paint> {
  init(rootView: Content) { super.init(rootView: rootView, look: Paint(palette: .shared)) }
  required init?(coder: NSCoder) { fatalError() }
}
class BareHost<Content: View>: DressedHost<Content, Margins> {
  init(rootView: Content) { super.init(rootView: rootView, look: Margins()) }
  required init?(coder: NSCoder) { fatalError() }
}

final class StudioController: UIViewController {
  func open() {
    present(BrightHost(rootView: Easel()), animated: true)  // expected-note {{Easel() is shown here without Palette}}  // expected-note {{it is presented by present(_:) (modifier-values.swift:95)}}  // expected-note {{it is presented by present(_:) (modifier-values.swift:95)}}
    present(BareHost(rootView: Stool()), animated: true)    // expected-note {{Stool() is shown here without Palette}}
  }
}
struct Easel: View {
  @EnvironmentObject var palette: Palette   // expect: unsatisfied  expected-error {{StudioController.BrightHost}}
  var body: some View { Text("\(palette)") }
}
struct Stool: View {
  @EnvironmentObject var palette: Palette   // expect: unsatisfied  expected-error {{DressedHost(rootView:) → Stool()}}
  var body: some View { Text("\(palette)") }
}

@main
struct GalleryApp: App {
  var body: some Scene {
    WindowGroup {
      PaintedCard(look: Paint(palette: .shared))
      PlainCard(look: Margins())
    }
  }
}
