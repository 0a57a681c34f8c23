import ImplicitsStore

/// The query side of an index: reads and their status, findings, explanations.
/// Everything here runs SQL from Queries/; nothing re-derives the proof.
public final class ProjectIndex {
  public let database: Database
  /// Also report findings that do not touch the view tree (`--verbose`): overloads of
  /// plain methods, UIKit and AppKit objects held in stored properties.
  public var includeVerbose = false
  /// Store the diagnostics it renders in the index (StoredDiagnostics.swift), for the
  /// next run to print from there: implicits-index sets it, the query tools only read.
  public var storesDiagnostics = false
  /// Slots whose diagnostics this index rendered rather than read from the stored ones
  /// ('' counting for the diagnostics that are no read's).
  public internal(set) var renderedSlots = 0

  /// `alone`: this configuration's index only, even when the project has others
  /// (`--configuration NAME`); else the others are merged in (ConfigurationMerge.swift).
  public init(database: Database, alone: Bool = false) {
    self.database = database
    self.alone = alone
  }

  /// Answers kept while the index is unchanged (QueryMemo.swift).
  let memo = QueryMemo()
  let alone: Bool
  /// The other configurations' indexes, opened on first use.
  var openedConfigurations: [ProjectIndex]?

  /// Every read, with its status over all the configurations that build it (merged
  /// once per version of the indexes).
  public func reads() throws -> [ReadResult] {
    guard try configurationIndexes().count > 1 else { return try ownReads() }
    let versions = try configurationVersions()
    if let known = memo.mergedReads, known.versions == versions { return known.value }
    let value = try merged { try $0.ownReads() }
    memo.mergedReads = (versions, value)
    return value
  }

  /// Every read by its place (the first, when two share one): what a diagnostic at a
  /// read, or a member of a group, is about. Listed once per version of the indexes.
  func readsByLocation() throws -> [Location: ReadResult] {
    let versions = try configurationVersions()
    if let known = memo.readsByLocation, known.versions == versions { return known.value }
    let value = Dictionary(try reads().map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
    memo.readsByLocation = (versions, value)
    return value
  }

  /// The version of each configuration's index (QueryMemo.current): what answers merged
  /// over all of them are kept with.
  func configurationVersions() throws -> [[Int]] {
    try configurationIndexes().map { try $0.memo.current($0.database) }
  }

  /// This configuration's reads, listed once per index version.
  func ownReads() throws -> [ReadResult] {
    try memo.validate(database)
    if let known = memo.reads { return known }
    let reads = try tagged(database.rows(SQLScripts.report["reads"]).map(ReadResult.init(row:)))
    memo.reads = reads
    return reads
  }

  /// `unresolved`: calls with views inside that resolve to nothing (`unresolved_sites`).
  public struct Counts: Sendable { public var files, views, reads: Int; public var unresolved = 0 }

  public func counts() throws -> Counts {
    let indexes = try configurationIndexes()
    guard indexes.count > 1 else {
      let row = try database.rows(SQLScripts.report["counts"])[0]
      return Counts(files: row.int(0), views: row.int(1), reads: row.int(2), unresolved: row.int(3))
    }
    var files: Set<String> = [], views: Set<String> = [], unresolved: Set<String> = []
    for index in indexes {
      files.formUnion(try index.filePaths())
      views.formUnion(try index.database.rows(
        "SELECT f.path || ':' || v.name FROM view_types v JOIN files f ON f.id = v.file_id").map { $0.string(0) })
      unresolved.formUnion(try index.database.rows(
        "SELECT f.path || ':' || u.line || ':' || u.col FROM unresolved_sites u JOIN files f ON f.id = u.file_id")
        .map { $0.string(0) })
    }
    return Counts(files: files.count, views: views.count, reads: try reads().count, unresolved: unresolved.count)
  }

  /// Reads named `View.property`; nil when the name is malformed.
  public func reads(named name: String) throws -> [ReadResult]? {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else {
      return nil
    }
    let view = String(name[..<dot]), property = String(name[name.index(after: dot)...])
    return try merged { index in
      try index.tagged(index.database.rows(SQLScripts.report["read-by-name"], view, property).map(ReadResult.init(row:)))
    }
  }

  /// Every `View.property` in the index, for completion and suggestions.
  public func readNames() throws -> [String] {
    var seen: Set<String> = []
    return try configurationIndexes().flatMap { index in
      try index.database.rows(SQLScripts.report["read-names"]).map { $0.string(1) + "." + $0.string(2) }
    }.filter { seen.insert($0).inserted }
  }

  /// Findings from extraction and derivation, formatted by their rules.
  public func findingDiagnostics() throws -> [Diagnostic] { try findingDiagnostics(verbose: includeVerbose) }

  /// The same, with or without the findings given only with `--verbose`.
  func findingDiagnostics(verbose: Bool) throws -> [Diagnostic] {
    try findingDiagnostics(verboseRows: verbose).filter { verbose || !$0.verbose }.map(\.diagnostic)
  }

  /// Every finding, each with whether it is given only with `--verbose` (as stored).
  func findingDiagnosticsWithVerbosity() throws -> [(diagnostic: Diagnostic, verbose: Bool)] {
    try findingDiagnostics(verboseRows: true)
  }

  private func findingDiagnostics(verboseRows: Bool) throws -> [(diagnostic: Diagnostic, verbose: Bool)] {
    try database.rows(SQLScripts.report["findings"], verboseRows ? 1 : 0).compactMap { row in
      guard let rule = DiagnosticRules.rule(row.string(0)) else { return nil }
      return (Diagnostic(code: rule.code, severity: rule.severity,
                         message: rule.message(row.string(1), row.string(2)),
                         location: Location(file: row.string(3), line: row.int(4), column: row.int(5))),
              row.int(6) != 0)
    }
  }

  /// One warning per view with reads that no entry point reaches.
  public func unreachableViewDiagnostics() throws -> [Diagnostic] {
    let rule = DiagnosticRules.unreachableView
    return try database.rows(SQLScripts.report["unreachable-views"]).map { row in
      let cut = row.optionalString("cut").map { "`" + $0 } ?? ""
      return Diagnostic(code: rule.code, severity: rule.severity,
                 message: rule.message(row.string(0), row.int(5) != 0 ? UnreachableViewDetail.onlyPreviews + cut : cut),
                 location: Location(file: row.string(1), line: row.int(2), column: row.int(3)))
    }
  }

  /// How a blind place that is a declared value of unknown type is named
  /// (`blind-places`, Queries/why.sql, is given it).
  static let unknownTypeReason = "a declared value whose type the analyzer cannot determine, which may be the one read"

  /// Whether the read's property is declared and never used: nothing in the project
  /// names it besides its declaration, so an unsatisfied one is fixed by deleting it.
  /// Known for the reads a finding is about (unsatisfied, unproven, default), read once
  /// per index version, and only when a finding is rendered.
  func isUnused(_ read: ReadResult) throws -> Bool {
    try memo.validate(database)
    if memo.unusedReads == nil {
      memo.unusedReads = Set(try database.rows(SQLScripts.report["unused-reads"]).map { $0.int(0) })
    }
    return memo.unusedReads?.contains(read.id) == true
  }

  /// The error for an unsatisfied read (or the note for a read that falls back to a
  /// default): at the read, with the shortest uncovered path in the message and a
  /// note at the site that shows the view without the value.
  public func unsatisfiedDiagnostic(for read: ReadResult) throws -> Diagnostic {
    let path = try uncoveredPath(for: read)
    // swiftc's shape: the line names the view and the entry; each hop is a note of its own.
    var where_ = path.first.map { "\(read.view), on the path from \($0.name)" } ?? read.view
    // An untyped declaration on the path is the likely cause: say so, and that the fix
    // is its type, not a second instance.
    let untyped = read.status == .unsatisfied || read.status == .unproven ? try untypedDeclarations(on: path, for: read) : []
    if let cause = untyped.first {
      where_ += "; likely cause: \(cause.message)"
    }
    // Where the value goes: above the view, or inside the presented closure of a new
    // host the path enters (nothing outside it reaches the view).
    let place = try read.status == .unsatisfied ? presentationFix(on: path) : nil
    // What a blind path could not see (unproven reads): named in the message, noted at its place.
    let blind = read.status == .unproven ? try blindPlaces(on: path, for: read) : []
    let (rule, severity, message) = try ruleAndMessage(for: read, path: path, where: where_, untyped: untyped,
                                                       blind: blind, place: place)
    // A latent finding: the value is missing, but the view never uses it.
    let unused = try isUnused(read) && read.status != .defaulted
      ? "; \(read.name) is declared and never used: delete it" : ""
    var diagnostic = Diagnostic(code: rule.code, severity: severity ?? rule.severity, message: message + unused,
                                location: read.location)
    diagnostic.origin = try origin(of: read, path: path, blind: blind)
    diagnostic.hops = path.map { hop in
      Diagnostic.Hop(name: hop.name, producer: hop.producer, location: hop.site ?? hop.location, isEntry: hop.isEntry)
    }
    try appendNotes(to: &diagnostic, for: read, path: path, blind: blind)
    return diagnostic
  }

  /// Which rule an unsatisfied, unproven or defaulted read falls under, and its message.
  private func ruleAndMessage(for read: ReadResult, path: [PathHop], where where_: String, untyped: [Explanation.NearMiss],
                              blind: [(reason: String, location: Location)], place: String?)
    throws -> (DiagnosticRule, Diagnostic.Severity?, String) {
    var rule: DiagnosticRule
    let message: String
    var severity: Diagnostic.Severity?
    switch (read.kind, read.status) {
    case (_, .unproven):
      rule = DiagnosticRules.unprovenRead
      severity = try unprovenFindings() == .error ? .error : .warning
      let place = blind.first.map { "passes \($0.reason) at \($0.location.file):\($0.location.line)" }
        ?? "passes a place the analyzer cannot see"
      // A declared value of unknown type on the path: its fix is its type (`where_`
      // says how when the declaration is above a site of the path).
      let fix = !untyped.isEmpty ? ""
        : blind.contains(where: { $0.reason == Self.unknownTypeReason })
          ? "; write the type of the value declared there (`value as \(read.key)`)"
          : "; declare \(read.suggestedDeclaration) where that view is rooted, or name its view in entryPoints in "
            + ".implicits.json"
      message = rule.message("\(read.keyDescription) of \(read.name)",
                             "\(place), where the analyzer cannot see what the environment holds: \(where_)\(fix)")
    case (_, .unused):
      rule = DiagnosticRules.unusedEnvironmentObject
      message = rule.message(read.name, where_)
    case (_, .unsatisfied) where read.onlyPreviews:
      rule = DiagnosticRules.previewMissingValue
      severity = try previewFindings() == .error ? .error : .warning
      let preview = path.first.map { "the preview at \($0.location.file):\($0.location.line)" } ?? "the preview"
      message = DiagnosticRules.previewReadMessage(
        read, detail: where_ + (untyped.isEmpty ? "; add \(read.newValueDeclaration) in \(preview)" : ""))
    case ("environmentObject", _):
      rule = DiagnosticRules.missingEnvironmentObject
      message = rule.message(read.key, untyped.isEmpty
        ? "\(where_); add \(read.suggestedDeclaration) \(place ?? "above \(read.view)")" : where_)
    case ("environmentType", .unsatisfied):
      rule = DiagnosticRules.missingObservable
      message = rule.message(read.key, "\(read.name) has no value on \(where_)"
        + (untyped.isEmpty ? "; add \(read.suggestedDeclaration) \(place ?? "above it")" : ""))
    case (_, .defaulted):
      rule = DiagnosticRules.environmentDefault
      message = rule.message("\(read.keyDescription) of \(read.name)", where_)
    default:
      rule = DiagnosticRules.unsatisfiedRead
      let required = read.kind != "environmentKey" ? ""
        : try database.rows(SQLScripts.report["key-traps"], read.key).first?.int(0) == 1 ? " (its default value traps)"
        : " (required in \(".implicits.json"))"
      message = rule.message("\(read.keyDescription) of \(read.name)\(required)",
                             where_ + (untyped.isEmpty ? "; declare \(read.suggestedDeclaration) \(place ?? "above it")" : ""))
    }
    return (rule, severity, message)
  }

  /// The notes of an unsatisfied read's diagnostic: the blind places or the site that
  /// shows the view without the value, a preview that misses it too, near misses.
  private func appendNotes(to diagnostic: inout Diagnostic, for read: ReadResult, path: [PathHop],
                           blind: [(reason: String, location: Location)]) throws {
    if read.status == .unproven {
      for place in blind {
        diagnostic.notes.append(.init(message: "the analyzer cannot see the environment here (\(place.reason)), "
                                        + "on the way to \(read.name)", location: place.location))
      }
    } else if let last = path.last, let site = last.site {
      // Named after the read, so two reads missing one key at one site give two lines.
      diagnostic.notes.append(.init(message: "\(last.name) is shown here without \(read.key), which \(read.name) reads",
                                    location: site))
    }
    // The app's path comes first; a preview that misses the value too follows.
    if !read.onlyPreviews, read.status != .defaulted, try previewFindings() != .off {
      let previewPath = try previewPath(for: read)
      if let entry = previewPath.first {
        diagnostic.notes.append(.init(message: "also missing in previews: \(previewPath.map(\.name).joined(separator: " → "))",
                                      location: entry.location))
      }
    }
    for miss in try navigationMisses(on: path, for: read) {
      diagnostic.notes.append(.init(message: miss.message, location: miss.location))
    }
  }

  /// How reads that miss their value only in previews are reported (`previewFindings`).
  public enum PreviewFindings: String, Sendable, CaseIterable { case error, warning, off }

  public func previewFindings() throws -> PreviewFindings {
    try memo.validate(database)
    if let known = memo.previewFindings { return known }
    let value = try database.rows("SELECT value FROM settings WHERE name = 'preview-findings'").first?.string(0)
    let setting = value.flatMap(PreviewFindings.init(rawValue:)) ?? .warning
    memo.previewFindings = setting
    return setting
  }

  /// How reads that app paths miss only where the analyzer cannot see are reported (`unproven`).
  public enum UnprovenFindings: String, Sendable, CaseIterable { case error, warning }

  public func unprovenFindings() throws -> UnprovenFindings {
    try memo.validate(database)
    if let known = memo.unprovenFindings { return known }
    let value = try database.rows("SELECT value FROM settings WHERE name = 'unproven-findings'").first?.string(0)
    let setting = value.flatMap(UnprovenFindings.init(rawValue:)) ?? .warning
    memo.unprovenFindings = setting
    return setting
  }

  /// Whether reads that fall back to a default are reported (`--strict-environment`).
  public func strictEnvironment() throws -> Bool {
    try database.scalarInt("SELECT COUNT(*) FROM settings WHERE name = 'strict-environment' AND value = 'on'") ?? 0 > 0
  }

  /// Suppressions with a reason: (file, line) → codes. A comment covers its own line
  /// and the next.
  public func suppressions() throws -> [Location: Set<String>] {
    var result: [Location: Set<String>] = [:]
    for row in try database.rows("""
      SELECT f.path, s.line, s.code FROM suppressions s JOIN files f ON f.id = s.file_id WHERE s.reason <> ''
      """) {
      for line in [row.int(1), row.int(1) + 1] {
        result[Location(file: row.string(0), line: line, column: 0), default: []].insert(row.string(2))
      }
    }
    return result
  }

  /// Every diagnostic of the index that is not suppressed, errors first, then in file
  /// order; the reads' findings of a preview or of a blind place grouped (FindingGroups.swift).
  public func allDiagnostics() throws -> [Diagnostic] {
    try diagnosticsWithSuppressed().reported
  }

  /// The diagnostics, split into reported and suppressed ones; over several
  /// configurations, one that only some give names them (`[tvOS] ...`). Each is at
  /// the level `rules` sets (RuleLevels.swift). A read's suppression silences its own
  /// finding; the reads' findings left are grouped by origin, and a suppression at a
  /// group's place silences the group. The diagnostics about the suppression comments
  /// and the configuration itself come last, judged over all configurations.
  public func diagnosticsWithSuppressed() throws -> (reported: [Diagnostic], suppressed: [Diagnostic]) {
    if let known = memo.mergedDiagnostics, known.versions == (try configurationVersions()),
       known.verbose == includeVerbose {
      return known.value
    }
    let value = try mergedDiagnosticsWithSuppressed(try configurationIndexes())
    // (Versions taken after: rendering may have stored diagnostics meanwhile.)
    memo.mergedDiagnostics = (try configurationVersions(), includeVerbose, value)
    return value
  }

  private func mergedDiagnosticsWithSuppressed(_ indexes: [ProjectIndex])
    throws -> (reported: [Diagnostic], suppressed: [Diagnostic]) {
    var reported: [Diagnostic], suppressed: [Diagnostic]
    if indexes.count == 1 {
      (reported, suppressed) = try ownDiagnosticsWithSuppressed()
    } else {
      // Each configuration's own (mostly rendering what an edit changed) on all cores:
      // every index has a connection and a memo of its own.
      let each = try concurrentMap(indexes) { ($0.configurationName, try $0.ownDiagnosticsWithSuppressed()) }
      var files: [String: Set<String>] = [:]
      for index in indexes { files[index.configurationName] = try index.filePaths() }
      reported = Self.merge(each.map { ($0.0, $0.1.reported) }, files: files)
      suppressed = Self.merge(each.map { ($0.0, $0.1.suppressed) }, files: files)
    }
    reported = try groupedFindings(reported)
    if reported.contains(where: { !$0.members.isEmpty }) {
      var suppressions: [Location: Set<String>] = [:]
      for index in indexes { suppressions.merge(try index.suppressions()) { $0.union($1) } }
      func silenced(_ group: Diagnostic) -> Bool {
        !group.members.isEmpty
          && suppressions[Location(file: group.location.file, line: group.location.line, column: 0)]?.contains(group.code) == true
      }
      suppressed = Self.sorted(suppressed + reported.filter(silenced))
      reported.removeAll(where: silenced)
    }
    let levels = try ruleLevels()
    let about = applying(levels, to: try suppressionDiagnostics(suppressed: suppressed) + unknownRuleCodeDiagnostics(levels))
    guard !about.isEmpty else { return (reported, suppressed) }
    return (Self.sorted(reported + about), suppressed)
  }

  func ownDiagnosticsWithSuppressed() throws -> (reported: [Diagnostic], suppressed: [Diagnostic]) {
    try memo.validate(database)
    if let known = memo.diagnostics { return known }
    let suppressions = try suppressions()
    let levels = try ruleLevels()
    var reported: [Diagnostic] = []
    var suppressed: [Diagnostic] = []
    for diagnostic in applying(levels, to: try memo.pinned(database, renderedDiagnostics)) {
      let key = Location(file: diagnostic.location.file, line: diagnostic.location.line, column: 0)
      if suppressions[key]?.contains(diagnostic.code) == true {
        suppressed.append(diagnostic)
      } else {
        reported.append(diagnostic)
      }
    }
    memo.diagnostics = (reported, suppressed)
    return (reported, suppressed)
  }

  /// Errors first, then in file order.
  static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.sorted {
      ($0.severity, $0.location.file, $0.location.line, $0.location.column)
        < ($1.severity, $1.location.file, $1.location.line, $1.location.column)
    }
  }

  /// Each diagnostic once: the same code, place and message is one finding, however
  /// many paths or inlined uses led to it (the first one's notes are kept).
  static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen = Set<Diagnostic.Place>()
    seen.reserveCapacity(diagnostics.count)
    return diagnostics.filter { seen.insert($0.place).inserted }
  }
}

private func < (a: (Diagnostic.Severity, String, Int, Int), b: (Diagnostic.Severity, String, Int, Int)) -> Bool {
  if a.0 != b.0 { return a.0 < b.0 }
  if a.1 != b.1 { return a.1 < b.1 }
  if a.2 != b.2 { return a.2 < b.2 }
  return a.3 < b.3
}
