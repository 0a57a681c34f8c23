import Dispatch
import Foundation
import ImplicitsExtract
import ImplicitsStore

/// Indexes a project: discovers its Swift files, re-parses those whose content
/// changed (in parallel), writes their facts in one transaction, and recomputes
/// the derived relations and the proof in SQL.
public struct Indexer {
  public struct Options: Sendable {
    public var root: URL
    public var databasePath: String
    public var rebuild = false
    /// Index exactly these files (`MODULE<TAB>PATH` lines) instead of discovering them.
    public var sourceList: URL?
    /// Report reads that fall back to a default (also `strictEnvironment` in the config).
    public var strictEnvironment = false
    /// Build-configuration overrides from the command line, applied over the config file's.
    public var build = ProjectConfiguration.BuildOverrides()
    public init(root: URL, databasePath: String) {
      self.root = root
      self.databasePath = databasePath
    }
  }

  public struct Summary: Sendable {
    public var files = 0
    public var parsed = 0
    public var removed = 0
    public var rebuiltIndex = false
    public var seconds: Double = 0
  }

  public let options: Options
  /// Called with (parsed, total) as files are parsed; for progress display.
  public var progress: (@Sendable (Int, Int) -> Void)?

  public init(options: Options) { self.options = options }

  public func run() throws -> Summary {
    let start = DispatchTime.now()
    var summary = Summary()
    var configuration = try ProjectConfiguration.load(root: options.root)
    if let os = options.build.os { configuration.build.os = os }
    if let defines = options.build.defines { configuration.build.defines = (configuration.build.defines ?? ["DEBUG"]) + defines }
    configuration.build.canImport += options.build.canImport
    configuration.build.cannotImport += options.build.cannotImport
    configuration.build.environments += options.build.environments
    let buildConfiguration = configuration.buildConfiguration()
    let sources = try (options.sourceList.map { try ProjectDiscovery.sources(fromList: $0, root: options.root) }
      ?? ProjectDiscovery.discover(root: options.root)).filter { !configuration.excludes($0.path) }
    summary.files = sources.count

    let (database, rebuilt) = try IndexStore.openForWriting(path: options.databasePath, rebuild: options.rebuild)
    summary.rebuiltIndex = rebuilt

    // Read every file and hash it; only new or changed files are parsed.
    let contents = readAll(sources)
    var known: [String: (id: Int, hash: String, module: String)] = [:]
    for row in try database.rows("SELECT id, path, hash, module FROM files") {
      known[row.string(1)] = (row.int(0), row.string(2), row.string(3))
    }
    // Facts depend on the build configuration (#if): a different one re-parses everything.
    let previousBuild = try database.rows("SELECT value FROM meta WHERE key = 'build-configuration'").first?.string(0)
    let buildChanged = previousBuild != buildConfiguration.fingerprint
    let changed = sources.indices.filter { index in
      if buildChanged { return true }
      let source = sources[index]
      guard let previous = known[source.path] else { return true }
      return previous.hash != contents[index].hash || previous.module != source.module
    }
    let parsed = parse(changed.map { (sources[$0], contents[$0]) }, configuration: buildConfiguration)
    summary.parsed = changed.count

    let present = Set(sources.map(\.path))
    try database.transaction {
      let delete = try database.prepare("DELETE FROM files WHERE id = ?")
      for (path, entry) in known where !present.contains(path) {
        try delete.run(entry.id)
        summary.removed += 1
      }
      for index in changed where known[sources[index].path] != nil {
        try delete.run(known[sources[index].path]!.id)
      }
      let insertFile = try database.prepare("INSERT INTO files(path, module, hash, status) VALUES (?, ?, ?, ?)")
      let writer = FactWriter(database: database)
      for (offset, index) in changed.enumerated() {
        let source = sources[index]
        let content = contents[index]
        let facts = parsed[offset]
        let status = content.text == nil ? "unreadable" : facts.parsedCleanly ? "ok" : "syntax-errors"
        try insertFile.run(source.path, source.module, content.hash, status)
        let fileID = database.lastInsertRowID
        if let error = content.error {
          try database.run("""
            INSERT INTO file_findings(file_id, code, subject, detail, line, col) VALUES (?, 'unreadable-file', ?, ?, 1, 1)
            """, fileID, source.path, error)
        }
        try writer.write(facts, fileID: fileID, module: source.module)
      }
      try writeSettings(configuration, to: database)
      try database.run("INSERT OR REPLACE INTO meta(key, value) VALUES ('build-configuration', ?)",
                       buildConfiguration.fingerprint)
      try database.execute(SQLScripts.derive)
      // Rules 4 and 5 are a fixpoint: add what custom modifiers and containers provide
      // until a step adds nothing.
      repeat { try database.execute(SQLScripts.providesStep) } while database.changes > 0
      try database.execute(SQLScripts.siteKeys)
      try database.execute(SQLScripts.proof)
    }
    summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    return summary
  }

  /// The settings the queries read (see the `settings` table in Schema/facts.sql).
  private func writeSettings(_ configuration: ProjectConfiguration, to database: Database) throws {
    try database.execute("DELETE FROM settings")
    let insert = try database.prepare("INSERT INTO settings(name, value) VALUES (?, ?)")
    for key in configuration.requiredEnvironmentKeys { try insert.run("required-key", key) }
    try insert.run("previews", configuration.previews ? "on" : "off")
    for view in configuration.entryPoints { try insert.run("entry", view) }
    try insert.run("strict-environment", options.strictEnvironment || configuration.strictEnvironment ? "on" : "off")
  }

  struct Content: Sendable {
    var text: String?
    var hash: String
    var error: String?
  }

  private func readAll(_ sources: [SourceFile]) -> [Content] {
    sources.map { source in
      let url = source.path.hasPrefix("/") ? URL(fileURLWithPath: source.path)
        : options.root.appendingPathComponent(source.path)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        return Content(text: nil, hash: "unreadable", error: "the file could not be read")
      }
      let bytes = [UInt8](data)
      // Invalid UTF-8 is repaired (U+FFFD), so the rest of the file still indexes.
      return Content(text: String(decoding: bytes, as: UTF8.self), hash: ContentHash.of(bytes), error: nil)
    }
  }

  /// Parses files on all cores; results come back in input order.
  private func parse(_ work: [(SourceFile, Content)], configuration: AnalysisBuildConfiguration) -> [FileFacts] {
    let results = ResultSlots(count: work.count)
    let total = work.count
    let done = Counter()
    let progress = self.progress
    DispatchQueue.concurrentPerform(iterations: work.count) { index in
      let (source, content) = work[index]
      let facts = content.text.map {
        FileExtractor.extract(source: $0, fileName: source.path, configuration: configuration)
      } ?? FileFacts()
      results.set(index, facts)
      progress?(done.increment(), total)
    }
    return results.values
  }
}

/// Per-index result storage written from concurrent workers, one slot each.
final class ResultSlots: @unchecked Sendable {
  private var storage: [FileFacts]
  private let lock = NSLock()
  init(count: Int) { storage = Array(repeating: FileFacts(), count: count) }
  func set(_ index: Int, _ value: FileFacts) { lock.lock(); storage[index] = value; lock.unlock() }
  var values: [FileFacts] { lock.lock(); defer { lock.unlock() }; return storage }
}

final class Counter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()
  func increment() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
}
