extension DiagnosticRules {
  /// A read that falls back to its key's default value on some path (strict mode).
  public static let environmentDefault = DiagnosticRule(
    code: "environment-default",
    severity: .note,
    summary: "An @Environment(\\.key) read falls back to the key's default value on some path.",
    explanation: """
      `@Environment(\\.key)` never crashes: with no `.environment(\\.key, value)` above the view it \
      reads the key's `defaultValue`. That is often intended, so it is reported only with \
      `--strict-environment` (or `"strictEnvironment": true` in .implicits.json). To make a key \
      required, list it in `requiredEnvironmentKeys`: a fallback then is an error.
      """,
    fix: "Declare the value on that path with `.environment(\\.key, value)`, or accept the default.",
    triggering: [],
    nonTriggering: [],
    message: { subject, detail in "\(subject) falls back to its default value: \(detail); declare it on this path if the default is not wanted" })
}
