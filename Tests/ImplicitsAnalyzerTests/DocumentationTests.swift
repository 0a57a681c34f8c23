import Foundation
import Testing

/// The documentation does not contradict the repository: every relative link of every
/// Markdown file resolves (the file, and the heading when it names one), and what the
/// docs say of the manifest's tools version and of the package's address matches.
@Suite("Documentation")
struct DocumentationTests {
  static let repository = FixtureRunner.fixturesRoot
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The Markdown files of the repository (not build folders).
  static func markdownFiles() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: repository.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasPrefix(".") || path.contains("/.build") || path.hasPrefix("dist/") { enumerator?.skipDescendants(); continue }
      if path.hasSuffix(".md") { files.append(path) }
    }
    return files.sorted()
  }

  /// Text outside fenced code blocks.
  static func prose(_ text: String) -> String {
    text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: "\n")
  }

  /// GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes.
  static func anchor(_ heading: String) -> String {
    String(heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" })
      .replacingOccurrences(of: " ", with: "-")
  }

  static func headings(_ text: String) -> Set<String> {
    Set(prose(text).split(separator: "\n").filter { $0.hasPrefix("#") }.map {
      anchor(String($0.drop { $0 == "#" }).trimmingCharacters(in: .whitespaces))
    })
  }

  @Test func everyRelativeLinkResolves() throws {
    let files = Self.markdownFiles()
    #expect(files.contains("README.md") && files.contains("docs/building.md"))
    var checked = 0
    for file in files {
      let text = try String(contentsOf: Self.repository.appendingPathComponent(file), encoding: .utf8)
      for match in Self.prose(text).matches(of: /\]\(([^)\s]+)\)/) {
        let link = String(match.output.1)
        if link.contains(":") { continue }  // https:, mailto:
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let folder = (file as NSString).deletingLastPathComponent
        let target = parts[0].isEmpty ? file : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
        checked += 1
        guard FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(target).path) else {
          Issue.record("\(file): link \(link) leads to \(target), which does not exist")
          continue
        }
        if parts.count == 2, target.hasSuffix(".md") {
          let headings = Self.headings(try String(contentsOf: Self.repository.appendingPathComponent(target), encoding: .utf8))
          #expect(headings.contains(parts[1]), "\(file): link \(link): \(target) has no heading #\(parts[1])")
        }
      }
    }
    #expect(checked > 30)
  }

  @Test func theDocsStateTheManifestsToolsVersionAndOneAddress() throws {
    let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
    let version = try #require(manifest.firstMatch(of: /swift-tools-version:\s*([0-9.]+)/)?.output.1)
    var statements = 0
    var addresses: Set<String> = []
    for file in Self.markdownFiles() {
      let text = try String(contentsOf: Self.repository.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: /(?:Package\.swift|ours|our manifest)`? declares `?swift-tools-version:([0-9.]+)/) {
        statements += 1
        #expect(match.output.1 == version, "\(file) says the manifest declares \(match.output.1); it declares \(version)")
      }
      #expect(!text.contains("<owner>"), "\(file) has a placeholder address")
      for match in text.matches(of: /\.package\(url: "([^"]+)"/) { addresses.insert(String(match.output.1)) }
      // One spelling of the package's identity in product references.
      #expect(!text.contains("package: \"Implicits\""), "\(file): the package's identity is `implicits`")
    }
    #expect(statements >= 1, "the docs say which tools version the manifest declares")
    #expect(addresses == ["https://github.com/implicits-swift/implicits.git", "https://github.com/implicits-swift/implicits-prebuilt.git"],
            "\(addresses)")
  }
}
