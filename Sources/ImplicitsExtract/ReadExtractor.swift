import SwiftSyntax

/// Recognises environment reads on a stored property, in every spelling Swift accepts:
///   `@Implicit var network: NetworkService`          implicit, key `NetworkService`
///   `@Implicit(\.guestMode) var guest: Bool`         implicit, key `\.guestMode`
///   `@EnvironmentObject var model: Model`            environmentObject, key `Model`
///   `@EnvironmentObject<Model> var model`            the same, the type as a generic argument
///   `@Environment(Model.self) var model`             environmentType, key `Model`
///   `@Environment(\.colorScheme) var scheme`         environmentKey, key `\.colorScheme`
/// A wrapper of these names whose key it cannot read (`@EnvironmentObject var model`
/// with neither a type nor a generic argument, `@Environment(keyPath)` of a variable)
/// is `unreadable`: the file says so (`unresolved-read`) rather than dropping the read.
enum ReadExtractor {
  enum Outcome {
    case read(ReadFact)
    case unreadable(String)
  }

  static func read(of declaration: VariableDeclSyntax, binding: PatternBindingSyntax, name: String,
                   view: String, position: SourcePosition) -> Outcome? {
    for element in declaration.attributes {
      guard case .attribute(let attribute) = element else { continue }
      // `EnvironmentObject<Model>`: the wrapper's name, and its generic argument.
      var wrapper = attribute.attributeName
      var genericKey: String?
      if let identifier = wrapper.as(IdentifierTypeSyntax.self), let clause = identifier.genericArgumentClause {
        genericKey = clause.arguments.first.map { SyntaxNames.typeText($0.argument) }
        wrapper = TypeSyntax(identifier.with(\.genericArgumentClause, nil))
      } else if let member = wrapper.as(MemberTypeSyntax.self), let clause = member.genericArgumentClause {
        genericKey = clause.arguments.first.map { SyntaxNames.typeText($0.argument) }
        wrapper = TypeSyntax(member.with(\.genericArgumentClause, nil))
      }
      let attributeName = SyntaxNames.lastComponent(SyntaxNames.typeText(wrapper))
      guard ["Implicit", "EnvironmentObject", "Environment"].contains(attributeName) else { continue }
      let argument: ExprSyntax? = {
        if case .argumentList(let list) = attribute.arguments { return list.first?.expression }
        return nil
      }()
      // `T?` reads of SwiftUI's environment are nil when missing; an `@Implicit var x: T?`
      // instead reads the key `T?` itself, as the runtime's generic parameter would.
      let annotated = binding.typeAnnotation.map {
        attributeName == "Implicit" ? (type: $0.type, isOptional: false) : SyntaxNames.unwrapOptional($0.type)
      }
      let annotatedKey = annotated.map { SyntaxNames.typeText($0.type) } ?? genericKey
      let isOptional = annotated?.isOptional ?? false
      let written = "\(attribute.trimmedDescription) var \(name)"

      func make(_ kind: ReadKind, _ key: String?) -> Outcome {
        guard let key else { return .unreadable(written) }
        return .read(ReadFact(view: view, property: name, key: key, kind: kind, isOptional: isOptional,
                              position: position))
      }

      switch attributeName {
      case "Implicit":
        if let argument { return make(.implicit, SyntaxNames.keyPathKey(argument)) }
        return make(.implicit, annotatedKey)
      case "EnvironmentObject":
        return make(.environmentObject, annotatedKey)
      default:  // Environment
        guard let argument else { return .unreadable(written) }
        if var key = SyntaxNames.keyPathKey(argument) {
          // `\.theme.accent` reads the key `\.theme` (and then a property of its value).
          if let dot = key.dropFirst(2).firstIndex(of: ".") { key = String(key[..<dot]) }
          // SwiftUI provides its own keys (colorScheme, dismiss, ...): nothing to prove.
          return BuiltInEnvironmentKeys.contains(keyPath: key) ? nil : make(.environmentKey, key)
        }
        // `Model.self`
        if let member = argument.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
           let base = member.base {
          return make(.environmentType, SyntaxNames.typeText(base))
        }
        return .unreadable(written)
      }
    }
    return nil
  }
}
