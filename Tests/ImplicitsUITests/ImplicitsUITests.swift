import Foundation
import Testing
import SwiftUI
@testable import ImplicitsUIOnStandIn

@MainActor struct Propagation {
  @Test func typeKeyReachesDescendants() {
    let r = render(VStack { VStack { NetworkReader() } }.implicit(NetworkService(name: "live")))
    #expect(r.lines == ["network=live"])
    #expect(r.missing.isEmpty)
  }

  @Test func nearestDeclarationWins() {
    let r = render(
      VStack {
        NetworkReader().implicit(NetworkService(name: "inner"))
        NetworkReader()
      }
      .implicit(NetworkService(name: "outer")))
    #expect(r.lines == ["network=inner", "network=outer"])
  }

  @Test func siblingSubtreesAreIndependent() {
    let r = render(
      VStack {
        NetworkReader().implicit(NetworkService(name: "a"))
        NetworkReader().implicit(NetworkService(name: "b"))
        NetworkReader()
      })
    #expect(r.lines == ["network=a", "network=b", "network=MISSING"])
    #expect(r.missing.count == 1)
  }

  @Test func readsAtBodyEvaluationNotInit() {
    // Created outside any declaration, shown under two different ones.
    let reader = NetworkReader()
    let r = render(
      VStack {
        reader.implicit(NetworkService(name: "first"))
        reader.implicit(NetworkService(name: "second"))
      })
    #expect(r.lines == ["network=first", "network=second"])
  }

  @Test func keyIsTheStaticTypeOfTheValue() {
    #expect(render(ServiceReader().implicit(LiveService())).missing.count == 1)
    #expect(render(ServiceReader().implicit(LiveService() as any Service)).lines == ["service=LiveService"])
  }
}

@MainActor struct KeyIdentity {
  @Test func namedKeysOfTheSameValueTypeAreDistinct() {
    let both = render(
      VStack { GuestReader(); DarkReader() }
        .implicit(\.guestMode, true)
        .implicit(\.darkMode, false))
    #expect(both.lines == ["guest=true", "dark=false"])
    #expect(both.missing.isEmpty)

    let onlyGuest = render(VStack { GuestReader(); DarkReader() }.implicit(\.guestMode, true))
    #expect(onlyGuest.lines == ["guest=true", "dark=false"])
    #expect(onlyGuest.missing.count == 1)
    #expect(onlyGuest.missing.first?.contains("key \\.darkMode") == true)
  }

  @Test func typeKeysAndNamedKeysNeverCollide() {
    let r = render(
      VStack { BoolReader(); GuestReader() }
        .implicit(true)
        .implicit(\.guestMode, false))
    #expect(r.lines == ["bool=true", "guest=false"])

    // A Bool type key does not satisfy a Bool named key, and vice versa.
    #expect(render(GuestReader().implicit(true)).missing.count == 1)
    #expect(render(BoolReader().implicit(\.guestMode, true)).missing.count == 1)
  }

  @Test func eachImplicitKeyHasItsOwnEnvironmentKey() {
    // Separate EnvironmentKey types are what lets SwiftUI invalidate per key.
    var environment = EnvironmentValues()
    environment[TypeKey<Bool>.self] = true
    #expect(environment[NamedKey<ImplicitsKeys.GuestModeTag>.self] == nil)
    environment[NamedKey<ImplicitsKeys.GuestModeTag>.self] = false
    #expect(environment[NamedKey<ImplicitsKeys.DarkModeTag>.self] == nil)
    #expect(environment[TypeKey<Bool>.self] == true)
  }
}

@MainActor struct ModifierScope {
  @Test func declarationInsideSheetPositionDoesNotCoverSheet() {
    let r = render(
      Text("host")
        .implicit(NetworkService(name: "x"))
        .sheet(isPresented: .constant(true)) { NetworkReader() })
    #expect(r.lines == ["host", "network=MISSING"])
    #expect(r.missing.count == 1)
  }

  @Test func declarationOutsideSheetCoversSheet() {
    let r = render(
      Text("host")
        .sheet(isPresented: .constant(true)) { NetworkReader() }
        .implicit(NetworkService(name: "x")))
    #expect(r.lines == ["host", "network=x"])
    #expect(r.missing.isEmpty)
  }

  @Test func overlayFollowsTheSameRule() {
    let inside = render(Text("host").implicit(\.guestMode, true).overlay { GuestReader() })
    #expect(inside.lines == ["host", "guest=false"])
    #expect(inside.missing.count == 1)

    let outside = render(Text("host").overlay { GuestReader() }.implicit(\.guestMode, true))
    #expect(outside.lines == ["host", "guest=true"])
    #expect(outside.missing.isEmpty)
  }

  @Test func viewModifiersReadAndProvide() {
    let reads = render(Text("content").modifier(GuestBadge()).implicit(\.guestMode, true))
    #expect(reads.lines == ["content", "badge=true"])

    let provides = render(NetworkReader().modifier(WithNetwork()))
    #expect(provides.lines == ["network=from-modifier"])
  }
}

@MainActor struct MissingValue {
  @Test func messageForATypeKey() {
    let read = ImplicitRead(key: .type("App.NetworkService"), view: "ContentView", fileID: "App/ContentView.swift", line: 12)
    #expect(ImplicitsRuntime.missingValueMessage(for: read) == """
      ImplicitsUI: no implicit value for key App.NetworkService, read by ContentView (@Implicit at App/ContentView.swift:12).
      No ancestor of ContentView in the view tree declares .implicit(_:) with a value of type App.NetworkService.
      Explain: implicits-query why ContentView.<property> (the @Implicit property at App/ContentView.swift:12)
      """)
  }

  @Test func messageForANamedKey() {
    let read = ImplicitRead(key: .named("guestMode"), view: "ContentView", fileID: "App/ContentView.swift", line: 13)
    #expect(ImplicitsRuntime.missingValueMessage(for: read) == """
      ImplicitsUI: no implicit value for key \\.guestMode, read by ContentView (@Implicit at App/ContentView.swift:13).
      No ancestor of ContentView in the view tree declares .implicit(\\.guestMode, _).
      Explain: implicits-query why ContentView.<property> (the @Implicit property at App/ContentView.swift:13)
      """)
  }

  @Test func aTypeKeyReadTrapsWithTheMessageOfItsSite() {
    let r = render(NetworkReader())
    #expect(r.lines == ["network=MISSING"])
    let read = ImplicitRead(
      key: .type("ImplicitsUITests.NetworkService"), view: "NetworkReader",
      fileID: "ImplicitsUITests/Fixtures.swift", line: NetworkReader.networkLine)
    #expect(r.missing == [ImplicitsRuntime.missingValueMessage(for: read)])
  }

  @Test func aNamedKeyReadTrapsWithTheMessageOfItsSite() {
    let read = ImplicitRead(
      key: .named("guestMode"), view: "GuestReader",
      fileID: "ImplicitsUITests/Fixtures.swift", line: GuestReader.guestLine)
    #expect(render(GuestReader()).missing == [ImplicitsRuntime.missingValueMessage(for: read)])
  }

  @Test func aModifierOrNestedViewIsNamedByItsTypeName() {
    let badge = render(Text("x").modifier(GuestBadge())).missing
    #expect(badge.first?.contains("read by GuestBadge (@Implicit at ImplicitsUITests/Fixtures.swift:\(GuestBadge.guestLine))") == true)
    let row = render(Parent.Row()).missing
    #expect(row.first?.contains("read by Row (@Implicit at ImplicitsUITests/Fixtures.swift:\(Parent.Row.networkLine))") == true)
  }

  @Test func theDefaultHandlerIsATrap() {
    // Only checks the hook is the one reads use; trapping itself can't be run in-process.
    #expect(ImplicitsRuntime.$missingValueHandler.withValue({ _, _ in 42 }) { ImplicitsRuntime.missingValue(
      ImplicitRead(key: .named("k"), view: "V", fileID: "F.swift", line: 1), as: Int.self) } == 42)
  }
}

/// The glue target compiles the ImplicitsUI sources through symlinks; a new
/// source file needs a new symlink, or the tests silently stop covering it.
@Test func standInTargetLinksEverySourceOfImplicitsUI() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let sources = root.appendingPathComponent("Sources/ImplicitsUI")
  let links = root.appendingPathComponent("Tests/ImplicitsUIOnStandIn")
  let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }.sorted()
  let linked = try FileManager.default.contentsOfDirectory(atPath: links.path).filter { $0.hasSuffix(".swift") }.sorted()
  #expect(linked == files)
  for file in linked {
    let target = try FileManager.default.destinationOfSymbolicLink(atPath: links.appendingPathComponent(file).path)
    #expect(target == "../../Sources/ImplicitsUI/\(file)")
  }
}
