/// Deletes a file's rows from the index: the rows of every table that references
/// `files`, one statement per table, children before the tables they reference, then
/// the file's own row.
///
/// `DELETE FROM files` alone deletes the same rows through `ON DELETE CASCADE`, but row
/// by row: each node it deletes probes every table that references `nodes` (five) for
/// rows to delete in turn. Deleting those tables' rows of the file first leaves the
/// cascade nothing to find; it still runs, so a row of another file that points into
/// this one goes as before (the same rows go either way). On PocketCasts' index, a
/// third of its files: 1.09 s by the cascade, 0.75 s this way.
public struct FileRows {
  private let statements: [Statement]

  /// Prepares the deletes for the tables the index has now (derived tables come and go).
  public init(_ database: Database) throws {
    var children: [String: Set<String>] = [:]  // table -> the tables it references, but `files` and itself
    for row in try database.rows("""
      SELECT DISTINCT m.name FROM sqlite_master m, pragma_foreign_key_list(m.name) f
      WHERE m.type = 'table' AND f."table" = 'files' AND f."from" = 'file_id'
      """) {
      children[row.string(0)] = []
    }
    for row in try database.rows("""
      SELECT m.name, f."table" FROM sqlite_master m, pragma_foreign_key_list(m.name) f
      WHERE m.type = 'table' AND f."table" NOT IN ('files', m.name)
      """) where children[row.string(0)] != nil && children[row.string(1)] != nil {
      children[row.string(0)]!.insert(row.string(1))
    }
    // A table goes once no table still to go references it.
    var order: [String] = []
    var left = children
    while !left.isEmpty {
      let referenced = Set(left.values.flatMap { $0 })
      let ready = left.keys.filter { !referenced.contains($0) }.sorted()
      // (A cycle among them: the rest by name; the cascade still deletes what they miss.)
      for table in ready.isEmpty ? left.keys.sorted() : ready {
        order.append(table)
        left[table] = nil
      }
    }
    statements = try order.map { try database.prepare("DELETE FROM \(IndexStore.quoted($0)) WHERE file_id = ?") }
      + [try database.prepare("DELETE FROM files WHERE id = ?")]
  }

  public func delete(_ fileID: Int) throws {
    for statement in statements { try statement.run(fileID) }
  }
}
