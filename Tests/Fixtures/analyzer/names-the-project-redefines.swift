// Names whose meaning depends on the whole project. Two were soundness bugs: a view
// hosted through an alias of UIHostingController inherited the outer environment,
// and a project view named like a SwiftUI view was never followed.
import SwiftUI
import UIKit

final class Session: ObservableObject {}

typealias HostingController = UIHostingController
typealias PlatformRepresentable = UIViewRepresentable

// A project view named like SwiftUI's TimelineView: this module's calls mean it.
struct TimelineView: View {
  var body: some View { TimelineRow() }  // expected-note {{TimelineRow() is shown here without Session}}
}
struct TimelineRow: View {
  @EnvironmentObject var session: Session // expect: unsatisfied  expected-error {{No ObservableObject of type Session found}}
  var body: some View { Text("\(session)") }
}

// A hosted view starts an empty environment, through an alias as through the original.
struct HostedCard: View {
  @EnvironmentObject var session: Session // expect: satisfied
  var body: some View { Text("\(session)") }
}
struct CardSlot: PlatformRepresentable { // expected-note {{CardSlot is a UIViewRepresentable bridge}}
  @EnvironmentObject var session: Session // expect: satisfied
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ view: UIView, context: Context) {}
}
// Created in a body that has the Session and handed to a representable that shows it:
// the hosted view starts with the representable's environment.
struct ControllerSlot: UIViewControllerRepresentable { // expected-note {{ControllerSlot is a UIViewControllerRepresentable bridge}}
  let controller: UIViewController
  func makeUIViewController(context: Context) -> UIViewController { controller }
  func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
struct Card: View {
  // (the controller, made through the alias, is the representable's: it starts with
  // the representable's environment, which has the Session)
  var body: some View { ControllerSlot(controller: HostingController(rootView: HostedCard())) }
}

// `Self.Nested(...)` and types whose names start with an underscore.
struct Gallery: View {
  struct Tile: View {
    @EnvironmentObject var session: Session // expect: satisfied
    var body: some View { Text("\(session)") }
  }
  struct _Body: View {
    @EnvironmentObject var session: Session // expect: satisfied
    var body: some View { Text("\(session)") }
  }
  var body: some View {
    Self.Tile()
    _Body()
  }
}

@main
struct NamesApp: App {
  var body: some Scene {
    WindowGroup {
      VStack {
        CardSlot()
        Card()
        Gallery()
      }
      .environmentObject(Session())
      TimelineView()
    }
  }
}
