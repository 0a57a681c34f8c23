/// SwiftUI's own views and containers. Instantiating one is transparent: the views
/// passed to it sit where they are written (rule 2), and it reads nothing we check.
/// Not storing them keeps the index small. A project view that shadows one of these
/// names is not connected where it is written unqualified, so its reads show up as
/// unreachable (never as satisfied).
public enum BuiltInViews {
  public static let names: Set<String> = [
    "Text", "Image", "Label", "Button", "Toggle", "Slider", "Stepper", "Picker", "DatePicker", "ColorPicker",
    "TextField", "SecureField", "TextEditor", "Link", "ShareLink", "Menu", "ProgressView", "Gauge", "Spacer",
    "Divider", "Color", "EmptyView", "AnyView", "Group", "GroupBox", "VStack", "HStack", "ZStack", "LazyVStack",
    "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ScrollView", "ScrollViewReader", "List", "ForEach",
    "Section", "Form", "TabView", "GeometryReader", "ViewThatFits", "ControlGroup", "DisclosureGroup",
    "OutlineGroup", "Table", "TableColumn", "Canvas", "TimelineView", "ContentUnavailableView", "LabeledContent",
    "AsyncImage", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Path", "Spacer", "Tab",
    "TabSection",
  ]

  /// SwiftUI's scenes that exist on some platforms only (`os(...)` names), from Apple's
  /// availability of each: elsewhere their code does not compile, so nothing they
  /// contain is shown there (an iOS or Mac Catalyst build has no `Settings` scene;
  /// docs/design.md §4.4).
  public static let platformOnlyScenes: [String: Set<String>] = [
    "Settings": ["macOS"], "MenuBarExtra": ["macOS"], "UtilityWindow": ["macOS"],
  ]
}
