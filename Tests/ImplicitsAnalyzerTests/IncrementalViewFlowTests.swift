import Foundation
import Testing

import ImplicitsQuery
import ImplicitsStore

/// Incremental runs and the flow of view values, which crosses files
/// (Queries/view_flow.sql, flow_changes.sql): a file whose flow edges an edit changes is
/// derived again, and what the flow makes is made again from this run alone.
extension IncrementalTests {
  /// The flow of view values crosses files: a value passed in one file is shown where a
  /// method of another reads its parameter. An edit that hands a value to another
  /// method changes the other file's flow edges, and that file is derived again with it
  /// (its site there has keys of its own); an edit that keeps the calls derives the
  /// edited file alone.
  @Test func flowEditsDeriveTheFilesTheyReach() throws {
    let wizard = """
      import SwiftUI
      import UIKit
      final class Wizard: ObservableObject {
        let stack = UINavigationController()
        func push<Screen: View>(_ screen: Screen) {
          stack.pushViewController(UIHostingController(rootView: screen), animated: true)
        }
        func pushRouted<Screen: View>(_ screen: Screen) {
          stack.pushViewController(UIHostingController(rootView: screen.environmentObject(Router())), animated: true)
        }
      }
      """
    let screens = """
      import SwiftUI
      import UIKit
      final class Router: ObservableObject {}
      final class WindowDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let wizard = Wizard()
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          window?.rootViewController = wizard.stack
          wizard.stack.pushViewController(UIHostingController(rootView: Checkout().environmentObject(wizard)), animated: false)
        }
      }
      struct Checkout: View {
        @EnvironmentObject var wizard: Wizard
        var body: some View {
          VStack {
            Button("Pay") { wizard.push(Receipt().environmentObject(Router())) }
            Button("Refund") { wizard.push(Refund()) }
          }
        }
      }
      struct Receipt: View {
        @EnvironmentObject var router: Router
        var body: some View { Text(String(describing: router)) }
      }
      struct Refund: View {
        @EnvironmentObject var router: Router
        var body: some View { Text(String(describing: router)) }
      }
      """
    let outcome = try FixtureRunner.run(sources: ["Wizard.swift": wizard, "Screens.swift": screens])
    let steps: [(edit: (String) -> String, widens: Bool, refund: String)] = [
      // handed to the other method, which gives it the value: that method's parameter
      // read (in Wizard.swift) now shows it, under its declaration
      ({ $0.replacingOccurrences(of: "wizard.push(Refund())", with: "wizard.pushRouted(Refund())") }, true, "satisfied"),
      // the same calls, the value given here too: Screens.swift alone
      ({ $0.replacingOccurrences(of: "pushRouted(Refund())", with: "pushRouted(Refund().environmentObject(Router()))") },
       false, "satisfied"),
      ({ $0.replacingOccurrences(of: "wizard.pushRouted(Refund().environmentObject(Router()))", with: "wizard.push(Refund())") },
       true, "unsatisfied"),
    ]
    // (each step's incremental answer is a full run's: answersAfterEdits checks)
    let answers = try Self.answersAfterEdits(outcome.root, file: "Screens.swift", steps.map(\.edit))
    for (number, (step, answer)) in zip(steps, answers).enumerated() {
      #expect((answer.flowWidened > 0) == step.widens, "step \(number): \(answer.flowWidened) files widened")
      #expect(answer.statuses.contains { $0.hasSuffix("Refund.router \(step.refund)") }, "step \(number): \(answer.statuses)")
    }
  }

  /// Each construction of a project hosting controller enters its own copy of the
  /// controller's root (Queries/view_flow.sql); the copies are made again in every run,
  /// and an edit anywhere must not leave a construction entering the last run's copies
  /// too (the presented one's empty environment would reach the bridged profile).
  @Test func hostingConstructionsStayApartAfterAnEditElsewhere() throws {
    let fixture = try String(contentsOf: FixtureRunner.fixturesRoot
      .appendingPathComponent("analyzer/hosting-constructions-kept-apart.swift"), encoding: .utf8)
    let outcome = try FixtureRunner.run(sources: [
      "Bank.swift": fixture,
      "Other.swift": "import SwiftUI\nstruct Other: View {\n  var body: some View { Text(\"\") }\n}\n",
    ])
    let answers = try Self.agreeAfterEdits(outcome.root, file: "Other.swift", [
      { $0.replacingOccurrences(of: "Text(\"\")", with: "Text(\"edit\")") },
      { $0.replacingOccurrences(of: "Text(\"edit\")", with: "VStack { Text(\"again\") }") },
    ])
    for answer in answers {
      #expect(answer.contains { $0.hasSuffix("Profile.account satisfied") }, "\(answer)")
      #expect(answer.contains { $0.hasSuffix("Statement.account unsatisfied") }, "\(answer)")
    }
  }

  /// A value shown where its call is written (`style.card { Badge() }`, a method that
  /// builds views for its caller) is its file's own edge of the flow (`edges.flow` 2,
  /// Queries/view_flow.sql), derived with that file only: edits of what the value holds
  /// and of where it is, and an edit of the method's file, leave the same edges and
  /// answers as a full run.
  @Test func valuesShownWhereWrittenFollowEditsOfTheirFile() throws {
    let style = """
      import SwiftUI
      struct Style {
        func card<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { content() }
      }
      """
    let home = """
      import SwiftUI
      final class Session: ObservableObject {}
      struct Badge: View {
        @EnvironmentObject var session: Session
        var body: some View { Text(String(describing: session)) }
      }
      struct Home: View {
        let style = Style()
        var body: some View {
          VStack {
            style.card { Badge() }
          }
        }
      }
      @main
      struct TestApp: App { var body: some Scene { WindowGroup { Home().environmentObject(Session()) } } }
      """
    let outcome = try FixtureRunner.run(sources: ["Style.swift": style, "Home.swift": home])
    let database = try IndexStore.openForReading(path: outcome.root.appendingPathComponent(".implicits/index.sqlite").path)
    #expect(try database.scalarInt("SELECT COUNT(*) FROM edges WHERE flow = 2") == 1, "the shown value's edge")
    let answers = try Self.agreeAfterEdits(outcome.root, file: "Home.swift", [
      // the value given in the shown value instead of at the root
      { $0.replacingOccurrences(of: "Home().environmentObject(Session())", with: "Home()")
          .replacingOccurrences(of: "style.card { Badge() }", with: "style.card { Badge().environmentObject(Session()) }") },
      // and taken from it: missing
      { $0.replacingOccurrences(of: "style.card { Badge().environmentObject(Session()) }", with: "style.card { Badge() }") },
      // the shown value moved down a line (its site is another node)
      { $0.replacingOccurrences(of: "VStack {\n", with: "VStack {\n      Text(\"top\")\n") },
      // given at the root again
      { $0.replacingOccurrences(of: "WindowGroup { Home() }", with: "WindowGroup { Home().environmentObject(Session()) }") },
    ])
    #expect(answers.map { $0.map { $0.components(separatedBy: " ").last! } }
            == [["satisfied"], ["unsatisfied"], ["unsatisfied"], ["satisfied"]])
    // The method's own file edited: what Home.swift shows keeps its edges.
    _ = try Self.agreeAfterEdits(outcome.root, file: "Style.swift", [
      { $0.replacingOccurrences(of: "{ content() }", with: "{ VStack { content() } }") },
    ])
  }
}
