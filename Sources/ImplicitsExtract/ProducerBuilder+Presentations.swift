import SwiftSyntax

extension ProducerBuilder {
  /// The arguments of one of SwiftUI's own modifiers: a presented closure
  /// (BuiltInPresentations) hangs off a `presentation` node of its boundary, the rest
  /// sit where they are written (rule 2).
  func visitSystemModifierArguments(_ call: FunctionCallExprSyntax, modifier: String, nameToken: some SyntaxProtocol,
                                    parent: Int?, baseDeclarations: [Int] = []) {
    guard let boundary = BuiltInPresentations.boundaries[modifier] else {
      visitArguments(call, parent: parent)
      return
    }
    func presented(_ expression: ExprSyntax, label: String?) {
      let name = BuiltInPresentations.boundaryName(modifier: modifier, label: label)
      let node = add(.presentation, name: name, at: nameToken, parent: parent)
      nodes[node].baseDeclarations = baseDeclarations
      visit(Syntax(expression), parent: node)
    }
    for argument in call.arguments {
      if let label = argument.label?.text, boundary.labels.contains(label) {
        presented(argument.expression, label: label)
      } else {
        visit(Syntax(argument.expression), parent: parent)
      }
    }
    if let closure = call.trailingClosure {
      if boundary.trailingClosure {
        presented(ExprSyntax(closure), label: nil)
      } else {
        visit(Syntax(closure), parent: parent)
      }
    }
    for element in call.additionalTrailingClosures {
      if boundary.labels.contains(element.label.text) {
        presented(ExprSyntax(element.closure), label: element.label.text)
      } else {
        visit(Syntax(element.closure), parent: parent)
      }
    }
  }

  /// The arguments of a call of a project modifier or view: a closure it shows only
  /// inside a presentation of its own (ProjectNames.presentingCallees, found in the
  /// index from its body, through any number of modifiers that hand it on) hangs off a
  /// `presentation` node of that boundary, as if the caller had written the `.sheet`;
  /// the rest sit where they are written (rule 2).
  func visitArguments(_ call: FunctionCallExprSyntax, parent: Int?, callee: String, nameToken: some SyntaxProtocol) {
    func place(_ expression: ExprSyntax, label: String) {
      guard let boundary = context.names.presentedBoundary(callee, label: label) else {
        visit(Syntax(expression), parent: parent)
        return
      }
      let node = add(.presentation, name: boundary, at: nameToken, parent: parent)
      visit(Syntax(expression), parent: node)
    }
    for argument in call.arguments { place(argument.expression, label: argument.label?.text ?? "_") }
    if let closure = call.trailingClosure { place(ExprSyntax(closure), label: "+") }
    for element in call.additionalTrailingClosures { place(ExprSyntax(element.closure), label: element.label.text) }
  }
}
