// `private` and `fileprivate` declarations are visible in their file only: this
// file's `Row` and Back.swift's `Row` are two views, each placed by its own file's
// screen; so is each file's private helper `badge()`.
import SwiftUI
import ImplicitsUI

@main
struct PrivateApp: App {
  var body: some Scene {
    WindowGroup {
      Front().implicit(Ledger())
      Back()
    }
  }
}

struct Front: View {
  var body: some View {
    VStack {
      Row()
      badge()
    }
  }
  private func badge() -> some View { Tag() }
}

private struct Row: View {
  @Implicit var ledger: Ledger // expect: satisfied
  var body: some View { Text("") }
}

struct Tag: View {
  @Implicit var ledger: Ledger // expect: satisfied
  var body: some View { Text("") }
}

final class Ledger {}
