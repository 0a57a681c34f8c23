/// SwiftUI's modifiers that show views in a presentation of their own: a sheet, a
/// full-screen cover, a popover, an inspector, a context menu's preview, a navigation
/// bar's items. Extraction
/// records each presented closure as a `presentation` node named after its boundary
/// (`sheet`, `contextMenu(preview:)`); what the content starts with on each platform
/// is decided in the index (Queries/presentations.sql, docs/design.md's table), so the
/// facts of a file are the same for every configuration that parses it.
public enum BuiltInPresentations {
  /// A presentation modifier's presented closures: the argument labels that pass one,
  /// and whether its trailing closure is one.
  public struct Boundary: Sendable {
    public var labels: Set<String>
    public var trailingClosure: Bool
  }

  public static let boundaries: [String: Boundary] = [
    "sheet": Boundary(labels: ["content"], trailingClosure: true),
    "fullScreenCover": Boundary(labels: ["content"], trailingClosure: true),
    "popover": Boundary(labels: ["content"], trailingClosure: true),
    "inspector": Boundary(labels: ["content"], trailingClosure: true),
    // `contextMenu { items } preview: { Card() }`: the menu items sit where they are
    // written (the menu is built from the presenter's view); the preview is hosted
    // apart by UIKit's context-menu interaction.
    "contextMenu": Boundary(labels: ["preview"], trailingClosure: false),
    // `navigationBarItems(leading:trailing:)`: the navigation bar hosts its items apart
    // from the view the modifier is on; whether they inherit depends on the OS version.
    "navigationBarItems": Boundary(labels: ["leading", "trailing"], trailingClosure: false),
  ]

  /// The name of a boundary as the index and the diagnostics spell it.
  public static func boundaryName(modifier: String, label: String?) -> String {
    guard let label, label != "content" else { return modifier }
    return "\(modifier)(\(label):)"
  }
}
