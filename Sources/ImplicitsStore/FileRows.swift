/// Deletes a file's rows from the index: the rows of every table that references
/// `files`, one statement per table, children before the tables they reference, then
/// the file's own row.
///
/// `DELETE FROM files` alone deletes the same rows through `ON DELETE CASCADE`, but row
/// by row: each node it deletes probes every table that references `nodes` (five) for
/// rows to delete in turn. Deleting those tables' rows of the file first leaves the
/// cascade nothing to find; it still runs, so a row of another file that points into
/// this one goes as before (the same rows go either way).
public struct FileRows {
  private let statements: [Statement]

  /// Prepares the deletes for the tables the index has now (derived tables come and go).
  public init(_ database: Database) throws {
    // Each table whose `file_id` references `files`, and the others of them it references.
    let keys = try database.rows("""
      SELECT m.name, f."table", f."from" FROM sqlite_master m, pragma_foreign_key_list(m.name) f
      WHERE m.type = 'table'
      """).map { (table: $0.string(0), parent: $0.string(1), column: $0.string(2)) }
    var references: [String: Set<String>] = [:]
    for key in keys where key.parent == "files" && key.column == "file_id" { references[key.table] = [] }
    for key in keys where key.parent != key.table && references[key.table] != nil && references[key.parent] != nil {
      references[key.table]!.insert(key.parent)
    }
    // A table goes once no table still to go references it.
    var order: [String] = []
    var left = references
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
