extension DiagnosticRules {
  /// A Swift file that could not be read.
  public static let unreadableFile = DiagnosticRule(
    code: "unreadable-file",
    severity: .warning,
    summary: "A Swift file could not be read and was skipped.",
    explanation: """
      The file exists but reading it failed (permissions, a broken link, or it vanished while \
      indexing). Its views and declarations are missing from the proof; other files are unaffected.
      """,
    fix: "Make the file readable, or exclude it, and index again.",
    triggering: [],
    nonTriggering: [],
    message: { subject, detail in "cannot read \(subject): \(detail)" })
}
