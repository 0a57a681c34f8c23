extension DiagnosticRules {
  /// A helper or method reference that matches several producers (overloads).
  public static let ambiguousReference = DiagnosticRule(
    code: "ambiguous-reference",
    severity: .note,
    summary: "A helper or method reference matches several overloads; all of them are connected.",
    explanation: """
      References are resolved by name, by the declared type of the value a method is called on, \
      and by argument labels. When several overloads remain (they differ only in parameter types, \
      which the analyzer does not infer), every one is connected at that site, so each must be \
      satisfied there. It is reported only when the choice changes the view tree: some candidate \
      is a view's body, returns a view or is a custom modifier. Overloads of plain methods \
      (delegate callbacks, test helpers) are listed only with `implicits-index --verbose`.
      """,
    fix: "Nothing to fix unless one overload is wrong; give overloads distinct labels to make the proof precise.",
    triggering: [
      """
      struct Screen: View {
        var body: some View { row(1) }
        func row(_ value: Int) -> some View { Text("") }
        func row(_ value: String) -> some View { Text(value) }
      }
      """,
    ],
    nonTriggering: [
      """
      struct Screen: View {
        var body: some View { row(number: 1) }
        func row(number: Int) -> some View { Text("") }
        func row(text: String) -> some View { Text(text) }
      }
      """,
      """
      final class Delegate {
        func reload() { show(Screen()); cell(1) }
        func cell(_ row: Int) { show(Screen()) }
        func cell(_ name: String) { show(Screen()) }
      }
      struct Screen: View { var body: some View { Text("") } }
      """,
    ],
    message: { subject, detail in "`\(subject)` matches several overloads (\(detail)); all are connected here (distinct argument labels pick one)" })
}
