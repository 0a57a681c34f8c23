import CSQLite

/// A failure reported by SQLite, with the statement that caused it.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
  /// The primary result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, ...).
  public let code: Int32
  public let message: String
  public let sql: String?

  public var description: String {
    if let sql { return "SQLite error \(code): \(message) (in: \(sql.prefix(120)))" }
    return "SQLite error \(code): \(message)"
  }

  /// The database file is damaged or is not a database at all.
  public var isCorruption: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }
  public var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
  public var isReadOnly: Bool { code == SQLITE_READONLY }
  public var isDiskFull: Bool { code == SQLITE_FULL }
  public var isInterrupted: Bool { code == SQLITE_INTERRUPT }
}
