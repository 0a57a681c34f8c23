import SwiftSyntax

extension DeclarationVisitor {
  /// Wrappers of the frameworks whose wrapped value is of their one generic parameter
  /// (`var wrappedValue: ObjectType`): `@EnvironmentObject<Accounts> var accounts` is an
  /// `Accounts` as `@EnvironmentObject var accounts: Accounts` is.
  static let genericValueWrappers: Set<String> = [
    "EnvironmentObject", "ObservedObject", "StateObject", "State", "Binding", "Bindable", "FocusedObject",
    "FocusState", "GestureState", "AppStorage", "SceneStorage", "Published",
  ]

  /// `Accounts` of `@EnvironmentObject<Accounts> var accounts` (no annotation): the
  /// generic argument of a wrapper whose wrapped value is its generic parameter.
  static func wrapperGenericArgument(_ attributes: AttributeListSyntax) -> TypeSyntax? {
    for element in attributes {
      guard case .attribute(let attribute) = element else { continue }
      let name = attribute.attributeName
      let clause = name.as(IdentifierTypeSyntax.self)?.genericArgumentClause
        ?? name.as(MemberTypeSyntax.self)?.genericArgumentClause
      let base = name.as(IdentifierTypeSyntax.self)?.name.text ?? name.as(MemberTypeSyntax.self)?.name.text
      guard let clause, clause.arguments.count == 1, let base, genericValueWrappers.contains(base),
            let argument = clause.arguments.first?.argument.as(TypeSyntax.self) else { continue }
      return argument
    }
    return nil
  }
}
