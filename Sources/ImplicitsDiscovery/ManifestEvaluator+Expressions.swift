import Foundation
import SwiftSyntax

// Expressions: literals, names, members, operators, conditionals and closures.
// Calls are in ManifestEvaluator+Calls.swift.
extension ManifestEvaluator {
  func evaluate(_ expression: ExprSyntax, _ context: Context) -> ManifestValue {
    guard step() else { return unknown(expression, "the manifest's code does not end within the evaluation budget") }
    if let literal = expression.as(StringLiteralExprSyntax.self) { return string(literal, context) }
    if let literal = expression.as(IntegerLiteralExprSyntax.self) {
      return Int(literal.literal.text.replacingOccurrences(of: "_", with: "")).map(ManifestValue.int)
        ?? unknown(literal, "cannot read this number")
    }
    if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
    if expression.is(NilLiteralExprSyntax.self) { return .null }
    if let array = expression.as(ArrayExprSyntax.self) {
      return .array(array.elements.map { evaluate($0.expression, context) })
    }
    if let dictionary = expression.as(DictionaryExprSyntax.self) {
      guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
      return .dictionary(elements.map { (evaluate($0.key, context), evaluate($0.value, context)) })
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return name(reference, context) }
    if let member = expression.as(MemberAccessExprSyntax.self) { return memberAccess(member, context) }
    if let call = expression.as(FunctionCallExprSyntax.self) { return self.call(call, context) }
    if let infix = expression.as(InfixOperatorExprSyntax.self) { return self.infix(infix, context) }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      switch condition(ternary.condition, context) {
      case true?: return evaluate(ternary.thenExpression, context)
      case false?: return evaluate(ternary.elseExpression, context)
      case nil: return unknown(ternary.condition, "cannot decide `\(ternary.condition.trimmedDescription)`")
      }
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
      let operand = evaluate(prefix.expression, context)
      switch (prefix.operator.text, operand) {
      case ("!", .bool(let value)): return .bool(!value)
      case ("-", .int(let value)): return .int(-value)
      case (_, .unknown): return operand
      default: return unknown(prefix, "cannot evaluate `\(prefix.trimmedDescription)`")
      }
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return evaluate(only.expression, context)
    }
    if let inner = expression.as(TryExprSyntax.self) { return evaluate(inner.expression, context) }
    if let inner = expression.as(AwaitExprSyntax.self) { return evaluate(inner.expression, context) }
    if let inner = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(inner.expression, context) }
    if let inner = expression.as(OptionalChainingExprSyntax.self) { return evaluate(inner.expression, context) }
    if let cast = expression.as(AsExprSyntax.self) { return evaluate(cast.expression, context) }
    if let closure = expression.as(ClosureExprSyntax.self) {
      return .closure(ManifestClosure(body: .closure(closure), captured: context.scope, receiver: context.receiver))
    }
    if let ifExpression = expression.as(IfExprSyntax.self) { return valueOf(ifExpression, context) }
    if let switchExpression = expression.as(SwitchExprSyntax.self) { return valueOf(switchExpression, context) }
    if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return element(subscriptCall, context) }
    return unknown(expression, "cannot evaluate `\(expression.trimmedDescription.prefix(60))`")
  }

  /// A string literal, its interpolations evaluated.
  private func string(_ literal: StringLiteralExprSyntax, _ context: Context) -> ManifestValue {
    if let plain = literal.representedLiteralValue { return .string(plain) }
    var text = ""
    for segment in literal.segments {
      if let plain = segment.as(StringSegmentSyntax.self) {
        text += plain.content.text
      } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                let expression = interpolation.expressions.first?.expression {
        let value = evaluate(expression, context)
        guard let part = value.interpolated else {
          return value.unknown.map(ManifestValue.unknown) ?? unknown(expression, "cannot write this value into a string")
        }
        text += part
      }
    }
    return .string(text)
  }

  /// A name: a variable, `self`, a global, a static member of the type the code is in,
  /// a function used as a value, or a type of the description API.
  private func name(_ reference: DeclReferenceExprSyntax, _ context: Context) -> ManifestValue {
    let name = reference.baseName.text
    if name == "self", let receiver = context.receiver { return receiver }
    if let value = context.scope.lookup(name) { return value }
    if let receiver = context.receiver, let field = property(name, of: receiver, at: reference, context) { return field }
    if let type = context.type, let value = staticMember(name, ofType: type, at: reference) { return value }
    if let value = globalValue(name, at: Syntax(reference)) { return value }
    if let functions = declarations.functions[name], let function = functions.first {
      return .closure(ManifestClosure(body: .function(function), captured: nil, receiver: nil))
    }
    if let first = name.first, first.isUppercase { return .member(name) }
    return unknown(reference, "cannot find '\(name)' in the manifest or its helpers")
  }

  /// `.name`, `Type.name` and `value.name`.
  private func memberAccess(_ member: MemberAccessExprSyntax, _ context: Context) -> ManifestValue {
    let name = member.declName.baseName.text
    // The environment a manifest sees: no variables set, as in a default build.
    if name == "environment", member.base?.trimmedDescription == "ProcessInfo.processInfo" { return .dictionary([]) }
    guard let base = member.base else {
      // An implicit member: a helper's static member or enum case of that name, else the
      // description API's (`.iOS`, `.app`).
      for type in declarations.types.keys.sorted() {
        if let value = staticMember(name, ofType: type, at: member) { return value }
      }
      return .member(name)
    }
    if let path = typePath(base), context.scope.lookup(path) == nil, declarations.globals[path] == nil {
      if name == "allCases", let members = declarations.types[path], members.isEnum {
        return .array(members.cases.map { enumInstance(type: path, caseName: $0.name, rawValue: $0.rawValue, members: members) })
      }
      if let value = staticMember(name, ofType: path, at: member) { return value }
      // `Target.feature` used as a function value (`list.map(Target.feature)`).
      if let function = declarations.types[path]?.staticFunctions[name]?.first {
        return .closure(ManifestClosure(body: .function(function), captured: nil, receiver: nil, type: path))
      }
      return .member(name)
    }
    let value = evaluate(base, context)
    if case .unknown = value { return value }
    return property(name, of: value, at: member, context) ?? unknown(member, "cannot read `.\(name)` of this value")
  }

  /// A property of a value: an instance's field or computed property, an array's or a
  /// string's `count`, a description call's argument of that label.
  func property(_ name: String, of value: ManifestValue, at node: some SyntaxProtocol, _ context: Context) -> ManifestValue? {
    switch value {
    case .instance(let instance):
      if let field = instance.fields[name] { return field }
      if let binding = declarations.types[instance.type]?.computedProperties[name] {
        return bindingValue(binding, Context(scope: ManifestScope(parent: nil), receiver: value, type: instance.type))
      }
      return nil
    case .array(let elements):
      switch name {
      case "count": return .int(elements.count)
      case "isEmpty": return .bool(elements.isEmpty)
      case "first": return elements.first ?? .null
      case "last": return elements.last ?? .null
      default: return nil
      }
    case .string(let text):
      switch name {
      case "count": return .int(text.count)
      case "isEmpty": return .bool(text.isEmpty)
      case "capitalized": return .string(text.capitalized)
      default: return nil
      }
    case .call(let call):
      return call.argument(name)
    case .null:
      return .null
    default:
      return nil
    }
  }

  private func element(_ access: SubscriptCallExprSyntax, _ context: Context) -> ManifestValue {
    let base = evaluate(access.calledExpression, context)
    guard let first = access.arguments.first else { return unknown(access, "cannot evaluate this subscript") }
    let key = evaluate(first.expression, context)
    switch (base, key) {
    case (.array(let elements), .int(let index)):
      return elements.indices.contains(index) ? elements[index] : unknown(access, "the index is out of range")
    case (.dictionary(let pairs), _):
      guard let text = key.interpolated else { return unknown(access, "cannot evaluate this key") }
      return pairs.first { $0.key.interpolated == text }?.value ?? .null
    case (.unknown, _): return base
    default: return unknown(access, "cannot evaluate this subscript")
    }
  }

  // MARK: Operators

  private func infix(_ infix: InfixOperatorExprSyntax, _ context: Context) -> ManifestValue {
    if infix.operator.is(AssignmentExprSyntax.self) {
      assign(infix.leftOperand, evaluate(infix.rightOperand, context), context)
      return .null
    }
    if infix.operator.is(IsExprSyntax.self) || infix.operator.is(UnresolvedIsExprSyntax.self) {
      return unknown(infix, "cannot evaluate a type check")
    }
    if infix.operator.is(UnresolvedAsExprSyntax.self) { return evaluate(infix.leftOperand, context) }
    guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
      return unknown(infix, "cannot evaluate `\(infix.trimmedDescription.prefix(60))`")
    }
    if ["+=", "-="].contains(op) {
      let combined = binary(op == "+=" ? "+" : "-", evaluate(infix.leftOperand, context),
                            evaluate(infix.rightOperand, context), at: infix)
      assign(infix.leftOperand, combined, context)
      return .null
    }
    let left = evaluate(infix.leftOperand, context)
    // `&&`, `||` and `??` evaluate their right side only when Swift would.
    switch (op, left) {
    case ("&&", .bool(false)): return .bool(false)
    case ("||", .bool(true)): return .bool(true)
    case ("??", .null): return evaluate(infix.rightOperand, context)
    case ("??", .unknown): return left
    case ("??", _): return left
    default: break
    }
    return binary(op, left, evaluate(infix.rightOperand, context), at: infix)
  }

  func binary(_ op: String, _ left: ManifestValue, _ right: ManifestValue, at node: some SyntaxProtocol) -> ManifestValue {
    if case .unknown = left { return left }
    if case .unknown = right { return right }
    switch (op, left, right) {
    case ("+", .string(let a), .string(let b)): return .string(a + b)
    case ("+", .int(let a), .int(let b)): return .int(a + b)
    case ("-", .int(let a), .int(let b)): return .int(a - b)
    case ("+", .array(let a), .array(let b)): return .array(a + b)
    case ("+", .dictionary(let a), .dictionary(let b)): return .dictionary(a + b)
    case ("&&", .bool(let a), .bool(let b)): return .bool(a && b)
    case ("||", .bool(let a), .bool(let b)): return .bool(a || b)
    case ("==", _, _), ("!=", _, _):
      guard let equal = equals(left, right) else { return unknown(node, "cannot compare these values") }
      return .bool(op == "==" ? equal : !equal)
    case ("<", .int(let a), .int(let b)): return .bool(a < b)
    case (">", .int(let a), .int(let b)): return .bool(a > b)
    case ("<=", .int(let a), .int(let b)): return .bool(a <= b)
    case (">=", .int(let a), .int(let b)): return .bool(a >= b)
    default: return unknown(node, "cannot evaluate `\(op)` on these values")
    }
  }

  /// Equality of what a manifest compares (strings, numbers, flags, enum cases, nil);
  /// nil when it cannot tell.
  func equals(_ left: ManifestValue, _ right: ManifestValue) -> Bool? {
    switch (left, right) {
    case (.null, .null): return true
    case (.null, .unknown), (.unknown, _), (_, .unknown): return nil
    case (.null, _), (_, .null): return false
    case (.string(let a), .string(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    default:
      guard let a = left.memberName, let b = right.memberName else { return nil }
      return a == b
    }
  }

  /// A condition's truth; nil when it cannot be decided.
  func condition(_ expression: ExprSyntax, _ context: Context) -> Bool? {
    evaluate(expression, context).bool
  }

  // MARK: Conditionals as values

  private func valueOf(_ ifExpression: IfExprSyntax, _ context: Context) -> ManifestValue {
    let inner = context.nested()
    switch conditions(ifExpression.conditions, inner) {
    case true?: return run(body: ifExpression.body.statements, inner)
    case false?:
      switch ifExpression.elseBody {
      case .ifExpr(let next)?: return valueOf(next, context)
      case .codeBlock(let block)?: return run(body: block.statements, context.nested())
      default: return .null
      }
    case nil: return unknown(ifExpression.conditions, "cannot decide `\(ifExpression.conditions.trimmedDescription)`")
    }
  }

  private func valueOf(_ switchExpression: SwitchExprSyntax, _ context: Context) -> ManifestValue {
    guard let items = chosenCase(switchExpression, context) else {
      return unknown(switchExpression.subject, "cannot decide which case `\(switchExpression.subject.trimmedDescription)` is")
    }
    return run(body: items, context.nested())
  }
}
