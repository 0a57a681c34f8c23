import Foundation
import Testing

/// What the docs (docs/*.md, README.md) and the comments of Sources/ and Queries/ point
/// to exists: a repository path (`Queries/why.sql`, `scripts/bench`), a file named
/// alone (`proof.sql`, `design.md`), a section (`docs/design.md §4.4`,
/// `design.md#44-where-a-new-host-begins`), a script's option (`scripts/bench
/// --corpus`). The docs and the comments carry no commit hash, date or machine path:
/// they describe the product as it is, and git keeps its history.
@Suite("Documentation pointers")
struct DocumentationPointerTests {
  static let repository = DocumentationTests.repository

  /// The top folders a repository path starts with.
  static let roots = ["Sources", "Tests", "Queries", "Schema", "scripts", "docs", "Examples", "Plugins", "Prebuilt", "Formula"]

  /// The texts checked: each doc whole, and the comments of each Swift and SQL file.
  static func texts() throws -> [(file: String, text: String, isDoc: Bool)] {
    var texts: [(file: String, text: String, isDoc: Bool)] = []
    let docs = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    for file in ["README.md"] + docs { texts.append((file, try read(file), true)) }
    for file in files(under: "Sources", ending: ".swift") { texts.append((file, swiftComments(try read(file)), false)) }
    for file in files(under: "Queries", ending: ".sql") { texts.append((file, sqlComments(try read(file)), false)) }
    return texts
  }

  static func read(_ file: String) throws -> String {
    try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
  }

  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: repository.appendingPathComponent(path).path)
  }

  static func files(under folder: String, ending suffix: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: repository.appendingPathComponent(folder).path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if (path as NSString).lastPathComponent.hasPrefix(".") { enumerator?.skipDescendants(); continue }
      if path.hasSuffix(suffix) { files.append(folder + "/" + path) }
    }
    return files.sorted()
  }

  /// The name of every file of the repository (build and dot folders aside).
  static let fileNames: Set<String> = {
    let enumerator = FileManager.default.enumerator(atPath: repository.path)
    var names: Set<String> = []
    while let path = enumerator?.nextObject() as? String {
      let name = (path as NSString).lastPathComponent
      if name.hasPrefix(".") { enumerator?.skipDescendants(); continue }
      names.insert(name)
    }
    return names
  }()

  /// The matches of an ICU pattern (lookbehind included), each its start and its groups.
  struct Match {
    let start: String.Index
    let groups: [String?]
    subscript(_ index: Int) -> String? { groups[index] }
  }

  static func matches(_ pattern: String, in text: String) -> [Match] {
    matches(try! NSRegularExpression(pattern: pattern), in: text)
  }

  static func matches(_ expression: NSRegularExpression, in text: String) -> [Match] {
    expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { result in
      Match(start: Range(result.range, in: text)!.lowerBound, groups: (0..<result.numberOfRanges).map {
        Range(result.range(at: $0), in: text).map { String(text[$0]) }
      })
    }
  }

  /// Where a Swift comment starts: `//` (not the `//` of `https://`) or `/*`.
  static let commentStart = try! NSRegularExpression(pattern: "(?<!:)//|/\\*")

  /// A Swift file's comments, one output line per input line: `//` to the end of the
  /// line, and `/* … */`.
  static func swiftComments(_ source: String) -> String {
    var inBlock = false
    return source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      var comment = "", rest = String(line)
      while !rest.isEmpty {
        if inBlock {
          guard let end = rest.range(of: "*/") else { comment += rest; break }
          comment += rest[..<end.lowerBound] + " "
          rest = String(rest[end.upperBound...])
          inBlock = false
        } else {
          guard let match = matches(commentStart, in: rest).first else { break }
          let after = rest.index(match.start, offsetBy: 2)
          if match[0] == "//" { comment += rest[after...]; break }
          rest = String(rest[after...])
          inBlock = true
        }
      }
      return comment
    }.joined(separator: "\n")
  }

  /// An SQL file's comments, one output line per input line.
  static func sqlComments(_ source: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.range(of: "--").map { String(line[$0.upperBound...]) } ?? ""
    }.joined(separator: "\n")
  }

  /// The Markdown file a pointer names, seen from `file`: beside it, in docs/, or at the root.
  static func resolve(_ name: String, from file: String) -> String? {
    let folder = (file as NSString).deletingLastPathComponent
    let candidates = [(folder as NSString).appendingPathComponent(name), "docs/" + name, name]
    return candidates.map { ($0 as NSString).standardizingPath }.first { exists($0) }
  }

  /// The headings of a Markdown file: their text (after the `#`s) and their anchors.
  static func headings(of file: String) -> (texts: [String], anchors: Set<String>) {
    guard let text = try? read(file) else { return ([], []) }
    let texts = DocumentationTests.prose(text).split(separator: "\n").filter { $0.hasPrefix("#") }
      .map { String($0.drop { $0 == "#" }).trimmingCharacters(in: .whitespaces) }
    return (texts, Set(texts.map(DocumentationTests.anchor)))
  }

  /// Every pointer of `text` (a doc, or the comments of `file`) that leads nowhere.
  static func stalePointers(in text: String, of file: String, isDoc: Bool) -> [String] {
    var stale: [String] = []
    func line(_ index: String.Index) -> Int { text[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 } }

    // Repository paths: `Queries/why.sql`, `scripts/bench`, `Sources/ImplicitsUI`. Not
    // one inside another path (`/…/Sources/App`), nor a pattern (`derive_graph_*.sql`);
    // of a path into a folder a run makes (`.implicits/index.sqlite`), the part before it.
    let roots = Self.roots.joined(separator: "|")
    for match in matches("(?<![\\w./…<-])((?:\(roots))/[\\w.+/-]*)(?![\\w.+/*<{…-])", in: text) {
      let found = match[1]!.trimmingCharacters(in: CharacterSet(charactersIn: ".,:;/"))
        .components(separatedBy: "/.").first!
      if !exists(found) { stale.append("\(file):\(line(match.start)): \(found) does not exist") }
    }

    // A file named alone: an SQL file or a Markdown page anywhere in the repository.
    for match in matches("(?<![\\w./-])([\\w-]+\\.(?:sql|md))\\b", in: text) {
      let name = match[1]!
      if !fileNames.contains(name) { stale.append("\(file):\(line(match.start)): no file is named \(name)") }
    }

    // Sections: `docs/design.md §4.4`, `ARCHITECTURE §3`; in a doc, `§5` alone is its own.
    for match in matches("(?:([\\w./-]+\\.md)|\\b([A-Z][A-Z_]{3,}))?,? ?§ ?(\\d+(?:\\.\\d+)*)", in: text) {
      let number = match[3]!
      let at = { "\(file):\(line(match.start))" }
      if let word = match[2] {
        if resolve(word + ".md", from: file) == nil && resolve(String(word), from: file) == nil {
          stale.append("\(at()): \(word) §\(number): there is no \(word)")
          continue
        }
      }
      let target: String?
      if let page = match[1] { target = resolve(page, from: file) } else { target = isDoc ? file : nil }
      guard let target else {
        if let page = match[1] { stale.append("\(at()): \(page) §\(number): no such page") }
        continue
      }
      if !headings(of: target).texts.contains(where: { $0.hasPrefix(number + " ") || $0.hasPrefix(number + ". ") }) {
        stale.append("\(at()): \(target) has no section §\(number)")
      }
    }

    // Anchors: `design.md#7-incremental-indexing`, in a link or not.
    for match in matches("([\\w./-]+\\.md)#([\\w-]+)", in: text) {
      let at = { "\(file):\(line(match.start))" }
      guard let target = resolve(match[1]!, from: file) else {
        stale.append("\(at()): \(match[1]!) does not exist")
        continue
      }
      if !headings(of: target).anchors.contains(match[2]!) {
        stale.append("\(at()): \(target) has no heading #\(match[2]!)")
      }
    }

    // A script's options, as a doc gives them: `scripts/bench --corpus DIR` (not those
    // after `--`, which it passes on).
    if isDoc {
      for match in matches("(?<![\\w./-])(scripts/[\\w.-]+)([^`#\\n]*)", in: text) {
        let script = match[1]!
        guard let source = try? read(script) else { continue }
        let options = match[2]!.components(separatedBy: " -- ").first!
        for option in matches("(?<![\\w-])--[a-z][a-z-]*", in: options) where !source.contains(option[0]!) {
          stale.append("\(file):\(line(match.start)): \(script) has no option \(option[0]!)")
        }
      }
    }
    return stale
  }

  /// A commit hash (7 to 40 hex digits, letters and digits both), a date or a path on
  /// one machine.
  static func history(in text: String, of file: String) -> [String] {
    var found: [String] = []
    func line(_ index: String.Index) -> Int { text[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 } }
    for match in matches("(?<![\\w#/-])[0-9a-f]{7,40}(?![\\w-])", in: text) {
      let hex = match[0]!
      if hex.contains(where: { $0.isLetter }) && hex.contains(where: { $0.isNumber }) {
        found.append("\(file):\(line(match.start)): \(hex) looks like a commit hash")
      }
    }
    for match in matches("\\b(?:19|20)\\d\\d-[01]\\d-[0-3]\\d\\b", in: text) {
      found.append("\(file):\(line(match.start)): \(match[0]!) is a date")
    }
    for match in matches("(?<![\\w.:~/-])/(?:work|Users|home|tmp|private|root|var|mnt|Volumes)/[^\\s`)]*", in: text) {
      found.append("\(file):\(line(match.start)): \(match[0]!) is a path on one machine")
    }
    return found
  }

  @Test func everyPointerOfTheDocsAndCommentsLeadsSomewhere() throws {
    let texts = try Self.texts()
    #expect(texts.count > 200, "docs and sources found: \(texts.count)")
    var stale: [String] = []
    for (file, text, isDoc) in texts { stale += Self.stalePointers(in: text, of: file, isDoc: isDoc) }
    #expect(stale.isEmpty, "\(stale.count) stale pointers:\n\(stale.joined(separator: "\n"))")
  }

  @Test func theDocsCarryNoCommitHashDateOrMachinePath() throws {
    var found: [String] = []
    for (file, text, _) in try Self.texts() { found += Self.history(in: text, of: file) }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// docs/performance.md stays a reference, not a log of changes: under 300 lines, and no
  /// section of what changed since a commit (the commit messages keep that).
  @Test func thePerformancePageStaysAReference() throws {
    let text = try Self.read("docs/performance.md")
    let lines = text.filter { $0 == "\n" }.count
    #expect(lines < 300, "docs/performance.md has \(lines) lines")
    let logs = DocumentationPointerTests.headings(of: "docs/performance.md").texts.filter { $0.lowercased().contains(" since") }
    #expect(logs.isEmpty, "\(logs)")
  }

  /// The checks find what they are for: a pointer of each kind planted in a doc and in
  /// a comment, next to live ones that must pass.
  @Test func aPlantedStalePointerIsFound() {
    let doc = """
      Live: `Queries/proof.sql`, `scripts/bench --corpus DIR`, proof.sql, [design](design.md#7-incremental-indexing),
      docs/design.md §4.4, §5 of this page, `Queries/derive_graph_*.sql`, `/…/Sources/App/View.swift`.
      Stale: `Queries/derive.sql`, `scripts/benchmark`, `scripts/bench --no-such-option`, derive.sql,
      ARCHITECTURE §3, docs/design.md §9, design.md#no-such-heading, §12 of this page.
      """
    let stale = Self.stalePointers(in: doc, of: "docs/design.md", isDoc: true)
    #expect(stale.count == 8, "\(stale.joined(separator: "\n"))")
    for pointer in ["Queries/derive.sql does not exist", "scripts/benchmark does not exist", "no option --no-such-option",
                    "no file is named derive.sql", "there is no ARCHITECTURE", "no section §9",
                    "no heading #no-such-heading", "no section §12"] {
      #expect(stale.contains { $0.hasSuffix(pointer) || $0.contains(pointer) }, "not found: \(pointer)")
    }

    let swift = Self.swiftComments("""
      let url = "https://example.com/Queries/derive.sql"  // the graph: Queries/derive_graph_5_edges.sql
      /// Deleted by cascade (Queries/derive.sql; docs/design.md §4.5).
      let x = 1 /* ARCHITECTURE §3 */
      """)
    let inComments = Self.stalePointers(in: swift, of: "Sources/ImplicitsStore/FileRows.swift", isDoc: false)
    #expect(inComments.count == 2, "\(inComments.joined(separator: "\n"))")
    #expect(inComments.contains("Sources/ImplicitsStore/FileRows.swift:2: Queries/derive.sql does not exist"))
    let sql = Self.sqlComments("SELECT 1; -- see derive.sql\nSELECT '--';")
    #expect(Self.stalePointers(in: sql, of: "Queries/proof.sql", isDoc: false).count == 1)

    let history = Self.history(in: """
      Measured at `4c80d18` against 0562b6e on 2026-12-05: `scripts/bench --corpus /work/corpus`,
      /Users/me/apps. Not these: 1234567 files, a checksum sha256:\(String(repeating: "ab12", count: 16)), /…/Sources.
      """, of: "docs/performance.md")
    #expect(history.count == 5, "\(history.joined(separator: "\n"))")
  }
}
