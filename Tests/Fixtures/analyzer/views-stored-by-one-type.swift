// A view one type builds and stores, and another shows: a coordinator's method sets
// `toolbar = AnyView(Toolbar())`, and the screen shows `coordinator.toolbar` under
// its injection. The view is shown where it is read, not judged where it was built
// (plain code, whose environment the analyzer cannot see). The banner is read by a
// screen that nothing gives the session: really missing.
import SwiftUI

final class Session: ObservableObject {}

final class ComposerCoordinator {
  var toolbar: AnyView?
  var banner: AnyView?
  func start() {
    toolbar = AnyView(Toolbar())
    self.banner = AnyView(Banner())  // expected-note {{Banner() is shown here without Session}}
  }
}

@main
struct WriterApp: App {
  let coordinator = ComposerCoordinator()
  var body: some Scene {
    WindowGroup {
      ComposerScreen(coordinator: coordinator).environmentObject(Session())
      Headline(coordinator: coordinator)
    }
  }
}

struct ComposerScreen: View {
  let coordinator: ComposerCoordinator
  var body: some View { coordinator.toolbar }
}
struct Headline: View {
  let coordinator: ComposerCoordinator
  var body: some View { coordinator.banner }
}

struct Toolbar: View {
  @EnvironmentObject var session: Session  // expect: satisfied
  var body: some View { Text(session.description) }
}
struct Banner: View {
  @EnvironmentObject var session: Session  // expect: unsatisfied  expected-error {{Headline() → banner → Banner()}}
  var body: some View { Text(session.description) }
}
