// Views are values: a view made in one place and shown in another is judged where it
// is shown. Each pattern has a reader that gets its value and one that truly misses
// it. (Queries/view_flow.sql; docs/design.md, "View values".)
import SwiftUI
import UIKit

final class Router: ObservableObject {}
final class Palette: ObservableObject {}
final class Player: ObservableObject {}
final class Ledger: ObservableObject {}

// 1. A view made in a button's action and handed to a coordinator that hosts it in a
// new controller, pushed onto a navigation controller that is a window's root. The
// new controller's environment starts empty: what the button's view had does not
// reach it (SwiftUI would trap on Receipt.router).
final class Wizard: ObservableObject {
  let stack = UINavigationController()
  func push<Screen: View>(_ screen: Screen) {
    stack.pushViewController(UIHostingController(rootView: screen), animated: true)  // expected-note {{it is at the root of a window (rootViewController at view-values.swift:27)}}
  }
}

final class WindowDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let wizard = Wizard()
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    window?.rootViewController = wizard.stack
    let start = UIHostingController(rootView: Checkout().environmentObject(wizard).environmentObject(Router()))
    wizard.stack.pushViewController(start, animated: false)
  }
}

struct Checkout: View {
  @EnvironmentObject var wizard: Wizard   // expect: satisfied
  @EnvironmentObject var router: Router   // expect: satisfied
  var body: some View {
    VStack {
      Button("Pay") { wizard.push(Receipt()) }  // expected-note {{Receipt() is shown here without Router}}
      Button("Help") { wizard.push(HelpPage().environmentObject(Router())) }
    }
  }
}

struct Receipt: View {
  @EnvironmentObject var router: Router   // expect: unsatisfied  expected-error {{Wizard.UIHostingController → Wizard.push(_:) → Receipt()}}
  var body: some View { Text("\(router)") }
}
struct HelpPage: View {
  @EnvironmentObject var router: Router   // expect: satisfied
  var body: some View { Text("\(router)") }
}

// 2. Tab contents kept as `AnyView` in a value, handed as an array to a
// representable whose makeUIViewController hosts each in a child controller (a
// hosting subclass that passes the content to super.init). The children start with
// the environment where the representable is placed.
struct Tab {
  let title: String
  let content: AnyView
  init(title: String, @ViewBuilder content: () -> some View) {
    self.title = title
    self.content = AnyView(content())
  }
}

final class TabHost: UIHostingController<AnyView> {
  init(tab: Tab) {
    super.init(rootView: tab.content)
  }
  @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
}

struct Tabs: UIViewControllerRepresentable { // expected-note {{Tabs is a UIViewControllerRepresentable bridge}}
  let tabs: [Tab]
  func makeUIViewController(context: Context) -> UITabBarController {
    let controller = UITabBarController()
    controller.viewControllers = tabs.map { TabHost(tab: $0) }
    return controller
  }
  func updateUIViewController(_ controller: UITabBarController, context: Context) {}
}

@main struct Shop: App {
  var body: some Scene {
    WindowGroup {
      Tabs(tabs: [Tab(title: "Home") { HomeTab() }, Tab(title: "Cart") { CartTab() }])  // expected-note {{CartTab() is shown here without Ledger}}
        .environmentObject(Palette())
    }
    Window("Theater", id: "theater") {
      Theater()
    }
  }
}

struct HomeTab: View {
  @EnvironmentObject var palette: Palette  // expect: satisfied
  var body: some View { Text("\(palette)") }
}
// Nothing above the tabs injects a ledger: the hosted tab truly misses it.
struct CartTab: View {
  @EnvironmentObject var palette: Palette  // expect: satisfied
  @EnvironmentObject var ledger: Ledger    // expect: unsatisfied  expected-error {{Shop.body → Tabs() → Tabs (the representable) → TabHost → content → CartTab()}}
  var body: some View { Text("\(palette) \(ledger)") }
}

// 3. A representable keeps the view its initialiser is given, passes it to a UIKit
// controller's initialiser, which keeps it and hosts it in a lazy child with the
// objects injected on the hosted root (nested: a value passed to an initialiser
// that stores it, read in a hosting controller of another type).
struct PlayerSurface<Controls: View>: UIViewControllerRepresentable { // expected-note {{PlayerSurface is a UIViewControllerRepresentable bridge}}
  let player: Player
  private let controls: Controls
  init(player: Player, @ViewBuilder controls: () -> Controls) {
    self.player = player
    self.controls = controls()
  }
  func makeUIViewController(context: Context) -> SurfaceController {
    SurfaceController(player: player, controls: AnyView(controls))
  }
  func updateUIViewController(_ controller: SurfaceController, context: Context) {}
}

final class SurfaceController: UIViewController {
  private let player: Player
  private let controls: AnyView
  private lazy var controlsHost: UIHostingController<AnyView> = {
    UIHostingController(rootView: AnyView(controls.environmentObject(player)))
  }()
  init(player: Player, controls: AnyView) {
    self.player = player
    self.controls = controls
    super.init(nibName: nil, bundle: nil)
  }
  @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(controlsHost)
  }
}

struct Theater: View {
  let player = Player()
  var body: some View {
    PlayerSurface(player: player) { TransportBar() }  // expected-note {{TransportBar() is shown here without Ledger}}
  }
}

struct TransportBar: View {
  @EnvironmentObject var player: Player    // expect: satisfied
  @EnvironmentObject var ledger: Ledger    // expect: unsatisfied  expected-error {{PlayerSurface (the representable) → controls → SurfaceController(controls:) → controls → TransportBar()}}
  var body: some View { Text("\(player) \(ledger)") }
}

// 4. A hosting controller's subclass chain: the screen's controller hands its root
// view to its superclass's initialiser, which wraps it with an injected object.
class PalettedHost<Content: View>: UIHostingController<AnyView> {
  init(rootView: Content) {
    super.init(rootView: AnyView(rootView.environmentObject(Palette())))
  }
  @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
}

final class HistoryController: PalettedHost<HistoryScreen> {
  convenience init() {
    self.init(rootView: HistoryScreen())  // expected-note {{HistoryScreen() is shown here without Ledger}}
  }
}

final class Menus {
  func openHistory(from presenter: UIViewController) {
    presenter.present(HistoryController(), animated: true)  // expected-note {{it is presented by present(_:) (view-values.swift:171)}}
  }
}

struct HistoryScreen: View {
  @EnvironmentObject var palette: Palette  // expect: satisfied
  @EnvironmentObject var ledger: Ledger    // expect: unsatisfied  expected-error {{Menus.HistoryController → HistoryController → PalettedHost(rootView:) → HistoryScreen()}}
  var body: some View { Text("\(palette) \(ledger)") }
}
