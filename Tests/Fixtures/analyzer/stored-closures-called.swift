// A value that keeps a closure building a view (`struct MenuItem { let build: () ->
// AnyView }`, no initialiser of its own): the closure given to its memberwise
// initialiser is carried, and a call of the stored closure (`item.build()`, also as an
// `NSHostingView`'s root) shows what it builds there, in that place's environment. The
// static arrays are kept apart, as any two properties whose stores the analyzer sees.
import SwiftUI
import AppKit

final class Hub: ObservableObject {}
struct MenuItem { let title: String; let build: () -> AnyView }

enum Menus {
  static let items: [MenuItem] = [MenuItem(title: "status", build: { AnyView(Status()) })]
  static let extras: [MenuItem] = [MenuItem(title: "extra", build: { AnyView(Extra()) })]  // expected-note {{Extra() is shown here without Hub}}
}

@main
struct BarApp: App {
  var body: some Scene {
    WindowGroup {
      Panel().environmentObject(Hub())
      Tray()
    }
  }
}

struct Panel: View {
  var body: some View { ForEach(Menus.items, id: \.title) { item in item.build() } }
}
struct Tray: View {
  var body: some View { ForEach(Menus.extras, id: \.title) { item in item.build() } }
}

// A status bar window: its hosting view's root is what the stored closure builds.
final class StatusBar {
  let badge = MenuItem(title: "badge", build: { AnyView(Badge()) })
  let meter = MenuItem(title: "meter", build: { AnyView(Meter()) })  // expected-note {{Meter() is shown here without Hub}}
  func install(in window: NSWindow, strip: NSWindow) {
    window.contentView = NSHostingView(rootView: badge.build().environmentObject(Hub()))
    strip.contentView = NSHostingView(rootView: meter.build())  // expected-note {{it is at the root of a window}}
  }
}

struct Status: View {
  @EnvironmentObject var hub: Hub  // expect: satisfied
  var body: some View { Text(hub.description) }
}
struct Extra: View {
  @EnvironmentObject var hub: Hub  // expect: unsatisfied  expected-error {{Tray() → build → Extra()}}
  var body: some View { Text(hub.description) }
}
struct Badge: View {
  @EnvironmentObject var hub: Hub  // expect: satisfied
  var body: some View { Text(hub.description) }
}
struct Meter: View {
  @EnvironmentObject var hub: Hub  // expect: unsatisfied  expected-error {{NSHostingView → build → Meter()}}
  var body: some View { Text(hub.description) }
}
