import Foundation
import Testing
import ImplicitsStore

/// Which types are views is Swift's answer: a type conforms, directly, through an
/// extension, or through a project protocol that refines one, to a protocol SwiftUI
/// declares for views, modifiers, apps, scenes or styles (`swiftui_view_protocols`,
/// Queries/type_hierarchy.sql). A name that ends in `Style` decides nothing.
@Suite("View roles")
struct ViewRolesTests {
  @Test func stylesAreViewsByConformanceNotByName() throws {
    let outcome = try FixtureRunner.run(sources: [
      "Styles.swift": """
        import SwiftUI
        // SwiftUI's styles, however the conformance is written: views.
        struct Pill: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View { configuration.label }
        }
        struct Halo {}
        extension Halo: PrimitiveButtonStyle {
          func makeBody(configuration: Configuration) -> some View { configuration.label }
        }
        protocol BrandToggle: ToggleStyle {}
        struct Knob: BrandToggle {
          func makeBody(configuration: Configuration) -> some View { configuration.label }
        }
        // Named like styles, and none of SwiftUI's view kinds: not views.
        protocol PaletteStyle: ObservableObject {}
        final class NightPalette: PaletteStyle {}
        struct Shade: ShapeStyle {
          func resolve(in environment: EnvironmentValues) -> Color { .black }
        }
        struct Card: View { var body: some View { Text("") } }
        """,
    ])
    let database = try IndexStore.openForReading(path: outcome.root.appendingPathComponent(".implicits/index.sqlite").path)
    let views = Set(try database.rows("SELECT name FROM view_types WHERE role = 'view'").map { $0.string(0) })
    #expect(views == ["Pill", "Halo", "Knob", "Card"])
  }
}
