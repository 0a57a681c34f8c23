// Which types are styles, and so where `makeBody(configuration:)` is a body, is
// Swift's answer: conformance to one of SwiftUI's style protocols, however it is
// written (in an extension, through a project protocol that refines one). A name
// ending in `Style` decides nothing: a project protocol of that name is not SwiftUI's,
// and its `makeBody(configuration:)` is a method, shown where it is called.
import SwiftUI
import ImplicitsUI

struct Ledger {}

@main
struct GalleryApp: App {
  var body: some Scene {
    WindowGroup {
      VStack {
        Button("Keep") {}.buttonStyle(Pill())
        Toggle("On", isOn: .constant(true)).toggleStyle(Knob())
        Button("Wrap") {}.buttonStyle(Wrapper(inner: Frame()))  // expected-note {{every type conforming to FrameStyle is placed here}}
      }
      .implicit(Ledger())
      Button("Bare") {}.buttonStyle(Plain())
    }
  }
}

// 1. The conformance in an extension.
struct Pill {
  func makeBody(configuration: ButtonStyleConfiguration) -> some View {
    configuration.label.overlay(Gem())
  }
}
extension Pill: ButtonStyle {}
struct Gem: View {
  @Implicit var ledger: Ledger  // expect: satisfied
  var body: some View { Text("") }
}

// 2. Through a project protocol that refines SwiftUI's, whatever its name.
protocol BrandToggle: ToggleStyle {}
struct Knob: BrandToggle {
  func makeBody(configuration: Configuration) -> some View { configuration.label.overlay(Stud()) }
}
struct Stud: View {
  @Implicit var ledger: Ledger  // expect: satisfied
  var body: some View { Text("") }
}

// 3. A project protocol named like a style: its method runs where a real style calls it.
protocol FrameStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> Body
}
struct Frame: FrameStyle {
  func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
    configuration.label.overlay(Rivet())
  }
}
struct Wrapper<Inner: FrameStyle>: PrimitiveButtonStyle {
  let inner: Inner
  func makeBody(configuration: Configuration) -> some View { inner.makeBody(configuration: configuration) }
}
struct Rivet: View {
  @Implicit var ledger: Ledger  // expect: satisfied
  var body: some View { Text("") }
}

// 4. The missing variant: a style shown where no ledger is declared.
struct Plain {
  // expected-note@+1 {{Chip() is shown here without Ledger}}
  func makeBody(configuration: ButtonStyleConfiguration) -> some View { configuration.label.overlay(Chip()) }
}
extension Plain: ButtonStyle {}
struct Chip: View {
  @Implicit var ledger: Ledger  // expect: unsatisfied  expected-error {{GalleryApp.body → Plain() → Chip()}}
  var body: some View { Text("") }
}
