// A sheet's content on iPhone and iPad (since iOS 14) inherits the environment where
// `.sheet` is attached, including what the presenter injects after it. On a Mac a
// sheet is a window of its own: shipped apps crashed there ("No ObservableObject of
// type ... found") with an injection applied after their `.sheet`s, and fixed it by
// injecting inside each sheet's content (docs/design.md, "Where a new host begins").
// What the window's root view is given crosses; a sheet's own content is the root for
// the sheets it presents.
import SwiftUI

final class Library: ObservableObject { var name = "Notes" }
final class Thread: ObservableObject { var title = "Thread" }

struct NoteList: View {
  @StateObject private var thread = Thread()
  @State private var showsReactions = false
  @State private var showsReceipts = false
  @State private var showsSettings = false
  var body: some View {
    List { Text("Note") }
      // expected-note@+2 {{on macOS, a `.sheet`'s content is hosted in a window of its own}}
      // expected-note@+1 {{ReactionsSheet() is shown here without Thread}}
      .sheet(isPresented: $showsReactions) { ReactionsSheet() }
      // Injected inside the sheet's content: every platform.
      .sheet(isPresented: $showsReceipts) { ReceiptsSheet().environmentObject(thread) }
      // What the scene gives the window's root view (the library) reaches it.
      .sheet(isPresented: $showsSettings) { SettingsSheet() }
      // Applied after the sheets: it reaches their content on iPhone and iPad, not on a Mac.
      // expected-note@+1 {{.environmentObject(thread) is on this path but does not reach ReactionsSheet()}}
      .environmentObject(thread)
  }
}

/// Reached only through the injection after `.sheet`: satisfied on iOS, a crash on a Mac.
struct ReactionsSheet: View {
  @EnvironmentObject var thread: Thread  // expect: unsatisfied  expected-error {{[macOS] No ObservableObject of type Thread found}}
  var body: some View { Text(thread.title) }
}

/// Given the value inside its own closure: satisfied on both. It is the root of its
/// sheet's window, so the sheets it presents get the value too.
struct ReceiptsSheet: View {
  @EnvironmentObject var thread: Thread  // expect: satisfied
  @State private var showsPins = false
  var body: some View {
    Text(thread.title)
      .sheet(isPresented: $showsPins) { PinsSheet() }
  }
}

/// Presented from a sheet: its window's root is the first sheet's content.
struct PinsSheet: View {
  @EnvironmentObject var thread: Thread  // expect: satisfied
  var body: some View { Text(thread.title) }
}

/// Reads what the scene injects at the window's root: satisfied on both (a few reports
/// say a Mac lost even such values: `"presentations": {"macOS": {"sheet": "empty"}}`).
struct SettingsSheet: View {
  @EnvironmentObject var library: Library  // expect: satisfied
  var body: some View { Text(library.name) }
}
