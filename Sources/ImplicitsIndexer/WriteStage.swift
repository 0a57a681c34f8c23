import ImplicitsDiscovery
import ImplicitsExtract
import ImplicitsStore

// The `write` stage, the first inside the pass's transaction: decides whether the
// derivation can be incremental, removes the rows of removed and changed files, writes
// the changed files' facts, and records what the index was built from (settings,
// modules, meta). A changed file's rows go before any file is written, so the ids a
// file gets are the same however its facts arrive (parsed first, or streamed); but in
// a pass after one that found other names, where everything is derived again, each
// file's go right before it is written, and not at all when its facts come out the same.
extension IndexPass {
  /// What the `write` stage leaves the stages after it.
  struct Written {
    /// Whether only the written files' derived rows and the slots they affect are recomputed.
    var incremental: Bool
    /// Whether nothing the derived relations depend on changed.
    var upToDate: Bool
    /// The ids of the files written.
    var dirty: [Int]
    /// Files whose facts another configuration parsed: written, but not parsed here.
    var reused: Set<String>
    /// Files parsed again whose facts came out as this run wrote them: not written.
    var kept = 0
  }

  mutating func write(_ stat: Stat, _ parsing: Parsing, to database: Database, rebuilt: Bool) throws -> Written {
    let present = Set(sources.map(\.path))
    let removed = stat.known.filter { !present.contains($0.key) }
    let changedIDs = parsing.changed.compactMap { stat.known[sources[$0].path]?.id }
    let inputs = indexer.derivationInputs(target.configuration, plan: target.plan,
                                          configurations: target.configurations)
    let incremental = try isIncremental(stat, parsing, in: database, rebuilt: rebuilt, removed: !removed.isEmpty,
                                        settings: inputs.fingerprint)
    summary.incremental = incremental
    // Nothing that the derived relations depend on changed (files, settings, modules,
    // build): they still hold, and deriving or proving again would only repeat them.
    let upToDate = incremental && parsing.changed.isEmpty
    summary.upToDate = upToDate
    try rememberBefore(changedIDs, in: database, incremental: incremental, upToDate: upToDate)
    // (Streamed into an index that has the files: a pass after one that found other
    // names, or the first pass of a run under another build, whose log is empty.)
    let keeping = parsing.streamed && !parsing.streaming && asked != nil
    let previousProducers = keeping ? [:] : try producerIDs(of: changedIDs, in: database)
    let nextProducerID = (try database.scalarInt("SELECT COALESCE(MAX(id), 0) + 1 FROM producers") ?? 1)
    // A new file's id is above every id the index holds: taken before the deletes, so no
    // re-parsed file written after it (which keeps its id) finds its id taken.
    let nextFileID = (try database.scalarInt("SELECT COALESCE(MAX(id), 0) + 1 FROM files") ?? 1)
    // (Prepared only when a file's rows may go: a run in which nothing changed deletes none.)
    let rows = removed.isEmpty && changedIDs.isEmpty ? nil : try FileRows(database)
    for (_, entry) in removed {
      try rows?.delete(entry.id)
      summary.removed += 1
    }
    // A pass after one that found other names deletes a file parsed again only once its
    // new facts are known: those that come out the same keep their rows (`keeps`).
    if !keeping { for id in changedIDs { try rows?.delete(id) } }
    // Touched but unchanged files keep their facts; only their stamp is refreshed.
    let changedSet = Set(parsing.changed)
    for index in stat.touched where !changedSet.contains(index) {
      if let previous = stat.known[sources[index].path] { try restamp(previous.id, stat.stamps[index], in: database) }
    }
    let (dirty, reused, kept) = try writeFiles(stat, parsing, to: database, previousProducers: previousProducers,
                                         nextProducerID: nextProducerID, nextFileID: nextFileID,
                                         deleting: keeping ? rows : nil)
    if parsing.streamed {
      parsing.group.wait()
      if !checksNames { target.parsedWithFinalNames?(projectNames) }
      clock.lap("parse")  // parsing, and writing all but the last files, overlapped
    }
    try recordSources(inputs, in: database)
    clock.lap("write")
    return Written(incremental: incremental, upToDate: upToDate, dirty: dirty, reused: reused, kept: kept)
  }

  /// Incremental derivation is possible when the derived tables exist and nothing that
  /// every file depends on changed: the build configuration, the settings, the module
  /// list, the set of files, or any changed file's symbols.
  private func isIncremental(_ stat: Stat, _ parsing: Parsing, in database: Database, rebuilt: Bool, removed: Bool,
                             settings: String) throws -> Bool {
    let previousSettings = try database.rows("SELECT value FROM meta WHERE key = 'settings'").first?.string(0)
    // (Read only when some file changed: the changed ones' symbols are compared.)
    let previousSymbols = parsing.changed.isEmpty ? [:] : Dictionary(uniqueKeysWithValues: try database.rows(
      "SELECT id, symbols FROM files").map { ($0.int(0), $0.string(1)) })
    return !parsing.streamed && parsing.hasDerived && !rebuilt && !stat.buildChanged && !removed
      && previousSettings == settings
      && parsing.changed.allSatisfy { index in
        guard let file = stat.known[sources[index].path] else { return false }  // a new file
        return previousSymbols[file.id] == parsing.results[index]?.symbols
      }
  }

  /// What the proof read of the old versions of the changed files (their reads' slots
  /// and views; Queries/derive_graph_5_edges.sql keeps their edges), and what custom modifiers provided before
  /// (Queries/affected_slots.sql compares them with the new ones).
  private func rememberBefore(_ changedIDs: [Int], in database: Database, incremental: Bool,
                              upToDate: Bool) throws {
    try database.execute("DROP TABLE IF EXISTS temp.reads_before; DROP TABLE IF EXISTS temp.provides_before;")
    if !incremental {
      // A full derivation starts from empty tables (faster than deleting every row).
      try database.execute(SQLScripts.resetDerived)
    } else if !upToDate {
      try database.execute("CREATE TEMP TABLE reads_before(slot TEXT NOT NULL, view TEXT NOT NULL, module TEXT NOT NULL)")
      let remember = try database.prepare("""
        INSERT INTO temp.reads_before(slot, view, module)
        SELECT kind || ':' || key, view, module FROM reads WHERE file_id = ?1
        """)
      for id in changedIDs { try remember.run(id) }
      try database.execute("CREATE TEMP TABLE provides_before AS SELECT producer_id, key FROM provides")
    }
  }

  /// Producer ids of re-parsed files, so unchanged producers keep theirs (not the
  /// conformers' copies of protocol-extension producers, negative ids that
  /// Queries/derive_graph_2_bodies.sql makes again: `conformer_producers`).
  private func producerIDs(of changedIDs: [Int], in database: Database) throws -> [String: [Int]] {
    var previousProducers: [String: [Int]] = [:]
    for id in changedIDs {
      for row in try database.rows(
        "SELECT id, owner, name, labels, kind FROM producers WHERE file_id = ? AND id > 0 ORDER BY id", id) {
        previousProducers[FactWriter.signature(owner: row.string(1), name: row.string(2), labels: row.string(3),
                                               kind: row.string(4)), default: []].append(row.int(0))
      }
    }
    return previousProducers
  }

  /// Writes each changed file's row and facts, in the plan's order; returns the ids
  /// written and the paths whose facts another configuration parsed. With `deleting`,
  /// the old rows of a file the index holds are still there: they are deleted before
  /// its facts are written, unless this run wrote them with the same facts (`keeps`).
  private func writeFiles(_ stat: Stat, _ parsing: Parsing, to database: Database, previousProducers: [String: [Int]],
                          nextProducerID: Int, nextFileID: Int,
                          deleting rows: FileRows?) throws -> (dirty: [Int], reused: Set<String>, kept: Int) {
    var reused: Set<String> = []
    var kept = 0
    // A first index writes into empty tables: their indexes are built once, after.
    let dirty = try BulkLoad.withoutIndexes(database, when: parsing.streaming) { () throws -> [Int] in
      // A re-parsed file keeps its id: the rows kept while the symbols are unchanged
      // name file-private views by their file (view_bodies), and must still find it.
      let insertFile = try database.prepare(
        "INSERT INTO files(id, path, module, hash, stamp, symbols, status) VALUES (?, ?, ?, ?, ?, ?, ?)")
      var writer = FactWriter(database: database, previousProducerIDs: previousProducers,
                              nextProducerID: nextProducerID)
      var dirty: [Int] = []
      var nextFileID = nextFileID
      for (position, index) in parsing.changed.enumerated() {
        let source = sources[index]
        let result = parsing.streamed ? parsing.stream.take(position) : parsing.results[index]!
        if result.reused { reused.insert(source.path) }
        let facts = result.facts ?? FileFacts()
        if let rows, let known = stat.known[source.path] {
          if keeps(source.path, result) {
            if known.stamp != stat.stamps[index] { try restamp(known.id, stat.stamps[index], in: database) }
            asked?.record(source.path, content: result.hash, facts.askedNames, digest: result.digest)
            kept += 1
            continue
          }
          // (Its producers keep their ids from its own: a kept file's are still taken.)
          writer.previousProducerIDs = try producerIDs(of: [known.id], in: database)
          try rows.delete(known.id)
        }
        let status = result.error != nil ? "unreadable" : facts.parsedCleanly ? "ok" : "syntax-errors"
        let fileID: Int
        if let known = stat.known[source.path]?.id {
          fileID = known
        } else {
          fileID = nextFileID
          nextFileID += 1
        }
        try insertFile.run(fileID, source.path, source.module, result.hash, stat.stamps[index],
                           result.symbols, status)
        dirty.append(fileID)
        if let error = result.error {
          try database.run("""
            INSERT INTO file_findings(file_id, code, subject, detail, line, col) VALUES (?, 'unreadable-file', ?, ?, 1, 1)
            """, fileID, source.path, error)
        }
        try writer.write(facts, fileID: fileID, module: source.module)
        asked?.record(source.path, content: result.hash, facts.askedNames, digest: result.digest)
      }
      return dirty
    }
    return (dirty, reused, kept)
  }

  /// Whether the file's rows, as this run wrote them, hold the facts just extracted
  /// (`result`): the same content and the same digest of its facts, and no error.
  private func keeps(_ path: String, _ result: Indexer.FileWork) -> Bool {
    result.error == nil && result.facts != nil && asked?.holds(path, content: result.hash, digest: result.digest) == true
  }

  /// A file whose facts stay: only its stamp is written.
  private func restamp(_ fileID: Int, _ stamp: String, in database: Database) throws {
    try database.run("UPDATE files SET stamp = ? WHERE id = ?", stamp, fileID)
  }

  /// What the facts were read from and under: the derivation's inputs, and the meta
  /// values the next run compares (written only where they changed: a run in which
  /// nothing changed writes nothing).
  private func recordSources(_ inputs: DerivationInputs, in database: Database) throws {
    try indexer.writeSettings(inputs, to: database)
    try indexer.writeModules(inputs, to: database)
    try indexer.setMeta(database, "build-configuration", buildFingerprint)
    try indexer.setMeta(database, "configuration", inputs.configuration)
    try indexer.setMeta(database, "configurations", inputs.configurations.joined(separator: "\n"))
    try indexer.setMeta(database, "project-names", try ProjectNamesQuery.encode(projectNames))
    try indexer.setMeta(database, "settings", inputs.fingerprint)
  }
}
