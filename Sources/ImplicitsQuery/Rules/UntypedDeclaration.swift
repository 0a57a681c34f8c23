extension DiagnosticRules {
  /// A declaration whose value type the analyzer cannot determine.
  public static let untypedDeclaration = DiagnosticRule(
    code: "untyped-declaration",
    severity: .warning,
    summary: "The type of a declared value cannot be determined, so it provides nothing in the proof.",
    explanation: """
      A type key is the static type of the value (`.implicit(LiveNetwork())` declares `LiveNetwork`). \
      The analyzer reads it from a constructor call, an `as` cast, a literal, or a stored property, \
      local or static member whose type is declared or constructor-initialised. For any other \
      expression (a function call, an operator, a member of an unindexed type) it would have to guess; \
      it does not, and treats the declaration as providing nothing.
      """,
    fix: "Write the type: `.implicit(makeService() as NetworkService)`, or give the property an explicit type.",
    triggering: [
      """
      struct Root: View {
        var body: some View { Text("").implicit(makeService()) }
      }
      """,
    ],
    nonTriggering: [
      """
      struct Root: View {
        var body: some View { Text("").implicit(makeService() as NetworkService) }
      }
      """,
    ],
    message: { subject, _ in
      // A generated expression can be huge: quote its start only.
      let shown = subject.count > 80 ? String(subject.prefix(77)) + "..." : subject
      return "cannot determine the type of `\(shown)`; this declaration provides nothing (write `\(shown) as SomeType`)"
    })
}
