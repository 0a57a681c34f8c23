extension DiagnosticRules {
  /// A declaration whose value type the analyzer cannot determine.
  public static let untypedDeclaration = DiagnosticRule(
    code: "untyped-declaration",
    severity: .warning,
    summary: "The type of a declared value cannot be determined, so the reads it may feed are not proven.",
    explanation: """
      A type key is the static type of the value (`.implicit(LiveNetwork())` declares `LiveNetwork`). \
      The analyzer reads it from a constructor call, an `as` cast, a literal, or a stored property, \
      local or static member whose type is declared or constructor-initialised. For any other \
      expression (a function call, an operator, a member of an unindexed type) it would have to guess; \
      it does not. Nor does it follow generic arguments: inside `Dial<Value>`, `Gauge<Value>()` is \
      `Gauge<Double>` under `Dial<Double>()` and another type under each other use of `Dial`. \
      The declaration may provide any type key of its kind, so a read of such a key \
      whose paths miss the value only through it is `unproven` (neither satisfied nor an error), \
      and its diagnostic names the declaration as the likely cause.
      """,
    fix: "Write the type: `.implicit(makeService() as NetworkService)`, or give the property an explicit type. "
      + "A type that depends on a generic parameter is known where the parameter is bound: declare the value there.",
    triggering: [
      """
      struct Root: View {
        var body: some View { Text("").implicit(makeService()) }
      }
      """,
      """
      final class Gauge<Value>: ObservableObject {}
      struct Dial<Value>: View {
        @StateObject private var gauge = Gauge<Value>()
        var body: some View { Text("").environmentObject(gauge) }
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
      return "cannot determine the type of `\(shown)`; the reads below it of a type it may be are not proven "
        + "(write `\(shown) as SomeType`)"
    })
}
