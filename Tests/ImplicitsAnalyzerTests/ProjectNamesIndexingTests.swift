import Foundation
import Testing
@testable import ImplicitsIndexer
import ImplicitsExtract
import ImplicitsQuery
import ImplicitsStore
import SwiftParser
import struct SwiftSyntax.TokenSyntax


/// When a run finds other ProjectNames than it used (a first index, an alias added or
/// removed), it runs once more and parses again only the files that may mention a
/// name that changed. The index must be the one a single full pass with the final
/// names gives: every fact, derived row, status and diagnostic.
@Suite("Project names: re-parsing only the files that mention a changed name")
struct ProjectNamesIndexingTests {
  /// Each file uses one kind of project name; the `Plain` files use none.
  static let sources: [String: String] = [
    "Names.swift": """
      import SwiftUI
      import UIKit
      final class Session: ObservableObject {}
      typealias HostingController = UIHostingController
      typealias PlatformRepresentable = UIViewRepresentable
      protocol PlatformView: View {}
      // A carrier: its initialiser stores the view its closure builds.
      struct Route: Hashable {
        let name: String
        private let screen: AnyView
        init(id name: String, @ViewBuilder content: () -> some View) {
          screen = AnyView(content())
          self.name = name
        }
        var destination: some View { screen }
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
        static func == (lhs: Route, rhs: Route) -> Bool { lhs.name == rhs.name }
      }
      """,
    "Timeline.swift": """
      import SwiftUI
      struct TimelineView: View {
        var body: some View { TimelineRow() }
      }
      struct TimelineRow: View {
        @EnvironmentObject var session: Session
        var body: some View { Text("") }
      }
      """,
    "Card.swift": """
      import SwiftUI
      struct HostedCard: View {
        @EnvironmentObject var session: Session
        var body: some View { Text("") }
      }
      struct ControllerSlot: UIViewControllerRepresentable {
        let controller: UIViewController
        func makeUIViewController(context: Context) -> UIViewController { controller }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      struct Card: View {
        var body: some View { ControllerSlot(controller: HostingController(rootView: HostedCard())) }
      }
      """,
    "Slot.swift": """
      import SwiftUI
      struct CardSlot: PlatformRepresentable {
        @EnvironmentObject var session: Session
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) {}
      }
      """,
    "Shell.swift": """
      import SwiftUI
      struct Panel: PlatformView {
        @EnvironmentObject var session: Session
        var body: some View { Text("") }
      }
      struct Shell: View {
        var panel: some PlatformView { Panel() }
        var body: some View { panel }
      }
      """,
    "Browser.swift": """
      import SwiftUI
      struct Browser: View {
        @State private var path: [Route] = []
        var body: some View {
          NavigationStack(path: $path) {
            Text("").navigationDestination(for: Route.self) { route in route.destination }
          }
        }
        static var nowPlaying: Route { Route(id: "player") { NowPlaying() } }
      }
      struct NowPlaying: View {
        @EnvironmentObject var session: Session
        var body: some View { Text("") }
      }
      """,
    "App.swift": """
      import SwiftUI
      @main
      struct RenamesApp: App {
        var body: some Scene {
          WindowGroup {
            VStack {
              CardSlot()
              Card()
              Shell()
              Browser()
              Plain1()
            }
            .environmentObject(Session())
            TimelineView()
          }
        }
      }
      """,
    "Plain1.swift": """
      import SwiftUI
      struct Plain1: View {
        @EnvironmentObject var session: Session
        var body: some View { VStack { Plain2() } }
      }
      """,
    "Plain2.swift": """
      import SwiftUI
      struct Plain2: View {
        @EnvironmentObject var session: Session
        var body: some View { Text("plain") }
      }
      """,
    // The project's names as whole words: only whether a parameter typed `Route` is a
    // controller is looked up (ControllerFlow).
    "Unasked.swift": """
      import SwiftUI
      struct Shelf {
        var route: Route?
        var kind: Route.Type?
        let note = "a Card, a TimelineView"
        func title(of route: Route) -> String { route.name }
      }
      struct ShelfRow: View {
        @EnvironmentObject var session: Session
        let shelf: Shelf
        var body: some View { Text(shelf.route?.name ?? "") }
      }
      """,
    // The project's names only inside longer identifiers: no lookup can meet them.
    "Glued.swift": """
      import SwiftUI
      typealias RouteID = String
      struct TimelineViewStyle { var id: RouteID }
      final class HostingControllerCache { var routes: [RouteID] = [] }
      protocol PlatformViewProvider {}
      struct GluedRow: View, PlatformViewProvider {
        @EnvironmentObject var session: Session
        let style: TimelineViewStyle
        var body: some View { Text(style.id).id(HostingControllerCache().routes.count) }
      }
      """,
  ]

  /// The files that mention a name of `sources`' ProjectNames.
  /// (Not `Glued.swift`: its names are pieces of longer identifiers.)
  static let mentioning: Set<String> = ["Names.swift", "Timeline.swift", "Card.swift", "Slot.swift", "Shell.swift",
                                        "Browser.swift", "App.swift", "Unasked.swift"]
  /// Those whose extraction looks one of the names up (AskedNames): not Timeline.swift,
  /// which declares names but looks none up. (Names.swift and Unasked.swift type a
  /// parameter `Route`: whether that is a controller is asked, ControllerFlow.)
  static let asking = mentioning.subtracting(["Timeline.swift"])

  static func write(_ sources: [String: String]) throws -> URL {
    // The same folder name for every copy: it is the module's name.
    let root = try FixtureRunner.makeScratchFolder().appendingPathComponent("App")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (name, text) in sources {
      try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return root
  }

  static func databasePath(_ root: URL) -> String { root.appendingPathComponent(".implicits/index.sqlite").path }

  static func indexer(_ root: URL, rebuild: Bool = false) -> Indexer {
    var options = Indexer.Options(root: root, databasePath: databasePath(root))
    options.rebuild = rebuild
    return Indexer(options: options)
  }

  /// One full pass that parses every file with `names` (what a first index did before
  /// the second pass was narrowed).
  static func fullIndex(_ sources: [String: String], names: ProjectNames) throws -> URL {
    let root = try write(sources)
    _ = try indexer(root, rebuild: true).run(projectNames: names, rebuild: true)
    return root
  }

  @Test func aFirstIndexParsesAgainOnlyTheFilesThatMentionTheNamesItFound() throws {
    let root = try Self.write(Self.sources)
    let (first, parsedFirst) = try Self.indexer(root, rebuild: true).run(projectNames: ProjectNames(), rebuild: true)
    #expect(first.parsed == Self.sources.count && parsedFirst.count == Self.sources.count)
    let names = try ProjectNamesQuery.find(databasePath: Self.databasePath(root))
    #expect(names.hostingTypes == ["HostingController"])
    #expect(names.representables == ["PlatformRepresentable"])
    #expect(names.viewProtocols == ["PlatformView"])
    #expect(names.shadowedViews == ["TimelineView"])
    #expect(names.carriers.keys.sorted() == ["Route"])
    let (_, parsedAgain) = try Self.indexer(root).run(projectNames: names, rebuild: false)
    #expect(parsedAgain == Self.mentioning)
    // Knowing what each file's extraction asked, as the passes of one run do: fewer.
    let asked = AskedNamesLog()
    let narrowed = try Self.write(Self.sources)
    _ = try Self.indexer(narrowed, rebuild: true).run(projectNames: ProjectNames(), rebuild: true, asked: asked)
    let (_, parsedNarrowed) = try Self.indexer(narrowed).run(projectNames: names, rebuild: false, asked: asked)
    #expect(parsedNarrowed == Self.asking)

    let full = try Self.fullIndex(Self.sources, names: names)
    try Self.expectSameIndex(root, full)
    try Self.expectSameIndex(narrowed, full)
    // Through the public entry point too, which chains both passes.
    let chained = try Self.write(Self.sources)
    let summary = try Self.indexer(chained, rebuild: true).run()
    #expect(summary.parsed == Self.sources.count)
    try Self.expectSameIndex(chained, full)
    // The names found make a difference (else this test would show nothing).
    let unnamed = try Self.fullIndex(Self.sources, names: ProjectNames())
    #expect(try Self.dump(unnamed) != Self.dump(full))
  }

  /// The passes of a run commit together: after the first pass has found other names,
  /// a reader still sees the index from before the run, whole, also on `--rebuild`
  /// (which drops every table first); the last pass commits the new one.
  @Test func thePassesOfARunCommitTogether() throws {
    let root = try Self.write(Self.sources)
    _ = try Self.indexer(root, rebuild: true).run()
    let path = Self.databasePath(root)
    let reads = try IndexStore.openForReading(path: path).scalarInt("SELECT COUNT(*) FROM read_status")
    #expect((reads ?? 0) > 0)
    let indexer = Self.indexer(root, rebuild: true)
    let (configuration, project) = try indexer.plan()
    let target = Indexer.Target(plan: project.configurations[0], databasePath: path, configuration: configuration,
                                configurations: project.configurations.map(\.name))
    var first = IndexPass(indexer: indexer, target: target, projectNames: ProjectNames(), checksNames: true, asked: nil)
    var found: ProjectNames?
    let (_, _, open) = try first.run(rebuild: true, namesFound: &found)
    let names = try #require(found)
    #expect(open != nil)
    let reader = try IndexStore.openForReading(path: path)
    #expect(try reader.scalarInt("SELECT COUNT(*) FROM read_status") == reads)
    var last = IndexPass(indexer: indexer, target: target, projectNames: names, checksNames: true, asked: nil)
    var none: ProjectNames?
    let (_, _, stillOpen) = try last.run(rebuild: false, continuing: open, namesFound: &none)
    #expect(none == nil && stillOpen == nil)
    #expect(try reader.scalarInt("SELECT COUNT(*) FROM read_status") == reads)
    try Self.expectSameIndex(root, try Self.fullIndex(Self.sources, names: names))
  }

  /// Adding and removing names in an incremental run: the edited file is parsed, then
  /// the files that mention the names that came or went.
  @Test func namesAddedOrRemovedByAnEditReparseTheFilesThatMentionThem() throws {
    var sources = Self.sources
    let aliases = "typealias HostingController = UIHostingController\ntypealias PlatformRepresentable = UIViewRepresentable\n"
    sources["Names.swift"] = sources["Names.swift"]!.replacingOccurrences(of: aliases, with: "")
    let root = try Self.write(sources)
    _ = try Self.indexer(root).run()
    // Add the aliases back, then take them out again, then rename the carrier's label.
    let steps: [(String) -> String] = [
      { $0.replacingOccurrences(of: "protocol PlatformView", with: aliases + "protocol PlatformView") },
      { $0.replacingOccurrences(of: aliases, with: "") },
      { $0.replacingOccurrences(of: "@ViewBuilder content:", with: "@ViewBuilder view content:") },
    ]
    for (number, step) in steps.enumerated() {
      sources["Names.swift"] = step(sources["Names.swift"]!)
      try sources["Names.swift"]!.write(to: root.appendingPathComponent("Names.swift"), atomically: true, encoding: .utf8)
      let summary = try Self.indexer(root).run()
      #expect(summary.parsed < sources.count, "step \(number): the plain files are not parsed again")
      let names = try ProjectNamesQuery.stored(databasePath: Self.databasePath(root))
      #expect(names == (try ProjectNamesQuery.find(databasePath: Self.databasePath(root))), "step \(number)")
      try Self.expectSameIndex(root, try Self.fullIndex(sources, names: names))
    }
  }

  @Test func namesAreLookedForInTheTextAsExtractionSeesIt() throws {
    let mentions = try #require(ProjectNames.Mentions(["Host", "PlatformView"]))
    let both = Array("let a = Host(rootView: x); var v: some Platform View".utf8)
    #expect(try #require(ProjectNames.Mentions(["Host"])).mayMention(both))
    #expect(try #require(ProjectNames.Mentions(["PlatformView"])).mayMention(both))
    #expect(try !#require(ProjectNames.Mentions(["Route"])).mayMention(both))
    #expect(!mentions.mayMention(Array("let a = 1".utf8)))
    #expect(mentions.mayMention(Array("let a = Host(rootView: x)".utf8)))
    #expect(mentions.mayMention(Array("var v: some Platform View { x }".utf8)), "typeText removes whitespace")
    #expect(mentions.mayMention(Array("var v: some Platform\n  View { x }".utf8)))
    #expect(mentions.mayMention(Array("// ©\nvar v: some Platform\u{A0}View { x }".utf8)), "non-ASCII whitespace")
    #expect(mentions.mayMention(Array("let s = \"é\"\nlet a = \u{212A}".utf8)), "a scalar whose NFC is ASCII")
    #expect(!mentions.mayMention(Array("let a = Hos(rootView: x) // é".utf8)))
    #expect(!mentions.mayMention(Array("struct A: View { var body: some View { Text(\"\") } }".utf8)))
    // Names compared in NFC; names that are not plain ASCII are not looked for.
    #expect(ProjectNames.Mentions(["\u{212A}elvin"])?.mayMention(Array("Kelvin()".utf8)) == true)
    #expect(ProjectNames.Mentions(["Café"]) == nil)
    #expect(ProjectNames.Mentions(["My View"]) == nil)
    #expect(ProjectNames.Mentions([])?.mayMention(Array("anything".utf8)) == false)
  }

  /// A name that is a plain identifier counts only where it is not glued to an ASCII
  /// identifier character in the file's own text; anything else beside it counts.
  @Test func plainIdentifiersAreLookedForAsWholeWords() throws {
    let key = try #require(ProjectNames.Mentions(["Key"]))
    for text in ["let p: KeyPath<A, B>", "struct MyKey {}", "let Key_2 = 1", "let a = Key2()", "xKey", "_Key"] {
      #expect(!key.mayMention(Array(text.utf8)), "\(text)")
    }
    for text in ["Key", "Key.self", "let a = `Key`", "var v: some Key", "(Key)", "[Key]", "a.Key", "Key<T>",
                 "$Key", "#Key", "@Key", "\"Key\"", "x.Ke y", "let p: KeyPath = \\.a; Key()"] {
      #expect(key.mayMention(Array(text.utf8)), "\(text)")
    }
    // Beside a non-ASCII scalar (which may continue the identifier), or one repaired
    // from invalid UTF-8, it counts; elsewhere in such a file it still must stand alone.
    #expect(key.mayMention(Array("let a = éKey".utf8)))
    #expect(key.mayMention(Array("let a = Keyé".utf8)))
    #expect(key.mayMention([0xFF] + Array("Key".utf8)))
    // After an escaped newline a string segment starts: `"\nKey"` holds the token `Key`.
    #expect(key.mayMention(Array("let s = \"\\nKey\"".utf8)))
    #expect(key.mayMention(Array("let s = #\"\\#rKey\"#".utf8)))
    #expect(!key.mayMention([0xFF] + Array(" KeyPath".utf8)))
    #expect(!key.mayMention(Array("// é\nlet p: KeyPath".utf8)))
    #expect(key.mayMention(Array("// é\nlet p: Key\u{A0}Path".utf8)), "non-ASCII whitespace is whitespace")
    // Whitespace inside the piece: `each T` is the type text `eachT`.
    #expect(try #require(ProjectNames.Mentions(["eachT"])).mayMention(Array("func f<each T>(_ t: repeat each T)".utf8)))
    // A scalar whose NFC form is ASCII still makes every name count.
    #expect(key.mayMention(Array("let p: KeyPath // \u{212A}".utf8)))
    // A name that is no plain identifier is looked for as before, as a piece of the text.
    let dotted = try #require(ProjectNames.Mentions(["A.B"]))
    #expect(dotted.mayMention(Array("XA.BY".utf8)))
    #expect(try #require(ProjectNames.Mentions(["Key", "Path"])).mayMention(Array("let p: KeyPath = Path()".utf8)))
    #expect(try !#require(ProjectNames.Mentions(["Key", "Pat"])).mayMention(Array("let p: KeyPath = Path()".utf8)))
  }

  /// The premise of whole-word names in `Mentions`: a token that starts (ends) with an
  /// ASCII identifier character is never preceded (followed) in the source by one.
  /// Over every fixture and the odd cases of the lexer.
  @Test func noTokenIsGluedToAnIdentifierCharacterOutsideIt() throws {
    var sources = [
      "let a = 1abc; let b = 0x1Fz; let c = 1.5e3x; let d = 0b12; let e = 1_000_", "let f = x.0Key; let g = x.0.1",
      "let s = \"\\nKey\\tKey\\u{41}Key\\(x)Key\\\"Key\"", "let r = #\"a\\#(x)Key\\nKey\"#",
      "let m = \"\"\"\n  Key\n  a\\\n  Key\\(b)c\n  \"\"\"", "let z = $0Key + $Key + $0",
      "let re = /a(?<Key>b)Key\\d/", "let re2 = #/a\\bKey/#", "#if os(iOS)Key\n#endif", "@Key #Key `Key`Key",
      "Key//Key\n/*Key*/Key", "let é = éKey + Keyé", "struct A { func ( Key Key) -> Key Key }", "let x = \u{0}Key",
      "case .a(let b)Key: break", "x?.Key!.Key", "a...Key..<Key", "<#placeholder#>Key",
      "let s = \"\\rKey\\nKey\"", "let s = ##\"\\##nKey\"##", "let t = \"\"\"\n  \\nKey\n  \"\"\"",
    ]
    // (Also over other sources, for a wider check by hand: IMPLICITS_TOKEN_CHECK=FOLDER.)
    let extra = ProcessInfo.processInfo.environment["IMPLICITS_TOKEN_CHECK"].map { URL(fileURLWithPath: $0) }
    for folder in [FixtureRunner.fixturesRoot.appendingPathComponent("analyzer")] + (extra.map { [$0] } ?? []) {
      guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
      for case let file as String in files where file.hasSuffix(".swift") {
        let bytes = (try? Data(contentsOf: folder.appendingPathComponent(file))) ?? Data()
        sources.append(String(decoding: bytes, as: UTF8.self))
      }
    }
    #expect(sources.count > 50)
    for source in sources {
      #expect(Self.gluedTokens(in: source).isEmpty, "\(source.prefix(60))")
    }
  }

  /// Tokens with an ASCII identifier character glued to one outside them, but for the
  /// letter of an escaped newline (`"\nKey"`: the string segments `\n` and `Key`), which
  /// `Mentions` does not count as glue: a letter after `\` or `#`.
  static func gluedTokens(in source: String) -> [String] {
    let bytes = Array(source.utf8)
    let glue = ProjectNames.Mentions.isASCIIIdentifierCharacter
    func escapeLetter(_ offset: Int) -> Bool { offset > 0 && [UInt8(ascii: "\\"), UInt8(ascii: "#")].contains(bytes[offset - 1]) }
    return Parser.parse(source: source).tokens(viewMode: .sourceAccurate).compactMap { token in
      let text = Array(token.text.utf8)
      guard let first = text.first, let last = text.last else { return nil }
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = start + text.count
      if glue(first), start > 0, glue(bytes[start - 1]), !escapeLetter(start - 1) { return token.text }
      if glue(last), end < bytes.count, glue(bytes[end]), !escapeLetter(end - 1) { return token.text }
      return nil
    }
  }

  /// What extraction asks of the project's names: the strings it looks up, not every
  /// word of the file.
  @Test func extractionNotesTheNamesItLooksUp() {
    let facts = FileExtractor.extract(source: """
      import SwiftUI
      struct Shelf { var route: Route?; var kind: Route.Type?; let title = Title() }
      struct Row: View {
        var body: some View { Card().background(Color.red) }
      }
      """, fileName: "Shelf.swift")
    // (`Route`, a stored property's type in a struct with a memberwise initialiser, is
    // looked up: an alias of a closure that builds views would make it a carrier)
    #expect(Set(facts.askedNames).isSuperset(of: ["Card", "background", "Title", "Route"]))
    #expect(!facts.askedNames.contains("Shelf") && !facts.askedNames.contains("route"))
  }

  /// Why a file none of whose asked names changed need not be parsed again: over every
  /// fixture file, names that hold every other word of the file (in every set, as
  /// carriers) change no fact and no asked name; names that hold the asked ones change
  /// some fixture's facts.
  @Test func namesExtractionDidNotAskChangeNoFact() throws {
    let folder = FixtureRunner.fixturesRoot.appendingPathComponent("analyzer")
    var changedSome = false
    var files = 0
    for case let file as String in FileManager.default.enumerator(atPath: folder.path)! where file.hasSuffix(".swift") {
      let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let plain = FileExtractor.extract(source: source, fileName: file)
      let words = Set(Parser.parse(source: source).tokens(viewMode: .sourceAccurate).map(\.text))
      let decoys = Self.names(words.subtracting(plain.askedNames))
      let decoyed = FileExtractor.extract(source: source, fileName: file, configuration: decoys)
      #expect(decoyed.askedNames == plain.askedNames, "\(file)")
      #expect(Self.describe(decoyed) == Self.describe(plain), "\(file)")
      if Self.describe(FileExtractor.extract(source: source, fileName: file,
                                             configuration: Self.names(Set(plain.askedNames)))) != Self.describe(plain) {
        changedSome = true
      }
      files += 1
    }
    #expect(files > 50)
    #expect(changedSome)
  }

  /// A configuration whose every ProjectNames set holds `words`, each also a carrier.
  static func names(_ words: Set<String>) -> AnalysisBuildConfiguration {
    var names = ProjectNames(shadowedViews: words, hostingTypes: words, representables: words)
    names.viewProtocols = words
    names.viewExtensionTypes = words
    names.shadowedModifiers = words
    names.selfHostingMembers = words
    names.navigationLinkLabelShapes = words.contains("NavigationLink") ? ["", "_:", "title:"] : []
    for word in words { names.carriers[word] = .init(qualified: word, properties: ["content": "content"]) }
    var configuration = AnalysisBuildConfiguration()
    configuration.projectNames = names
    return configuration
  }

  /// The facts, all but the asked names, as text.
  static func describe(_ facts: FileFacts) -> String {
    var facts = facts
    facts.askedNames = []
    var text = ""
    Swift.dump(facts, to: &text)
    return text
  }

  /// The premise of `Mentions`: a type's text, as extraction looks it up, is the file's
  /// text with whitespace removed; a comment between its tokens stays in it.
  @Test func aTypesTextIsTheFilesTextWithoutWhitespace() {
    let facts = FileExtractor.extract(source: """
      struct Shelf {
        var plain: Box < Int , [String: Int] >
        var noted: Box</* a note */Host>
      }
      """, fileName: "Shelf.swift")
    #expect(facts.members.map(\.type) == ["Box<Int,[String:Int]>", "Box</*anote*/Host>"])
  }

  /// The list of non-ASCII scalars whose NFC form is ASCII, and the ASCII whitespace,
  /// are the ones Swift's String and Character use.
  @Test func theScalarsTheTextTestTreatsSpeciallyAreSwiftsOwn() {
    var singletons: Set<UInt32> = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned,
            scalar.properties.canonicalCombiningClass == .notReordered else { continue }
      let text = String(Character(scalar))
      if text.precomposedStringWithCanonicalMapping.utf8.allSatisfy({ $0 < 0x80 }) { singletons.insert(value) }
    }
    #expect(singletons == ProjectNames.Mentions.asciiSingletons)
    for byte in UInt8(0)..<0x80 {
      #expect(Character(Unicode.Scalar(byte)).isWhitespace == ProjectNames.Mentions.isASCIIWhitespace(byte))
    }
  }

  // MARK: Comparing two indexes

  static func expectSameIndex(_ a: URL, _ b: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let (left, right) = (try dump(a), try dump(b))
    for table in Set(left.keys).union(right.keys).sorted() {
      let (l, r) = (left[table] ?? [], right[table] ?? [])
      #expect(l == r, Comment(rawValue: "table \(table): only in the first \(l.filter { !r.contains($0) }.prefix(5)), "
        + "only in the second \(r.filter { !l.contains($0) }.prefix(5))"), sourceLocation: sourceLocation)
    }
    let (ia, ib) = (try answer(a), try answer(b))
    #expect(ia == ib, sourceLocation: sourceLocation)
  }

  static func answer(_ root: URL) throws -> [String] {
    let index = ProjectIndex(database: try IndexStore.openForReading(path: databasePath(root)))
    let statuses = try index.reads().map { "\($0.location.file):\($0.location.line) \($0.name) \($0.status.rawValue)" }
    return statuses.sorted() + (try index.allDiagnostics().map { $0.rendered() }).sorted()
  }

  /// Every table's rows, sorted, with row ids replaced by what they point at (a file's
  /// path, a producer's, node's, read's or type expression's content and position), so
  /// two indexes of the same files compare equal whatever ids they gave.
  static func dump(_ root: URL) throws -> [String: [String]] { try dump(path: databasePath(root)) }

  static func dump(path: String) throws -> [String: [String]] {
    let database = try IndexStore.openForReading(path: path)
    func map(_ sql: String) throws -> [Int: String] {
      Dictionary(uniqueKeysWithValues: try database.rows(sql).map { row in
        (row.int(0), row.values.dropFirst().map(describe).joined(separator: "|"))
      })
    }
    let files = try map("SELECT id, path FROM files")
    let producers = try map("SELECT p.id, f.path, p.owner, p.name, p.kind, p.labels, p.line, p.col FROM producers p JOIN files f ON f.id = p.file_id")
    let nodes = try map("SELECT n.id, f.path, n.kind, n.name, n.line, n.col FROM nodes n JOIN files f ON f.id = n.file_id")
    let reads = try map("SELECT r.id, f.path, r.view, r.property, r.line, r.col FROM reads r JOIN files f ON f.id = r.file_id")
    let types = try map("SELECT t.id, f.path, t.name, t.kind, t.line, t.col FROM types t JOIN files f ON f.id = t.file_id")
    let shallowExprs = try map("SELECT e.id, f.path, e.kind, e.name, e.labels FROM type_exprs e JOIN files f ON f.id = e.file_id")
    var exprs = shallowExprs
    for row in try database.rows("SELECT id, base_id FROM type_exprs WHERE base_id IS NOT NULL") {
      exprs[row.int(0)] = (shallowExprs[row.int(0)] ?? "?") + " of " + (shallowExprs[row.int(1)] ?? "?")
    }
    let references: [String: [Int: String]] = [
      "file_id": files, "producer_id": producers, "from_producer": producers, "to_producer": producers,
      "node_id": nodes, "site_id": nodes, "parent_id": nodes, "read_id": reads,
      "call_id": nodes, "shown_at": nodes, "caller": producers,
      "type_id": exprs, "key_id": exprs, "expr_id": exprs, "base_id": exprs, "argument_id": exprs,
      "result_id": exprs, "value_type_id": exprs, "target_id": exprs, "from_type_id": exprs, "to_type_id": exprs,
    ]
    var result: [String: [String]] = [:]
    let tables = try database.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .map { $0.string(0) }.filter { !["meta"].contains($0) }
    for table in tables {
      result[table] = try database.rows("SELECT * FROM \(table)").map { row in
        zip(row.columns, row.values).compactMap { column, value -> String? in
          if column == "id" || column == "stamp" { return nil }
          let lookup = table == "view_types" && column == "type_id" ? types : references[column]
          guard let lookup else { return "\(column)=\(describe(value))" }
          guard let id = value.int else { return "\(column)=\(describe(value))" }
          return "\(column)=\(lookup[id] ?? "missing \(id)")"
        }.joined(separator: " ")
      }.sorted()
    }
    return result
  }

  static func describe(_ value: SQLValue) -> String {
    switch value {
    case .null: "NULL"
    case .integer(let number): String(number)
    case .real(let number): String(number)
    case .text(let text): text
    }
  }
}
