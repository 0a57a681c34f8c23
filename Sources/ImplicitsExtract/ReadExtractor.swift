import SwiftSyntax

/// Recognises environment reads on a stored property:
///   `@Implicit var network: NetworkService`          implicit, key `NetworkService`
///   `@Implicit(\.guestMode) var guest: Bool`         implicit, key `\.guestMode`
///   `@EnvironmentObject var model: Model`            environmentObject, key `Model`
///   `@Environment(Model.self) var model`             environmentType, key `Model`
///   `@Environment(\.colorScheme) var scheme`         environmentKey, key `\.colorScheme`
enum ReadExtractor {
  static func read(of declaration: VariableDeclSyntax, binding: PatternBindingSyntax, name: String,
                   view: String, position: SourcePosition) -> ReadFact? {
    for element in declaration.attributes {
      guard case .attribute(let attribute) = element else { continue }
      let attributeName = SyntaxNames.lastComponent(SyntaxNames.typeText(attribute.attributeName))
      let argument: ExprSyntax? = {
        if case .argumentList(let list) = attribute.arguments { return list.first?.expression }
        return nil
      }()
      // `T?` reads of SwiftUI's environment are nil when missing; an `@Implicit var x: T?`
      // instead reads the key `T?` itself, as the runtime's generic parameter would.
      let annotated = binding.typeAnnotation.map {
        attributeName == "Implicit" ? (type: $0.type, isOptional: false) : SyntaxNames.unwrapOptional($0.type)
      }
      let annotatedKey = annotated.map { SyntaxNames.typeText($0.type) }
      let isOptional = annotated?.isOptional ?? false

      func make(_ kind: ReadKind, _ key: String?) -> ReadFact? {
        guard let key else { return nil }
        return ReadFact(view: view, property: name, key: key, kind: kind, isOptional: isOptional, position: position)
      }

      switch attributeName {
      case "Implicit":
        if let argument { return make(.implicit, SyntaxNames.keyPathKey(argument)) }
        return make(.implicit, annotatedKey)
      case "EnvironmentObject":
        return make(.environmentObject, annotatedKey)
      case "Environment":
        guard let argument else { return nil }
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
        return nil
      default:
        continue
      }
    }
    return nil
  }
}
