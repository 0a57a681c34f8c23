extension DiagnosticRules {
  /// An `implicits:ignore` comment whose code no diagnostic has (a misspelt code).
  public static let unknownSuppressionCode = DiagnosticRule(
    code: "unknown-suppression-code",
    severity: .warning,
    summary: "A suppression comment names a code that no diagnostic has, so it silences nothing.",
    explanation: """
      `// implicits:ignore CODE reason` silences diagnostic CODE on its line and the next. A code \
      that no rule has (`unsatisfied-raed`) matches nothing: the diagnostic it was written for is \
      still reported, or, worse, comes back unnoticed when the code is fixed elsewhere. The \
      warning names the nearest codes.
      """,
    fix: "Write the code exactly as the diagnostic prints it between brackets: `[unreachable-view]`.",
    triggering: [
      """
      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { Basket() } }
      }
      struct Basket: View {
        @Implicit var cart: Cart  // implicits:ignore unsatisfied-raed the host app injects it
        var body: some View { Text("") }
      }
      """,
    ],
    nonTriggering: [
      """
      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { Basket() } }
      }
      struct Basket: View {
        @Implicit var cart: Cart  // implicits:ignore unsatisfied-read the host app injects it
        var body: some View { Text("") }
      }
      """,
    ],
    message: { subject, detail in
      "`implicits:ignore \(subject)` names no diagnostic code, so it silences nothing"
        + (detail.isEmpty ? " (implicits-query docs diagnostics lists the codes)" : "; did you mean \(detail)?")
    })
}
