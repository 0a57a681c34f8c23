/// SwiftUI's own `EnvironmentValues` properties (Apple's EnvironmentValues
/// documentation, iOS 13–18 / macOS 10.15–15 / visionOS). The system provides
/// them, so reads of these keys are never reported.
public enum BuiltInEnvironmentKeys {
  public static let names: Set<String> = [
    // Accessibility
    "accessibilityAssistiveAccessEnabled", "accessibilityDifferentiateWithoutColor", "accessibilityDimFlashingLights",
    "accessibilityEnabled", "accessibilityInvertColors", "accessibilityLargeContentViewerEnabled",
    "accessibilityPlayAnimatedImages", "accessibilityPrefersHeadAnchorAlternative", "accessibilityQuickActionsEnabled",
    "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityShowButtonShapes",
    "accessibilitySwitchControlEnabled", "accessibilityVoiceOverEnabled", "legibilityWeight",
    // Display and appearance
    "colorScheme", "colorSchemeContrast", "displayScale", "displayGamut", "horizontalSizeClass", "verticalSizeClass",
    "imageScale", "pixelLength", "sizeCategory", "dynamicTypeSize", "font", "layoutDirection", "backgroundMaterial",
    "backgroundStyle", "backgroundProminence", "badgeProminence", "headerProminence", "symbolRenderingMode",
    "symbolVariants", "controlSize", "controlActiveState", "appearsActive", "isLuminanceReduced", "redactionReasons",
    "physicalMetrics", "colorSchemeContrast", "contentTransition", "contentTransitionAddsDrawingGroup",
    // Locale and time
    "locale", "calendar", "timeZone",
    // State
    "isEnabled", "isFocused", "isSearching", "isPresented", "isScrollEnabled", "isSceneCaptured",
    "isActivityFullscreen", "scenePhase", "editMode", "presentationMode", "undoManager", "managedObjectContext",
    "modelContext", "supportsMultipleWindows", "supportsRemoteScenes", "documentConfiguration",
    "searchSuggestionsPlacement", "sidebarRowSize", "menuIndicatorVisibility", "keyboardShortcut",
    "horizontalScrollIndicatorVisibility", "verticalScrollIndicatorVisibility", "scrollDismissesKeyboardMode",
    "buttonRepeatBehavior", "springLoadingBehavior", "labelsVisibility", "tabViewBottomAccessoryPlacement",
    "worldTrackingLimitations", "surfaceSnappingInfo", "textSelectionAffinity", "writingToolsBehavior",
    "allowedDynamicRange", "defaultMinListRowHeight", "defaultMinListHeaderHeight", "defaultWheelPickerItemHeight",
    "listRowSpacing", "listSectionSpacing", "widgetFamily", "widgetRenderingMode", "showsWidgetContainerBackground",
    "showsWidgetLabel", "widgetContentMargins", "isWidgetFullColor",
    // Text
    "disableAutocorrection", "autocorrectionDisabled", "lineLimit", "lineSpacing", "multilineTextAlignment",
    "minimumScaleFactor", "truncationMode", "allowsTightening", "textCase",
    // Actions
    "dismiss", "dismissSearch", "dismissWindow", "openURL", "openWindow", "openDocument", "openSettings",
    "openImmersiveSpace", "dismissImmersiveSpace", "newDocument", "purchase", "refresh", "rename", "resetFocus",
    "requestReview", "authorizationController", "webAuthenticationSession", "pushWindow", "displayStoreKitMessage",
  ]

  /// `\.colorScheme` → true. `\.self`, the whole environment, is always there.
  public static func contains(keyPath key: String) -> Bool {
    guard key.hasPrefix("\\.") else { return false }
    let name = String(key.dropFirst(2))
    return name == "self" || names.contains(name)
  }
}
