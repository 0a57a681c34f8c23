import Foundation
import Testing
import ImplicitsQuery

/// An unsatisfied read whose property nothing uses is a latent finding: the value is
/// missing, but deleting the property is the fix (for an `@EnvironmentObject`, a
/// warning of its own, `unused-environment-object`: it cannot crash). Said only when nothing in the
/// project can use it (its file names it once, and no other file adds members to its
/// view); a use through `$name` or `_name` counts.
@Suite("Reads declared and never used")
struct UnusedReadTests {
  static func messages(_ sources: [String: String]) throws -> [String: String] {
    let outcome = try FixtureRunner.run(sources: sources)
    var result: [String: String] = [:]
    for diagnostic in outcome.diagnostics
    where ["missing-environment-object", "unused-environment-object"].contains(diagnostic.code) {
      let read = try #require(outcome.reads.first { $0.location == diagnostic.location })
      result[read.view] = diagnostic.message
    }
    return result
  }

  static let app = """
    import SwiftUI
    final class Model: ObservableObject { var title = "" }
    @main
    struct ShopApp: App {
      var body: some Scene { WindowGroup { VStack { Idle(); Busy(); Bound() } } }
    }
    struct Idle: View {
      @EnvironmentObject var model: Model
      var body: some View { Text("") }
    }
    struct Busy: View {
      @EnvironmentObject var model: Model
      var body: some View { Text(model.title) }
    }
    struct Bound: View {
      @EnvironmentObject var store: Model
      var body: some View { TextField("", text: $store.title) }
    }
    """

  @Test func anUnusedReadSaysDeleteIt() throws {
    let messages = try Self.messages(["Shop.swift": Self.app])
    // An @EnvironmentObject is looked up when accessed: unused, it is a warning, not a crash.
    #expect(messages["Idle"]?.hasPrefix("Idle.model is declared and never used, and has no value on Idle") == true)
    #expect(messages["Idle"]?.hasSuffix("it cannot crash until it is used; delete it") == true)
    #expect(messages["Busy"]?.contains("never used") == false)
    #expect(messages["Bound"]?.contains("never used") == false, "a use through $store counts")
  }

  @Test func anExtensionInAnotherFileMayUseIt() throws {
    let messages = try Self.messages([
      "Shop.swift": Self.app,
      "Idle+Title.swift": "import SwiftUI\nextension Idle {\n  var caption: String { model.title }\n}\n",
    ])
    #expect(messages["Idle"]?.contains("never used") == false)
  }
}
