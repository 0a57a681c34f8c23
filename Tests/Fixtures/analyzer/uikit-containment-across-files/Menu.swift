// Presented from an alert action's closure, inside a task.
import SwiftUI
import UIKit

final class Menu: UIViewController {
  func confirm(actions: [UIAlertAction]) {}
  func offerMigration() {
    confirm(actions: [
      .init(title: "Migrate", style: .default) { _ in
        Task {
          let results = Results(count: 1)
          let navigation = RouteNavigation(rootView: results, closable: false)
          self.present(navigation, animated: true)
        }
      }
    ])
  }
  func offerHelp() {
    confirm(actions: [
      .init(title: "Help", style: .default) { _ in
        Task { self.showHelp() }
      }
    ])
  }
  func showHelp() {
    let help = Help()  // expected-note {{Help() is shown here without Route}}
    let navigation = BareNavigation(rootView: help)
    present(navigation, animated: true)
  }
}
struct Results: View {
  let count: Int
  @EnvironmentObject var route: Route  // expect: satisfied
  var body: some View { Text("\(count)") }
}
struct Help: View {
  @EnvironmentObject var route: Route  // expect: unsatisfied  expected-error {{No ObservableObject of type Route found. A View.environmentObject(_:) for Route may be missing as an ancestor of this view: Help, on the path from BareNavigation.UIHostingController}}
  var body: some View { Text("\(route)") }
}
