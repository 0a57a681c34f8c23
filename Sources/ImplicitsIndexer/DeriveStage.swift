import ImplicitsExtract
import ImplicitsStore

// The derivation stages, the last of a pass whose names are final: `types`, `derive`,
// `provides`, `site-keys` and `proof`, all in SQL (Queries/), for the files marked
// dirty or for every file. Its fixpoints (the type resolver, what custom modifiers
// provide) loop here, a step per script run, until a step changes nothing.
extension Indexer {
  /// The files whose derived rows are recomputed: the re-parsed ones (`dirty`, an
  /// incremental run), or all (nil). Read by every script from Queries/type_hierarchy.sql on.
  func markDirty(_ database: Database, _ dirty: [Int]?) throws {
    try database.execute("DROP TABLE IF EXISTS temp.dirty_files; CREATE TEMP TABLE dirty_files(file_id INTEGER PRIMARY KEY)")
    // An incremental run changed no file's symbols: the tables that depend on them
    // alone are kept (Queries/type_hierarchy.sql, derive_graph_1_entries.sql,
    // derive_graph_2_bodies.sql).
    try database.execute("DROP TABLE IF EXISTS temp.symbols_unchanged; CREATE TEMP TABLE symbols_unchanged(unchanged INTEGER)")
    if let dirty {
      try database.execute("INSERT INTO temp.symbols_unchanged VALUES (1)")
      let insertDirty = try database.prepare("INSERT INTO temp.dirty_files(file_id) VALUES (?)")
      for id in dirty { try insertDirty.run(id) }
    } else {
      try database.execute("INSERT INTO temp.dirty_files(file_id) SELECT id FROM files")
    }
    // What the run's first pass keeps of the rows before (Queries/derive_graph_1_entries.sql,
    // derive_graph_5_edges.sql), for Queries/affected_slots.sql and flow_changes.sql.
    try database.execute("""
      DROP TABLE IF EXISTS temp.entries_before; DROP TABLE IF EXISTS temp.before_files;
      DROP TABLE IF EXISTS temp.sites_before; DROP TABLE IF EXISTS temp.site_keys_before;
      DROP TABLE IF EXISTS temp.flow_edges_before;
      """)
    // The files re-parsed, before Queries/flow_changes.sql adds others whose flow edges
    // changed (Queries/diagnostics.sql renders again what read them).
    try database.execute("""
      DROP TABLE IF EXISTS temp.reparsed_files;
      CREATE TEMP TABLE reparsed_files(file_id INTEGER PRIMARY KEY);
      INSERT INTO temp.reparsed_files SELECT file_id FROM temp.dirty_files;
      """)
    // Each run that derives moves this counter: diagnostics rendered from the index
    // before are stored only if it has not moved meanwhile (ImplicitsQuery/StoredDiagnostics.swift).
    try database.execute("""
      INSERT INTO meta(key, value) VALUES ('derivation', '1')
      ON CONFLICT(key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT);
      """)
  }

  /// Recomputes the derived relations and the proof (after markDirty and
  /// Queries/type_hierarchy.sql): for the dirty files' rows and the slots they affect
  /// (an incremental run), or for every file.
  func derive(_ database: Database, incremental: Bool, clock: inout StageClock, summary: inout Summary) throws {
    // The type resolver is a fixpoint too: each step follows one more link of the
    // chains (`a.b.c`, `Type.shared.member`) until a step types nothing new. Only the
    // dirty files' expressions are typed again (Queries/types.sql says why that is exact).
    try database.execute(SQLScripts.diagnostics["tables"])
    try resolveTypes(database)
    clock.lap("types")
    try database.execute("CREATE TEMP TABLE IF NOT EXISTS framework_classes(name TEXT PRIMARY KEY) WITHOUT ROWID")
    let insertClass = try database.prepare("INSERT OR IGNORE INTO temp.framework_classes(name) VALUES (?)")
    for name in BuiltInControllers.classes.sorted() { try insertClass.run(name) }
    try deriveGraphAndFlow(database)
    // The flow crosses files: a file whose flow edges changed joins the dirty files, and
    // the graph is derived once more for it (Queries/flow_changes.sql). Once is enough
    // (the second pass derives the same flow); the bound only guards against a loop.
    var passes = 1
    while incremental, passes < 4 {
      let widened = try flowWidenedDirtyFiles(database)
      if widened == 0 { break }
      summary.flowWidenedFiles += widened
      passes += 1
      try resolveTypes(database)
      try deriveGraphAndFlow(database)
    }
    try database.execute(SQLScripts.presentations)
    try database.execute(SQLScripts.deriveSites)
    clock.lap("derive")
    // Rules 4 and 5 are a fixpoint: add what custom modifiers and containers provide
    // until a step adds nothing.
    repeat { try database.execute(SQLScripts.providesStep) } while database.changes > 0
    clock.lap("provides")
    try database.execute(SQLScripts.siteKeys)
    clock.lap("site-keys")
    try database.execute("DROP TABLE IF EXISTS temp.proof_slots; DROP TABLE IF EXISTS temp.changed_producers")
    if incremental {
      try database.execute(SQLScripts.affectedSlots)
      summary.provedSlots = try database.scalarInt("SELECT COUNT(*) FROM temp.proof_slots") ?? 0
    }
    try database.execute(SQLScripts.proof)
    // The stored diagnostics of the slots this run may have changed go (a full
    // derivation dropped them all, Queries/reset_derived.sql).
    if incremental { try database.execute(SQLScripts.diagnostics["forget-stale"]) }
    clock.lap("proof")
  }

  /// The type resolver, a fixpoint: each step follows one more link of the chains,
  /// until one types nothing (`temp.newly_typed`: what the step typed).
  private func resolveTypes(_ database: Database) throws {
    try database.execute(SQLScripts.types)
    repeat {
      try database.execute(SQLScripts.typesStep)
    } while (try database.scalarInt("SELECT COUNT(*) FROM temp.newly_typed") ?? 0) > 0
    try database.execute("DROP TRIGGER IF EXISTS temp.expr_typed")
  }

  /// The graph for the dirty files, then the flow of view values and controllers whole,
  /// applied to the graph as a difference.
  private func deriveGraphAndFlow(_ database: Database) throws {
    try database.execute(SQLScripts.deriveGraph)
    try database.execute(SQLScripts.viewFlow)
    try database.execute(SQLScripts.controllers)
    try database.execute(SQLScripts.flowApply)
  }

  /// How many files that were not dirty the flow changed the edges of (now they are).
  private func flowWidenedDirtyFiles(_ database: Database) throws -> Int {
    try database.execute(SQLScripts.flowChanges)
    return try database.scalarInt("SELECT COUNT(*) FROM temp.flow_changed_files") ?? 0
  }
}
