import SwiftUI

final class Library: ObservableObject {}
final class Shortcuts: ObservableObject {}

@main
struct ReaderApp: App {
  var body: some Scene {
    WindowGroup {
      Shelf().environmentObject(Library())
    }
  }
}

// On the Mac the shelf shows a sidebar, on iPhone and iPad a list: each is reached
// only in its own configuration.
struct Shelf: View {
  var body: some View {
    #if targetEnvironment(macCatalyst)
    MacSidebar()
    #else
    PhoneList()
    #endif
  }
}

struct PhoneList: View {
  @EnvironmentObject var library: Library  // expect: satisfied
  var body: some View { Text("\(library)") }
}

struct MacSidebar: View {
  @EnvironmentObject var library: Library  // expect: satisfied
  var body: some View {
    // expected-note@+1 {{KeyboardHelp() is shown here without Shortcuts}}
    KeyboardHelp()
  }
}
