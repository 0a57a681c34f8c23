import SwiftSyntax

/// The static type of a value (docs/design.md §4, "Type of a declaration"), as a type
/// expression that the index resolves across files (TypeExpression.swift). This file
/// decides what one file can tell: literals, `as` casts, constructor calls, locals
/// and parameters by lexical scope, `self`, and the shape of member chains and
/// calls. What it cannot follow is nil: the type stays unknown, never guessed.
enum TypeInference {
  /// The type of a property as written or plainly constructed (`let x: T`,
  /// `let x = T(...)`), for the rules that look at stored views.
  static func declaredType(of binding: PatternBindingSyntax) -> String? {
    if let annotation = binding.typeAnnotation {
      return SyntaxNames.typeText(SyntaxNames.unwrapOptional(annotation.type).type)
    }
    if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
      return constructedType(call.calledExpression)
    }
    return nil
  }

  /// A written type inside `scope`, or nil when it names a generic parameter (its
  /// meaning differs at each use) or an opaque type.
  static func written(_ type: TypeSyntax, scope: LexicalScope, types: TypeExpressions) -> Int? {
    let unwrapped = SyntaxNames.unwrapOptional(type).type
    if unwrapped.is(SomeOrAnyTypeSyntax.self), unwrapped.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.text == "some" {
      return nil
    }
    let text = SyntaxNames.typeText(unwrapped)
    if scope.typeGenericNames.contains(text), !scope.functionGenericNames.contains(text) {
      return types.named(text, scope: scope.owner)  // `Tab` of `Panel<Tab>`: the generic type `Panel.Tab`
    }
    // `[Item]` of `Store<Item>`: an array of the generic type, which a value of
    // `Store<Card>` binds (`store.items` is `[Card]`, Queries/types_step.sql)
    if text.hasPrefix("["), text.hasSuffix("]"), case let element = String(text.dropFirst().dropLast()),
       scope.typeGenericNames.contains(element), !scope.functionGenericNames.contains(element) {
      return types.named(text, scope: scope.owner)
    }
    if mentionsGeneric(unwrapped, scope: scope) { return nil }
    if text == "Self" { return scope.owner.isEmpty ? nil : types.exact(scope.owner) }
    return types.named(text, scope: scope.owner)
  }

  /// Whether a written type or type argument names a generic parameter in scope
  /// (`Gauge<Value>` inside `Dial<Value>`): each use binds it to another type. A
  /// member of another type (`Scale.Value`) is not the parameter.
  static func mentionsGeneric(_ syntax: some SyntaxProtocol, scope: LexicalScope) -> Bool {
    let generics = scope.genericNames
    guard !generics.isEmpty else { return false }
    var afterPeriod = false
    for token in syntax.tokens(viewMode: .sourceAccurate) {
      if !afterPeriod, generics.contains(token.text) { return true }
      afterPeriod = token.tokenKind == .period
    }
    return false
  }

  /// The type expression of a value, or nil when its type cannot be followed.
  static func expression(_ expression: ExprSyntax, scope: LexicalScope, types: TypeExpressions) -> Int? {
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
       let only = tuple.elements.first, only.label == nil {
      return self.expression(only.expression, scope: scope, types: types)
    }
    if let inner = expression.as(TryExprSyntax.self)?.expression
        ?? expression.as(AwaitExprSyntax.self)?.expression
        ?? expression.as(ForceUnwrapExprSyntax.self)?.expression
        ?? expression.as(OptionalChainingExprSyntax.self)?.expression {
      return self.expression(inner, scope: scope, types: types)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      // `x as T` before operator folding: [x, as, T]
      let elements = Array(sequence.elements)
      if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
         cast.questionOrExclamationMark == nil, let type = elements[2].as(TypeExprSyntax.self) {
        return written(type.type, scope: scope, types: types)
      }
      return nil
    }
    if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
      return written(cast.type, scope: scope, types: types)
    }
    if expression.is(IntegerLiteralExprSyntax.self) { return types.exact("Int") }
    if expression.is(FloatLiteralExprSyntax.self) { return types.exact("Double") }
    if expression.is(StringLiteralExprSyntax.self) { return types.exact("String") }
    if expression.is(BooleanLiteralExprSyntax.self) { return types.exact("Bool") }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return value(named: reference, scope: scope, types: types)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return memberAccess(member, scope: scope, types: types)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      return self.call(call, scope: scope, types: types)
    }
    // `items[i]`, `panes[key]`: an element of the array, the value of the dictionary
    if let subscripted = expression.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1,
       let base = self.expression(subscripted.calledExpression, scope: scope, types: types) {
      return types.add(TypeExpressionFact(kind: .element, base: base, name: "", names: []))
    }
    return nil
  }

  /// `x`: a local or parameter, else a member of an enclosing type, else a global.
  private static func value(named reference: DeclReferenceExprSyntax, scope: LexicalScope,
                            types: TypeExpressions) -> Int? {
    var name = reference.baseName.text
    // `$model`: the projected value (a Binding or an object wrapper) of `model`; its
    // members are Bindings of the same types, which is what a generic view binds.
    // (`$0` is a closure's first parameter, bound as such.)
    if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) { name.removeFirst() }
    if SyntaxNames.isSelfKeyword(reference.baseName) {
      return scope.owner.isEmpty ? nil : types.exact(scope.owner)
    }
    // A value: a local, a member or a global of that name. A name that is only a type
    // (a metatype used as a value) is none of them, and types nothing. Letter case
    // decides nothing: `@StateObject var App = AppModel()` makes `App` a value.
    switch scope.lookup(name) {
    case .typed(let index)?: return index
    case .untyped?: return nil
    case nil:
      return types.add(TypeExpressionFact(kind: .scope, name: name, names: scope.memberOwners(types)))
    }
  }

  /// `a.b`, `self.a`, `Type.shared`, `Outer.Inner.shared`.
  private static func memberAccess(_ member: MemberAccessExprSyntax, scope: LexicalScope,
                                   types: TypeExpressions) -> Int? {
    guard let base = member.base else { return nil }  // `.shared`: needs the contextual type
    let name = member.declName.baseName.text
    guard name != "self", name != "init" else { return nil }
    guard let baseType = valueOrType(base, scope: scope, types: types) else { return nil }
    return types.add(TypeExpressionFact(kind: .member, base: baseType, name: name, names: []))
  }

  /// The type a member is looked up on: a type named as such (`Type.shared`), or the
  /// type of a value. An unqualified name no local binds is what Swift's lookup finds:
  /// a member or global value of that name, else a type (`scopeOrType`, resolved in the
  /// index); a dotted name the file declares as a type is that type.
  private static func valueOrType(_ base: ExprSyntax, scope: LexicalScope, types: TypeExpressions) -> Int? {
    if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Self" {
      return scope.owner.isEmpty ? nil : types.exact(scope.owner)
    }
    if let name = SyntaxNames.dottedName(base) {
      let root = String(name.split(separator: ".")[0])
      if scope.genericNames.contains(root) { return nil }
      if scope.lookup(root) == nil, name.contains("."), types.names.isType(name) {
        return types.named(name, scope: scope.owner)
      }
      if let reference = base.as(DeclReferenceExprSyntax.self), !SyntaxNames.isSelfKeyword(reference.baseName),
         scope.lookup(root) == nil, !root.hasPrefix("$") {
        return types.add(TypeExpressionFact(kind: .scopeOrType, name: root,
                                            names: types.scopedCandidates(root, owner: scope.owner)))
      }
    }
    return expression(base, scope: scope, types: types)
  }

  /// `{ let store = Store(); store.warm(); return store }()`: a body whose one `return`
  /// is one of its own statements (none in a branch, a loop or a nested function) has
  /// the type of what it returns, with the locals declared before it in scope. Any
  /// other shape is unknown.
  private static func returnedType(of closure: ClosureExprSyntax, scope: LexicalScope, types: TypeExpressions) -> Int? {
    let returns = ReturnCollector(viewMode: .sourceAccurate)
    returns.walk(closure.statements)
    guard returns.count == 1 else { return nil }
    var inner = scope
    inner.push()
    for statement in closure.statements {
      if let returned = statement.item.as(ReturnStmtSyntax.self) {
        return returned.expression.flatMap { expression($0, scope: inner, types: types) }
      }
      guard let declaration = statement.item.as(VariableDeclSyntax.self) else { continue }
      for binding in declaration.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let type = binding.typeAnnotation.flatMap { written($0.type, scope: inner, types: types) }
          ?? binding.initializer.flatMap { expression($0.value, scope: inner, types: types) }
        inner.bind(name, type.map(LexicalScope.Binding.typed) ?? .untyped)
      }
    }
    return nil  // the one `return` is not a statement of the body itself
  }

  /// The `return` statements of a closure's body, not those of closures or functions
  /// nested in it.
  private final class ReturnCollector: SyntaxVisitor {
    var count = 0
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { count += 1; return .visitChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }

  /// `T(...)`, `{ () -> T in ... }()`, `f(...)`, `a.f(...)`, `Type.make(...)`.
  private static func call(_ call: FunctionCallExprSyntax, scope: LexicalScope, types: TypeExpressions) -> Int? {
    let callee = call.calledExpression
    if let closure = callee.as(ClosureExprSyntax.self) {
      if let result = closure.signature?.returnClause?.type { return written(result, scope: scope, types: types) }
      // `{ Store() }()`, `{ return Store() }()`: a body of one expression has its type
      // (its own locals are none: a one-statement body binds nothing).
      // No parameters (`{ ... }`, `{ () in ... }`): called with none.
      if let parameters = closure.signature?.parameterClause {
        guard case .parameterClause(let clause) = parameters, clause.parameters.isEmpty else { return nil }
      }
      if closure.statements.count == 1, let item = closure.statements.first?.item {
        if let returned = item.as(ReturnStmtSyntax.self)?.expression {
          return expression(returned, scope: scope, types: types)
        }
        if case .expr(let only) = item { return expression(only, scope: scope, types: types) }
        return nil
      }
      return returnedType(of: closure, scope: scope, types: types)
    }
    // `Box<Int>(...)`: only a type can be specialised explicitly. `Box<Value>(...)`
    // inside `Panel<Value>` is a different type at each use of `Panel`: unknown.
    if let specialized = callee.as(GenericSpecializationExprSyntax.self),
       let name = SyntaxNames.dottedName(specialized.expression) {
      if mentionsGeneric(specialized.genericArgumentClause, scope: scope) { return nil }
      return types.exact(name + SyntaxNames.typeText(specialized.genericArgumentClause))
    }
    // `T.init(...)`, `Self(...)`: a type.
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
       let base = member.base, var constructed = constructedType(base) {
      if mentionsGeneric(base, scope: scope) { return nil }
      if constructed == "Self" { return scope.owner.isEmpty ? nil : types.exact(scope.owner) }
      if constructed.hasPrefix("Self."), !scope.owner.isEmpty { constructed = scope.owner + constructed.dropFirst(4) }
      return types.named(constructed, scope: scope.owner)
    }
    let labels = ProducerBuilder.labels(of: call)
    // `X(...)`, `A.X(...)`: a type the project declares there, else the function's result
    // (`construct`, resolved in the index), else a type outside the project as written.
    if var constructed = SyntaxNames.dottedName(callee) {
      if constructed == "Self" { return scope.owner.isEmpty ? nil : types.exact(scope.owner) }
      if constructed.hasPrefix("Self."), !scope.owner.isEmpty { constructed = scope.owner + constructed.dropFirst(4) }
      let root = String(constructed.split(separator: ".")[0])
      if scope.genericNames.contains(root) { return nil }
      if scope.lookup(root) == nil {
        var function: Int?
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
          if let baseType = valueOrType(base, scope: scope, types: types) {
            var fact = TypeExpressionFact(kind: .call, base: baseType, name: member.declName.baseName.text,
                                          labels: labels, names: [])
            fact.arguments = call.arguments.map { expression($0.expression, scope: scope, types: types) }
            function = types.add(fact)
          }
        } else {
          var fact = TypeExpressionFact(kind: .call, name: constructed, labels: labels, names: scope.memberOwners(types))
          fact.arguments = call.arguments.map { expression($0.expression, scope: scope, types: types) }
          function = types.add(fact)
        }
        let names = TypeExpressions.isSimple(constructed) ? types.scopedCandidates(constructed, owner: scope.owner)
          : [constructed]
        return types.add(TypeExpressionFact(kind: .construct, base: function,
                                            name: SyntaxNames.lastComponent(constructed), names: names))
      }
    }
    var fact: TypeExpressionFact
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      guard let baseType = valueOrType(base, scope: scope, types: types) else { return nil }
      fact = TypeExpressionFact(kind: .call, base: baseType, name: member.declName.baseName.text, labels: labels,
                                names: [])
    } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
      // A local closure called: its result is not followed.
      guard scope.lookup(reference.baseName.text) == nil else { return nil }
      fact = TypeExpressionFact(kind: .call, name: reference.baseName.text, labels: labels, names: scope.memberOwners(types))
    } else {
      return nil
    }
    fact.arguments = call.arguments.map { expression($0.expression, scope: scope, types: types) }
    return types.add(fact)
  }

  /// `T(...)`, `T.init(...)`, `Outer.T(...)`, `T<A>(...)`: the name called, as the
  /// type it constructs if it is one (a function of that name is told apart only in
  /// the index: `construct` type expressions).
  static func constructedType(_ callee: ExprSyntax) -> String? {
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
       let base = member.base {
      return constructedType(base)
    }
    if let specialized = callee.as(GenericSpecializationExprSyntax.self),
       let name = SyntaxNames.dottedName(specialized.expression) {
      return name + SyntaxNames.typeText(specialized.genericArgumentClause)
    }
    return SyntaxNames.dottedName(callee)
  }
}
