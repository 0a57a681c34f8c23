import Foundation
import Testing

/// docs/design.md §2 maps every module and every SQL file in the order data flows
/// through them. The map stays true: every folder of `Sources/` and every `.sql` file
/// of `Schema/` and `Queries/` is named in it, and every module or SQL file it names
/// exists.
@Suite("Design map")
struct DesignMapTests {
  static let repository = ReportFormatTests.repositoryRoot

  /// The fenced code blocks of §2 of docs/design.md: the map.
  static func map() throws -> String {
    let text = try String(contentsOf: repository.appendingPathComponent("docs/design.md"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("## 2.") }) else { return "" }
    let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }.joined(separator: "\n")
    return section.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
      .joined(separator: "\n")
  }

  /// The words of the map, split at what no module or file name contains.
  static func words(_ map: String) -> Set<String> {
    Set(map.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." || $0 == "/") }
      .map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ".-/")) })
  }

  /// What is in a folder of the repository: subfolders or files ending in `suffix`.
  static func contents(_ folder: String, suffix: String? = nil) throws -> Set<String> {
    let url = repository.appendingPathComponent(folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }
    return Set(names.filter { name in
      if let suffix { return name.hasSuffix(suffix) }
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
        && isFolder.boolValue
    })
  }

  /// A word that names a module: `ImplicitsStore`, `implicits-index`, `CSQLite`.
  static func looksLikeModule(_ word: String) -> Bool {
    word.wholeMatch(of: /Implicits[A-Z][A-Za-z]*|implicits-[a-z-]+|C[A-Z][A-Za-z]+/) != nil
  }

  @Test("every module of Sources/ and every SQL file of Schema/ and Queries/ is named in docs/design.md §2")
  func everyModuleAndSQLFileIsMapped() throws {
    let map = try Self.map()
    try #require(!map.isEmpty, "docs/design.md has no map (a fenced block) in §2")
    let words = Self.words(map)
    let names = words.union(words.map { ($0 as NSString).lastPathComponent })
    for module in try Self.contents("Sources").sorted() {
      #expect(names.contains(module),
              "Sources/\(module) is not named in the map of docs/design.md §2: add it where its data flows")
    }
    for folder in ["Schema", "Queries"] {
      for file in try Self.contents(folder, suffix: ".sql").sorted() {
        #expect(names.contains(file) || names.contains("\(folder)/\(file)"),
                "\(folder)/\(file) is not named in the map of docs/design.md §2: add it where it runs")
      }
    }
  }

  @Test("every module and SQL file docs/design.md §2 names exists")
  func everyMappedNameExists() throws {
    let words = Self.words(try Self.map())
    let modules = try Self.contents("Sources")
    let plugins = try Self.contents("Plugins")
    let sqlFiles = try Self.contents("Schema", suffix: ".sql").map { "Schema/\($0)" }
      + Self.contents("Queries", suffix: ".sql").map { "Queries/\($0)" }
    for word in words.sorted() {
      let name = (word as NSString).lastPathComponent
      if word.hasSuffix(".sql") {
        let exists = word.contains("/") ? sqlFiles.contains(word) : sqlFiles.contains { $0.hasSuffix("/" + name) }
        #expect(exists, "docs/design.md §2 names \(word), which is no file of Schema/ or Queries/")
      } else if Self.looksLikeModule(word) {
        #expect(modules.contains(word) || plugins.contains(word), """
          docs/design.md §2 names \(word), but there is no Sources/\(word) (nor Plugins/\(word)): \
          rename or remove it in the map, or add the module
          """)
      }
    }
  }
}
