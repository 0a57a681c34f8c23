import SwiftUI

@main
struct NotesMacApp: App {
  @StateObject private var library = Library()
  var body: some Scene {
    WindowGroup { NoteList().environmentObject(library) }
  }
}
