import Foundation
import ImplicitsStore

extension QuerySession {
  /// `sql [--timeout SECONDS] STATEMENT`: one statement on the read-only index. Writes
  /// are refused twice over: the file is opened read-only, and `query_only` also
  /// keeps the statement from writing temporary tables.
  func sql(_ text: String, timeout option: String?) throws -> Int32 {
    var seconds = timeout
    if let option {
      guard let value = Double(option), value > 0 else { throw Failure(message: "--timeout needs a number of seconds") }
      seconds = value
    }
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw Failure(message: "usage: sql [--timeout SECONDS] SELECT ...  (tables: sql SELECT name FROM sqlite_master)")
    }
    guard let statement = SQLText.singleStatement(text) else {
      throw Failure(message: "sql runs one statement at a time")
    }
    let database = index.database
    try database.execute("PRAGMA query_only = 1")
    defer { try? database.execute("PRAGMA query_only = 0") }
    do {
      let (columns, rows) = try timeLimit.run(seconds: seconds, what: "sql") { () throws -> ([String], [Row]) in
        let prepared = try database.prepareQuery(statement)  // refuses VACUUM INTO and other writes
        let rows = try prepared.rows()
        return (prepared.columnNames, rows)
      }
      var table = TextTable(header: columns)
      table.rows = rows.map { row in row.values.map(Self.cell) }
      if !columns.isEmpty { print(table.rendered(color: color)) }
      print("(\(rows.count) row\(rows.count == 1 ? "" : "s"))")
      return 0
    } catch let exceeded as TimeLimit.Exceeded {
      throw Failure(message: exceeded.description)
    } catch let error as SQLiteError where error.isReadOnly {
      throw Failure(message: "sql: the index is read-only here; sql runs queries, never changes (\(error.message))")
    } catch let error as SQLiteError {
      throw Failure(message: "sql: \(error.message)")
    }
  }

  static func cell(_ value: SQLValue) -> String {
    switch value {
    case .null: "NULL"
    case .integer(let number): String(number)
    case .real(let number): String(number)
    case .text(let text): text.replacingOccurrences(of: "\n", with: "\\n")
    }
  }
}
