import SwiftUI

struct Post: Identifiable, Hashable {
  let id: UUID
  var title: String
  var text: String
  var author: String
  var isPinned = false

  static let sample = Post(
    id: UUID(), title: "Hello, Implicits", text: "Declared above, read below.", author: "ada")
}

struct Profile: Hashable {
  var name: String
  var bio: String
}

/// Visual constants shared by every screen.
struct Theme {
  var accent: Color = .indigo
  var spacing: CGFloat = 12

  static let standard = Theme()
  static let compact = Theme(accent: .teal, spacing: 6)
}
