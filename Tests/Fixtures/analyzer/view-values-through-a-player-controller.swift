// A representable given two view builders (`Stage { screen } overlay: { controls }`)
// keeps them, hands them to the UIKit controller it makes, and that controller hosts
// each in a child `HostingController(content:)` of a package (named like a hosting
// controller, declared outside the project) made in a lazy property, wrapped in a
// frame view that shows the given `AnyView` below the objects it injects. Each piece
// is followed: the builders to their parameters (the unlabelled trailing closure
// takes the one the labelled trailing closures leave), the stored views to where the
// frame shows them, the children to the representable's placement.
import SwiftUI
import UIKit
import Hosting  // a package: HostingController(content:)

final class Clock: ObservableObject {}
final class Volume: ObservableObject {}
final class Lyrics: ObservableObject {}

struct Stage<Screen: View, Overlay: View>: UIViewControllerRepresentable {  // expected-note {{Stage is a UIViewControllerRepresentable bridge}}
  private let screen: Screen
  private let overlay: Overlay
  init(@ViewBuilder screen: () -> Screen, @ViewBuilder overlay: () -> Overlay) {
    self.screen = screen()
    self.overlay = overlay()
  }
  func makeUIViewController(context: Context) -> StageController {
    StageController(screen: AnyView(screen), overlay: AnyView(overlay))
  }
  func updateUIViewController(_ controller: StageController, context: Context) {}
}

final class StageController: UIViewController {
  private let screen: AnyView
  private let overlay: AnyView
  private let clock = Clock()
  init(screen: AnyView, overlay: AnyView) {
    self.screen = screen
    self.overlay = overlay
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  private lazy var screenChild: HostingController<AnyView> = {
    HostingController(content: AnyView(Frame(shown: screen).environmentObject(clock)))
  }()
  private lazy var overlayChild: HostingController<AnyView> = {
    HostingController(content: AnyView(Frame(shown: overlay)))
  }()
  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(screenChild)
    addChild(overlayChild)
  }
}

// Shows what it is given below the volume it injects.
struct Frame: View {
  let shown: AnyView
  var body: some View { shown.environmentObject(Volume()) }
}

@main
struct JukeboxApp: App {
  var body: some Scene {
    WindowGroup {
      Stage {
        Screen()  // expected-note {{Screen() is shown here without Lyrics}}
      } overlay: {
        #if os(iOS)
        Controls()  // expected-note {{Controls() is shown here without Clock}}
        #endif
      }
    }
  }
}

struct Screen: View {
  @EnvironmentObject var clock: Clock    // expect: satisfied
  @EnvironmentObject var volume: Volume  // expect: satisfied
  @EnvironmentObject var lyrics: Lyrics  // expect: unsatisfied  expected-error {{StageController(screen:)}}
  var body: some View { Text("\(clock) \(volume) \(lyrics)") }
}
struct Controls: View {
  @EnvironmentObject var volume: Volume  // expect: satisfied
  @EnvironmentObject var clock: Clock    // expect: unsatisfied  expected-error {{StageController(overlay:)}}
  var body: some View { Text("\(volume) \(clock)") }
}
