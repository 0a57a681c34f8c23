import ImplicitsDiscovery
import ImplicitsStore

// The rows of an index that come from the project rather than from one file: its
// settings, its modules, and the `meta` values the next run compares to tell what
// changed. Each is rewritten only when it differs, so a run that changed nothing writes
// nothing.
extension Indexer {
  /// Everything besides the files that the derived relations depend on.
  func settingsFingerprint(_ configuration: ProjectConfiguration, _ modules: [Module]) -> String {
    var text = "\(configuration.previews)|\(configuration.entryPoints)|\(configuration.requiredEnvironmentKeys)|"
      + "\(configuration.hostingTypes)|\(configuration.hostingInRepresentables)|"
      + "\(options.strictEnvironment || configuration.strictEnvironment)"
    for module in modules { text += "|\(module.name):\(module.kind.rawValue):\(module.dependencies)" }
    return StableHash.hex(text)
  }

  /// Sets a `meta` value, leaving the row (and its page) alone when it holds it already.
  func setMeta(_ database: Database, _ key: String, _ value: String) throws {
    try database.run("""
      INSERT INTO meta(key, value) VALUES (?1, ?2) ON CONFLICT(key) DO UPDATE SET value = ?2 WHERE value IS NOT ?2
      """, key, value)
  }

  /// The modules and their dependencies, written each run (they come from the manifest
  /// or project file, not from one Swift file) unless the index has them already.
  func writeModules(_ modules: [Module], to database: Database) throws {
    var rows: [[String]] = []
    for module in modules {
      rows.append(["m", module.name, module.kind.rawValue])
      for dependency in module.dependencies { rows.append(["d", module.name, dependency]) }
    }
    var unique: Set<[String]> = []
    rows = rows.filter { unique.insert($0).inserted }
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

  /// The settings the queries read (see the `settings` table in Schema/facts.sql),
  /// rewritten only when they differ from the index's.
  func writeSettings(_ configuration: ProjectConfiguration,
                             runtime: [(platform: String, deploymentTarget: String)], to database: Database) throws {
    var rows: [(String, String)] = []
    // What presented content starts with (Queries/presentations.sql).
    for (platform, target) in runtime { rows.append(("runtime", "\(platform)\t\(target)")) }
    for (platform, boundaries) in configuration.presentations.sorted(by: { $0.key < $1.key }) {
      for (boundary, starts) in boundaries.sorted(by: { $0.key < $1.key }) {
        rows.append(("presentation", "\(platform)\t\(boundary)\t\(starts)"))
      }
    }
    for key in configuration.requiredEnvironmentKeys { rows.append(("required-key", key)) }
    rows.append(("previews", configuration.previews ? "on" : "off"))
    for view in configuration.entryPoints { rows.append(("entry", view)) }
    rows.append(("hosting-in-representables", configuration.hostingInRepresentables))
    rows.append(("strict-environment", options.strictEnvironment || configuration.strictEnvironment ? "on" : "off"))
    // Read by the reports only (ProjectIndex.previewFindings); the proof does not depend on it.
    rows.append(("preview-findings", options.previewFindings ?? configuration.previewFindings))
    rows.append(("unproven-findings", options.unproven ?? configuration.unproven))
    // Read by the reports only too (ProjectIndex.ruleLevels).
    for rule in configuration.rules { rows.append(("rule", "\(rule.code)\t\(rule.level)\t\(rule.line)")) }
    let stored = try database.rows("SELECT name, value FROM settings ORDER BY rowid").map { ($0.string(0), $0.string(1)) }
    if stored.elementsEqual(rows, by: ==) { return }
    try database.execute("DELETE FROM settings")
    let insert = try database.prepare("INSERT INTO settings(name, value) VALUES (?, ?)")
    for (name, value) in rows { try insert.run(name, value) }
  }
}
