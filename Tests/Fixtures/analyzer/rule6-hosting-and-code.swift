// Rule 6: hosting controllers and code that is not a producer (coordinators,
// delegates, tests) are entry points: the views they create start with nothing.
import SwiftUI
import UIKit
import ImplicitsUI

final class Coordinator {
  func start() -> UIViewController {
    UIHostingController(rootView: Dashboard().implicit(Session()))
  }
  func bare() -> UIViewController {
    // (the controller is returned to no caller the analyzer sees: the miss is unproven)
    UIHostingController(rootView: Dashboard())  // expected-warning {{Dashboard.session is not proven: every app path that misses its value passes a hosting controller returned by Coordinator.bare() (rule6-hosting-and-code.swift:13), which nothing the analyzer sees places}}
  }
  func makeSettings() -> UIViewController {
    let screen = SettingsScreen().implicit(Session())
    return UIHostingController(rootView: screen)
  }
}

// A lazy property's initialiser is code too: its hosting controller is an entry.
final class PlayerController: UIViewController {
  private lazy var controls: UIViewController = {
    UIHostingController(rootView: Controls().implicit(Session()))
  }()
  private lazy var bareControls = UIHostingController(rootView: BareControls())  // (stored and never placed: the miss is unproven)  // expected-warning {{BareControls.session is not proven: every app path that misses its value passes a hosting controller stored in PlayerController.bareControls (rule6-hosting-and-code.swift:26), which the analyzer does not see placed}}
}

struct Controls: View {
  @Implicit var session: Session // expect: satisfied
  var body: some View { Text("") }
}
struct BareControls: View {
  @Implicit var session: Session // expect: unproven  expected-note {{BareControls.session is not proven}}
  var body: some View { Text("") }
}

final class Cell: UICollectionViewCell {
  func configure() {
    contentConfiguration = UIHostingConfiguration { Dashboard().implicit(Session()) }
  }
}

struct Host: View {
  var body: some View {
    // Inside a producer, a hosting controller still starts a new environment.
    Text("").onAppear {
      _ = UIHostingController(rootView: SettingsScreen().implicit(Session()))
    }
    .implicit(Session())
  }
}

struct Dashboard: View {
  @Implicit var session: Session // expect: unproven  expected-note {{Dashboard.session is not proven}}
  var body: some View { Text("") }
}

struct SettingsScreen: View {
  @Implicit var session: Session // expect: satisfied
  var body: some View { Text("") }
}
