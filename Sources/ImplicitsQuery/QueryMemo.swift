import ImplicitsStore

/// Answers a `ProjectIndex` keeps while the index stays as it is: the counterexample
/// search, the hops of paths, the declarations above sites, the diagnostics. A report
/// asks for the same sites and paths over and over (paths share their first hops, and
/// several formats list the diagnostics twice); each is computed once per index
/// version. The version is SQLite's `data_version` (moves when another connection
/// commits) with this connection's change count (moves when this one writes).
final class QueryMemo {
  private var stamp: [Int]?
  var counterexamples: Counterexamples?
  var hops: [Int: PathHop] = [:]
  var entryHops: [Int: PathHop] = [:]
  var siteDeclarations: [Int: [Row]]?
  var slotDeclarations: [String: [Row]]?
  var probablyMeant: [String: Bool] = [:]
  var diagnostics: (reported: [Diagnostic], suppressed: [Diagnostic])?

  /// While set, the index is taken as unchanged without asking SQLite (which takes a
  /// lock each time): one listing of every diagnostic checks once, not once per read.
  private var isPinned = false

  /// Forgets everything when the index changed since the last call.
  func validate(_ database: Database) throws {
    if isPinned { return }
    let now = try current(database)
    if now != stamp {
      counterexamples = nil
      hops = [:]
      entryHops = [:]
      siteDeclarations = nil
      slotDeclarations = nil
      probablyMeant = [:]
      diagnostics = nil
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

  private func current(_ database: Database) throws -> [Int] {
    [try database.scalarInt("PRAGMA data_version") ?? 0, database.totalChanges]
  }
}

/// Lookups that explanations repeat for many reads, answered once per index version.
extension ProjectIndex {
  /// The declarations above a site, nearest first (why.sql, site-declarations), read
  /// for all sites in one pass the first time one is asked for: the same sites recur
  /// on many reads' paths.
  func declarations(above site: Int) throws -> [Row] {
    try memo.validate(database)
    if memo.siteDeclarations == nil {
      memo.siteDeclarations = Dictionary(grouping: try database.rows(SQLScripts.why["site-declarations"]),
                                         by: { $0.int(9) })
    }
    return memo.siteDeclarations?[site] ?? []
  }

  /// Every declaration of a slot in the project (why.sql, declared-elsewhere), read
  /// for all slots in one pass the first time one is asked for.
  func declarations(of slot: String) throws -> [Row] {
    try memo.validate(database)
    if memo.slotDeclarations == nil {
      memo.slotDeclarations = Dictionary(grouping: try database.rows(SQLScripts.why["declared-elsewhere"]),
                                         by: { $0.string(0) })
    }
    return memo.slotDeclarations?[slot] ?? []
  }
}
