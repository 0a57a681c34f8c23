import Dispatch
import Foundation
import ImplicitsDiscovery
import ImplicitsExtract
import ImplicitsStore

// The `parse` stage: reads, hashes and parses the touched files on all cores. Parsing is
// the one stage that scales with the cores, so the write stage takes each file's facts
// as soon as it and the ones before it are parsed whenever nothing has to be compared
// first (a first index, or one whose derived tables are all made again).
extension IndexPass {
  /// What the `parse` stage leaves the write stage.
  struct Parsing {
    /// A first index: every file is new.
    var streaming: Bool
    /// Whether files are written as they are parsed (`stream`, in the order of `changed`),
    /// rather than all parsed first (`results`).
    var streamed: Bool
    /// Whether the index holds every derived table an incremental run keeps.
    var hasDerived: Bool
    /// The sources (their positions in the plan) whose facts are written again.
    var changed: [Int]
    /// Each touched file's work, by its position in the plan, when parsed first.
    var results: [Int: Indexer.FileWork]
    let stream: ParseStream
    /// Done when every file streamed is parsed.
    let group: DispatchGroup
  }

  /// Every table an incremental run keeps or updates, rather than rebuilds: the ones a
  /// full derivation drops first (Queries/reset_derived.sql).
  static let keptTables = SQLScripts.derivedTables

  mutating func parse(_ stat: Stat, in database: Database) throws -> Parsing {
    let needsParse = stat.needsParse(asked: asked)
    let kept = Self.keptTables
    let hasDerived = try database.scalarInt(
      "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name IN (\(kept.map { "'\($0)'" }.joined(separator: ", ")))"
    ) == kept.count
    let touched = stat.touched
    // A first index (nothing indexed yet) has nothing to compare: every file is new and
    // written, so writing overlaps parsing, each file as soon as it and the ones before
    // it are parsed. Otherwise every file is parsed first, to decide what changed.
    let streaming = stat.known.isEmpty && !touched.isEmpty
    // Nor is there anything to compare when everything is derived again anyway (no
    // derived tables: the pass after one that found other names, Queries/reset_derived.sql;
    // or another build): which files change is decided from their bytes first (read,
    // hashed, looked for the changed names), and only those are parsed, each written as
    // soon as it and the ones before it are, as on a first index. (A file whose facts
    // come out as this run wrote them keeps its rows: the write stage's `keeps`.)
    let rewriting = !streaming && !touched.isEmpty && (stat.buildChanged || !hasDerived)
    var results: [Int: Indexer.FileWork] = [:]
    var toParse = touched
    if rewriting {
      let decided = Self.decide(touched.map { sources[$0] }, at: touched.map { indexer.path(of: sources[$0]) },
                                needsParse: needsParse)
      toParse = touched.indices.filter { decided[$0] == nil }.map { touched[$0] }
      for (position, index) in touched.enumerated() { if let work = decided[position] { results[index] = work } }
    }
    // Streaming, parsing keeps at most `lookahead` files ahead of the writer: with the
    // swift-syntax package the parser outruns the writer, and every file's facts waited
    // in memory at once.
    let streamed = streaming || rewriting
    let stream = ParseStream(count: toParse.count, lookahead: streamed ? ParseStream.lookahead : nil)
    let parsedSources = toParse.map { sources[$0] }
    let parsedPaths = parsedSources.map(indexer.path(of:))
    let progress = target.reportsProgress ? indexer.progress : nil
    let builds = self.builds, shared = target.shared, name = target.plan.name
    let parseAll: @Sendable () -> Void = {
      Self.parseFiles(parsedSources, at: parsedPaths, configurations: builds, shared: shared, sharedAs: name,
                      into: stream, progress: progress,
                      // (rewriting: decided already; one that changed since is parsed as it is now)
                      needsParse: rewriting ? Self.always : needsParse)
    }
    var parsing = Parsing(streaming: streaming, streamed: streamed, hasDerived: hasDerived, changed: toParse,
                          results: results, stream: stream, group: DispatchGroup())
    if streamed {
      // Each is parsed; the write stage waits for the last.
      DispatchQueue.global().async(group: parsing.group, execute: parseAll)
    } else {
      parseAll()
      if !checksNames { target.parsedWithFinalNames?(projectNames) }
      clock.lap("parse")
      let work = (0..<touched.count).map { stream.take($0) }
      parsing.changed = touched.indices.filter { work[$0].facts != nil }.map { touched[$0] }
      parsing.results = Dictionary(uniqueKeysWithValues: touched.indices.map { (touched[$0], work[$0]) })
    }
    return parsing
  }

  private static let always: @Sendable (SourceFile, String, [UInt8]) -> Bool = { _, _, _ in true }

  /// Reads and hashes files on all cores: per file, nil when it must be parsed
  /// (`needsParse`, as in `parseFiles`), else what it is without parsing (its hash, or why it
  /// cannot be read).
  static func decide(_ sources: [SourceFile], at paths: [String],
                             needsParse: @escaping @Sendable (SourceFile, String, [UInt8]) -> Bool) -> [Indexer.FileWork?] {
    // (Nothing here throws.)
    try! concurrentMap(Array(sources.indices)) { index -> Indexer.FileWork? in
      switch SourceReader.read(paths[index]) {
      case .success(let bytes):
        let hash = ContentHash.of(bytes)
        return needsParse(sources[index], hash, bytes) ? nil : Indexer.FileWork(hash: hash, facts: nil)
      case .failure:
        return nil  // parsed: `parseFiles` says why it cannot be read
      }
    }
  }

  /// Reads, hashes and parses files on all cores; results come back in input order.
  /// `needsParse(source, hash, bytes)` says whether a file whose content hashes to
  /// `hash` must be parsed. With several configurations (`shared`, this one named
  /// `configurationName` there), a file already
  /// parsed with the same `#if` outcomes and the same answers to the names its
  /// extraction asked is not parsed again.
  static func parseFiles(_ sources: [SourceFile], at paths: [String],
                         configurations: [String: AnalysisBuildConfiguration], shared: SharedFacts?,
                         sharedAs configurationName: String,
                         into results: ParseStream, progress: (@Sendable (Int, Int) -> Void)?,
                         needsParse: @escaping @Sendable (SourceFile, String, [UInt8]) -> Bool) {
    let total = sources.count
    let done = Counter()
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      results.waitForRoom(index)
      let source = sources[index]
      let work: Indexer.FileWork
      // SourceReader (reliability): says why a file cannot be read, never blocks on a
      // FIFO, and skips files over its size limit.
      switch SourceReader.read(paths[index]) {
      case .success(let bytes):
        let hash = ContentHash.of(bytes)
        if needsParse(source, hash, bytes) {
          // Invalid UTF-8 is repaired (U+FFFD), so the rest of the file still indexes.
          let text = String(decoding: bytes, as: UTF8.self)
          let configuration = configurations[source.module] ?? AnalysisBuildConfiguration()
          let extract = {
            Indexer.FileWork(hash: hash, facts: FileExtractor.extract(source: text, fileName: source.path,
                                                              configuration: configuration))
          }
          if let shared, shared.isShared(source.path) {
            // Extraction reads the configuration only to decide `#if`s and through the
            // lookups of project names it makes (AskedNames): the facts are the same in
            // every configuration that agrees on the outcome of each of the file's
            // conditions (all of the configuration but the names when one can't be read
            // on its own) and answers each name that extraction asked the same way.
            var unnamed = configuration
            unnamed.projectNames = ProjectNames()
            let conditions = ConditionOutcomes.of(bytes, in: configuration)
            let key = [source.path, hash, conditions ?? unnamed.fingerprint].joined(separator: "\u{1F}")
            if var known = shared.work(for: key, names: configuration.projectNames) {
              known.reused = true
              work = known
            } else {
              work = extract()
              shared.keep(work, path: source.path, key: key, names: configuration.projectNames,
                          by: configurationName)
            }
          } else {
            work = extract()
          }
        } else {
          work = Indexer.FileWork(hash: hash, facts: nil)
        }
      case .failure(let failure):
        work = Indexer.FileWork(hash: "unreadable", facts: FileFacts(), error: failure.description)
      }
      results.put(index, work)
      progress?(done.increment(), total)
    }
  }
}
