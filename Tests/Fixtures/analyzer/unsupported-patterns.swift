// What the analyzer cannot see is reported with a stable code, never proven.
import SwiftUI
import UIKit
import ImplicitsUI

protocol Route {
  var destination: AnyView { get }
}

struct Shell: View {
  let route: any Route
  let detail: BadgeView
  let makeRow: (Int) -> BadgeView
  var body: some View {
    VStack {
      route.destination        // every project type that conforms to Route (views-through-protocols.swift)
      detail                   // given content (views-kept-by-their-holder.swift)
      makeRow(1)               // expected-warning {{`makeRow` is a stored closure ((Int)->BadgeView)}}
    }
  }
}

struct BadgeView: View {
  var body: some View { Text("") }
}

// A view hosted in a representable starts with the environment where the
// representable is placed (view-values.swift): here, one without Catalog.
@main struct MapApp: App {
  var body: some Scene { WindowGroup { MapBridge() } }
}

struct MapBridge: UIViewRepresentable { // expected-note {{MapBridge is a UIViewRepresentable bridge}}
  func makeUIView(context: Context) -> UIView {
    UIHostingController(rootView: Pin()).view
  }
  func updateUIView(_ view: UIView, context: Context) {}
}

struct Pin: View {
  @Implicit var catalog: Catalog // expect: unsatisfied  expected-error {{Pin.catalog}}
  var body: some View { Text("") }
}
// expected-note@-9 {{Pin() is shown here without Catalog}}

#Preview { Shell(route: Home(), detail: AnyView(Text("")), makeRow: { _ in AnyView(Text("")) }) }

struct Home: Route { var destination: AnyView { AnyView(Text("")) } }
