/// SwiftUI's own view modifiers that the analysis reads as transparent: the view they
/// are called on stays where it is, and the views they take sit where they are written
/// (the declaring ones, `implicit`, `environmentObject` and `environment`, are read
/// apart). A project `View` extension method of one of these names
/// (`func tint(_ color: ThemedColor) -> some View`) makes a call of that name a
/// candidate of the project's (ProjectNames.shadowedModifiers), chosen as Swift would
/// choose it: by the call's shape and its first argument's type
/// (Queries/derive_graph_3_names.sql).
public enum BuiltInModifiers {
  public static let names: Set<String> = [
    "padding", "frame", "font", "foregroundColor", "foregroundStyle", "background", "overlay", "sheet",
    "fullScreenCover", "popover", "alert", "confirmationDialog", "toolbar", "navigationTitle",
    "navigationBarTitleDisplayMode", "tabItem", "tag", "onAppear", "onDisappear", "onChange", "task", "onTapGesture",
    "opacity", "cornerRadius", "clipShape", "shadow", "offset", "listStyle", "buttonStyle", "disabled", "hidden",
    "id", "animation", "transition", "safeAreaInset", "searchable", "refreshable", "contextMenu", "swipeActions",
    "accessibilityLabel", "accessibilityIdentifier", "fixedSize", "layoutPriority", "lineLimit", "bold", "italic",
    "multilineTextAlignment", "scaledToFit", "scaledToFill", "resizable", "aspectRatio", "tint", "labelStyle",
    "textFieldStyle", "toggleStyle", "pickerStyle", "presentationDetents", "interactiveDismissDisabled",
    "ignoresSafeArea", "edgesIgnoringSafeArea", "zIndex", "contentShape", "gesture", "onSubmit", "focused",
    "keyboardType", "textContentType", "submitLabel", "scrollContentBackground", "listRowBackground",
    "navigationBarBackButtonHidden", "toolbarBackground", "preferredColorScheme", "inspector", "badge",
    "navigationBarItems",
  ]

  /// The fewest arguments (trailing closures included) that every SwiftUI overload of
  /// these presentations takes: a binding and the content or actions it presents
  /// (`alert(item:content:)`, `sheet(isPresented:onDismiss:content:)`,
  /// `confirmationDialog(_:isPresented:actions:)`). A call with fewer (`.alert(item:
  /// $info)`) can only be a project's method of that name.
  public static let swiftUIMinimumArguments: [String: Int] = [
    "alert": 2, "sheet": 2, "fullScreenCover": 2, "popover": 2, "confirmationDialog": 3,
  ]
}
