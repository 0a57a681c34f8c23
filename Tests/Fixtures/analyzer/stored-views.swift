// stored-view is about the view tree: a UIKit or AppKit object that happens to be
// called a view (UIView, UITextView) is not reported (it is counted in --verbose only).
// An `AnyView` given to the initialiser, or a view of a named type the body shows
// (`header`), is content the view is given, as a generic `Content` is (rule 5):
// followed, not reported (views-kept-by-their-holder.swift).
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
      header
      canvas
      wrapper
    }
    .environmentObject(Theme())
  }
}

final class Theme: ObservableObject {}

struct BadgeView: View {
  @EnvironmentObject var theme: Theme  // expect: satisfied
  var body: some View { Text(theme.description) }
}

@main struct CardApp: App {
  var body: some Scene {
    WindowGroup { Card(detail: AnyView(Text("")), header: BadgeView(), canvas: UITextView(), wrapper: nil) }
  }
}
