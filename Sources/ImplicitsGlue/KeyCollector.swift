import SwiftParser
import SwiftSyntax

/// What one file contributes to its target's glue.
public struct FileKeys: Sendable, Equatable {
  /// The named keys declared in the file.
  public var keys: [NamedKey] = []
  /// Instance properties declared in `extension ImplicitsKeys` (hand-written
  /// glue), without backticks: those keys get no generated accessor.
  public var accessors: Set<String> = []
}

/// Finds named keys: stored `static let NAME = Key<T>()` (or `ImplicitsKeys.Key<T>()`)
/// declared directly in an `extension ImplicitsKeys`, through any `#if` around
/// the extension or the declaration. Nothing else is a named key.
public enum KeyCollector {
  public static func collect(source: String, fileName: String) -> FileKeys {
    let tree = Parser.parse(source: source)
    var collector = Walk(converter: SourceLocationConverter(fileName: fileName, tree: tree))
    collector.statements(tree.statements, conditions: [])
    return collector.result
  }

  private struct Walk {
    let converter: SourceLocationConverter
    var result = FileKeys()

    mutating func statements(_ items: CodeBlockItemListSyntax, conditions: [ConditionChain]) {
      for item in items {
        if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
          forEachClause(of: ifConfig, conditions: conditions) { walk, clause, chain in
            if case .statements(let nested)? = clause.elements { walk.statements(nested, conditions: chain) }
          }
        } else if let extensionDecl = item.item.as(ExtensionDeclSyntax.self), Self.extendsImplicitsKeys(extensionDecl) {
          let context = MemberContext(
            defaultAccess: Self.access(extensionDecl.modifiers).map { $0 == .private ? .fileprivate : $0 } ?? .internal,
            availability: Self.availability(extensionDecl.attributes))
          members(extensionDecl.memberBlock.members, context: context, conditions: conditions)
        }
      }
    }

    struct MemberContext {
      var defaultAccess: NamedKey.Access
      var availability: [String]
    }

    mutating func members(_ items: MemberBlockItemListSyntax, context: MemberContext, conditions: [ConditionChain]) {
      for item in items {
        if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
          forEachClause(of: ifConfig, conditions: conditions) { walk, clause, chain in
            if case .decls(let nested)? = clause.elements { walk.members(nested, context: context, conditions: chain) }
          }
        } else if let variable = item.decl.as(VariableDeclSyntax.self) {
          property(variable, context: context, conditions: conditions)
        }
      }
    }

    mutating func property(_ variable: VariableDeclSyntax, context: MemberContext, conditions: [ConditionChain]) {
      let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
      guard isStatic else {
        // An instance property of ImplicitsKeys can only be an accessor: hand-written glue.
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            result.accessors.insert(name.trimmingBackticks)
          }
        }
        return
      }
      guard variable.bindingSpecifier.tokenKind == .keyword(.let) else { return }
      for binding in variable.bindings {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
              let value = binding.initializer?.value, Self.isKeyConstruction(value) else { continue }
        let location = pattern.startLocation(converter: converter)
        result.keys.append(NamedKey(
          name: pattern.identifier.text,
          access: Self.access(variable.modifiers) ?? context.defaultAccess,
          availability: context.availability + Self.availability(variable.attributes),
          conditions: conditions,
          location: GlueLocation(file: location.file, line: location.line, column: location.column)))
      }
    }

    /// Calls `body` for each clause of an `#if` chain with the chain up to that clause.
    mutating func forEachClause(of ifConfig: IfConfigDeclSyntax, conditions: [ConditionChain],
                                _ body: (inout Walk, IfConfigClauseSyntax, [ConditionChain]) -> Void) {
      var chain: [ConditionChain.Clause] = []
      for clause in ifConfig.clauses {
        chain.append(ConditionChain.Clause(clause.poundKeyword.text, clause.condition?.trimmedDescription))
        body(&self, clause, conditions + [ConditionChain(chain)])
      }
    }

    static func extendsImplicitsKeys(_ node: ExtensionDeclSyntax) -> Bool {
      ["ImplicitsKeys", "ImplicitsUI.ImplicitsKeys"].contains(node.extendedType.trimmedDescription)
    }

    /// `Key<T>()`, `ImplicitsKeys.Key<T>()` or `ImplicitsUI.ImplicitsKeys.Key<T>()`, with no arguments.
    static func isKeyConstruction(_ expression: ExprSyntax) -> Bool {
      guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.trailingClosure == nil,
            let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) else { return false }
      let callee = specialized.expression.trimmedDescription
      return ["Key", "ImplicitsKeys.Key", "ImplicitsUI.ImplicitsKeys.Key"].contains(callee)
    }

    /// The explicit access modifier (`private(set)` and the like only restrict setters).
    static func access(_ modifiers: DeclModifierListSyntax) -> NamedKey.Access? {
      for modifier in modifiers where modifier.detail == nil {
        if modifier.name.text == "open" { return .public }
        if let access = NamedKey.Access(rawValue: modifier.name.text) { return access }
      }
      return nil
    }

    static func availability(_ attributes: AttributeListSyntax) -> [String] {
      attributes.compactMap { element in
        guard let attribute = element.as(AttributeSyntax.self),
              attribute.attributeName.trimmedDescription == "available" else { return nil }
        return attribute.trimmedDescription
      }
    }
  }
}
