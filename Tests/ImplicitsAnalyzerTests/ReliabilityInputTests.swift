import Foundation
import ImplicitsExtract
import ImplicitsIndexer
import ImplicitsQuery
import ImplicitsStore
import Testing

/// Bad source input: every file is indexed as far as it can be, or skipped with an
/// `unreadable-file` diagnostic naming it and the reason; the run completes and the
/// other files' results are unchanged (docs/reliability.md).
@Suite("Reliability: bad source input")
struct ReliabilityInputTests {
  /// Deterministic bytes (xorshift), NULs and invalid UTF-8 included.
  static func noise(count: Int, seed: UInt64) -> [UInt8] {
    var state = seed | 1
    return (0..<count).map { _ in
      state ^= state << 13; state ^= state >> 7; state ^= state << 17
      return UInt8(truncatingIfNeeded: state)
    }
  }

  static let broken: [String: String] = [
    "Unclosed.swift": """
      import SwiftUI
      struct Unclosed: View {
        @Implicit var cart: Cart
        var body: some View {
          VStack {
            Text("never closed")

      """,
    "HalfTyped.swift": """
      import SwiftUI
      struct HalfTyped: View {
        @Implicit var
        @Environment(\\.) var nothing
        var body: some View {
          Text("").implicit(
            .padding(.
            .environmentObject(
        }
      }
      """,
    "Garbage.swift": "}}}{{{ ))) ((( @@@ #if #endif #else ``` \"\"\" \\(( /* unterminated comment",
    "Empty.swift": "",
    "OnlyComments.swift": "// nothing here\n/* or here */\n",
    "DeepNesting.swift": String(repeating: "(", count: 5_000) + String(repeating: ")", count: 5_000)
      + "\nstruct AfterDeep: View { var body: some View { Text(\"\") } }\n",
    "LongChain.swift": "struct Chain: View { var body: some View { Text(\"\")"
      + String(repeating: ".padding()", count: 5_000) + " } }\n",
  ]

  @Test func brokenSwiftIsIndexedAsFarAsTheParserRecovers() throws {
    let folder = try Reliability.goodProject()
    let alone = Reliability.verdicts(try FixtureRunner.index(folder).reads)
    for (name, text) in Self.broken {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let outcome = try FixtureRunner.index(folder)
    #expect(Reliability.verdicts(outcome.reads.filter { $0.location.file == "Good.swift" }) == alone)
    let syntax = Set(outcome.diagnostics.filter { $0.code == "syntax-error" }.map(\.location.file))
    // DeepNesting: the parser stops nesting at 256 levels and reports the rest.
    #expect(syntax == ["Unclosed.swift", "HalfTyped.swift", "Garbage.swift", "DeepNesting.swift"])
    // LongChain: 5,000 modifiers crashed the extractor (stack overflow); now skipped with
    // the reason (SyntaxDepth; Tests/Fixtures/fuzz/long-modifier-chain.swift).
    let skipped = outcome.diagnostics.filter { $0.code == "unreadable-file" }
    #expect(skipped.map(\.location.file) == ["LongChain.swift"])
    #expect(skipped.first?.message.contains("levels deep, deeper than the 4000 the analyzer follows") == true)
    // What the parser recovered is still indexed: the read before the missing braces.
    #expect(outcome.reads.contains { $0.name == "Unclosed.cart" })
    let statuses = try outcome.index.database.rows("SELECT path, status FROM files ORDER BY path")
      .map { "\($0.string(0))=\($0.string(1))" }
    #expect(statuses.contains("Empty.swift=ok"))
    #expect(statuses.contains("Unclosed.swift=syntax-errors"))
  }

  @Test func nonUTF8AndBinaryFilesAreRepairedNotFatal() throws {
    let folder = try Reliability.goodProject()
    let alone = Reliability.verdicts(try FixtureRunner.index(folder).reads)
    // Latin-1 text (invalid UTF-8), a stray byte inside a string literal, then a view.
    var latin1 = Data("// caf\u{E9} in Latin-1: ".utf8) + Data([0x63, 0x61, 0x66, 0xE9, 0x0A])
    latin1 += Data("struct Latin: View {\n  @Implicit var cart: Cart\n  var body: some View { Text(\"".utf8)
    latin1 += Data([0xFF, 0xFE, 0x80])
    latin1 += Data("\") }\n}\n".utf8)
    try latin1.write(to: folder.appendingPathComponent("Latin1.swift"))
    try Data(Self.noise(count: 64 << 10, seed: 9)).write(to: folder.appendingPathComponent("Binary.swift"))
    // UTF-16 with a byte-order mark: what some editors write.
    try "struct Wide: View { var body: some View { Text(\"\") } }".data(using: .utf16)!
      .write(to: folder.appendingPathComponent("UTF16.swift"))
    let outcome = try FixtureRunner.index(folder)
    #expect(Reliability.verdicts(outcome.reads.filter { $0.location.file == "Good.swift" }) == alone)
    #expect(outcome.reads.contains { $0.name == "Latin.cart" && $0.location.line == 3 })
    #expect(!outcome.diagnostics.contains { $0.code == "unreadable-file" })
    #expect(outcome.diagnostics.contains { $0.code == "syntax-error" && $0.location.file == "Binary.swift" })
  }

  /// 50 MB: over SourceReader.sizeLimit, so skipped at once with the reason (parsing
  /// it would take minutes and gigabytes; docs/reliability.md has the measurements).
  @Test func aFiftyMegabyteFileIsSkippedWithItsSize() throws {
    let folder = try Reliability.goodProject()
    defer { Reliability.remove(folder) }
    let alone = Reliability.verdicts(try FixtureRunner.index(folder).reads)
    let line = Array("struct Filler: View { var body: some View { Text(\"\") } }\n".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(50 << 20)
    while bytes.count < 50 << 20 { bytes += line }
    bytes.removeSubrange((50 << 20)...)
    try Data(bytes).write(to: folder.appendingPathComponent("Huge.swift"))
    let start = Date()
    let outcome = try FixtureRunner.index(folder)
    #expect(Date().timeIntervalSince(start) < 20)
    #expect(Reliability.verdicts(outcome.reads.filter { $0.location.file == "Good.swift" }) == alone)
    let skipped = try #require(outcome.diagnostics.first { $0.code == "unreadable-file" })
    #expect(skipped.location.file == "Huge.swift")
    #expect(skipped.message.hasPrefix("cannot read Huge.swift: it is 50 MB, larger than the 32 MB"))
    #expect(skipped.severity == .warning)
  }

  @Test func unreadableFilesAreSkippedWithTheReason() throws {
    let folder = try Reliability.goodProject()
    let alone = Reliability.verdicts(try FixtureRunner.index(folder).reads)
    let manager = FileManager.default
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    #expect(mkfifo(path("Pipe.swift"), 0o644) == 0)
    try manager.createSymbolicLink(atPath: path("Dangling.swift"), withDestinationPath: "Deleted.swift")
    try manager.createSymbolicLink(atPath: path("LoopA.swift"), withDestinationPath: "LoopB.swift")
    try manager.createSymbolicLink(atPath: path("LoopB.swift"), withDestinationPath: "LoopA.swift")
    // A folder named like a Swift file is a folder: its files are indexed.
    try manager.createDirectory(atPath: path("Folder.swift"), withIntermediateDirectories: true)
    try "struct InFolder: View { var body: some View { Text(\"\") } }"
      .write(toFile: path("Folder.swift/Inside.swift"), atomically: true, encoding: .utf8)
    // A symbolic link to a folder above it: not followed, so no endless walk.
    try manager.createSymbolicLink(atPath: path("Folder.swift/Up"), withDestinationPath: "..")

    let start = Date()
    let outcome = try FixtureRunner.index(folder)
    #expect(Date().timeIntervalSince(start) < 20, "a FIFO must not block the run")
    #expect(Reliability.verdicts(outcome.reads.filter { $0.location.file == "Good.swift" }) == alone)
    let skipped = Dictionary(uniqueKeysWithValues: outcome.diagnostics.filter { $0.code == "unreadable-file" }
      .map { ($0.location.file, $0.message) })
    #expect(skipped["Pipe.swift"] == "cannot read Pipe.swift: it is a named pipe (FIFO), not a regular file")
    #expect(skipped["Dangling.swift"]
            == "cannot read Dangling.swift: it is a symbolic link to 'Deleted.swift', which does not exist")
    #expect(skipped["LoopA.swift"] == "cannot read LoopA.swift: it is a symbolic link that leads back to itself (a loop)")
    #expect(skipped["LoopB.swift"] != nil)
    #expect(skipped.count == 4)
    let files = try outcome.index.database.rows("SELECT path FROM files").map { $0.string(0) }
    #expect(files.contains("Folder.swift/Inside.swift"))
    #expect(!files.contains { $0.hasPrefix("Folder.swift/Up/") })

    // The next run keeps reporting them, and a file that becomes readable is read.
    try manager.removeItem(atPath: path("Dangling.swift"))
    try "struct Revived: View { var body: some View { Text(\"\") } }"
      .write(toFile: path("Dangling.swift"), atomically: true, encoding: .utf8)
    let again = try FixtureRunner.index(folder)
    let stillSkipped = Set(again.diagnostics.filter { $0.code == "unreadable-file" }.map(\.location.file))
    #expect(stillSkipped == ["Pipe.swift", "LoopA.swift", "LoopB.swift"])
  }

  /// A file listed (the build plugin's source list) or discovered, then deleted before
  /// it is read: skipped with that reason, the run completes.
  @Test func aFileDeletedBeforeItIsReadIsSkipped() throws {
    let folder = try Reliability.goodProject()
    let list = folder.appendingPathComponent("sources.txt")
    try "App\tGood.swift\nApp\tGone.swift\n".write(to: list, atomically: true, encoding: .utf8)
    var options = Indexer.Options(root: folder, databasePath: Reliability.indexPath(folder))
    options.sourceList = list
    _ = try Indexer(options: options).run()
    let index = try Reliability.open(folder)
    let skipped = try index.allDiagnostics().filter { $0.code == "unreadable-file" }
    #expect(skipped.map(\.message) == ["cannot read Gone.swift: it no longer exists (deleted while indexing)"])
    #expect(try index.reads().contains { $0.location.file == "Good.swift" && $0.status == .satisfied })
  }

  @Test func theCommandLinePrintsEachSkippedFile() throws {
    let folder = try Reliability.goodProject()
    try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Dangling.swift").path,
                                               withDestinationPath: "Nowhere.swift")
    try "struct X: View {".write(to: folder.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
    let run = try Reliability.run("implicits-index", [folder.path])
    #expect(run.status == 1, "the good file has unsatisfied reads; the bad files do not change the outcome")
    #expect(run.stdout.contains(folder.path + "/Dangling.swift:1:1: warning: cannot read Dangling.swift: "
                                + "it is a symbolic link to 'Nowhere.swift', which does not exist [unreadable-file]"))
    #expect(run.stdout.contains(folder.path + "/Broken.swift:1:17: warning: syntax error in Broken.swift"))
    #expect(run.stdout.contains("implicits: 3 files"))
  }

  /// The inputs that make the parser slow are refused by a measure of their tokens,
  /// never by a time (ParseBudget): the same messages, and the same answer, however busy
  /// the machine. Brackets hidden behind a regex literal holding `"` (which fooled the
  /// light lexer used before, so a 20 s watchdog cut them, or not, depending on the
  /// load) are counted by the parser's own lexer; statements pasted among a type's
  /// members (quadratic recovery) are counted too. A skipped file's reads are not in the
  /// index, so none of them is called satisfied; a file under the budget is indexed.
  @Test func slowInputsAreSkippedByMeasureNotTime() throws {
    let folder = try Reliability.goodProject()
    let stray = String(repeating: "  Text(\"\")\n", count: 1_000)
    try ("let r = #/\"/#; let x = " + String(repeating: "[", count: 30) + "\n")
      .write(to: folder.appendingPathComponent("Stuck.swift"), atomically: true, encoding: .utf8)
    try ("struct Pasted: View {\n  @Implicit var service: NetworkService\n" + stray + "  var body: some View { Text(\"\") }\n}\n")
      .write(to: folder.appendingPathComponent("Pasted.swift"), atomically: true, encoding: .utf8)
    try ("struct Typing: View {\n  @Implicit var service: NetworkService\n" + String(stray.prefix(12 * 150))
         + "  var body: some View { Text(\"\") }\n}\n")
      .write(to: folder.appendingPathComponent("Typing.swift"), atomically: true, encoding: .utf8)
    let start = Date()
    let outcome = try FixtureRunner.index(folder)
    #expect(Date().timeIntervalSince(start) < 30, "refused before parsing, not after a time limit")
    #expect(outcome.diagnostics.filter { $0.code == "unreadable-file" }.map(\.message).sorted() == [
      "cannot read Pasted.swift: the body of Pasted at line 1 holds 1000 statements outside any member, more than "
        + "the 200 the Swift parser recovers from in reasonable time (code pasted out of a function?); skipped",
      "cannot read Stuck.swift: its brackets nest 30 deep, deeper than the 16 the Swift parser handles in "
        + "reasonable time; skipped",
    ])
    #expect(!outcome.reads.contains { $0.location.file == "Pasted.swift" })
    #expect(outcome.reads.contains { $0.location.file == "Typing.swift" }, "150 stray lines: indexed")
    #expect(outcome.reads.contains { $0.location.file == "Good.swift" && $0.status == .satisfied })

    // The same answer with every core busy (a wall-clock limit gave another one).
    let spinning = StopFlag()
    for _ in 0..<(2 * ProcessInfo.processInfo.activeProcessorCount) {
      Thread { while !spinning.isSet { _ = (0..<1_000).reduce(0, &+) } }.start()
    }
    defer { spinning.set() }
    let loaded = try FixtureRunner.index(folder)
    #expect(loaded.diagnostics.map { $0.rendered() } == outcome.diagnostics.map { $0.rendered() })
    #expect(Reliability.verdicts(loaded.reads) == Reliability.verdicts(outcome.reads))
  }

  /// A flag threads read while another sets it.
  final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
  }

  @Test func sourceReaderReasons() throws {
    let folder = try FixtureRunner.makeScratchFolder()
    let file = folder.appendingPathComponent("Small.swift").path
    try "let x = 1\n".write(toFile: file, atomically: true, encoding: .utf8)
    #expect(try SourceReader.read(file).get() == Array("let x = 1\n".utf8))
    guard case .failure(.unreadable(let reason)) = SourceReader.read(file, sizeLimit: 4) else {
      Issue.record("a file over the limit must not be read")
      return
    }
    #expect(reason.hasPrefix("it is ") && reason.contains("the analyzer parses per file"))
    #expect(SourceReader.read(folder.path) == .failure(.unreadable("it is a folder, not a file")))
    #expect(SourceReader.read("/dev/null").isDevice)
  }
}

extension Result where Success == [UInt8], Failure == SourceReader.Failure {
  var isDevice: Bool { if case .failure(.unreadable(let reason)) = self { reason.contains("device") } else { false } }
}
