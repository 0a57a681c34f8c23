/// docs/diagnostics.md, generated from the rules so the documentation, the examples
/// and the tests never disagree.
public enum DiagnosticsDocument {
  public static func markdown() -> String {
    var text = """
      # Diagnostics

      Every message the analyzer prints has a stable code in brackets at its end:
      `file:line:column: error: message [code]`. This page is generated from the rules
      in `Sources/ImplicitsQuery/Rules/` (`implicits-query docs diagnostics`); each
      rule's examples are also its tests.

      | code | severity | summary |
      | --- | --- | --- |

      """
    for rule in DiagnosticRules.all {
      text += "| [`\(rule.code)`](#\(rule.code)) | \(rule.severity.rawValue) | \(rule.summary) |\n"
    }
    for rule in DiagnosticRules.all {
      text += "\n## \(rule.code)\n\n"
      text += "**\(rule.severity.rawValue)**: \(rule.summary)\n\n"
      text += rule.explanation + "\n\n"
      text += "**Fix:** " + rule.fix + "\n"
      if !rule.triggering.isEmpty {
        text += "\n### Triggers\n"
        for example in rule.triggering { text += "\n```swift\n\(example)\n```\n" }
      }
      if !rule.nonTriggering.isEmpty {
        text += "\n### Does not trigger\n"
        for example in rule.nonTriggering { text += "\n```swift\n\(example)\n```\n" }
      }
    }
    return text
  }
}
