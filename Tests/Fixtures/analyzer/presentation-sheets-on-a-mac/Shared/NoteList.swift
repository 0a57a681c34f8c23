// A sheet's content on iPhone and iPad (since iOS 14) inherits the environment where
// `.sheet` is attached, including what the presenter injects after it; so does a
// native macOS app's (since macOS 11: shipped Mac apps present with what they inject
// on the presenter). An iOS app running on a Mac does not (the fixture
// presentation-sheets-ipad-app-on-a-mac; docs/design.md, "Where a new host begins").
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
      .sheet(isPresented: $showsReactions) { ReactionsSheet() }
      // Injected inside the sheet's content: every platform.
      .sheet(isPresented: $showsReceipts) { ReceiptsSheet().environmentObject(thread) }
      // What the scene gives the window's root view (the library) reaches it.
      .sheet(isPresented: $showsSettings) { SettingsSheet() }
      // Applied after the sheets: it reaches their content on iPhone, iPad and macOS.
      .environmentObject(thread)
  }
}

/// Reached only through the injection after `.sheet`: satisfied on both.
struct ReactionsSheet: View {
  @EnvironmentObject var thread: Thread  // expect: satisfied
  var body: some View { Text(thread.title) }
}

/// Given the value inside its own closure: satisfied on both, and so are the sheets
/// it presents.
struct ReceiptsSheet: View {
  @EnvironmentObject var thread: Thread  // expect: satisfied
  @State private var showsPins = false
  var body: some View {
    Text(thread.title)
      .sheet(isPresented: $showsPins) { PinsSheet() }
  }
}

/// Presented from a sheet.
struct PinsSheet: View {
  @EnvironmentObject var thread: Thread  // expect: satisfied
  var body: some View { Text(thread.title) }
}

/// Reads what the scene injects at the window's root: satisfied on both (a few reports
/// say a Mac lost such values: `"presentations": {"macOS": {"sheet": "window"}}` or
/// `"empty"` reads them so).
struct SettingsSheet: View {
  @EnvironmentObject var library: Library  // expect: satisfied
  var body: some View { Text(library.name) }
}
