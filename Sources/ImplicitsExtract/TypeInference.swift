import SwiftSyntax

/// The static type of a declared value (ARCHITECTURE §3, "Type of a declaration"):
/// constructor calls, `as` casts, literals, and properties or locals whose type is
/// declared or constructor-initialised. Anything else is reported, never guessed.
enum TypeInference {
  enum Result {
    /// Known from this expression alone.
    case known(String)
    /// Known once the named property is found in the index (best candidate first).
    case member([String])
    case unknown
  }

  /// `let x: T`, `let x = T(...)`, `@StateObject var x = T()`.
  static func declaredType(of binding: PatternBindingSyntax) -> String? {
    if let annotation = binding.typeAnnotation {
      return SyntaxNames.typeText(SyntaxNames.unwrapOptional(annotation.type).type)
    }
    if let value = binding.initializer?.value, case .known(let type) = infer(value, locals: [:], owner: "") {
      return type
    }
    return nil
  }

  static func infer(_ expression: ExprSyntax, locals: [String: String], owner: String) -> Result {
    if let call = expression.as(FunctionCallExprSyntax.self) {
      return constructedType(call.calledExpression).map(Result.known) ?? .unknown
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      // `x as T` before operator folding: [x, as, T]
      let elements = Array(sequence.elements)
      if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
         elements[1].as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark == nil,
         let type = elements[2].as(TypeExprSyntax.self) {
        return .known(SyntaxNames.typeText(type.type))
      }
      return .unknown
    }
    if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
      return .known(SyntaxNames.typeText(cast.type))
    }
    if expression.is(IntegerLiteralExprSyntax.self) { return .known("Int") }
    if expression.is(FloatLiteralExprSyntax.self) { return .known("Double") }
    if expression.is(StringLiteralExprSyntax.self) { return .known("String") }
    if expression.is(BooleanLiteralExprSyntax.self) { return .known("Bool") }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if let local = locals[name] { return .known(local) }
      return .member(SyntaxNames.scopedCandidates(name, owner: owner))
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = member.declName.baseName.text
      if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        return .member([owner.isEmpty ? name : owner + "." + name])
      }
      // `Service.shared`: a static member of an indexed type.
      if let typeName = SyntaxNames.dottedName(base), SyntaxNames.startsUppercase(SyntaxNames.lastComponent(typeName)) {
        return .member(SyntaxNames.scopedCandidates(typeName + "." + name, owner: owner))
      }
    }
    return .unknown
  }

  /// `T(...)`, `T.init(...)`, `Outer.T(...)`, `T<A>(...)`: the type constructed.
  static func constructedType(_ callee: ExprSyntax) -> String? {
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
       let base = member.base {
      return constructedType(base)
    }
    if let specialized = callee.as(GenericSpecializationExprSyntax.self),
       let name = SyntaxNames.dottedName(specialized.expression),
       SyntaxNames.startsUppercase(SyntaxNames.lastComponent(name)) {
      return name + SyntaxNames.typeText(specialized.genericArgumentClause)
    }
    if let name = SyntaxNames.dottedName(callee), SyntaxNames.startsUppercase(SyntaxNames.lastComponent(name)) {
      return name
    }
    return nil
  }
}
