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

  /// ProducerBuilder skips nested declarations by kind, without the dynamic protocol
  /// cast: the kinds it names are exactly the nodes that are declaration groups or
  /// functions, for every node of the fixtures.
  @Test func nestedDeclarationKindsAreTheDeclarationGroups() throws {
    final class Every: SyntaxAnyVisitor {
      var groups = 0, different: [String] = []
      override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        let isGroup = node.asProtocol(DeclGroupSyntax.self) != nil || node.is(FunctionDeclSyntax.self)
        if isGroup { groups += 1 }
        if ProducerBuilder.isNestedDeclaration(node.kind) != isGroup { different.append("\(node.kind)") }
        return .visitChildren
      }
    }
    let folder = FixtureRunner.fixturesRoot.appendingPathComponent("analyzer")
    let every = Every(viewMode: .all)
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      every.walk(Parser.parse(source: text + "\nactor A {}\nprotocol P {}\nenum E {}\nextension E {}\nclass C {}"))
    }
    #expect(every.groups > 100)
    #expect(every.different.isEmpty, "\(Set(every.different))")
  }

  /// The byte-level shortcuts answer as the Character-level originals, Unicode included.
  @Test func nameShortcutsAnswerAsTheOriginals() {
    let names = ["", ".", "View", "SwiftUI.View", "A.B.C", "A.", "A..B", ".A", "Array<Foo.Bar>", "Ünïcode.Vïew",
                 "a.\u{301}b", "\u{600}.x", "A.e\u{301}", "Box<Int>", "some View", "(Int) -> Content",
                 "_Body", "Ａ.Ｂ", "x\r\n.y"]
    for name in names {
      #expect(SyntaxNames.lastComponent(name) == String(name.split(separator: ".").last ?? Substring(name)), "\(name)")
      #expect(TypeExpressions.isSimple(name)
                == name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }, "\(name)")
      for word: StaticString in ["View", "->", "Content", "some"] {
        #expect(SyntaxNames.contains(word, in: name) == name.contains(word.description), "\(name) \(word)")
      }
    }
  }
}
