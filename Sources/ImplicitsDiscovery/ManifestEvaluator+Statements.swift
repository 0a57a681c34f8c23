import SwiftSyntax

// Statements: declarations, assignments, `if`/`guard`/`switch`/`for`, `#if` as on a
// Mac, and `return`.
extension ManifestEvaluator {
  enum Flow {
    case next
    case returned(ManifestValue)
    case breakLoop
    case continueLoop
    /// The budget is spent, or a statement that decides what follows could not be run.
    case stop
  }

  /// Runs a body and gives its value: what it returns, or the value of its only
  /// expression (Swift's implicit return).
  func run(body items: CodeBlockItemListSyntax, _ context: Context) -> ManifestValue {
    if items.count == 1, let only = items.first, let expression = only.item.as(ExprSyntax.self) {
      return evaluate(expression, context)
    }
    if items.count == 1, let only = items.first?.item.as(ExpressionStmtSyntax.self) {
      return evaluate(only.expression, context)
    }
    switch execute(items, context) {
    case .returned(let value): return value
    case .stop: return unknown(items, "cannot follow this code to its result")
    default: return .null
    }
  }

  func execute(_ items: CodeBlockItemListSyntax, _ context: Context) -> Flow {
    for item in items {
      let flow = execute(item, context)
      if case .next = flow { continue }
      return flow
    }
    return .next
  }

  func execute(_ item: CodeBlockItemSyntax, _ context: Context) -> Flow {
    guard step() else { return .stop }
    switch item.item {
    case .decl(let decl): return declare(decl, context)
    case .expr(let expression): return execute(expression: expression, context)
    case .stmt(let statement): return execute(statement, context)
    default: return .next
    }
  }

  /// An expression run for its effect (a call, an assignment) or its control flow.
  private func execute(expression: ExprSyntax, _ context: Context) -> Flow {
    if let ifExpression = expression.as(IfExprSyntax.self) { return execute(ifExpression, context) }
    if let switchExpression = expression.as(SwitchExprSyntax.self) { return execute(switchExpression, context) }
    if case .unknown(let unknown) = evaluate(expression, context), expression.is(FunctionCallExprSyntax.self)
      || expression.is(InfixOperatorExprSyntax.self) {
      lose(unknown)
    }
    return .next
  }

  private func declare(_ decl: DeclSyntax, _ context: Context) -> Flow {
    if let variable = decl.as(VariableDeclSyntax.self) {
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          lose(binding, "cannot evaluate a destructuring binding")
          continue
        }
        // At the top level a `let` is a global: evaluated now, unless already named.
        if context.scope === topScope, declarations.globals[name] != nil {
          _ = globalValue(name, at: Syntax(binding))
          continue
        }
        context.scope.declare(name, binding.initializer == nil && binding.accessorBlock == nil
          ? .null : bindingValue(binding, context))
      }
    } else if let function = decl.as(FunctionDeclSyntax.self), context.scope !== topScope {
      context.scope.declare(function.name.text,
                            .closure(ManifestClosure(body: .function(function), captured: context.scope, receiver: nil)))
    } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
      guard let clause = ManifestHost.activeClause(of: ifConfig), case .statements(let items)? = clause.elements else {
        return .next
      }
      return execute(items, context)
    }
    return .next
  }

  private func execute(_ statement: StmtSyntax, _ context: Context) -> Flow {
    if let returned = statement.as(ReturnStmtSyntax.self) {
      return .returned(returned.expression.map { evaluate($0, context) } ?? .null)
    }
    if let expression = statement.as(ExpressionStmtSyntax.self) {
      return execute(expression: expression.expression, context)
    }
    if statement.is(BreakStmtSyntax.self) { return .breakLoop }
    if statement.is(ContinueStmtSyntax.self) { return .continueLoop }
    if let guardStatement = statement.as(GuardStmtSyntax.self) {
      switch conditions(guardStatement.conditions, context) {
      case true?: return .next
      case false?: return execute(guardStatement.body.statements, context.nested())
      case nil:
        lose(guardStatement.conditions, "cannot decide `\(guardStatement.conditions.trimmedDescription)`")
        return .stop
      }
    }
    if let loop = statement.as(ForStmtSyntax.self) { return execute(loop, context) }
    lose(statement, "cannot run this statement")
    return .stop
  }

  private func execute(_ ifExpression: IfExprSyntax, _ context: Context) -> Flow {
    let inner = context.nested()
    switch conditions(ifExpression.conditions, inner) {
    case true?: return execute(ifExpression.body.statements, inner)
    case false?:
      switch ifExpression.elseBody {
      case .ifExpr(let next)?: return execute(next, context)
      case .codeBlock(let block)?: return execute(block.statements, context.nested())
      default: return .next
      }
    case nil:
      lose(ifExpression.conditions, "cannot decide `\(ifExpression.conditions.trimmedDescription)`; neither branch is followed")
      return .next
    }
  }

  private func execute(_ switchExpression: SwitchExprSyntax, _ context: Context) -> Flow {
    guard let items = chosenCase(switchExpression, context) else {
      lose(switchExpression.subject, "cannot decide which case `\(switchExpression.subject.trimmedDescription)` is")
      return .next
    }
    return execute(items, context.nested())
  }

  private func execute(_ loop: ForStmtSyntax, _ context: Context) -> Flow {
    let sequence = evaluate(loop.sequence, context)
    guard case .array(let elements) = sequence,
          let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            ?? (loop.pattern.is(WildcardPatternSyntax.self) ? "_" : nil)
    else {
      lose(sequence.unknown ?? failure(loop.sequence, "cannot evaluate what this loop runs over"))
      return .next
    }
    for element in elements {
      let inner = context.nested()
      inner.scope.declare(name, element)
      if let filter = loop.whereClause?.condition {
        guard let keep = condition(filter, inner) else {
          lose(filter, "cannot decide `\(filter.trimmedDescription)`")
          continue
        }
        if !keep { continue }
      }
      switch execute(loop.body.statements, inner) {
      case .breakLoop: return .next
      case .returned(let value): return .returned(value)
      case .stop: return .stop
      case .next, .continueLoop: continue
      }
    }
    return .next
  }

  /// All conditions of an `if`/`guard`; an optional binding (`if let x = …`) binds in
  /// `context`. Nil when one cannot be decided.
  func conditions(_ list: ConditionElementListSyntax, _ context: Context) -> Bool? {
    for element in list {
      switch element.condition {
      case .expression(let expression):
        guard let value = condition(expression, context) else { return nil }
        if !value { return false }
      case .optionalBinding(let binding):
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let value = binding.initializer.map { evaluate($0.value, context) } ?? context.scope.lookup(name) ?? .null
        if case .unknown = value { return nil }
        if case .null = value { return false }
        context.scope.declare(name, value)
      default:
        return nil
      }
    }
    return true
  }

  /// The statements of the case a `switch` takes; nil when it cannot be told.
  func chosenCase(_ switchExpression: SwitchExprSyntax, _ context: Context) -> CodeBlockItemListSyntax? {
    let subject = evaluate(switchExpression.subject, context)
    if case .unknown = subject { return nil }
    for entry in switchExpression.cases {
      guard case .switchCase(let switchCase) = entry else { return nil }
      switch switchCase.label {
      case .default: return switchCase.statements
      case .case(let label):
        for item in label.caseItems {
          guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { return nil }
          let candidate: ManifestValue
          if let member = pattern.expression.as(MemberAccessExprSyntax.self), member.base == nil {
            candidate = .member(member.declName.baseName.text)
          } else {
            candidate = evaluate(pattern.expression, context)
          }
          guard let equal = equals(subject, candidate) else { return nil }
          if equal { return switchCase.statements }
        }
      default: return nil
      }
    }
    return nil
  }

  /// Stores `value` where `target` names: a variable, a global, or a property of one
  /// (`package.targets`), by storing the changed container back.
  func assign(_ target: ExprSyntax, _ value: ManifestValue, _ context: Context) {
    noteComputed()
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if context.scope.assign(name, value) || setGlobal(name, value) { return }
      return lose(target, "cannot assign to '\(name)'")
    }
    if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
      let property = member.declName.baseName.text
      switch evaluate(base, context) {
      case .call(let call): assign(base, .call(call.setting(property, to: value)), context)
      case .instance(var instance):
        instance.fields[property] = value
        assign(base, .instance(instance), context)
      default: lose(target, "cannot assign to `\(target.trimmedDescription)`")
      }
      return
    }
    lose(target, "cannot assign to `\(target.trimmedDescription)`")
  }
}
