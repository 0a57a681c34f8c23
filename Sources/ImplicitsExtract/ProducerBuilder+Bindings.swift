import SwiftSyntax

/// What patterns and conditions bind, with the types the resolver can give them: the
/// names `if let`, `guard`, `case let` and closures put in scope for the walk.
extension ProducerBuilder {
  /// The names a pattern may bind (`let (a, b)`, `.some(let x)`, `let .item(x, y)`).
  /// Over-approximated on purpose: a name taken for a binding only hides a member.
  static func boundNames(_ pattern: PatternSyntax) -> [String] {
    pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
      guard case .identifier(let name) = token.tokenKind else { return nil }
      if token.parent?.is(IdentifierPatternSyntax.self) == true { return name }
      if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
         reference.parent?.as(MemberAccessExprSyntax.self)?.declName != reference {
        return name
      }
      return nil
    }
  }

  /// What a pattern matched against a value of type `subject` binds: the whole value
  /// (`let x`, `let x?`, `.some(let x)`), or an enum case's payload by position
  /// (`let .settings(page)`, `.detail(let id, let page)`); other names are untyped.
  func patternBindings(_ pattern: PatternSyntax, subject: Int?) -> [(String, LexicalScope.Binding)] {
    let names = Self.boundNames(pattern)
    let text = SyntaxNames.trimmedText(pattern).filter { !$0.isWhitespace }
    if names.count == 1, let name = names.first,
       ["let\(name)?", "var\(name)?", ".some(let\(name))", "let.some(\(name))", "let\(name)", "var\(name)"]
         .contains(text) {
      return [(name, subject.map(LexicalScope.Binding.typed) ?? .untyped)]
    }
    var payload: [String: Int] = [:]
    if let subject, let call = Self.firstCall(in: Syntax(pattern)),
       let caseName = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
       call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil {
      for (position, argument) in call.arguments.enumerated() {
        // `page`, `let page`, `var page`: a binding of the whole payload value.
        let words = SyntaxNames.trimmedText(argument.expression).split(whereSeparator: \.isWhitespace).map(String.init)
        let bound = words.count == 2 && ["let", "var"].contains(words[0]) ? words[1] : words.first ?? ""
        guard words.count <= 2, names.contains(bound) else { continue }
        payload[bound] = context.types.add(TypeExpressionFact(kind: .member, base: subject,
                                                              name: "\(caseName)#\(position)", names: []))
      }
    }
    return names.map { name in (name, payload[name].map(LexicalScope.Binding.typed) ?? .untyped) }
  }

  /// The outermost call in a pattern (`.settings(let page)`), breadth first.
  static func firstCall(in syntax: Syntax) -> FunctionCallExprSyntax? {
    var queue = [syntax]
    while !queue.isEmpty {
      let node = queue.removeFirst()
      if let call = node.as(FunctionCallExprSyntax.self) { return call }
      queue += node.children(viewMode: .sourceAccurate)
    }
    return nil
  }

  /// What `if`, `guard` and `while` conditions bind: `let x = E` and `let x` (one
  /// level of Optional stripped: our types carry none), `case let x? = E`; any other
  /// pattern binds names of unknown type. Expressions in conditions are visited.
  func conditionBindings(_ conditions: ConditionElementListSyntax, parent: Int?)
    -> [(String, LexicalScope.Binding)] {
    var bindings: [(String, LexicalScope.Binding)] = []
    for element in conditions {
      switch element.condition {
      case .optionalBinding(let binding):
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let value = binding.initializer?.value {
          visit(Syntax(value), parent: parent)
          let type = binding.typeAnnotation.flatMap { TypeInference.written($0.type, scope: scope, types: context.types) }
            ?? TypeInference.expression(value, scope: scope, types: context.types)
          bindings.append((name, type.map(LexicalScope.Binding.typed) ?? .untyped))
        } else {
          // `if let x`: the x in scope, unwrapped.
          let reference = DeclReferenceExprSyntax(baseName: binding.pattern.as(IdentifierPatternSyntax.self)!.identifier)
          let type = TypeInference.expression(ExprSyntax(reference), scope: scope, types: context.types)
          bindings.append((name, type.map(LexicalScope.Binding.typed) ?? .untyped))
        }
      case .matchingPattern(let matching):
        visit(Syntax(matching.initializer.value), parent: parent)
        let subject = TypeInference.expression(matching.initializer.value, scope: scope, types: context.types)
        bindings += patternBindings(matching.pattern, subject: subject)
      default:
        visitChildren(element, parent: parent)
      }
    }
    return bindings
  }
}
