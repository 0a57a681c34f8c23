import Foundation
import SwiftSyntax

/// Small helpers that turn syntax into the names the index stores.
enum SyntaxNames {
  /// A type as written, without whitespace: `Box<Int>`, `[String: Int]`, `Parent.Row`.
  /// `any P` is written as `P`: both name the same existential type.
  static func typeText(_ type: some SyntaxProtocol) -> String {
    if let existential = Syntax(type).as(SomeOrAnyTypeSyntax.self), existential.someOrAnySpecifier.text == "any" {
      return typeText(existential.constraint)
    }
    // `@MainActor AccountTab` in an inheritance clause, `@escaping () -> T`: the type itself.
    if let attributed = Syntax(type).as(AttributedTypeSyntax.self) {
      return typeText(attributed.baseType)
    }
    // `(any Coordinator)?`: parentheses around one unlabelled type are that type (a
    // closure type keeps them: `(() -> Void)?` is matched as written elsewhere).
    if let tuple = Syntax(type).as(TupleTypeSyntax.self), tuple.elements.count == 1,
       let only = tuple.elements.first, only.firstName == nil, !only.type.is(FunctionTypeSyntax.self) {
      return typeText(only.type)
    }
    // When the trivia between its tokens is only whitespace, the tokens' text joined is
    // the description without whitespace, for far less than filtering it Character by
    // Character. A comment between tokens stays, as it always did (ProjectNames.Mentions
    // relies on the result being the file's text with whitespace removed). One pass,
    // no array of tokens: most types are one token, whose text is the answer.
    // An existential inside (`[any Screen]`, `Box<any Model>`) is its protocol's name, as
    // one written alone is (above): `any` joined to the name would name no type.
    var tokens = type.tokens(viewMode: .sourceAccurate).makeIterator()
    guard var previous = tokens.next() else { return "" }
    var text = previous.tokenKind == .keyword(.any) ? "" : previous.text
    while let token = tokens.next() {
      guard onlyWhitespace(trailingOf: previous), onlyWhitespace(leadingOf: token) else {
        return trimmedText(type).filter { !$0.isWhitespace }
      }
      if token.tokenKind != .keyword(.any) { text += token.text }
      previous = token
    }
    return text
  }

  private static func onlyWhitespace(leadingOf token: TokenSyntax) -> Bool {
    token.leadingTriviaLength.utf8Length == 0 || token.leadingTrivia.allSatisfy(\.isWhitespace)
  }

  private static func onlyWhitespace(trailingOf token: TokenSyntax) -> Bool {
    token.trailingTriviaLength.utf8Length == 0 || token.trailingTrivia.allSatisfy(\.isWhitespace)
  }

  /// The `self` keyword; its text is compared first, so other names never build their
  /// `TokenKind` (which showed in profiles).
  static func isSelfKeyword(_ token: TokenSyntax) -> Bool {
    token.text == "self" && token.tokenKind == .keyword(.self)
  }

  /// A closure's parameter names (`{ item in }`, `{ (item: Row) in }`); none without a
  /// signature (or in a form a later SwiftSyntax adds).
  static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let list)?: return list.map(\.name.text)
    case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    default: return []
    }
  }

  /// `node.trimmedDescription`, without the trimmed copy of the node SwiftSyntax builds
  /// for it (which showed in profiles of extraction): the same bytes, the node's text
  /// between its first token's leading trivia and its last token's trailing trivia.
  static func trimmedText(_ node: some SyntaxProtocol) -> String {
    let bytes = node.syntaxTextBytes
    // As `trimmed` does, the first and last tokens missing ones included (a node the
    // parser recovered keeps the space before its missing `)`).
    let start = node.firstToken(viewMode: .all)?.leadingTriviaLength.utf8Length ?? 0
    let end = bytes.count - (node.lastToken(viewMode: .all)?.trailingTriviaLength.utf8Length ?? 0)
    return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
  }

  /// `T?`, `T!` and `Optional<T>` unwrap to `T` with `isOptional`.
  static func unwrapOptional(_ type: TypeSyntax) -> (type: TypeSyntax, isOptional: Bool) {
    if let optional = type.as(OptionalTypeSyntax.self) { return (optional.wrappedType, true) }
    if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return (iuo.wrappedType, true) }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
       let argument = identifier.genericArgumentClause?.arguments.first {
      return (TypeSyntax(fromProtocol: argument.argument.as(TypeSyntax.self) ?? type), true)
    }
    return (type, false)
  }

  /// The last component of a possibly module-qualified name: `SwiftUI.View` gives `View`.
  /// An ASCII name is cut after its last dot, without splitting the whole name into an
  /// array (this runs for every attribute and inherited type). Other names, and one
  /// ending in `.`, are split by Character as always (the split skips empty parts).
  static func lastComponent(_ name: String) -> String {
    let utf8 = name.utf8
    guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else {
      return name  // no dot byte, so no "." Character either
    }
    let after = utf8.index(after: dot)
    guard after != utf8.endIndex, utf8.allSatisfy({ $0 < 0x80 }) else {
      return String(name.split(separator: ".").last ?? Substring(name))
    }
    return String(name[after...])
  }

  /// `text.contains(word)` as Foundation answers it. ASCII text (type names almost
  /// always are) is searched byte by byte: Foundation converts the whole text first,
  /// which showed in profiles of extraction. `word` is ASCII.
  static func contains(_ word: StaticString, in text: String) -> Bool {
    let ascii: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      return ByteSearch.contains(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount), in: bytes)
    } ?? nil
    return ascii ?? text.contains(word.description)
  }

  /// `\.guestMode` for a key-path expression naming a key, nil for anything else.
  static func keyPathKey(_ expression: ExprSyntax) -> String? {
    // `\EnvironmentValues.theme` is `\.theme` written with its root (so is
    // `\ImplicitsKeys.guestMode`): the environment's and the implicit keys' own types.
    guard let keyPath = expression.as(KeyPathExprSyntax.self),
          keyPath.root.map({ keyPathRoots.contains(typeText($0)) }) ?? true else { return nil }
    var names: [String] = []
    for component in keyPath.components {
      guard case .property(let property) = component.component else { return nil }
      names.append(property.declName.baseName.text)
    }
    return names.isEmpty ? nil : "\\." + names.joined(separator: ".")
  }

  static let keyPathRoots: Set<String> = [
    "EnvironmentValues", "SwiftUI.EnvironmentValues", "ImplicitsKeys", "ImplicitsUI.ImplicitsKeys",
  ]

  /// A dotted name of identifiers (`Parent.Row`, `Theme.header`), or nil when the
  /// expression is anything else.
  static func dottedName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
      return dottedName(specialized.expression)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
       let baseName = dottedName(base) {
      return baseName + "." + member.declName.baseName.text
    }
    return nil
  }

  /// Names `name` may mean from inside `owner`: nested scopes first, then outward.
  /// `Row` inside `A.B` gives `A.B.Row`, `A.Row`, `Row`.
  static func scopedCandidates(_ name: String, owner: String) -> [String] {
    enclosingScopes(owner).map { $0 + "." + name } + [name]
  }

  /// The scopes inside `owner`, innermost first: `A.B` gives `A.B`, `A`; "" gives none.
  /// `TypeExpressions.enclosingScopes` keeps them per owner for a file.
  static func enclosingScopes(_ owner: String) -> [String] {
    // Most owners are one name: no dot byte, so no "." Character to split at.
    if !owner.isEmpty, !owner.utf8.contains(UInt8(ascii: ".")) { return [owner] }
    var scopes = owner.isEmpty ? [] : owner.split(separator: ".").map(String.init)
    var result: [String] = []
    while !scopes.isEmpty {
      result.append(scopes.joined(separator: "."))
      scopes.removeLast()
    }
    return result
  }
}

extension TokenKind {
  /// An identifier: a name, not a keyword or punctuation.
  var isIdentifier: Bool { if case .identifier = self { return true } else { return false } }
}
