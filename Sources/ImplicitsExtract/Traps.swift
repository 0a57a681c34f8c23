import SwiftSyntax

/// Code that stops the program instead of giving a value: a custom environment key
/// whose `defaultValue` traps (`fatalError("…")`, or a project function that does,
/// `Required<Theme>.missing()`) has no default to fall back to, so a read of it is
/// required like an `@EnvironmentObject` (Schema/facts.sql, trapping_keys).
enum Traps {
  /// The standard library's functions that never return.
  static let standard: Set<String> = ["fatalError", "preconditionFailure"]

  /// Whether calling the function stops the program: it is declared to return
  /// `Never`, or its body starts with a call that does.
  static func neverReturns(_ node: FunctionDeclSyntax) -> Bool {
    if let result = node.signature.returnClause?.type, SyntaxNames.trimmedText(result) == "Never" { return true }
    guard let first = node.body?.statements.first else { return false }
    return calledName(of: first.item).map { standard.contains($0) } ?? false
  }

  /// `Required.missing` for `Required<Theme>.missing()`, `missing` for `.missing()`,
  /// `fatalError` for `fatalError("…")` or `return fatalError("…")`: the function the
  /// code calls, without generic arguments; nil when it is no call.
  static func calledName(of item: CodeBlockItemSyntax.Item) -> String? {
    switch item {
    case .expr(let expression): return calledName(expression)
    case .stmt(let statement):
      return statement.as(ReturnStmtSyntax.self)?.expression.flatMap(calledName)
        ?? statement.as(ExpressionStmtSyntax.self).flatMap { calledName($0.expression) }
    default: return nil
    }
  }

  /// The same for an expression (an initial value, a getter's one expression).
  static func calledName(_ expression: ExprSyntax) -> String? {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    // `.missing()`: an implicit member, named alone; otherwise the dotted name without
    // generic arguments, as calls are named everywhere (`Required<Theme>.missing`).
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
      return member.declName.baseName.text
    }
    return SyntaxNames.dottedName(call.calledExpression)
  }

  /// The function a `defaultValue`'s getter calls first (`{ fatalError() }`).
  static func calledName(_ block: AccessorBlockSyntax) -> String? {
    switch block.accessors {
    case .getter(let items): return items.first.flatMap { calledName(of: $0.item) }
    case .accessors(let accessors):
      return accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements.first
        .flatMap { calledName(of: $0.item) }
    @unknown default: return nil
    }
  }
}
