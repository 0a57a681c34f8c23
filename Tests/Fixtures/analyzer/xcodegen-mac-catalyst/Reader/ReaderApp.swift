import SwiftUI

final class Library: ObservableObject {}
final class Shortcuts: ObservableObject {}

@main
struct ReaderApp: App {
  var body: some Scene {
    WindowGroup {
      Shelf().environmentObject(Library())
    }
    #if targetEnvironment(macCatalyst)
    // `Settings` is a scene of native macOS apps only: a Mac Catalyst build has none
    // (this does not compile there), so nothing it holds is shown in any build.
    Settings { Preferences() }
    #endif
  }
}

struct Preferences: View {  // expected-warning {{Preferences reads environment values but is not reachable}}
  @EnvironmentObject var library: Library  // expect: unreachable
  var body: some View { Text("\(library)") }
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
