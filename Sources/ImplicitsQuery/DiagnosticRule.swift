/// A diagnostic the analyzer can emit, with everything needed to document and test
/// it: a stable code, what it means, how to fix it, and examples that do and do not
/// trigger it (docs/diagnostics.md and the rule tests are generated from these).
public struct DiagnosticRule: Sendable {
  public let code: String
  public let severity: Diagnostic.Severity
  /// One line: what went wrong.
  public let summary: String
  /// A paragraph: why it matters and what the analyzer checked.
  public let explanation: String
  /// How to fix it.
  public let fix: String
  /// Swift sources (single file, analyzed as one project) that must report this code.
  public let triggering: [String]
  /// Swift sources that must not report it.
  public let nonTriggering: [String]
  /// The message for one finding, from the finding's subject and detail.
  public let message: @Sendable (_ subject: String, _ detail: String) -> String

  public init(code: String, severity: Diagnostic.Severity, summary: String, explanation: String, fix: String,
              triggering: [String], nonTriggering: [String],
              message: @escaping @Sendable (_ subject: String, _ detail: String) -> String) {
    self.code = code; self.severity = severity; self.summary = summary; self.explanation = explanation
    self.fix = fix; self.triggering = triggering; self.nonTriggering = nonTriggering; self.message = message
  }
}

public enum DiagnosticRules {
  /// Every rule, in documentation order.
  public static let all: [DiagnosticRule] = [
    unsatisfiedRead, missingEnvironmentObject, missingObservable, unusedEnvironmentObject, unprovenRead, previewMissingValue,
    environmentDefault,
    unreachableView, untypedDeclaration, unresolvedIf, storedView, storedClosure, protocolView, externalProtocolView,
    representableBridge, genericArgumentUnknown, carrierNotShown, unresolvedSite, ambiguousName, ambiguousReference,
    unresolvedRead, suppressionWithoutReason, unknownSuppressionCode, unusedSuppression, unknownRuleCode, syntaxError,
    unreadableFile,
  ]

  public static func rule(_ code: String) -> DiagnosticRule? { all.first { $0.code == code } }
}
