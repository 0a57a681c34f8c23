import ImplicitsStore

/// `"rules": {"CODE": "error"|"warning"|"note"|"off"}` in `.implicits.json` (written to
/// the index's settings by implicits-index): how each diagnostic is reported, the same
/// in implicits-index, the build plugin and every report.
extension ProjectIndex {
  public struct RuleLevel: Sendable, Equatable {
    /// nil: off, not reported at all.
    public var severity: Diagnostic.Severity?
    /// Its line in `.implicits.json`.
    public var line: Int
  }

  /// The levels the configuration sets, by code (codes no rule has included).
  public func ruleLevels() throws -> [String: RuleLevel] {
    var levels: [String: RuleLevel] = [:]
    for row in try database.rows("SELECT value FROM settings WHERE name = 'rule'") {
      let fields = row.string(0).split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 3 else { continue }
      levels[fields[0]] = RuleLevel(severity: Diagnostic.Severity(rawValue: fields[1]), line: Int(fields[2]) ?? 1)
    }
    return levels
  }

  /// The diagnostics at the levels the configuration sets; those set `off` are gone.
  func applying(_ levels: [String: RuleLevel], to diagnostics: [Diagnostic]) -> [Diagnostic] {
    guard !levels.isEmpty else { return diagnostics }
    return diagnostics.compactMap { diagnostic in
      guard let level = levels[diagnostic.code] else { return diagnostic }
      guard let severity = level.severity else { return nil }
      var changed = diagnostic
      changed.severity = severity
      return changed
    }
  }

  /// The code of the diagnostic a read that is not satisfied gets (unsatisfiedDiagnostic).
  public func ruleCode(for read: ReadResult) -> String { Self.ruleCode(for: read) }

  static func ruleCode(for read: ReadResult) -> String {
    switch (read.kind, read.status) {
    case (_, .unproven): DiagnosticRules.unprovenRead.code
    case (_, .unused): DiagnosticRules.unusedEnvironmentObject.code
    case (_, .unsatisfied) where read.onlyPreviews: DiagnosticRules.previewMissingValue.code
    case ("environmentObject", _): DiagnosticRules.missingEnvironmentObject.code
    case ("environmentType", .unsatisfied): DiagnosticRules.missingObservable.code
    case (_, .defaulted): DiagnosticRules.environmentDefault.code
    default: DiagnosticRules.unsatisfiedRead.code
    }
  }

  /// `"rules"` codes that no rule has: a warning at their line, with the nearest codes.
  func unknownRuleCodeDiagnostics(_ levels: [String: RuleLevel]) -> [Diagnostic] {
    let codes = DiagnosticRules.all.map(\.code)
    let rule = DiagnosticRules.unknownRuleCode
    return levels.filter { DiagnosticRules.rule($0.key) == nil }.sorted { $0.key < $1.key }.map { code, level in
      Diagnostic(code: rule.code, severity: rule.severity,
                 message: rule.message(code, NameSuggestions.nearest(to: code, in: codes).joined(separator: ", ")),
                 location: Location(file: ".implicits.json", line: level.line, column: 1))
    }
  }
}
