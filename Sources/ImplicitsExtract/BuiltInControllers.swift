/// UIKit's and AppKit's calls that put a controller (or a view) somewhere: the steps
/// ControllerFlow records on a hosting controller's way up to the root of its
/// hierarchy. SwiftUI's environment enters UIKit and AppKit only through a
/// representable, so where that way ends decides what the hosting controller's root
/// view starts with (Queries/controllers.sql, docs/design.md §4.5).
public enum BuiltInControllers {
  /// The framework classes whose values hold controllers or views: a construction of
  /// one (or of a project subclass, ProjectNames.controllerTypes) is followed.
  public static let classes: Set<String> = [
    "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
    "UIPageViewController", "UITableViewController", "UICollectionViewController", "UIWindow", "UIView",
    "UIStackView", "UIScrollView",
    "NSViewController", "NSSplitViewController", "NSTabViewController", "NSPageController", "NSWindowController",
    "NSWindow", "NSPanel", "NSView", "NSStackView", "NSScrollView", "NSSplitViewItem", "NSTabViewItem",
    "NSPopover", "NSMenuItem", "NSStatusItem", "NSToolbarItem", "NSTitlebarAccessoryViewController",
    "UIHostingController", "NSHostingController", "NSHostingView", "UIHostingConfiguration", "NSHostingMenu",
  ]

  /// Calls that present their argument apart from the presenter: it starts a
  /// hierarchy of its own.
  public static let presenting: Set<String> = [
    "present", "presentViewController", "showDetailViewController", "presentAsSheet", "presentAsModalWindow",
    "presentAsPopover", "beginSheet", "runModal",
  ]

  /// Methods that put their argument inside the receiver (`self` when none):
  /// `navigation.pushViewController(host, animated:)`, `addChild(host)`,
  /// `view.addSubview(host.view)`, `addSplitViewItem(item)`.
  public static let containing: Set<String> = [
    "pushViewController", "show", "setViewControllers", "addChild", "addChildViewController", "addSubview",
    "addArrangedSubview", "insertSubview", "insertArrangedSubview", "embed", "setContentView", "addSplitViewItem",
    "insertSplitViewItem", "addTabViewItem", "insertTabViewItem", "addTitlebarAccessoryViewController",
    "setViewController", "addChildViewController", "transition",
  ]

  /// Properties whose value is the root of a window or popover: assigned, the value
  /// starts a hierarchy (`window.rootViewController = host`).
  public static let windowRoots: Set<String> = [
    "rootViewController", "contentViewController", "contentView", "inputAccessoryViewController",
  ]

  /// Properties that put their value inside their base (`tabs.viewControllers = [a, b]`).
  public static let containingProperties: Set<String> = ["viewControllers", "view", "subviews", "documentView"]

  /// Initialiser labels of framework classes that put the argument inside the value made:
  /// `UINavigationController(rootViewController:)`, `NSSplitViewItem(viewController:)`.
  /// Windows made with a controller are a root (`NSWindow(contentViewController:)`).
  public static let windowClasses: Set<String> = ["NSWindow", "NSPanel", "UIWindow"]

  /// Methods that take a controller and put nothing anywhere (containment callbacks).
  public static let notPlacing: Set<String> = [
    "didMove", "willMove", "removeFromParent", "beginAppearanceTransition", "endAppearanceTransition",
    "setOverrideTraitCollection", "removeChild", "removeChildViewController",
  ]

  /// A controller's own container, the same hierarchy it is in:
  /// `navigationController?.pushViewController(host)` is placed where `self` is.
  public static let ownContainers: Set<String> = [
    "navigationController", "tabBarController", "splitViewController", "parent", "view", "window",
    "contentView", "viewIfLoaded",
  ]
}
