extension DiagnosticRules {
  /// A code in `"rules"` of `.implicits.json` that no diagnostic has.
  public static let unknownRuleCode = DiagnosticRule(
    code: "unknown-rule-code",
    severity: .warning,
    summary: "`rules` in .implicits.json names a code that no diagnostic has, so it changes nothing.",
    explanation: """
      `"rules": {"CODE": "error"|"warning"|"note"|"off"}` in `.implicits.json` sets how the \
      diagnostic CODE is reported, in `implicits-index`, the build plugin and every report. A \
      misspelt code changes nothing, silently: the warning is at its line in the file, with the \
      nearest codes. (The examples below give the file in their first line.)
      """,
    fix: "Write the code as the diagnostic prints it between brackets, or as docs/diagnostics.md lists it.",
    triggering: [
      """
      // .implicits.json: {"rules": {"environment-defualt": "off"}}
      @main
      struct NotesApp: App {
        var body: some Scene { WindowGroup { NoteList().implicit(Store()) } }
      }
      """,
    ],
    nonTriggering: [
      """
      // .implicits.json: {"rules": {"environment-default": "off", "unreachable-view": "note"}}
      @main
      struct NotesApp: App {
        var body: some Scene { WindowGroup { NoteList().implicit(Store()) } }
      }
      """,
    ],
    message: { subject, detail in
      "\"rules\" names \(subject), which is no diagnostic code; it changes nothing"
        + (detail.isEmpty ? " (implicits-query docs diagnostics lists the codes)" : "; did you mean \(detail)?")
    })
}
