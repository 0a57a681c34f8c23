import SwiftSyntax

/// `#if` inside view-building code: each clause is a branch, kept or dropped by the
/// configuration being indexed.
extension ProducerBuilder {
  /// A `#if` among statements or builder content: only the active clause is indexed;
  /// an undecided one indexes every clause as a possibility and is reported.
  func visitIfConfig(_ ifConfig: IfConfigDeclSyntax, parent: Int?) {
    switch IfConfigDecision(ifConfig, configuration: context.configuration) {
    case .decided(let clause):
      if let elements = clause?.elements { visit(Syntax(elements), parent: parent) }
    case .undecided(let condition):
      report("unresolved-if", subject: condition, at: ifConfig)
      for clause in ifConfig.clauses {
        if let elements = clause.elements { visit(Syntax(elements), parent: parent) }
      }
    }
  }

  /// `base #if COND .modifier() #endif`. Undecided: the base is indexed without the
  /// clause's modifiers, so a declaration there never counts; views in the clause
  /// are still indexed as possibilities.
  func visitPostfixIfConfig(_ postfix: PostfixIfConfigExprSyntax, parent: Int?) {
    let base = postfix.base
    switch IfConfigDecision(postfix.config, configuration: context.configuration) {
    case .decided(let clause):
      if case .postfixExpression(let expression)? = clause?.elements, let base {
        postfixBase = base
        visit(Syntax(expression), parent: parent)
        if postfixBase != nil {  // the clause did not start with a modifier
          postfixBase = nil
          visit(Syntax(base), parent: parent)
        }
      } else if let base {
        visit(Syntax(base), parent: parent)
      }
    case .undecided(let condition):
      report("unresolved-if", subject: condition, at: postfix.config)
      if let base { visit(Syntax(base), parent: parent) }
      for clause in postfix.config.clauses {
        guard case .postfixExpression(let expression)? = clause.elements,
              let call = expression.as(FunctionCallExprSyntax.self) else { continue }
        visitArguments(call, parent: parent)
      }
    }
  }
}
