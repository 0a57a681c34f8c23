import SwiftSyntax

/// Custom SwiftUI environment keys, so `why` can say where a key is defined and
/// what its default is:
///   `struct ThemeKey: EnvironmentKey { static let defaultValue = Theme.light }`
///   `extension EnvironmentValues { var theme: Theme { get { self[ThemeKey.self] } ... } }`
///   `extension EnvironmentValues { @Entry var theme: Theme = .light }`
enum EnvironmentKeyExtractor {
  /// `defaultValue` of a type conforming to `EnvironmentKey`.
  static func keyType(_ name: String, members: [MemberBlockItemSyntax], position: SourcePosition) -> EnvironmentKeyFact? {
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "defaultValue" {
        let value = binding.initializer.map { SyntaxNames.trimmedText($0.value) }
          ?? binding.accessorBlock.map { accessorText($0) }
        let call = binding.initializer.flatMap { Traps.calledName($0.value) } ?? binding.accessorBlock.flatMap(Traps.calledName)
        return EnvironmentKeyFact(accessor: nil, keyType: name, defaultText: value, position: position, defaultCall: call)
      }
    }
    return EnvironmentKeyFact(accessor: nil, keyType: name, defaultText: nil, position: position)
  }

  /// A property of an `EnvironmentValues` extension.
  static func accessor(_ variable: VariableDeclSyntax, binding: PatternBindingSyntax, name: String,
                       position: SourcePosition) -> EnvironmentKeyFact {
    let isEntry = variable.attributes.contains {
      guard case .attribute(let attribute) = $0 else { return false }
      return SyntaxNames.trimmedText(attribute.attributeName) == "Entry"
    }
    if isEntry {
      return EnvironmentKeyFact(accessor: "\\." + name, keyType: nil,
                                defaultText: (binding.initializer.map { SyntaxNames.trimmedText($0.value) } ?? "nil"), position: position,
                                defaultCall: binding.initializer.flatMap { Traps.calledName($0.value) })
    }
    return EnvironmentKeyFact(accessor: "\\." + name, keyType: binding.accessorBlock.flatMap(subscriptedKey),
                              defaultText: nil, position: position)
  }

  /// `ThemeKey` in `self[ThemeKey.self]`.
  static func subscriptedKey(_ accessors: AccessorBlockSyntax) -> String? {
    final class Finder: SyntaxVisitor {
      var found: String?
      override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, let argument = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
           argument.declName.baseName.text == "self", let base = argument.base {
          found = SyntaxNames.typeText(base)
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(accessors)
    return finder.found
  }

  private static func accessorText(_ block: AccessorBlockSyntax) -> String {
    if case .getter(let items) = block.accessors { return SyntaxNames.trimmedText(items) }
    return SyntaxNames.trimmedText(block)
  }
}
