// UIKit's names mean UIKit's calls only where Swift calls UIKit's: when the
// receiver's type declares a `present`, an `addChild` or a `rootViewController` of its
// own that the call fits, Swift calls that one, and the hosting controller goes where
// the project's code puts it. A call that fits only UIKit's keeps UIKit's meaning.
import SwiftUI
import UIKit
import ImplicitsUI

final class Palette {}

// A project type's own `present(_:)` embeds the controller in a controller a
// representable shows: the representable's environment reaches it.
final class Slot {
  let container = UIViewController()
  func present(_ child: UIViewController) {
    container.addChild(child)
    container.view.addSubview(child.view)
  }
}
struct SlotHost: UIViewControllerRepresentable {  // expected-note {{SlotHost is a UIViewControllerRepresentable bridge}}
  let slot: Slot
  func makeUIViewController(context: Context) -> UIViewController { slot.container }
  func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
struct Stage: View {
  let slot = Slot()
  var body: some View { SlotHost(slot: slot).implicit(Palette()) }
  func show() { slot.present(UIHostingController(rootView: Swatch())) }
}
struct Swatch: View {
  @Implicit var palette: Palette  // expect: satisfied
  var body: some View { Text("") }
}

// The same shape, under a representable placed where nothing injects the palette.
final class Tray {
  let container = UIViewController()
  func present(_ child: UIViewController) {
    container.addChild(child)
    container.view.addSubview(child.view)
  }
}
struct TrayHost: UIViewControllerRepresentable {  // expected-note {{TrayHost is a UIViewControllerRepresentable bridge}}
  let tray: Tray
  func makeUIViewController(context: Context) -> UIViewController { tray.container }
  func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
struct Bench: View {
  let tray = Tray()
  var body: some View { TrayHost(tray: tray) }
  func show() { tray.present(UIHostingController(rootView: Sample())) }  // expected-note {{Sample() is shown here without Palette}}
}
struct Sample: View {
  @Implicit var palette: Palette  // expect: unsatisfied  expected-error {{Sample.palette is not declared on every path to this view: Sample, on the path from PaletteApp.body}}
  var body: some View { Text("") }
}

// A flow object's own `rootViewController` is a property like any other, not a
// window's root: the representable that shows it gives its environment.
final class Flow {
  var rootViewController: UIViewController?
  func start() { rootViewController = UIHostingController(rootView: Legend()) }
}
struct FlowHost: UIViewControllerRepresentable {  // expected-note {{FlowHost is a UIViewControllerRepresentable bridge}}
  let flow: Flow
  func makeUIViewController(context: Context) -> UIViewController { flow.rootViewController ?? UIViewController() }
  func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
struct Chart: View {
  let flow = Flow()
  var body: some View { FlowHost(flow: flow).implicit(Palette()) }
}
struct Legend: View {
  @Implicit var palette: Palette  // expect: satisfied
  var body: some View { Text("") }
}

// A call that fits only UIKit's `present(_:animated:)` (the project's takes `screen:`)
// presents: the hosting controller starts empty.
extension UIViewController {
  func present<Screen: View>(screen: Screen) { present(UIHostingController(rootView: screen), animated: true) }
}
final class Editor: UIViewController {
  func showPicker() { present(UIHostingController(rootView: Picker()), animated: true) }  // expected-note {{it is presented by present(_:)}}  // expected-note {{Picker() is shown here without Palette}}
}
struct Picker: View {
  @Implicit var palette: Palette  // expect: unsatisfied  expected-error {{Picker.palette is not declared on every path to this view: Picker, on the path from Editor.UIHostingController}}
  var body: some View { Text("") }
}

struct PaletteApp: App {
  var body: some Scene { WindowGroup { Stage(); Bench(); Chart() } }
}
