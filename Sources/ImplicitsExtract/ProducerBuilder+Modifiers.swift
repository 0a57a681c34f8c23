import SwiftSyntax

/// Modifiers: what a modifier call declares (`.environmentObject(x)`, `.implicit(v)`),
/// custom modifiers the project declares, and the base a modifier is called on.
extension ProducerBuilder {
  /// What a modifier is called on: an expression, or the content a custom modifier
  /// is given (`self` in a View extension).
  enum ModifierBase {
    case expression(ExprSyntax)
    case content(DeclReferenceExprSyntax)
  }

  /// SwiftUI's modifiers that present content for an optional item, handing it to
  /// their content closure.
  static let itemPresentations: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination"]

  func visitModifier(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, base: ModifierBase,
                             parent: Int?) {
    visitModifier(call, name: member.declName.baseName.text, nameToken: member.declName, base: base, parent: parent)
  }

  /// `base.modifier(arguments)`: the modifier's node is the parent of its base.
  func visitModifier(_ call: FunctionCallExprSyntax, name: String, nameToken: some SyntaxProtocol,
                             base: ModifierBase, parent: Int?) {
    if Self.declarationModifiers.contains(name), let declaration = declaration(name, call) {
      let node = add(.declare, name: name, at: nameToken, parent: parent, declaration: declaration)
      visitBase(base, parent: node)
      return
    }
    if Self.itemPresentations.contains(name), !context.names.isShadowedModifier(name),
       let item = call.arguments.first(where: { $0.label?.text == "item" })?.expression, let type = valueType(item),
       let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) {
      // `.sheet(item: $route) { route in ... }`: route is the bound item, unwrapped (a
      // type expression carries no Optional).
      closureParameterTypes[closure.id] = type
    }
    if name == "navigationDestination" {
      // `.navigationDestination(for: Route.self) { route in ... }`: route is a Route.
      if let type = call.arguments.first(where: { $0.label?.text == "for" })?.expression
           .as(MemberAccessExprSyntax.self), type.declName.baseName.text == "self", let base = type.base,
         let typeName = SyntaxNames.dottedName(base), let closure = call.trailingClosure {
        closureParameterTypes[closure.id] = types(typeName)
      }
      visitBase(base, parent: parent)
      let destination = add(.destination, name: name, at: nameToken, parent: parent)
      visitArguments(call, parent: destination)
    } else if name == "modifier", call.arguments.count == 1, let argument = call.arguments.first?.expression,
              let applied = argument.as(FunctionCallExprSyntax.self),
              let constructed = TypeInference.constructedType(applied.calledExpression) {
      // `.modifier(M())`: the base is the content of M's body(content:) (rule 4). A
      // generic modifier's arguments (`M<Key>(...)`) name the same type, `M`.
      let type = constructed.split(separator: "<", maxSplits: 1).first.map(String.init) ?? constructed
      let node = add(.apply, name: type, at: nameToken, parent: parent,
                     candidates: context.types.scopedCandidates(type, owner: owner).map { (.type, $0) })
      visitBase(base, parent: node)
      visitArguments(applied, parent: parent, callee: SyntaxNames.lastComponent(type), nameToken: nameToken)
    } else if name == "modifier", call.arguments.count == 1, call.trailingClosure == nil,
              let argument = call.arguments.first?.expression, Self.isValuePath(argument) {
      // `.modifier(style)`: a modifier value, applied as its type's body (a generic
      // parameter's: each type bound to it, Queries/view_flow.sql).
      let node = add(.modify, name: SyntaxNames.trimmedText(argument), at: nameToken, parent: parent,
                     valueType: valueType(argument))
      visitBase(base, parent: node)
    } else if Self.systemModifiers.contains(name), !context.names.isShadowedModifier(name) {
      let first = nodes.count
      visitBase(base, parent: parent)
      visitSystemModifierArguments(call, modifier: name, nameToken: nameToken, parent: parent,
                                   baseDeclarations: chainDeclarations(from: first, under: parent))
    } else if Self.systemModifiers.contains(name),
              call.arguments.count + (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
                >= BuiltInModifiers.swiftUIMinimumArguments[name, default: 0] {
      visitShadowedModifier(call, name: name, nameToken: nameToken, base: base, parent: parent)
    } else {
      if context.names.isSelfHostingMember(name), case .expression(let expression) = base,
         !isContent(expression) {
        passReceiver(expression, member: name, at: nameToken, parent: parent, call: call)
        return
      }
      // Possibly a custom modifier (a View extension method): its base is the content it
      // is given (rule 4). Unresolved, it is transparent.
      // On a value (`router.destination(for:)`), it may be a method of the value's type
      // (rule 3): the receiver's declared type is looked up in the index.
      var receiverType: Int?
      var candidates: [(purpose: CandidatePurpose, name: String)] = [(.producer, "View." + name)]
      if case .expression(let expression) = base {
        receiverType = valueType(expression) ?? constructedType(expression)
        // `Theme.card()`, `Outer.Row()` where `Theme` is nothing this file binds: also a
        // static producer or a nested type of a type of that name.
        if let typeName = SyntaxNames.dottedName(expression), !isBoundValue(String(typeName.split(separator: ".")[0])) {
          for scoped in context.types.scopedCandidates(typeName + "." + name, owner: owner) {
            candidates += [(.producer, scoped), (.type, scoped)]
          }
        }
      }
      let node = add(.apply, name: name, at: nameToken, parent: parent, candidates: candidates,
                     labels: Self.labels(of: call), valueType: receiverType)
      visitBase(base, parent: node)
      if receiverType != nil, case .expression(let expression) = base, !isContent(expression),
         Self.isValuePath(expression) {
        // A method of a value (`flow.show(Detail())`): its arguments are values passed
        // to it, placed here only when it builds views for its caller (view_flow.sql).
        passArguments(call, callAt: nodes[node].position, shownUnder: parent)
      } else {
        visitArguments(call, parent: parent, callee: name, nameToken: nameToken)
      }
    }
  }

  /// `.tint(.accent)` where the project declares `extension View { func tint(_:
  /// ThemedColor) }` beside SwiftUI's: an `apply` node whose candidates are the
  /// project's `View.tint`, marked as SwiftUI's too (a `swiftUI` candidate), with its
  /// first argument (an implicit member's name, or the value's type) for the index to
  /// choose as Swift does (Queries/derive_graph_3_names.sql, `modifier_choices`). Either way the
  /// receiver is the modifier's content and the arguments sit where they are written.
  func visitShadowedModifier(_ call: FunctionCallExprSyntax, name: String, nameToken: some SyntaxProtocol,
                                     base: ModifierBase, parent: Int?) {
    let node = add(.apply, name: name, at: nameToken, parent: parent,
                   candidates: [(.producer, "View." + name), (.swiftUI, name)], labels: Self.labels(of: call))
    if let first = call.arguments.first {
      nodes[node].arguments.append((first.label?.text ?? "_", argumentType(first.expression)))
    } else if call.trailingClosure != nil {
      // A closure decides by what it returns, which is not followed: undecided.
      nodes[node].arguments.append(("+", context.types.add(TypeExpressionFact(kind: .opaque, base: nil, name: "",
                                                                              names: []))))
    }
    visitBase(base, parent: node)
    visitArguments(call, parent: parent)
  }

  /// What decides an overload by its argument: `.accent` or `.accent(2)` (an implicit
  /// member of the parameter's type), else the value's type as the resolver finds it,
  /// else an expression it does not follow.
  func argumentType(_ expression: ExprSyntax) -> Int {
    let member = expression.as(MemberAccessExprSyntax.self)
      ?? expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
    if let member, member.base == nil {
      return context.types.add(TypeExpressionFact(kind: .implicitMember, base: nil,
                                                  name: member.declName.baseName.text, names: []))
    }
    return TypeInference.expression(expression, scope: scope, types: context.types)
      ?? context.types.add(TypeExpressionFact(kind: .opaque, base: nil, name: "", names: []))
  }

  /// `self` in a View extension or `content` in a modifier: the view being modified.
  func isContent(_ expression: ExprSyntax) -> Bool {
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    return SyntaxNames.isSelfKeyword(reference.baseName) || context.contentNames.contains(reference.baseName.text)
  }

  /// The declarations among the nodes made since `first` under `parent` (a modifier's
  /// base), outside any presented closure there: those of the modifier's own chain.
  func chainDeclarations(from first: Int, under parent: Int?) -> [Int] {
    (first..<nodes.count).filter { index in
      guard nodes[index].kind == .declare else { return false }
      var ancestor = nodes[index].parent
      while let current = ancestor, current != parent {
        if nodes[current].kind == .presentation { return false }
        ancestor = nodes[current].parent
      }
      return true
    }
  }

  func visitBase(_ base: ModifierBase, parent: Int?) {
    switch base {
    case .expression(let expression): visit(Syntax(expression), parent: parent)
    case .content(let token):
      // `self.` implied: inside a hosting controller's root that a View extension
      // builds (`UIHostingController(rootView: environmentObject(x))`), the receiver,
      // as a written `self` is there (visitReference).
      if let hostedSelf {
        _ = add(.parameter, name: hostedSelf, at: token, parent: parent)
      } else {
        _ = add(.hole, name: "self", at: token, parent: parent)
      }
    }
  }

  /// The key of `.implicit(value)`, `.implicit(\.key, value)`, `.environmentObject(value)`,
  /// `.environment(value)`, `.environment(\.key, value)`; nil when the call is not a declaration.
  func declaration(_ modifier: String, _ call: FunctionCallExprSyntax)
    -> DeclarationFact? {
    let arguments = Array(call.arguments)
    let kind: ReadKind
    var key: String?
    var typeExpression: Int?
    var valueText = arguments.map { ($0.label.map { $0.text + ": " } ?? "") + SyntaxNames.trimmedText($0.expression) }
      .joined(separator: ", ")
    if arguments.count == 2, arguments[0].label == nil, let named = SyntaxNames.keyPathKey(arguments[0].expression) {
      guard modifier != "environmentObject" else { return nil }
      kind = modifier == "implicit" ? .implicit : .environmentKey
      key = named
    } else if arguments.count == 1, arguments[0].label == nil, call.trailingClosure != nil, modifier == "environment",
              let named = SyntaxNames.keyPathKey(arguments[0].expression) {
      // `.environment(\.date) { now }`: the value is the closure.
      kind = .environmentKey
      key = named
    } else if arguments.count == 1, arguments[0].label == nil {
      kind = modifier == "implicit" ? .implicit : modifier == "environmentObject" ? .environmentObject : .environmentType
      valueText = SyntaxNames.trimmedText(arguments[0].expression)
      typeExpression = TypeInference.expression(arguments[0].expression, scope: scope, types: context.types)
    } else {
      return nil
    }
    return DeclarationFact(kind: kind, key: key, valueText: valueText, typeExpression: typeExpression)
  }
}
