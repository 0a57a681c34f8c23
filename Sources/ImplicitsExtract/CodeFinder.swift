import SwiftSyntax

/// The calls, assignments, returns and locals of a piece of code (returns inside
/// closures are the closures', not the code's), and the places it may change in ways
/// no assignment shows: `&items` handed to a call, `$items` (a binding or publisher of
/// the property), `\.items` (a key path). ControllerFlow and PropertyStores read it.
final class CodeFinder: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []
  /// `target = value` where `target` is no local of this code.
  var assignments: [(ExprSyntax, ExprSyntax)] = []
  /// `target += value`: the value's elements are added to the target's.
  var additions: [(ExprSyntax, ExprSyntax)] = []
  var returns: [ExprSyntax] = []
  var locals: [String: [ExprSyntax]] = [:]
  /// Names bound to values the code does not show: closure parameters, loop variables.
  var opaque: Set<String> = []
  /// `&items`, `$items`, `$model.items`: places changed through an alias.
  var aliased: [ExprSyntax] = []
  /// The last component of each key path (`\.items`, `\Model.items`).
  var keyPathNames: Set<String> = []
  private var closureDepth = 0

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node); return .visitChildren
  }
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
      if let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text, locals[name] != nil {
        locals[name, default: []].append(elements[2])
      } else {
        assignments.append((elements[0], elements[2]))
      }
    } else if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
      additions.append((elements[0], elements[2]))
    }
    return .visitChildren
  }
  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      locals[name, default: []].append(contentsOf: node.initializer.map { [$0.value] } ?? [])
    }
    return .visitChildren
  }
  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      if let value = node.initializer?.value { locals[name, default: []].append(value) } else { opaque.insert(name) }
    }
    return .visitChildren
  }
  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if closureDepth == 0, let value = node.expression { returns.append(value) }
    return .visitChildren
  }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    opaque.formUnion(SyntaxNames.parameterNames(of: node))
    closureDepth += 1
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) { closureDepth -= 1 }
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    for token in node.pattern.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
      opaque.insert(token.text)
    }
    return .visitChildren
  }
  override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
    aliased.append(node.expression); return .visitChildren
  }
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    // `$items`, or `$model` as the base of `$model.items`: the outermost member is the place
    guard node.baseName.text.hasPrefix("$"), node.baseName.text.count > 1,
          Int(node.baseName.text.dropFirst()) == nil else { return .visitChildren }
    var place = ExprSyntax(node)
    while let member = place.parent?.as(MemberAccessExprSyntax.self), member.base?.id == place.id {
      place = ExprSyntax(member)
    }
    aliased.append(place)
    return .visitChildren
  }
  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
    if let last = node.components.last?.component.as(KeyPathPropertyComponentSyntax.self) {
      keyPathNames.insert(last.declName.baseName.text)
    }
    return .visitChildren
  }
  // Nested functions and types are code of their own.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
