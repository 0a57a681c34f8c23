import ImplicitsDiscovery
import ImplicitsStore

// The rows of an index that come from the project rather than from one file: its
// settings, its modules, and the `meta` values the next run compares to tell what
// changed. Each is rewritten only when it differs, so a run that changed nothing writes
// nothing.
extension Indexer {
  /// Sets a `meta` value, leaving the row (and its page) alone when it holds it already.
  func setMeta(_ database: Database, _ key: String, _ value: String) throws {
    try database.run("""
      INSERT INTO meta(key, value) VALUES (?1, ?2) ON CONFLICT(key) DO UPDATE SET value = ?2 WHERE value IS NOT ?2
      """, key, value)
  }

  /// The modules and their dependencies, written each run (they come from the manifest
  /// or project file, not from one Swift file) unless the index has them already.
  func writeModules(_ inputs: DerivationInputs, to database: Database) throws {
    let rows = inputs.modules
    let stored = try database.rows("""
      SELECT 'm', name, kind FROM modules UNION ALL SELECT 'd', module, depends_on FROM module_dependencies
      """).map { [$0.string(0), $0.string(1), $0.string(2)] }
    if Set(stored) == Set(rows), stored.count == rows.count { return }
    try database.execute("DELETE FROM modules; DELETE FROM module_dependencies;")
    let insertModule = try database.prepare("INSERT OR REPLACE INTO modules(name, kind) VALUES (?, ?)")
    let insertDependency = try database.prepare(
      "INSERT OR IGNORE INTO module_dependencies(module, depends_on) VALUES (?, ?)")
    for row in rows {
      if row[0] == "m" { try insertModule.run(row[1], row[2]) } else { try insertDependency.run(row[1], row[2]) }
    }
  }

  /// The settings the queries read (see the `settings` table in Schema/facts.sql and
  /// DerivationInputs.Name), rewritten only when they differ from the index's.
  func writeSettings(_ inputs: DerivationInputs, to database: Database) throws {
    let rows = inputs.settings.map { ($0.name.rawValue, $0.value) }
    let stored = try database.rows("SELECT name, value FROM settings ORDER BY rowid").map { ($0.string(0), $0.string(1)) }
    if stored.elementsEqual(rows, by: ==) { return }
    try database.execute("DELETE FROM settings")
    let insert = try database.prepare("INSERT INTO settings(name, value) VALUES (?, ?)")
    for (name, value) in rows { try insert.run(name, value) }
  }
}
