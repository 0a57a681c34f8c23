import CSQLite

/// A prepared statement. Prepare once, bind and run many times.
public final class Statement {
  let handle: OpaquePointer
  unowned let database: Database
  public let sql: String

  init(database: Database, sql: String) throws {
    var statement: OpaquePointer?
    let rc = sqlite3_prepare_v2(database.handle, sql, -1, &statement, nil)
    guard rc == SQLITE_OK, let statement else {
      throw database.error(rc, sql: sql)
    }
    self.handle = statement
    self.database = database
    self.sql = sql
  }

  deinit { sqlite3_finalize(handle) }

  /// Binds parameters by position (1-based in SQLite; 0-based here).
  public func bind(_ values: [SQLBindable?]) throws {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let rc: Int32
      switch value?.sqlValue ?? .null {
      case .null: rc = sqlite3_bind_null(handle, index)
      case .integer(let i): rc = sqlite3_bind_int64(handle, index, i)
      case .real(let d): rc = sqlite3_bind_double(handle, index, d)
      case .text(let s): rc = sqlite3_bind_text(handle, index, s, -1, SQLITE_TRANSIENT)
      }
      guard rc == SQLITE_OK else { throw database.error(rc, sql: sql) }
    }
  }

  /// Runs a statement that returns no rows.
  public func run(_ values: SQLBindable?...) throws { try run(values) }

  func run(_ values: [SQLBindable?]) throws {
    try bind(values)
    try step()
    sqlite3_reset(handle)
  }

  /// Runs a statement and collects every row.
  public func rows(_ values: [SQLBindable?] = []) throws -> [Row] {
    try bind(values)
    defer { sqlite3_reset(handle) }
    var result: [Row] = []
    while try step() { result.append(currentRow()) }
    return result
  }

  @discardableResult
  func step() throws -> Bool {
    let rc = sqlite3_step(handle)
    switch rc {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      let error = database.error(rc, sql: sql)
      sqlite3_reset(handle)
      throw error
    }
  }

  func currentRow() -> Row {
    let count = sqlite3_column_count(handle)
    var values: [SQLValue] = []
    values.reserveCapacity(Int(count))
    for column in 0..<count {
      switch sqlite3_column_type(handle, column) {
      case SQLITE_INTEGER: values.append(.integer(sqlite3_column_int64(handle, column)))
      case SQLITE_FLOAT: values.append(.real(sqlite3_column_double(handle, column)))
      case SQLITE_NULL: values.append(.null)
      default:
        if let text = sqlite3_column_text(handle, column) {
          // The length SQLite knows, rather than a search for the terminating zero.
          let count = Int(sqlite3_column_bytes(handle, column))
          values.append(.text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)))
        } else {
          values.append(.null)
        }
      }
    }
    return Row(values: values, columns: columnNames)
  }

  public lazy var columnNames: [String] = (0..<sqlite3_column_count(handle)).map {
    String(cString: sqlite3_column_name(handle, $0))
  }
}

/// SQLite's "copy this text now" destructor, which the C macro cannot express in Swift.
let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One result row; columns by position or name.
public struct Row: Sendable {
  public let values: [SQLValue]
  public let columns: [String]

  public subscript(_ index: Int) -> SQLValue { values[index] }
  public subscript(_ name: String) -> SQLValue {
    guard let index = columns.firstIndex(of: name) else { return .null }
    return values[index]
  }
  public func string(_ index: Int) -> String { values[index].string ?? "" }
  public func int(_ index: Int) -> Int { values[index].int ?? 0 }
  public func string(_ name: String) -> String { self[name].string ?? "" }
  public func int(_ name: String) -> Int { self[name].int ?? 0 }
  public func optionalString(_ name: String) -> String? { self[name].string }
  public func optionalInt(_ name: String) -> Int? { self[name].int }
}
