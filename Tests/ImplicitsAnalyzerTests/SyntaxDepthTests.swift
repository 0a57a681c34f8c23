import Foundation
@testable import ImplicitsExtract
import SwiftParser
import SwiftSyntax
import Testing

/// `SyntaxDepth` walks the raw tree; it must count what the public tree shows.
@Suite("Syntax depth")
struct SyntaxDepthTests {
  /// The depth over `children(viewMode: .all)`, tokens not counted: what the guard
  /// measured before it walked the raw tree.
  static func depthOfSyntaxTree(_ root: some SyntaxProtocol) -> Int {
    var pending: [(node: Syntax, depth: Int)] = [(Syntax(root), 1)]
    var deepest = 0
    while let (node, depth) = pending.popLast() {
      deepest = max(deepest, depth)
      for child in node.children(viewMode: .all) where !child.is(TokenSyntax.self) {
        pending.append((child, depth + 1))
      }
    }
    return deepest
  }

  /// Every analyzer and fuzz fixture that extraction parses (the long modifier chain is
  /// deeper than the limit), and text the parser recovers from (missing and unexpected
  /// nodes).
  @Test func rawDepthIsTheDepthOfTheSyntaxTree() throws {
    var sources: [String] = []
    for folder in ["analyzer", "fuzz"] {
      let url = FixtureRunner.fixturesRoot.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".swift") {
        sources.append(try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8))
      }
    }
    sources.append("struct A: View { var body: some View { Text( \"x\" .padding( } @Env(\\.key var")
    sources.append(String(repeating: "(", count: 300) + "x")
    sources.append("")
    var deepest = 0
    // Not the nested brackets the parser would take years over: extraction never parses them.
    for source in sources where ParseBudget.exceeded(in: source) == nil {
      let tree = Parser.parse(source: source)
      let expected = Self.depthOfSyntaxTree(tree)
      deepest = max(deepest, expected)
      #expect(SyntaxDepth.exceeding(0, in: tree) == expected)
      #expect(SyntaxDepth.exceeding(expected, in: tree) == nil)
    }
    #expect(deepest > SyntaxDepth.limit)
  }
}
