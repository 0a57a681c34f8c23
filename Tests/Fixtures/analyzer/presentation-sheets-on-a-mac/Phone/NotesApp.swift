import SwiftUI

@main
struct NotesApp: App {
  @StateObject private var library = Library()
  var body: some Scene {
    WindowGroup { NoteList().environmentObject(library) }
  }
}
