import Foundation
import SwiftParser
import SwiftSyntax

/// Extracts the facts of one Swift source file. Pure: no I/O, safe to run on
/// many files at once.
public enum FileExtractor {
  public static func extract(source: String, fileName: String,
                             configuration: AnalysisBuildConfiguration = AnalysisBuildConfiguration()) -> FileFacts {
    // Reliability (ParseBudget.swift, SyntaxDepth.swift): inputs that crashed or hung the
    // parser or the walkers are skipped with a reason (an `unreadable-file` finding)
    // instead. Every limit is a measure of the input, never a time: the same file gives
    // the same facts on any machine, however busy.
    if let reason = ParseBudget.exceeded(in: source) { return skipped(fileName, reason) }
    // A large stack for the recursive walkers.
    return LargeStack.run {
      extractOnThisThread(source: source, fileName: fileName, configuration: configuration)
    }
  }

  /// No facts, and why: the file is reported as `unreadable-file`.
  static func skipped(_ fileName: String, _ reason: String) -> FileFacts {
    var facts = FileFacts()
    facts.parsedCleanly = false
    facts.findings.append(FindingFact(code: "unreadable-file", subject: fileName, detail: reason,
                                      position: SourcePosition(line: 1, column: 1)))
    return facts
  }

  static func extractOnThisThread(source: String, fileName: String,
                                  configuration: AnalysisBuildConfiguration) -> FileFacts {
    let tree = Parser.parse(source: source)
    if let depth = SyntaxDepth.exceeding(SyntaxDepth.limit, in: tree) {
      return skipped(fileName, "its syntax tree is \(depth) levels deep, deeper than the \(SyntaxDepth.limit) the "
        + "analyzer follows (thousands of chained modifiers?); skipped")
    }
    let converter = SourceLocationConverter(fileName: fileName, tree: tree)
    let visitor = DeclarationVisitor(converter: converter, configuration: configuration)
    visitor.names = NameLookup(file: tree, projectNames: configuration.projectNames)
    visitor.types.names = visitor.names
    visitor.walk(tree)
    var facts = visitor.facts
    facts.typeExpressions = visitor.types.facts
    // A read its view's declaration and extensions in this file never name again is
    // declared and never used here (its declaration is the one occurrence).
    if !facts.reads.isEmpty {
      let bytes = Array(source.utf8)
      for index in facts.reads.indices {
        let read = facts.reads[index]
        facts.reads[index].isUsed = PropertyUses.count(read.property, in: bytes,
                                                       ranges: visitor.ownerRanges[read.view] ?? [0..<bytes.count]) > 1
      }
    }
    facts.suppressions = Suppressions.find(in: source)
    facts.askedNames = visitor.names.asked.names.sorted()
    if tree.hasError {
      facts.parsedCleanly = false
      let first = SyntaxErrorFinder.firstError(in: tree)
      let position = first.map { converter.position(of: $0) } ?? SourcePosition(line: 1, column: 1)
      facts.findings.append(FindingFact(
        code: "syntax-error", subject: fileName,
        detail: first.map { SyntaxNames.trimmedText($0).prefix(40).description } ?? "", position: position))
    }
    return facts
  }
}

extension SourceLocationConverter {
  func position(of node: some SyntaxProtocol) -> SourcePosition {
    let location = self.location(for: node.positionAfterSkippingLeadingTrivia)
    return SourcePosition(line: location.line, column: location.column)
  }
}

/// Finds the first node the parser marked missing or unexpected.
enum SyntaxErrorFinder {
  static func firstError(in tree: SourceFileSyntax) -> Syntax? {
    final class Finder: SyntaxVisitor {
      var found: Syntax?
      override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.presence == .missing { found = Syntax(node) }
        return .skipChildren
      }
      override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if found == nil { found = Syntax(node) }
        return .skipChildren
      }
    }
    let finder = Finder(viewMode: .all)
    finder.walk(tree)
    return finder.found
  }
}
