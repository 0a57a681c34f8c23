// stored-view is about the view tree: a SwiftUI view kept in a property of a project
// View type is reported; a UIKit or AppKit object that happens to be called a view
// (UIView, UITextView) is not (it is counted in --verbose only). An `AnyView` given to
// the initialiser is content the view is given, as a generic `Content` is (rule 5):
// followed, not reported.
import SwiftUI
import UIKit

struct Card: View {
  let detail: AnyView
  let header: BadgeView
  let canvas: UITextView
  let wrapper: UIView?
  var body: some View {
    VStack {
      detail
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
