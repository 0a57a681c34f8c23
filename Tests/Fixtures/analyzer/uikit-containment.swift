// UIKit is part of the view tree: a hosting controller is followed up its UIKit
// hierarchy to where that hierarchy starts. SwiftUI's environment enters UIKit only
// through a representable, so a hierarchy that starts at a window's root, in a
// presentation, or in a controller the system makes gives its hosting controllers
// nothing: what their root views read must be injected there.
import SwiftUI
import UIKit
import ImplicitsUI

final class Session {}

// A navigation controller at a window's root, made by a scene delegate: its pushed
// screens start empty too.
final class MailSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let inbox = UIHostingController(rootView: Inbox().implicit(Session()))
    let navigation = UINavigationController(rootViewController: inbox)
    navigation.pushViewController(UIHostingController(rootView: Outbox()), animated: false)  // expected-note {{this hosting controller starts with an empty environment, as SwiftUI's environment enters UIKit and AppKit only through a representable: it is at the root of a window (rootViewController at uikit-containment.swift:20); inject .implicit(Session(...)) in its root view}}  // expected-note {{Outbox() is shown here without Session}}
    window?.rootViewController = navigation
  }
}
struct Inbox: View {
  @Implicit var session: Session  // expect: satisfied
  var body: some View { Text("") }
}
struct Outbox: View {
  @Implicit var session: Session  // expect: unsatisfied  expected-error {{Outbox.session is not declared on every path to this view: Outbox, on the path from MailSceneDelegate.UIHostingController}}
  var body: some View { Text("") }
}

// A tab bar controller subclass a window's root is made of: each tab is a child.
final class Tabs: UITabBarController {
  override func viewDidLoad() {
    super.viewDidLoad()
    viewControllers = [
      UINavigationController(rootViewController: UIHostingController(rootView: Feed().implicit(Session()))),
      UIHostingController(rootView: Profile()),  // expected-note {{it is at the root of a window (rootViewController at uikit-containment.swift:45)}}  // expected-note {{Profile() is shown here without Session}}
    ]
  }
}
final class TabsSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    window?.rootViewController = Tabs()
  }
}
struct Feed: View {
  @Implicit var session: Session  // expect: satisfied
  var body: some View { Text("") }
}
struct Profile: View {
  @Implicit var session: Session  // expect: unsatisfied  expected-error {{Profile.session is not declared on every path to this view: Profile, on the path from Tabs.UIHostingController}}
  var body: some View { Text("") }
}

// A child of a controller the project never constructs: the system makes it (an
// extension's principal class, a storyboard's scene).
final class ShareController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let composer = UIHostingController(rootView: Composer())  // expected-note {{it is inside ShareController, which the system or a storyboard makes (the project never constructs it)}}  // expected-note {{Composer() is shown here without Session}}
    addChild(composer)
    view.addSubview(composer.view)
    composer.didMove(toParent: self)
    let preview = UIHostingController(rootView: Attachment().implicit(Session()))
    addChild(preview)
    view.addSubview(preview.view)
  }
}
struct Composer: View {
  @Implicit var session: Session  // expect: unsatisfied  expected-error {{Composer.session is not declared on every path to this view: Composer, on the path from ShareController.UIHostingController}}
  var body: some View { Text("") }
}
struct Attachment: View {
  @Implicit var session: Session  // expect: satisfied
  var body: some View { Text("") }
}

// A navigation controller subclass that wraps the view it is given, presented: what
// the wrapper injects reaches the view; a wrapper that injects nothing leaves it empty.
final class SessionNavigation<Content: View>: UINavigationController {
  init(rootView: Content) {
    let wrapped = rootView.implicit(Session())
    super.init(rootViewController: UIHostingController(rootView: wrapped))
  }
  required init?(coder: NSCoder) { nil }
}
final class PlainNavigation<Content: View>: UINavigationController {
  init(rootView: Content) {
    super.init(rootViewController: UIHostingController(rootView: rootView))  // expected-note {{it is presented by present(_:) (uikit-containment.swift:101)}}
  }
  required init?(coder: NSCoder) { nil }
}
final class Menu: UIViewController {
  func openSettings() {
    present(SessionNavigation(rootView: Settings()), animated: true)
  }
  func openAbout() {
    let about = PlainNavigation(rootView: About())  // expected-note {{About() is shown here without Session}}
    present(about, animated: true)
  }
}
struct Settings: View {
  @Implicit var session: Session  // expect: satisfied
  var body: some View { Text("") }
}
struct About: View {
  @Implicit var session: Session  // expect: unsatisfied  expected-error {{About.session is not declared on every path to this view: About, on the path from PlainNavigation.UIHostingController}}
  var body: some View { Text("") }
}

// A coordinator's navigation controller, a window's root elsewhere; and a root made by
// a method.
final class Flow {
  let navigation = UINavigationController()
  func start() {
    navigation.pushViewController(UIHostingController(rootView: Welcome()), animated: false)  // expected-note {{it is at the root of a window (rootViewController at uikit-containment.swift:128)}}  // expected-note {{Welcome() is shown here without Session}}
  }
  func makeHome() -> UIViewController {
    UIHostingController(rootView: Home().implicit(Session()))
  }
}
final class FlowSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let flow = Flow()
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    window?.rootViewController = flow.navigation
    flow.start()
    window?.rootViewController = flow.makeHome()
  }
}
struct Welcome: View {
  @Implicit var session: Session  // expect: unsatisfied  expected-error {{Welcome.session is not declared on every path to this view: Welcome, on the path from Flow.UIHostingController}}
  var body: some View { Text("") }
}
struct Home: View {
  @Implicit var session: Session  // expect: satisfied
  var body: some View { Text("") }
}

// Handed to code the project does not contain: where it ends up, the analyzer cannot
// see, and says so.
final class Launcher {
  func open() {
    let host = UIHostingController(rootView: Elsewhere())  // expected-warning {{Elsewhere.session is not proven: every app path that misses its value passes a hosting controller handed to route(to:) (uikit-containment.swift:147), which the analyzer does not follow}}
    ExternalRouter.shared.route(to: host)
  }
}
struct Elsewhere: View {
  @Implicit var session: Session  // expect: unproven  expected-note {{Elsewhere.session is not proven}}
  var body: some View { Text("") }
}

// Cells: a content configuration made in a closure a representable is given is shown
// in that representable's table, with its environment; one a controller sets on its
// cells is shown where that controller is (here made by a storyboard: empty).
struct Rows<Content: UIContentConfiguration>: UIViewControllerRepresentable {  // expected-note {{Rows is a UIViewControllerRepresentable bridge}}
  let content: (Int) -> Content
  init(content: @escaping (Int) -> Content) { self.content = content }
  func makeUIViewController(context: Context) -> UITableViewController { UITableViewController() }
  func updateUIViewController(_ controller: UITableViewController, context: Context) {}
}
struct Explorer: View {
  var body: some View {
    Rows { _ in
      UIHostingConfiguration { ExplorerCell() }.margins(.all, 0)
    }
    .implicit(Session())
  }
}
struct ExplorerApp: App {
  var body: some Scene { WindowGroup { Explorer() } }
}
struct ExplorerCell: View {
  @Implicit var session: Session  // expect: satisfied
  var body: some View { Text("") }
}
final class HistoryList: UITableViewController {
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.contentConfiguration = UIHostingConfiguration { HistoryRow() }  // expected-note {{HistoryRow() is shown here without Session}}  // expected-note {{it is inside HistoryList, which the system or a storyboard makes (the project never constructs it)}}
    return cell
  }
}
struct HistoryRow: View {
  @Implicit var session: Session  // expect: unsatisfied  expected-error {{HistoryRow.session is not declared on every path to this view: HistoryRow, on the path from HistoryList.UIHostingConfiguration}}
  var body: some View { Text("") }
}
