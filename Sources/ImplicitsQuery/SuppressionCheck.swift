import ImplicitsStore

/// What is wrong with the `// implicits:ignore CODE reason` comments themselves: a
/// code no rule has (`unknown-suppression-code`, a warning naming the nearest codes),
/// and a suppression that silenced nothing (`unused-suppression`, a note).
extension ProjectIndex {
  struct SuppressionComment: Hashable {
    var file: String
    var line: Int
    var code: String
    var hasReason: Bool
  }

  /// Every suppression comment of every configuration, each once.
  func suppressionComments() throws -> [SuppressionComment] {
    var seen = Set<SuppressionComment>()
    var result: [SuppressionComment] = []
    for index in try configurationIndexes() {
      for row in try index.database.rows("""
        SELECT f.path, s.line, s.code, s.reason <> '' FROM suppressions s JOIN files f ON f.id = s.file_id
        ORDER BY f.path, s.line
        """) {
        let comment = SuppressionComment(file: row.string(0), line: row.int(1), code: row.string(2), hasReason: row.int(3) != 0)
        if seen.insert(comment).inserted { result.append(comment) }
      }
    }
    return result
  }

  /// The diagnostics about the comments, given what they silenced (`suppressed`).
  func suppressionDiagnostics(suppressed: [Diagnostic]) throws -> [Diagnostic] {
    let comments = try suppressionComments()
    guard !comments.isEmpty else { return [] }
    let codes = DiagnosticRules.all.map(\.code)
    struct Place: Hashable { var file: String, line: Int, code: String }
    var silenced = Set(suppressed.map { Place(file: $0.location.file, line: $0.location.line, code: $0.code) })
    // A finding given only with -v is still one this comment is for.
    if !includeVerbose {
      for index in try configurationIndexes() {
        for finding in try index.findingDiagnostics(verbose: true) {
          silenced.insert(Place(file: finding.location.file, line: finding.location.line, code: finding.code))
        }
      }
    }
    var result: [Diagnostic] = []
    for comment in comments {
      let location = Location(file: comment.file, line: comment.line, column: 1)
      if DiagnosticRules.rule(comment.code) == nil {
        let rule = DiagnosticRules.unknownSuppressionCode
        let near = NameSuggestions.nearest(to: comment.code, in: codes).joined(separator: ", ")
        result.append(Diagnostic(code: rule.code, severity: rule.severity, message: rule.message(comment.code, near),
                                 location: location))
      } else if comment.hasReason,
                !silenced.contains(Place(file: comment.file, line: comment.line, code: comment.code)),
                !silenced.contains(Place(file: comment.file, line: comment.line + 1, code: comment.code)) {
        let rule = DiagnosticRules.unusedSuppression
        result.append(Diagnostic(code: rule.code, severity: rule.severity, message: rule.message(comment.code, ""),
                                 location: location))
      }
    }
    return result
  }
}
