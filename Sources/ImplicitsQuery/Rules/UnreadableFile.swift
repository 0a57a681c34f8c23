extension DiagnosticRules {
  /// A Swift file that could not be read.
  public static let unreadableFile = DiagnosticRule(
    code: "unreadable-file",
    severity: .warning,
    summary: "A Swift file could not be read, or is beyond what the analyzer parses safely, and was skipped.",
    explanation: """
      The file exists but reading it failed (permissions, a broken or looping link, a FIFO or \
      device, or it vanished while indexing), or it is beyond what the analyzer parses safely: over \
      32 MB, a syntax tree more than 4,000 levels deep, `[` nested more than 16 deep, or a parse \
      still running after 20 s. The message says which. Its views and declarations are missing from \
      the proof; other files are unaffected.
      """,
    fix: "Make the file readable, split it, or exclude it in .implicits.json, and index again.",
    triggering: [],
    nonTriggering: [],
    message: { subject, detail in "cannot read \(subject): \(detail)" })
}
