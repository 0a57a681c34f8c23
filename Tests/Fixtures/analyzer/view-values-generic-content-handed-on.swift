// A representable that keeps the generic content it is given and hands it on as an
// argument (to a UIKit view that hosts it below an object it owns) shows that
// content only where the UIKit view hosts it: the value passed on is no place that
// shows every type conforming to the content's protocol. Each gauge below is shown
// once, with what its own place declares.
import SwiftUI
import UIKit

final class Meter: ObservableObject {}
final class Knob: ObservableObject {}

protocol Gauge: View {}
struct Needle: Gauge {
  @EnvironmentObject var meter: Meter  // expect: satisfied
  var body: some View { Text("\(meter)") }
}
struct Dial: Gauge {
  @EnvironmentObject var knob: Knob  // expect: satisfied
  var body: some View { Text("\(knob)") }
}
struct Pointer: Gauge {
  @EnvironmentObject var knob: Knob  // expect: unsatisfied  expected-error {{No ObservableObject of type Knob found}}
  var body: some View { Text("\(knob)") }
}

struct Housing<Content: Gauge>: UIViewRepresentable {  // expected-note {{Housing is a UIViewRepresentable bridge}}
  private let content: Content
  init(@ViewBuilder content: () -> Content) { self.content = content() }
  func makeUIView(context: Context) -> HousingView<Content> { HousingView(content: content) }
  func updateUIView(_ view: HousingView<Content>, context: Context) { view.update(content: content) }
}
final class HousingView<Content: Gauge>: UIView {
  private let meter = Meter()
  private var content: Content
  private lazy var host = UIHostingController(rootView: AnyView(content.environmentObject(meter)))
  init(content: Content) {
    self.content = content
    super.init(frame: .zero)
    addSubview(host.view)
  }
  required init?(coder: NSCoder) { nil }
  func update(content: Content) {
    self.content = content
    host.rootView = AnyView(content.environmentObject(meter))
  }
}

@main
struct PanelApp: App {
  var body: some Scene {
    WindowGroup {
      Housing { Needle() }
      Dial().environmentObject(Knob())
      Pointer()  // expected-note {{Pointer() is shown here without Knob}}
    }
  }
}
