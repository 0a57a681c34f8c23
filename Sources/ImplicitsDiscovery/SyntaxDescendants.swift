import SwiftSyntax

// The manifests discovery reads (Package.swift, Tuist's) are read from their syntax, and
// both look for calls anywhere below a node: one walk collects them in source order.
extension SyntaxProtocol {
  /// Every descendant of one node type, in source order.
  func descendants<Node: SyntaxProtocol>(_ type: Node.Type) -> [Node] {
    let collector = DescendantCollector<Node>(viewMode: .sourceAccurate)
    collector.walk(self)
    return collector.found
  }
}

private final class DescendantCollector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
  var found: [Node] = []
  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if let match = node.as(Node.self) { found.append(match) }
    return .visitChildren
  }
}
