// @Observable models injected with .environment(model) and read with
// @Environment(Model.self); an optional read is nil when missing, not a crash.
import SwiftUI

@Observable final class Library {}
@Observable final class Player {}

@main
struct BooksApp: App {
  @State private var library = Library()
  var body: some Scene {
    WindowGroup {
      Shelf().environment(library)
    }
  }
}

struct Shelf: View {
  @Environment(Library.self) private var library     // expect: satisfied
  @Environment(Player.self) private var player: Player? // expect: default
  var body: some View {
    // The preview's path is shorter, but an app error shows the app's path first.
    // expected-note@+1 {{NowPlaying() is shown here without Player}}
    NowPlaying()
  }
}

struct NowPlaying: View {
  @Environment(Player.self) var player // expect: unsatisfied  expected-error {{No Observable object of type Player found: NowPlaying.player has no value on NowPlaying, on the path from BooksApp.body}}
  var body: some View { Text("") }
}

// .environmentObject does not satisfy @Environment(T.self), nor the reverse.
#Preview { // expected-note {{also missing in previews: #Preview → NowPlaying()}}
  NowPlaying().environmentObject(Player())
}
