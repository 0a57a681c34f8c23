import SwiftSyntax

extension MemberBlockSyntax {
  /// The members this build has: one inside `#if` is a member only where its clause is
  /// active (`#if os(iOS) @UIApplicationDelegateAdaptor(…) var delegate #endif`), and
  /// every clause's when the condition is undecided, as the visitor walks them
  /// (DeclarationVisitor, `#if`).
  func active(in configuration: AnalysisBuildConfiguration) -> [MemberBlockItemSyntax] {
    Self.active(Array(members), in: configuration)
  }

  private static func active(_ items: [MemberBlockItemSyntax],
                             in configuration: AnalysisBuildConfiguration) -> [MemberBlockItemSyntax] {
    items.flatMap { item -> [MemberBlockItemSyntax] in
      guard let ifConfig = item.decl.as(IfConfigDeclSyntax.self) else { return [item] }
      let clauses: [IfConfigClauseSyntax]
      switch IfConfigDecision(ifConfig, configuration: configuration) {
      case .decided(let clause): clauses = clause.map { [$0] } ?? []
      case .undecided: clauses = Array(ifConfig.clauses)
      }
      return clauses.flatMap { clause -> [MemberBlockItemSyntax] in
        guard case .decls(let list)? = clause.elements else { return [] }
        return active(Array(list), in: configuration)
      }
    }
  }
}
