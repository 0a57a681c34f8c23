import Foundation
@testable import ImplicitsExtract
import SwiftParser
import SwiftSyntax
import Testing

/// Extraction's shortcuts around SwiftSyntax give what SwiftSyntax gives.
@Suite("Syntax names")
struct SyntaxNamesTests {
  /// Extraction's `trimmedText` is SwiftSyntax's `trimmedDescription`, for every node of
  /// every analyzer fixture and of text with comments, recovered errors and invalid UTF-8.
  @Test func trimmedTextIsTheTrimmedDescription() throws {
    final class Every: SyntaxAnyVisitor {
      var nodes = 0, different: [String] = []
      override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        nodes += 1
        if SyntaxNames.trimmedText(node) != node.trimmedDescription, different.count < 5 {
          different.append(node.trimmedDescription)
        }
        return .visitChildren
      }
    }
    let folder = FixtureRunner.fixturesRoot.appendingPathComponent("analyzer")
    var sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
      .map { Array(try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8).utf8) }
    sources.append(Array("""
      /// doc
      struct A: View { // trailing
        var body: some View { Text( /* inside */ "x" ) .padding( }  // unbalanced
        @Env(\\.key var broken
      }
      """.utf8))
    sources.append(Array("let s = \"".utf8) + [0xFF, 0xFE] + Array("\" // bad bytes".utf8))
    let every = Every(viewMode: .all)
    for source in sources { source.withUnsafeBufferPointer { every.walk(Parser.parse(source: $0)) } }
    #expect(every.nodes > 10_000)
    #expect(every.different.isEmpty, "\(every.different)")
  }
}
