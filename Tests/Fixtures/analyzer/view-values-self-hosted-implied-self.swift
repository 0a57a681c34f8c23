// A View extension member that hosts its receiver may leave `self.` implied:
// `environmentObject(x)` on its own line is `self.environmentObject(x)`. The receiver is
// then shown at the controller's root with what the member declares, here under a
// representable that places the controller: the representable's environment plus the
// member's lantern. The attic also reads a map nobody gives.
import SwiftUI
import UIKit

final class Lantern: ObservableObject {}
final class Map: ObservableObject {}

extension View {
  func lanternLit() -> UIViewController {
    let lit = environmentObject(Lantern())
    return UIHostingController(rootView: lit)
  }
  func lanternLitAtOnce() -> UIViewController {
    UIHostingController(rootView: environmentObject(Lantern()))
  }
}

// expected-note@+1 {{CellarBridge is a UIViewControllerRepresentable bridge}}
struct CellarBridge: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UIViewController { Cellar().lanternLit() }
  func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

// expected-note@+1 {{AtticBridge is a UIViewControllerRepresentable bridge}}
struct AtticBridge: UIViewControllerRepresentable {
  // expected-note@+1 {{Attic() is shown here without Map}}
  func makeUIViewController(context: Context) -> UIViewController { Attic().lanternLitAtOnce() }
  func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

@main
struct HouseApp: App {
  var body: some Scene {
    WindowGroup {
      VStack {
        CellarBridge()
        AtticBridge()
      }
    }
  }
}

struct Cellar: View {
  @EnvironmentObject var lantern: Lantern  // expect: satisfied
  var body: some View { Text("") }
}

struct Attic: View {
  @EnvironmentObject var lantern: Lantern  // expect: satisfied
  @EnvironmentObject var map: Map  // expect: unsatisfied  expected-error {{No ObservableObject of type Map found}}
  var body: some View { Text(String(describing: map)) }
}
