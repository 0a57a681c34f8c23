import Foundation
import ImplicitsStore

/// Every table of an index as sorted text lines, for the differential test of
/// incrementality (IncrementalDriver): two indexes of the same tree must give the same
/// lines, whatever runs made them.
///
/// Rows are compared by content, not by their numbers: an incremental run deletes a
/// changed file's rows and inserts new ones, so a file, type expression, producer, node
/// or read has another `id` than a rebuild gives it, and every column that points at
/// one holds another number. Each such number is written as the row it names (its
/// columns other than numbers, the file as its path), so the same facts give the same
/// lines. A number that names no row (a built-in producer's negative id) is written as
/// it is.
///
/// Left out, and why: `files.stamp` (a file's size and modification time: the two
/// trees are copies made at different moments, and the stamp only decides whether to
/// read a file, never what it holds), and the `meta` row `derivation` (a counter of the
/// derivations this index has seen, so that diagnostics rendered before one are not
/// stored after it: a rebuild starts it again at 1).
struct IndexDump {
  /// Columns not compared, as `table.column`.
  static let runSpecific: Set<String> = ["files.stamp"]
  /// `meta` rows not compared.
  static let runSpecificMeta: Set<String> = ["derivation"]

  /// The tables whose `id` other tables point at.
  static let numbered = ["files", "types", "type_exprs", "producers", "nodes", "reads"]

  /// The table a column's numbers point into, by the schema's naming (Schema/facts.sql
  /// and the derived tables of Queries/); nil for a column that holds no row number.
  static func target(table: String, column: String) -> String? {
    switch column {
    case "id": numbered.contains(table) ? table : nil
    case "file_id": "files"
    case "producer_id", "from_producer", "to_producer", "clone_id", "caller": "producers"
    case "node_id", "parent_id", "site_id", "call_id", "declaration_id", "presentation_id", "shown_at": "nodes"
    case "read_id": "reads"
    case "type_id": table == "view_types" ? "types" : "type_exprs"
    case "expr_id", "base_id", "argument_id", "result_id", "value_type_id", "key_id", "from_type_id", "to_type_id",
         "check_type_id", "value_id", "target_id":
      "type_exprs"
    default: nil
    }
  }

  /// Table name → its rows, each a line, sorted.
  var tables: [String: [String]] = [:]

  init(path: String) throws {
    let database = try Database(path: path, mode: .readOnly)
    let names = try database.rows("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map { $0.string(0) }
    var contents: [String: [Row]] = [:]
    for name in names { contents[name] = try database.rows("SELECT * FROM \"\(name)\"") }
    contents["meta"] = contents["meta"]?.filter { !Self.runSpecificMeta.contains($0.string("key")) }
    // What each numbered row is: its own columns, each number into a table named before
    // it in `numbered` written as that row (a file as its path); numbers into its own
    // table or a later one are left out (they would make the identity depend on ids).
    var identities: [String: [Int64: String]] = [:]
    for table in Self.numbered where contents[table] != nil {
      var map: [Int64: String] = [:]
      for row in contents[table]! {
        guard case .integer(let id) = row["id"] else { continue }
        map[id] = table == "files" ? row.string("path") : Self.line(row, table: table) { column, value in
          guard let target = Self.target(table: table, column: column) else { return nil }
          guard case .integer(let number) = value else { return value == .null ? "NULL" : nil }
          guard target != table, let known = identities[target] else { return "·" }
          return known[number].map { "<\($0)>" } ?? "#\(number)"
        }
      }
      identities[table] = map
    }
    for (table, rows) in contents {
      tables[table] = rows.map { row in
        Self.line(row, table: table) { column, value in
          guard let target = Self.target(table: table, column: column), case .integer(let number) = value else { return nil }
          return identities[target]?[number].map { "<\($0)>" } ?? "#\(number)"
        }
      }.sorted()
    }
  }

  /// A row as `column=value` fields; `number` gives a numbered column's text, or nil for
  /// a column written as it is. `id` columns of numbered tables are left out.
  static func line(_ row: Row, table: String, number: (String, SQLValue) -> String?) -> String {
    var fields: [String] = []
    for (position, column) in row.columns.enumerated() where !runSpecific.contains("\(table).\(column)") {
      let value = row.values[position]
      if column == "id" && numbered.contains(table) { continue }
      if let text = number(column, value) {
        fields.append("\(column)=\(text)")
        continue
      }
      switch value {
      case .null: fields.append("\(column)=NULL")
      case .integer(let number): fields.append("\(column)=\(number)")
      case .real(let number): fields.append("\(column)=\(number)")
      case .text(let text): fields.append("\(column)=\(text.debugDescription)")
      }
    }
    return fields.joined(separator: " ")
  }

  /// The first differences from `other` (this is the incremental index, `other` the
  /// rebuild's): each table whose rows differ, with a few rows only one side has.
  func differences(from other: IndexDump, limit: Int = 3) -> [String] {
    var found: [String] = []
    for table in Set(tables.keys).union(other.tables.keys).sorted() {
      let mine = tables[table], theirs = other.tables[table]
      guard mine != theirs else { continue }
      guard let mine, let theirs else {
        found.append("table \(table) only in the \(mine == nil ? "rebuild" : "incremental run")")
        continue
      }
      let onlyMine = Self.missing(mine, from: theirs), onlyTheirs = Self.missing(theirs, from: mine)
      found.append("table \(table): \(mine.count) rows incrementally, \(theirs.count) rebuilt; "
        + "\(onlyMine.count) only incrementally, \(onlyTheirs.count) only rebuilt")
      found += onlyMine.prefix(limit).map { "    incremental only: \($0.prefix(400))" }
      found += onlyTheirs.prefix(limit).map { "    rebuild only:     \($0.prefix(400))" }
    }
    return found
  }

  /// The lines of `lines` not in `other`, counted as a multiset.
  static func missing(_ lines: [String], from other: [String]) -> [String] {
    var counts: [String: Int] = [:]
    for line in other { counts[line, default: 0] += 1 }
    return lines.filter { line in
      guard let count = counts[line], count > 0 else { return true }
      counts[line] = count - 1
      return false
    }
  }
}
