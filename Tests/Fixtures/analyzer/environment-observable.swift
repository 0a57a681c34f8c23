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
    NowPlaying()   // also without Player, but the preview's path is shorter
  }
}

struct NowPlaying: View {
  @Environment(Player.self) var player // expect: unsatisfied  expected-error {{No Observable object of type Player found: NowPlaying.player has no value on #Preview → NowPlaying()}}
  var body: some View { Text("") }
}

// .environmentObject does not satisfy @Environment(T.self), nor the reverse.
#Preview {
  // expected-note@+1 {{NowPlaying() is shown here without Player}}
  NowPlaying().environmentObject(Player())
}
