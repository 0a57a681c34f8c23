import CSQLite
import Foundation

/// A connection to one SQLite database file.
public final class Database {
  let handle: OpaquePointer
  public let path: String
  private var statements: [String: Statement] = [:]

  public enum Mode: Sendable { case readWrite, readOnly }

  /// Words appended to SQLite's message for failures of one primary result code
  /// (`SQLITE_CORRUPT`: "the index is damaged; run implicits-index --rebuild"), so an
  /// error deep in a query still tells the user what to do. Set by `IndexStore`.
  public var advice: [Int32: String] = [:]

  /// `immutable`: read a file on read-only media, where SQLite cannot create the
  /// `-shm` file a WAL database needs (`?immutable=1`: no locks, no WAL; only for
  /// files nothing can be writing).
  public init(path: String, mode: Mode = .readWrite, immutable: Bool = false) throws {
    _ = Self.configured
    var db: OpaquePointer?
    let flags = mode == .readOnly
      ? SQLITE_OPEN_READONLY
      : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    let name = immutable ? Self.immutableURI(path) : path
    let rc = sqlite3_open_v2(name, &db, flags | SQLITE_OPEN_NOMUTEX | (immutable ? SQLITE_OPEN_URI : 0), nil)
    guard rc == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open database"
      if let db { sqlite3_close(db) }
      throw SQLiteError(code: rc & 0xff, message: message, sql: nil)
    }
    self.handle = db
    self.path = path
    // Another process may hold the write lock (a concurrent indexer): wait for it.
    sqlite3_busy_timeout(db, Int32(Self.busySeconds * 1000))
    if Self.profiling { Self.profile(db) }
  }

  /// How long a statement waits for another process's lock before SQLite says busy.
  static let busySeconds = 30

  /// Runs `body` with statements answering busy at once instead of waiting.
  func withoutWaiting<T>(_ body: () throws -> T) rethrows -> T {
    sqlite3_busy_timeout(handle, 0)
    defer { sqlite3_busy_timeout(handle, Int32(Self.busySeconds * 1000)) }
    return try body()
  }

  /// SQLite's process-wide settings, made once before the first connection opens
  /// (CSQLite/shim.h says which and why).
  private static let configured: Void = { _ = implicits_sqlite_configure() }()

  /// `IMPLICITS_SQL_PROFILE=MS`: every statement that runs at least MS milliseconds is
  /// printed to standard error with its time, for finding where a stage's time goes.
  static let profiling = ProcessInfo.processInfo.environment["IMPLICITS_SQL_PROFILE"] != nil
  static let profileThreshold = Double(ProcessInfo.processInfo.environment["IMPLICITS_SQL_PROFILE"] ?? "") ?? 10

  /// When each running statement started (SQLite's own profile times are whole
  /// milliseconds, which hides the hundreds of sub-millisecond statements of an edit).
  nonisolated(unsafe) private static var started: [UnsafeMutableRawPointer: UInt64] = [:]
  private static let startedLock = NSLock()

  private static func profile(_ db: OpaquePointer) {
    sqlite3_trace_v2(db, UInt32(SQLITE_TRACE_STMT | SQLITE_TRACE_PROFILE), { kind, _, statement, _ in
      guard let statement else { return 0 }
      let now = DispatchTime.now().uptimeNanoseconds
      if kind == UInt32(SQLITE_TRACE_STMT) {
        Database.startedLock.withLock { if Database.started[statement] == nil { Database.started[statement] = now } }
        return 0
      }
      guard let start = Database.startedLock.withLock({ Database.started.removeValue(forKey: statement) }) else { return 0 }
      let milliseconds = Double(now - start) / 1e6
      guard milliseconds >= Database.profileThreshold,
            let text = sqlite3_sql(OpaquePointer(statement)) else { return 0 }
      let words = String(cString: text).split(whereSeparator: \.isWhitespace).prefix(14).joined(separator: " ")
      // Rows stepped through by full scans, and virtual machine steps: where the time goes.
      let scanned = sqlite3_stmt_status(OpaquePointer(statement), SQLITE_STMTSTATUS_FULLSCAN_STEP, 0)
      let steps = sqlite3_stmt_status(OpaquePointer(statement), SQLITE_STMTSTATUS_VM_STEP, 0)
      FileHandle.standardError.write(Data(String(format: "sql %8.2f ms %9d scanned %10d steps  %@\n",
                                                 milliseconds, scanned, steps, words).utf8))
      return 0
    }, nil)
  }

  deinit {
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  func error(_ rc: Int32, sql: String?) -> SQLiteError {
    advised(SQLiteError(code: rc & 0xff, message: String(cString: sqlite3_errmsg(handle)), sql: sql))
  }

  /// The error with `advice` for its code appended; the statement is dropped then, so
  /// the message reads as one sentence rather than a page of SQL.
  func advised(_ error: SQLiteError) -> SQLiteError {
    guard let words = advice[error.code] else { return error }
    return SQLiteError(code: error.code, message: error.message + "; " + words, sql: nil)
  }

  /// Runs one or more statements with no parameters (schema scripts, pragmas).
  public func execute(_ sql: String) throws {
    var message: UnsafeMutablePointer<CChar>?
    let rc = sqlite3_exec(handle, sql, nil, nil, &message)
    if rc != SQLITE_OK {
      let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
      sqlite3_free(message)
      throw advised(SQLiteError(code: rc & 0xff, message: text, sql: sql))
    }
  }

  /// Prepares a statement that must not write: anything `sqlite3_stmt_readonly` does
  /// not vouch for (`VACUUM INTO 'file'`, `PRAGMA journal_mode = DELETE`, `CREATE TEMP
  /// TABLE`, ...) is refused as SQLITE_READONLY before it runs. For user-typed SQL
  /// (`implicits-query sql`): a read-only connection alone still lets `VACUUM INTO`
  /// create the file it names.
  public func prepareQuery(_ sql: String) throws -> Statement {
    let statement = try prepare(sql)
    guard sqlite3_stmt_readonly(statement.handle) != 0 else {
      throw SQLiteError(code: SQLITE_READONLY, message: "attempt to write a readonly database", sql: sql)
    }
    return statement
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
    try prepare(sql).run(values)
  }

  public func scalarInt(_ sql: String, _ values: SQLBindable?...) throws -> Int? {
    try prepare(sql).rows(values).first?.values.first?.int
  }

  /// Runs `body` in one transaction: committed if it returns, rolled back if it throws.
  /// `IMMEDIATE` takes the write lock up front, so two indexers serialise cleanly.
  /// A transaction begun by `beginPendingTransaction()` becomes this one instead.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    try transaction(leavingOpenIf: { false }, body)
  }

  /// A transaction that, when `leaveOpen` says so once `body` has succeeded, is not
  /// committed but left pending: the next `transaction` call continues it, so work
  /// that takes several steps (an index pass followed by another) commits whole, or
  /// not at all. Closing the connection first rolls it back.
  public func transaction<T>(leavingOpenIf leaveOpen: () -> Bool, _ body: () throws -> T) throws -> T {
    if pendingTransaction {
      pendingTransaction = false
    } else {
      try execute("BEGIN IMMEDIATE")
    }
    do {
      let result = try body()
      if leaveOpen() {
        pendingTransaction = true
      } else {
        try execute("COMMIT")
      }
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// Takes the write lock now (`BEGIN IMMEDIATE`) and keeps the transaction open: the
  /// next `transaction` call continues it rather than beginning its own, so work done
  /// before it (IndexStore replacing an outdated schema) commits together with it, or
  /// not at all. Closing the connection first rolls it back.
  public func beginPendingTransaction() throws {
    try execute("BEGIN IMMEDIATE")
    pendingTransaction = true
  }
  private var pendingTransaction = false

  /// Ends a transaction begun by `beginPendingTransaction()` that no `transaction`
  /// call took over.
  public func commitPendingTransaction() throws {
    guard pendingTransaction else { return }
    pendingTransaction = false
    try execute("COMMIT")
  }

  /// `PRAGMA quick_check`: nil when the file is sound, else SQLite's first complaint.
  public func quickCheck() throws -> String? {
    let result = try rows("PRAGMA quick_check").first?.string(0) ?? "ok"
    return result == "ok" ? nil : result
  }

  public var lastInsertRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }
  public var changes: Int { Int(sqlite3_changes(handle)) }
  /// Rows changed by every statement since the connection opened (a multi-statement
  /// script's `changes` counts only its last statement).
  public var totalChanges: Int { Int(sqlite3_total_changes(handle)) }

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

  /// `file:` URI of a path, opened read-only and immutable.
  static func immutableURI(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%")
    return "file:" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path) + "?immutable=1"
  }
}

final class ProgressBox {
  let check: () -> Bool
  init(_ check: @escaping () -> Bool) { self.check = check }
}
