// Navigation controller subclasses declared in one file, made in another: what plain
// code gives their initialisers is passed to them (not shown where the call is
// written), and followed into the hosting controller each makes.
import SwiftUI
import UIKit

final class Route: ObservableObject {}

/// Wraps its root view in a view that injects the route.
final class RouteNavigation<Content: View>: UINavigationController {
  let route = Route()
  init(rootView: Content, closable: Bool = true) {
    let wrapped = RouteWrapper(rootView: rootView, route: route)
    super.init(rootViewController: UIHostingController(rootView: wrapped))
  }
  required init?(coder: NSCoder) { nil }
}
private struct RouteWrapper<Content: View>: View {
  let rootView: Content
  let route: Route
  var body: some View { rootView.environmentObject(route) }
}

/// Injects nothing.
final class BareNavigation<Content: View>: UINavigationController {
  init(rootView: Content) {
    super.init(rootViewController: UIHostingController(rootView: rootView))  // expected-note {{it is presented by present(_:) (Menu.swift:28)}}
  }
  required init?(coder: NSCoder) { nil }
}
