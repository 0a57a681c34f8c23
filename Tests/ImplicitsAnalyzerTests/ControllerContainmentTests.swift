import Foundation
import Testing
@testable import ImplicitsQuery

/// A screen hosted from UIKit or AppKit reads a value its hosting root injects: deleting
/// that one injection must give an error, not a warning, for each way a shipped app puts
/// a hosting controller into its hierarchy (docs/design.md §4.5).
@Suite("UIKit and AppKit containment: deleting the hosting root's injection is an error")
struct ControllerContainmentTests {
  static let model = """
    import SwiftUI
    import UIKit
    import AppKit
    final class Library: ObservableObject {}
    struct Screen: View {
      @EnvironmentObject var library: Library
      var body: some View { Text(String(describing: library)) }
    }

    """

  /// Each kind: the code that hosts `Screen`, with the injection written `INJECT`.
  static let kinds: [(name: String, code: String)] = [
    ("navigation root", """
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          let root = UIHostingController(rootView: Screen()INJECT)
          window?.rootViewController = UINavigationController(rootViewController: root)
        }
      }
      """),
    ("tab child", """
      final class Tabs: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let library = UINavigationController(rootViewController: UIHostingController(rootView: Screen()INJECT))
          setViewControllers([library], animated: false)
        }
      }
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          window?.rootViewController = Tabs()
        }
      }
      """),
    ("child controller of a system-made controller", """
      final class ShareViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let child = UIHostingController(rootView: Screen()INJECT)
          addChild(child)
          view.addSubview(child.view)
          child.didMove(toParent: self)
        }
      }
      """),
    ("presented wrapper", """
      final class Wrapper<Content: View>: UINavigationController {
        init(rootView: Content) {
          super.init(rootViewController: UIHostingController(rootView: rootView))
        }
        required init?(coder: NSCoder) { nil }
      }
      final class Menu: UIViewController {
        func open() {
          let wrapper = Wrapper(rootView: Screen()INJECT)
          present(wrapper, animated: true)
        }
      }
      """),
    ("AppKit window", """
      final class AppDelegate: NSObject, NSApplicationDelegate {
        var window: NSWindow?
        func applicationDidFinishLaunching(_ notification: Notification) {
          let controller = NSHostingController(rootView: Screen()INJECT)
          window = NSWindow(contentViewController: controller)
          window?.makeKeyAndOrderFront(nil)
        }
      }
      """),
  ]

  static func status(_ code: String) throws -> (String, [String]) {
    let outcome = try FixtureRunner.run(sources: ["App.swift": model + code])
    let read = try #require(outcome.reads.first { $0.name == "Screen.library" })
    return (read.status.rawValue, outcome.diagnostics.filter { $0.location == read.location }.map(\.code))
  }

  @Test("with the injection satisfied, without it an error", arguments: kinds.map(\.name))
  func deletingTheInjectionIsAnError(_ name: String) throws {
    let code = try #require(Self.kinds.first { $0.name == name }).code
    let (with, _) = try Self.status(code.replacingOccurrences(of: "INJECT", with: ".environmentObject(Library())"))
    #expect(with == "satisfied")
    let (without, codes) = try Self.status(code.replacingOccurrences(of: "INJECT", with: ""))
    #expect(without == "unsatisfied")
    #expect(codes == ["missing-environment-object"])
  }
}
