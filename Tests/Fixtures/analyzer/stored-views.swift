// stored-view is about the view tree: a SwiftUI view kept in a property (AnyView,
// a project View type) is reported; a UIKit or AppKit object that happens to be
// called a view (UIView, UITextView) is not (it is counted in --verbose only).
import SwiftUI
import UIKit

struct Card: View {
  let detail: AnyView
  let header: BadgeView
  let canvas: UITextView
  let wrapper: UIView?
  var body: some View {
    VStack {
      detail // expected-warning {{`detail` is a view stored in a property (AnyView)}}
      header // expected-warning {{`header` is a view stored in a property (BadgeView)}}
      canvas
      wrapper
    }
  }
}

struct BadgeView: View {
  var body: some View { Text("") }
}

#Preview { Card(detail: AnyView(Text("")), header: BadgeView(), canvas: UITextView(), wrapper: nil) }
