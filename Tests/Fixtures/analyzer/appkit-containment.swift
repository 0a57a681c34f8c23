// AppKit too: a hosting controller or view is followed up its AppKit hierarchy, to a
// window's content, a presented sheet, a popover, a split view's item, or a window
// controller the system makes. None of them passes SwiftUI's environment on.
import SwiftUI
import AppKit
import ImplicitsUI

final class Library {}

// A window made with a hosting controller as its content.
final class AppDelegate: NSObject, NSApplicationDelegate {
  var preferences: NSWindow?
  func openPreferences() {
    let window = NSWindow(contentViewController: NSHostingController(rootView: Preferences()))  // expected-note {{it is at the root of a window (NSWindow(contentViewController:) at appkit-containment.swift:14)}}  // expected-note {{Preferences() is shown here without Library}}
    preferences = window
    window.makeKeyAndOrderFront(nil)
  }
  func openAbout() {
    let about = NSWindow()
    about.contentView = NSHostingView(rootView: AboutPane().implicit(Library()))
  }
}
struct Preferences: View {
  @Implicit var library: Library  // expect: unsatisfied  expected-error {{Preferences.library is not declared on every path to this view: Preferences, on the path from AppDelegate.NSHostingController}}
  var body: some View { Text("") }
}
struct AboutPane: View {
  @Implicit var library: Library  // expect: satisfied
  var body: some View { Text("") }
}

// Split view items of a split view controller a window controller makes its content.
final class MainSplit: NSSplitViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    addSplitViewItem(NSSplitViewItem(sidebarWithViewController: NSHostingController(rootView: Sidebar().implicit(Library()))))
    let detail = NSSplitViewItem(viewController: NSHostingController(rootView: Detail()))  // expected-note {{it is at the root of a window (contentViewController at appkit-containment.swift:44)}}  // expected-note {{Detail() is shown here without Library}}
    addSplitViewItem(detail)
  }
}
final class MainWindowController: NSWindowController {
  convenience init() {
    self.init(window: NSWindow())
    contentViewController = MainSplit()
  }
}
struct Sidebar: View {
  @Implicit var library: Library  // expect: satisfied
  var body: some View { Text("") }
}
struct Detail: View {
  @Implicit var library: Library  // expect: unsatisfied  expected-error {{Detail.library is not declared on every path to this view: Detail, on the path from MainSplit.NSHostingController}}
  var body: some View { Text("") }
}

// Presented as a sheet from a view controller.
final class Toolbar: NSViewController {
  func showExport() {
    presentAsSheet(NSHostingController(rootView: Export()))  // expected-note {{it is presented by presentAsSheet(_:) (appkit-containment.swift:59)}}  // expected-note {{Export() is shown here without Library}}
  }
}
struct Export: View {
  @Implicit var library: Library  // expect: unsatisfied  expected-error {{Export.library is not declared on every path to this view: Export, on the path from Toolbar.NSHostingController}}
  var body: some View { Text("") }
}

// Under a representable: the hosting controller its make… returns, through a local
// container, starts with the representable's environment.
struct Embedded: NSViewControllerRepresentable {  // expected-note {{Embedded is a NSViewControllerRepresentable bridge}}
  func makeNSViewController(context: Context) -> NSTabViewController {
    let tabs = NSTabViewController()
    tabs.addTabViewItem(NSTabViewItem(viewController: NSHostingController(rootView: Shelf())))
    return tabs
  }
  func updateNSViewController(_ controller: NSTabViewController, context: Context) {}
}
struct Window: View {
  var body: some View { Embedded().implicit(Library()) }
}
struct Shelf: View {
  @Implicit var library: Library  // expect: satisfied
  var body: some View { Text("") }
}
struct LibraryApp: App {
  var body: some Scene { WindowGroup { Window() } }
}
