import ImplicitsStore

/// Answers a `ProjectIndex` keeps while the index stays as it is: the counterexample
/// search, the hops of paths, the declarations above sites, the diagnostics. A report
/// asks for the same sites and paths over and over (paths share their first hops, and
/// several formats list the diagnostics twice); each is computed once per index
/// version. The version is SQLite's `data_version` (moves when another connection
/// commits) with this connection's change count (moves when this one writes).
final class QueryMemo {
  private var stamp: [Int]?
  /// The search of every slot (listing diagnostics), or of single slots (`why`).
  var counterexamples: Counterexamples?
  /// While set, the search of every slot searches only these (the slots whose stored
  /// diagnostics no longer hold: StoredDiagnostics.swift).
  var searchedSlots: Set<String>?
  var slotCounterexamples: [String: Counterexamples] = [:]
  var hops: [Int: PathHop] = [:]
  var entryHops: [Int: PathHop] = [:]
  var siteDeclarations: [Int: [Row]] = [:]
  var allSiteDeclarations = false
  var slotDeclarations: [String: [Row]] = [:]
  var probablyMeant: [String: Bool] = [:]
  /// The sites inside a presented closure that starts a new host, by site (why.sql, site-hosts).
  var siteHosts: [Int: Row]?
  var diagnostics: (reported: [Diagnostic], suppressed: [Diagnostic])?
  /// Every configuration's diagnostics merged and grouped (`diagnosticsWithSuppressed`,
  /// asked for three times by a run of implicits-index), with the versions of the
  /// indexes they were made from.
  var mergedDiagnostics: (versions: [[Int]], verbose: Bool, value: (reported: [Diagnostic], suppressed: [Diagnostic]))?
  /// This configuration's reads: a report lists them, and so does listing the
  /// diagnostics (and `implicits-index` after printing them).
  var reads: [ReadResult]?
  /// Every configuration's reads by place (`readsByLocation`), with the indexes' versions.
  var readsByLocation: (versions: [[Int]], value: [Location: ReadResult])?
  /// Every configuration's reads merged (`ProjectIndex.reads`: a run of implicits-index
  /// asks for them three times), with the indexes' versions.
  var mergedReads: (versions: [[Int]], value: [ReadResult])?
  var injectedValues: [String: ReadResult.InjectedValue]?
  /// The reads with a finding whose property is never used (`ProjectIndex.isUnused`).
  var unusedReads: Set<Int>?
  /// The index's settings, read once per version rather than once per read.
  var previewFindings: ProjectIndex.PreviewFindings?
  var unprovenFindings: ProjectIndex.UnprovenFindings?

  /// While set, the index is taken as unchanged without asking SQLite (which takes a
  /// lock each time): one listing of every diagnostic checks once, not once per read.
  private(set) var isPinned = false

  /// Forgets everything when the index changed since the last call.
  func validate(_ database: Database) throws {
    if isPinned { return }
    let now = try current(database)
    if now != stamp {
      counterexamples = nil
      slotCounterexamples = [:]
      hops = [:]
      entryHops = [:]
      siteDeclarations = [:]
      allSiteDeclarations = false
      slotDeclarations = [:]
      probablyMeant = [:]
      siteHosts = nil
      diagnostics = nil
      reads = nil
      injectedValues = nil
      unusedReads = nil
      previewFindings = nil
      unprovenFindings = nil
      stamp = now
    }
  }

  /// Runs `body` with the index version checked once, at the start.
  func pinned<T>(_ database: Database, _ body: () throws -> T) throws -> T {
    if isPinned { return try body() }
    try validate(database)
    isPinned = true
    defer { isPinned = false }
    return try body()
  }

  /// After this connection wrote to its own temporary tables (the search): the
  /// answers kept so far still hold.
  func acceptOwnWrites(_ database: Database) throws { stamp = try current(database) }

  /// The index's version (see the type's comment).
  func current(_ database: Database) throws -> [Int] {
    [try database.scalarInt("PRAGMA data_version") ?? 0, database.totalChanges]
  }
}

/// Lookups that explanations repeat for many reads, answered once per index version.
extension ProjectIndex {
  /// The declarations above a site, nearest first (why.sql, site-declarations). The
  /// same sites recur on many reads' paths; listing every diagnostic reads them all in
  /// one pass.
  func declarations(above site: Int) throws -> [Row] {
    try memo.validate(database)
    if let known = memo.siteDeclarations[site] { return known }
    if memo.allSiteDeclarations { return [] }
    if memo.isPinned {
      memo.siteDeclarations = Dictionary(grouping: try database.rows(SQLScripts.why["site-declarations-all"]),
                                         by: { $0.int(9) })
      memo.allSiteDeclarations = true
      return memo.siteDeclarations[site] ?? []
    }
    let rows = try database.rows(SQLScripts.why["site-declarations"], site)
    memo.siteDeclarations[site] = rows
    return rows
  }

  /// Every declaration of a slot in the project (why.sql, declared-elsewhere).
  func declarations(of slot: String) throws -> [Row] {
    try memo.validate(database)
    if let known = memo.slotDeclarations[slot] { return known }
    let rows = try database.rows(SQLScripts.why["declared-elsewhere"], slot)
    memo.slotDeclarations[slot] = rows
    return rows
  }
}
