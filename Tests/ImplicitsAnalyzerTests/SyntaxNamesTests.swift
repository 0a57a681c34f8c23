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

  /// `typeText` joins the tokens in one pass: the same text as joining the array of
  /// them (how it was written before), leaving out `any` (`[any Screen]` is `[Screen]`),
  /// for every type and attribute name of the fixtures, comments between tokens
  /// included. `isSelfKeyword` is the token kind check.
  @Test func typeTextAndSelfAnswerAsBefore() throws {
    func joined(_ type: some SyntaxProtocol) -> String {
      let tokens = Array(type.tokens(viewMode: .sourceAccurate))
      let onlyWhitespaceBetween = tokens.indices.allSatisfy { index in
        (index == 0 || tokens[index].leadingTrivia.allSatisfy(\.isWhitespace))
          && (index == tokens.count - 1 || tokens[index].trailingTrivia.allSatisfy(\.isWhitespace))
      }
      guard onlyWhitespaceBetween else { return SyntaxNames.trimmedText(type).filter { !$0.isWhitespace } }
      return tokens.filter { $0.tokenKind != .keyword(.any) }.map(\.text).joined()
    }
    final class Every: SyntaxAnyVisitor {
      var types = 0, different: [String] = []
      let reference: (Syntax) -> String
      init(_ reference: @escaping (Syntax) -> String) {
        self.reference = reference
        super.init(viewMode: .sourceAccurate)
      }
      override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if node.is(TypeSyntax.self) || node.is(GenericArgumentClauseSyntax.self) {
          types += 1
          // `any P` and attributed types are unwrapped first, as they always were.
          let unwrapped = node.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.text == "any"
            || node.is(AttributedTypeSyntax.self)
          if !unwrapped, SyntaxNames.typeText(node) != reference(node) {
            different.append(node.description)
          }
        }
        if let token = node.as(TokenSyntax.self),
           SyntaxNames.isSelfKeyword(token) != (token.tokenKind == .keyword(.self)) {
          different.append(token.description)
        }
        return .visitChildren
      }
    }
    let folder = FixtureRunner.fixturesRoot.appendingPathComponent("analyzer")
    let every = Every { joined($0) }
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
      every.walk(Parser.parse(source: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)))
    }
    every.walk(Parser.parse(source: "let a: Box< /* c */ Int>, b: [String :\n Int], c: (A) -> B, d: `self`.T"))
    #expect(every.types > 1_000)
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
