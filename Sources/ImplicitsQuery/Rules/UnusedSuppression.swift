extension DiagnosticRules {
  /// An `implicits:ignore` comment with a known code that silences no diagnostic.
  public static let unusedSuppression = DiagnosticRule(
    code: "unused-suppression",
    severity: .note,
    summary: "A suppression comment silences nothing: no diagnostic with its code is on its line or the next.",
    explanation: """
      A suppression outlives the false alarm it was written for: the code was fixed, the \
      diagnostic moved, or the analyzer learnt the pattern. Left in place it would silence a \
      real finding that later lands on that line. A diagnostic this run does not give (off in \
      `rules`, or given only with `--strict-environment`) leaves its suppression unused too; \
      one given only with `-v` does not.
      """,
    fix: "Delete the comment, or move it onto the diagnostic's line or the line above.",
    triggering: [
      """
      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { Shelf().implicit(Service()) } }
      }
      struct Shelf: View {
        // implicits:ignore unsatisfied-read injected by the host app
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      """,
    ],
    nonTriggering: [
      """
      @main
      struct KioskApp: App {
        var body: some Scene { WindowGroup { Ticker() } }
      }
      struct Ticker: View {
        // implicits:ignore unsatisfied-read the kiosk firmware injects it
        @Implicit var feed: Feed
        var body: some View { Text("") }
      }
      """,
    ],
    message: { subject, _ in
      "`implicits:ignore \(subject)` silences nothing: no \(subject) is reported on this line or the next; remove it"
    })
}
