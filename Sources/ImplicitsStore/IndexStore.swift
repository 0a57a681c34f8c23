import Foundation

/// Opening the index database: location, schema version, and the failure modes a
/// user must be told about in plain words.
public enum IndexStore {
  public enum OpenError: Error, CustomStringConvertible {
    case missing(path: String)
    case corrupt(path: String, detail: String)
    case outdated(path: String)
    case cannotCreate(path: String, detail: String)

    public var description: String {
      switch self {
      case .missing(let path):
        return "no index at \(path); run `implicits-index` in the project folder first"
      case .corrupt(let path, let detail):
        return "the index at \(path) is damaged (\(detail)); run `implicits-index --rebuild` to recreate it"
      case .outdated(let path):
        return "the index at \(path) was written by another version of implicits; run `implicits-index` to rebuild it"
      case .cannotCreate(let path, let detail):
        return "cannot write the index at \(path): \(detail)"
      }
    }
  }

  /// Opens (creating if needed) the index for writing. An index from another schema
  /// version is deleted and recreated; `rebuilt` says so.
  public static func openForWriting(path: String, rebuild: Bool = false) throws -> (Database, rebuilt: Bool) {
    let directory = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: directory.isEmpty ? "." : directory,
                                              withIntermediateDirectories: true)
    } catch {
      throw OpenError.cannotCreate(path: path, detail: error.localizedDescription)
    }
    if rebuild { removeDatabaseFiles(path) }
    var rebuilt = false
    if FileManager.default.fileExists(atPath: path) {
      switch stamp(atPath: path) {
      case .success(let stamp?) where stamp == SQLScripts.schemaStamp: break
      case .success:
        removeDatabaseFiles(path)
        rebuilt = true
      case .failure(let error):
        throw OpenError.corrupt(path: path, detail: error.description)
      }
    }
    do {
      let database = try Database(path: path)
      try database.execute("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;")
      try database.transaction {
        try database.execute(SQLScripts.schema)
        try database.run("INSERT OR REPLACE INTO meta(key, value) VALUES ('schema', ?)", SQLScripts.schemaStamp)
      }
      return (database, rebuilt)
    } catch let error as SQLiteError {
      if error.isCorruption { throw OpenError.corrupt(path: path, detail: error.message) }
      throw OpenError.cannotCreate(path: path, detail: error.message)
    }
  }

  /// Opens an existing index read-only: queries can never change it.
  public static func openForReading(path: String) throws -> Database {
    guard FileManager.default.fileExists(atPath: path) else { throw OpenError.missing(path: path) }
    switch stamp(atPath: path) {
    case .success(let stamp?) where stamp == SQLScripts.schemaStamp: break
    case .success: throw OpenError.outdated(path: path)
    case .failure(let error): throw OpenError.corrupt(path: path, detail: error.description)
    }
    do {
      return try Database(path: path, mode: .readOnly)
    } catch let error as SQLiteError {
      throw OpenError.corrupt(path: path, detail: error.message)
    }
  }

  /// The schema stamp stored in the file, nil when it has none (not one of ours, or older).
  static func stamp(atPath path: String) -> Result<String?, SQLiteError> {
    do {
      let database = try Database(path: path, mode: .readOnly)
      let hasMeta = try database.scalarInt(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'meta'") ?? 0
      guard hasMeta > 0 else { return .success(nil) }
      return .success(try database.rows("SELECT value FROM meta WHERE key = 'schema'").first?.string(0))
    } catch let error as SQLiteError {
      return .failure(error)
    } catch {
      return .failure(SQLiteError(code: 1, message: "\(error)", sql: nil))
    }
  }

  static func removeDatabaseFiles(_ path: String) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
  }
}
