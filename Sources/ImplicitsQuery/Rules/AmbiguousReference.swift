extension DiagnosticRules {
  /// A helper or method reference that matches several producers (overloads).
  public static let ambiguousReference = DiagnosticRule(
    code: "ambiguous-reference",
    severity: .note,
    summary: "A helper or method reference matches several overloads; all of them are connected.",
    explanation: """
      References are resolved as Swift resolves them: by name (the enclosing types' members \
      before the module's), by the declared type of the value a method is called on, and by the \
      call's shape: its argument labels, where a parameter with a default value may be left out \
      and trailing closures fill closure parameters; a bare name is a property before a function, \
      and an `@_disfavoredOverload` loses a tie. When several overloads remain (they differ only \
      in parameter types, which the analyzer does not infer), every one is connected at that site, so each must be \
      satisfied there. It is reported only when the choice changes the view tree: some candidate \
      is a view's body, returns a view or is a custom modifier, and the candidates differ in the \
      views they lead to or the values they declare. Overloads of plain methods \
      (delegate callbacks, test helpers) are listed only with `implicits-index --verbose`.
      """,
    fix: "Nothing to fix unless one overload is wrong; give overloads distinct labels to make the proof precise.",
    triggering: [
      """
      struct Screen: View {
        var body: some View { row(1) }
        func row(_ value: Int) -> some View { Badge() }
        func row(_ value: String) -> some View { Text(value) }
      }
      struct Badge: View { var body: some View { Text("") } }
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
      struct Screen: View {
        var body: some View { row(number: 1); row { Text("") } }
        func row(number: Int, style: Int = 0) -> some View { Text("") }
        func row(number: Int, @ViewBuilder content: () -> some View) -> some View { content() }
        func row(@ViewBuilder content: () -> some View) -> some View { content() }
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
