/// Filling empty tables with many rows: their indexes are dropped first and built
/// again at the end, each in one sorted pass, instead of updated row by row (names
/// and owners arrive in no order). Inside a transaction, so a run that fails leaves
/// the index as it was.
public enum BulkLoad {
  /// Runs `body` with the indexes of every table dropped (SQLite's own, for UNIQUE and
  /// PRIMARY KEY constraints, stay), then creates them again from their stored SQL;
  /// when not `enabled`, just runs it.
  public static func withoutIndexes<T>(_ database: Database, when enabled: Bool, _ body: () throws -> T) throws -> T {
    guard enabled else { return try body() }
    let indexes = try database.rows(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
      .map { (name: $0.string(0), sql: $0.string(1)) }
    for index in indexes { try database.execute("DROP INDEX \(IndexStore.quoted(index.name))") }
    let result = try body()
    for index in indexes { try database.execute(index.sql) }
    return result
  }
}
