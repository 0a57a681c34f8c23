import CSQLite

/// A connection to one SQLite database file.
public final class Database {
  let handle: OpaquePointer
  public let path: String
  private var statements: [String: Statement] = [:]

  public enum Mode: Sendable { case readWrite, readOnly }

  public init(path: String, mode: Mode = .readWrite) throws {
    var db: OpaquePointer?
    let flags = mode == .readOnly
      ? SQLITE_OPEN_READONLY
      : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    let rc = sqlite3_open_v2(path, &db, flags | SQLITE_OPEN_NOMUTEX, nil)
    guard rc == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open database"
      if let db { sqlite3_close(db) }
      throw SQLiteError(code: rc & 0xff, message: message, sql: nil)
    }
    self.handle = db
    self.path = path
    // Another process may hold the write lock (a concurrent indexer): wait for it.
    sqlite3_busy_timeout(db, 30_000)
  }

  deinit {
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  func error(_ rc: Int32, sql: String?) -> SQLiteError {
    SQLiteError(code: rc & 0xff, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
  }

  /// Runs one or more statements with no parameters (schema scripts, pragmas).
  public func execute(_ sql: String) throws {
    var message: UnsafeMutablePointer<CChar>?
    let rc = sqlite3_exec(handle, sql, nil, nil, &message)
    if rc != SQLITE_OK {
      let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
      sqlite3_free(message)
      throw SQLiteError(code: rc & 0xff, message: text, sql: sql)
    }
  }

  /// A prepared statement, cached by its text so hot loops reuse it.
  public func prepare(_ sql: String) throws -> Statement {
    if let cached = statements[sql] { return cached }
    let statement = try Statement(database: self, sql: sql)
    statements[sql] = statement
    return statement
  }

  /// Convenience: prepare (cached), bind, collect rows.
  public func rows(_ sql: String, _ values: SQLBindable?...) throws -> [Row] {
    try prepare(sql).rows(values)
  }

  public func run(_ sql: String, _ values: SQLBindable?...) throws {
    let statement = try prepare(sql)
    try statement.bind(values)
    try statement.step()
    sqlite3_reset(statement.handle)
  }

  public func scalarInt(_ sql: String, _ values: SQLBindable?...) throws -> Int? {
    try prepare(sql).rows(values).first?.values.first?.int
  }

  /// Runs `body` in one transaction: committed if it returns, rolled back if it throws.
  /// `IMMEDIATE` takes the write lock up front, so two indexers serialise cleanly.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  public var lastInsertRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }
  public var changes: Int { Int(sqlite3_changes(handle)) }

  /// Stops a running statement from another thread (query time limits, Ctrl-C).
  public func interrupt() { sqlite3_interrupt(handle) }

  /// Calls `check` every `instructions` virtual-machine steps; returning true aborts the statement.
  public func setProgressHandler(every instructions: Int32, _ check: @escaping () -> Bool) {
    let box = Unmanaged.passRetained(ProgressBox(check))
    progressBox?.release()
    progressBox = box
    sqlite3_progress_handler(handle, instructions, { context in
      guard let context else { return 0 }
      return Unmanaged<ProgressBox>.fromOpaque(context).takeUnretainedValue().check() ? 1 : 0
    }, box.toOpaque())
  }
  private var progressBox: Unmanaged<ProgressBox>?

  public static var libraryVersion: String { String(cString: sqlite3_libversion()) }
}

final class ProgressBox {
  let check: () -> Bool
  init(_ check: @escaping () -> Bool) { self.check = check }
}
