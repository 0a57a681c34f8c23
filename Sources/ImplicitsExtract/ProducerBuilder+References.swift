import SwiftSyntax

/// Names in view-building code: references and member accesses (a view property, a
/// local, a parameter, a value shown as a view), and the locals the code binds.
extension ProducerBuilder {
  func visitMemberAccess(_ member: MemberAccessExprSyntax, parent: Int?) {
    guard let base = member.base else { return }  // `.red`, `.leading`
    let name = member.declName.baseName.text
    if (base.as(DeclReferenceExprSyntax.self)?.baseName).map(SyntaxNames.isSelfKeyword) == true,
       context.contentNames.contains(name) {
      _ = add(.hole, name: name, at: member, parent: parent)
    } else if (base.as(DeclReferenceExprSyntax.self)?.baseName).map(SyntaxNames.isSelfKeyword) == true {
      _ = add(.reference, name: name, at: member, parent: parent,
              candidates: [(.producer, owner.isEmpty ? name : owner + "." + name)],
              valueType: TypeInference.expression(ExprSyntax(member), scope: scope, types: context.types))
    } else if isTypeName(base), let typeName = SyntaxNames.dottedName(base) {
      // `Theme.header`: a static producer.
      _ = add(.reference, name: typeName + "." + name, at: member, parent: parent,
              candidates: context.types.scopedCandidates(typeName + "." + name, owner: owner).map { (.producer, $0) })
    } else if context.names.isSelfHostingMember(name), !isContent(base) {
      // `Row().themedUIView`: the receiver is handed to the member's controller
      passReceiver(base, member: name, at: member.declName, parent: parent, call: nil)
    } else {
      if let typeName = SyntaxNames.dottedName(base), !isBoundValue(String(typeName.split(separator: ".")[0])) {
        // `Theme.header` where `Theme` is nothing this file binds: a static producer of
        // a type of that name, if the project has one, or a member of a value (below).
        _ = add(.reference, name: typeName + "." + name, at: member, parent: parent,
                candidates: context.types.scopedCandidates(typeName + "." + name, owner: owner).map { (.producer, $0) })
      }
      if isShown(Syntax(member)) || Self.isShownCollection(member) {
        // `item.destination` where a view goes: a property of the value's type (or of
        // every conformer of its protocol), followed up in SQL.
        _ = add(.member, name: name, at: member.declName, parent: parent,
                valueType: valueType(base) ?? constructedType(base))
      }
      visit(Syntax(base), parent: parent)
    }
  }

  func visitReference(_ reference: DeclReferenceExprSyntax, parent: Int?) {
    let name = reference.baseName.text
    if SyntaxNames.isSelfKeyword(reference.baseName) {
      if let hostedSelf {
        _ = add(.parameter, name: hostedSelf, at: reference, parent: parent)
      } else if context.selfIsContent {
        _ = add(.hole, name: "self", at: reference, parent: parent)
      }
      return
    }
    if let label = parameterLabel(name) {
      _ = add(.parameter, name: parameterSlot(label), at: reference, parent: parent)
      return
    }
    if context.contentNames.contains(name), localValues[name] == nil {
      _ = add(.hole, name: name, at: reference, parent: parent)
      // Also a value of a generic parameter shown as a view (`selection` of type
      // `Tab: PanelTab`): each use of the container places the type it binds. (Not
      // one passed on as an argument: where it is shown, that callee places it.)
      if Self.isViewPosition(Syntax(reference)) || shownThroughNames.contains(reference.id),
         let type = TypeInference.expression(ExprSyntax(reference), scope: scope, types: context.types) {
        _ = add(.reference, name: name, at: reference, parent: parent, valueType: type)
      }
      return
    }
    // Closure parameters and the owner's stored values are never sites.
    if localValues[name] == nil, parameters.contains(name) || context.valueNames.contains(name) { return }
    if let value = localValues[name] {
      guard !inlining.contains(name) else { return }
      inlining.insert(name)
      // (shown where the local is: `let page = model.page` then `page` shows `model.page`)
      if Self.isValuePath(value), isShown(Syntax(reference)) { shownThroughNames.insert(value.id) }
      visit(Syntax(value), parent: parent)
      inlining.remove(name)
      return
    }
    if let values = assignedValues[name] {
      // `let view: any View; switch ... { case .a: view = A() ... }`: every value assigned.
      guard !inlining.contains(name) else { return }
      inlining.insert(name)
      for value in values { visit(Syntax(value), parent: parent) }
      inlining.remove(name)
      return
    }
    // A producer (`header`), or, where a view goes, a value shown as a view
    // (`selection` of a generic `Tab: PanelTab`).
    _ = add(.reference, name: name, at: reference, parent: parent,
            candidates: scope.lookup(name) == nil
              ? context.types.scopedCandidates(name, owner: owner).map { (.producer, $0) } : [],
            valueType: isShown(Syntax(reference))
              ? TypeInference.expression(ExprSyntax(reference), scope: scope, types: context.types) : nil)
  }

  /// Whether a view goes where `syntax` stands: a view position, a value passed on as a
  /// view (`viewPositions`), or the value path a shown name stands for.
  func isShown(_ syntax: Syntax) -> Bool {
    Self.isViewPosition(syntax) || viewPositions.contains(syntax.id) || shownThroughNames.contains(syntax.id)
  }

  /// Where a value is a view: a statement of a builder (`selection`), a returned value,
  /// the argument of `AnyView(...)`.
  static func isViewPosition(_ syntax: Syntax) -> Bool {
    guard let parent = syntax.parent else { return false }
    if parent.is(CodeBlockItemSyntax.self) || parent.is(ReturnStmtSyntax.self) { return true }
    // the base of a modifier applied to it: `supplement.content.padding()`
    if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == syntax,
       member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) == member {
      return isViewPosition(member.parent!)
    }
    // the base of a `#if` postfix clause: `tab.content #if os(iOS) .padding() #endif`
    if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base.map(Syntax.init) == syntax {
      return isViewPosition(Syntax(postfix))
    }
    if parent.is(LabeledExprSyntax.self), let call = parent.parent?.parent?.as(FunctionCallExprSyntax.self) {
      return SyntaxNames.dottedName(call.calledExpression) == "AnyView"
    }
    return false
  }

  /// `model.pages[index]`, `model.panes[key]!` where a view goes: the element shown is
  /// one of the views the collection property holds.
  static func isShownCollection(_ member: MemberAccessExprSyntax) -> Bool {
    guard let subscripted = member.parent?.as(SubscriptCallExprSyntax.self),
          subscripted.calledExpression.id == member.id else { return false }
    var shown = Syntax(subscripted)
    while let parent = shown.parent, parent.is(ForceUnwrapExprSyntax.self) { shown = parent }
    return isViewPosition(shown)
  }

  /// `let row = Row()`: remembered and placed where `row` is used.
  func recordLocals(_ variable: VariableDeclSyntax, parent: Int?) {
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        if let value = binding.initializer?.value { visit(Syntax(value), parent: parent) }
        continue
      }
      let type = binding.typeAnnotation.flatMap { TypeInference.written($0.type, scope: scope, types: context.types) }
        ?? binding.initializer.flatMap { TypeInference.expression($0.value, scope: scope, types: context.types) }
      if let value = binding.initializer?.value { localValues[name] = value } else { assignedLocals.insert(name) }
      scope.bind(name, type.map(LexicalScope.Binding.typed) ?? .untyped)
    }
  }

  /// `Parent.Row` or `Row` used as a callee or base: a type, not a value, when Swift's
  /// lookup finds a type there. A name bound in scope (a local, a parameter, a stored
  /// value of the owner) is a value; otherwise a name the file or the project declares
  /// as a type (or SwiftUI's own) is a type. A name neither is read both ways
  /// (`visitModifier`: a method of the value, and a static member of the type).
  func isTypeName(_ expression: ExprSyntax) -> Bool {
    guard let name = SyntaxNames.dottedName(expression) else { return false }
    let root = String(name.split(separator: ".").first ?? "")
    if root == "Self" { return true }
    if isBoundValue(root) { return false }
    return context.names.isType(name) || context.names.isType(root) && !name.contains(".")
  }

  /// A name bound where the code is: a local, a parameter, the owner's stored values.
  func isBoundValue(_ name: String) -> Bool {
    name == "self" || scope.lookup(name) != nil || parameters.contains(name) || localValues[name] != nil
      || context.valueNames.contains(name) || context.contentNames.contains(name)
  }
}
