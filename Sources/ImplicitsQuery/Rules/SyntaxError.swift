extension DiagnosticRules {
  /// A file the parser had to recover from.
  public static let syntaxError = DiagnosticRule(
    code: "syntax-error",
    severity: .warning,
    summary: "The file has syntax errors; it is indexed as far as the parser could recover.",
    explanation: """
      The analyzer uses the Swift parser, which recovers from errors. Declarations and views after \
      the error are still indexed, but a half-typed modifier may be missing from the proof.
      """,
    fix: "Fix the syntax error (the compiler reports it precisely) and index again.",
    triggering: [
      """
      struct Broken: View {
        var body: some View { Text("").implicit( }
      """,
    ],
    nonTriggering: [
      """
      struct Fine: View { var body: some View { Text("") } }
      """,
    ],
    message: { subject, detail in
      "syntax error in \(subject)" + (detail.isEmpty ? "" : " near `\(detail)`") + "; indexed as far as the parser recovered (fix it and index again; the compiler points at it exactly)"
    })
}
