import Dispatch
import Foundation
import ImplicitsDiscovery
import ImplicitsExtract
import ImplicitsStore
import ImplicitsVersion

/// Indexes a project: discovers its Swift files, re-parses those whose content
/// changed (in parallel), writes their facts in one transaction, and recomputes
/// the derived relations and the proof in SQL.
public struct Indexer: Sendable {
  public struct Options: Sendable {
    public var root: URL
    public var databasePath: String
    public var rebuild = false
    /// Index exactly these files (`MODULE<TAB>PATH` lines) instead of discovering them.
    public var sourceList: URL?
    /// Report reads that fall back to a default (also `strictEnvironment` in the config).
    public var strictEnvironment = false
    /// `--preview-findings error|warning|off`, over the config file's `previewFindings`.
    public var previewFindings: String?
    /// `--unproven error|warning`, over the config file's `unproven`.
    public var unproven: String?
    /// Build-configuration overrides from the command line, applied over the config file's.
    public var build = ProjectConfiguration.BuildOverrides()
    /// Index the configurations one after the other, each parsing its own files (for
    /// the tests that check running them at once changes nothing).
    var configurationsOneByOne = false
    /// The analyzer build the facts are extracted by: an index of another build has
    /// every file extracted again (a test stands for a rebuilt analyzer with another).
    public var analyzerBuild = ImplicitsVersion.build
    public init(root: URL, databasePath: String) {
      self.root = root
      self.databasePath = databasePath
    }
  }

  public struct Summary: Sendable {
    /// Whether only the changed files' derived rows and the slots they affect were recomputed.
    public var incremental = false
    /// Slots the proof recomputed in an incremental run.
    public var provedSlots = 0
    /// What discovery could not read exactly (manifests, project files).
    public var notes: [DiscoveryNote] = []
    /// Seconds per stage, in order: discover, stat, parse, write, derive, provides,
    /// site-keys, proof, commit.
    public var stages: [(name: String, seconds: Double)] = []
    public var files = 0
    /// Swift files under the root in no target (not counting `exclude`d ones).
    public var unassigned: [String] = []
    public var parsed = 0
    public var removed = 0
    public var rebuiltIndex = false
    /// Why the index was found damaged (SQLite's words) when this run deleted it and
    /// indexed again from the sources: it is a cache (IndexStore.isOurs).
    public var repairedIndex: String?
    /// The baseline `.implicits.json` names, as a path (relative ones from the root).
    public var baselinePath: String?
    public var seconds: Double = 0
    /// The build configurations indexed (BuildConfigurations), the first one's index
    /// at the database path; one name for most projects.
    public var configurations: [String] = []
    /// Each pass's stage times, labelled with its configuration (`--timing` prints them
    /// when a run made more than one pass: several configurations, or ProjectNames).
    public var passes: [(label: String, stages: [(name: String, seconds: Double)])] = []
    /// Whether the index was already up to date: nothing read changed, so nothing was
    /// derived or proved again.
    public var upToDate = false

    /// Adds one configuration's run: counts and stage times add up.
    mutating func add(_ other: Summary) {
      provedSlots += other.provedSlots
      parsed += other.parsed
      passes += other.passes
      addTime(of: other)
    }

    /// Adds another run's time, stage by stage (`--timing`), and what it removed or rebuilt.
    mutating func addTime(of other: Summary) {
      removed += other.removed
      rebuiltIndex = rebuiltIndex || other.rebuiltIndex
      repairedIndex = repairedIndex ?? other.repairedIndex
      for stage in other.stages {
        if let index = stages.firstIndex(where: { $0.name == stage.name }) {
          stages[index].seconds += stage.seconds
        } else {
          stages.append(stage)
        }
      }
    }
  }

  public let options: Options
  /// Called with (parsed, total) as files are parsed; for progress display.
  public var progress: (@Sendable (Int, Int) -> Void)?

  /// The root's path, ending in `/`.
  private let rootPath: String

  public init(options: Options) {
    self.options = options
    let root = options.root.path
    rootPath = root.hasSuffix("/") ? root : root + "/"
  }

  public func run() throws -> Summary {
    let start = DispatchTime.now()
    let (configuration, project) = try plan()
    let plans = project.configurations
    let discoverSeconds = Self.seconds(since: start)
    let names = plans.map(\.name)
    let before = try previousConfigurations()

    var total = Summary()
    total.notes = project.notes
    total.unassigned = project.unassigned.filter { !configuration.excludes($0) }
    total.configurations = names
    total.baselinePath = configuration.baseline.map { $0.hasPrefix("/") ? $0 : rootPath + $0 }
    var incremental = true
    var upToDate = true
    // A file whose `#if`s all come out the same gives the same facts: parsed once.
    let shared = plans.count > 1 ? SharedFacts() : nil
    let targets = plans.enumerated().map { position, plan in
      let path = position == 0 ? options.databasePath : IndexStore.configurationPath(options.databasePath, plan.name)
      return Target(plan: plan, databasePath: path, configuration: configuration, configurations: names,
                    shared: shared, reportsProgress: position == 0)
    }
    for summary in try runConcurrently(targets) {
      incremental = incremental && summary.incremental
      upToDate = upToDate && summary.upToDate
      total.add(summary)
    }
    total.incremental = incremental
    total.upToDate = upToDate
    // Configurations the project no longer has: their indexes go.
    for name in before where !names.dropFirst().contains(name) {
      IndexStore.removeDatabaseFiles(IndexStore.configurationPath(options.databasePath, name))
    }
    total.files = Set(plans.flatMap { $0.files.map(\.path) }).count
    total.stages.insert(("discover", discoverSeconds), at: 0)
    total.seconds = Self.seconds(since: start)
    return total
  }

  /// The settings, what discovery found, and the build configurations it splits into.
  private func plan() throws -> (ProjectConfiguration, ProjectPlan) {
    var configuration = try ProjectConfiguration.load(root: options.root)
    configuration.build.apply(options.build)
    var project = try ProjectDiscovery.plan(root: options.root, sourceList: options.sourceList,
                                            os: configuration.build.os,
                                            overrideDefines: configuration.build.defines != nil)
    for index in project.configurations.indices {
      project.configurations[index].files.removeAll { configuration.excludes($0.path) }
    }
    // Nothing to index is a mistake (a CI step in the wrong folder), never "0 files".
    if !project.configurations.contains(where: { !$0.files.isEmpty }) {
      throw NothingToIndex(folder: options.root.standardizedFileURL.path, excluded: project.discoveredFiles > 0,
                           sourceList: options.sourceList?.path, inNoTarget: project.unassigned.count)
    }
    return (configuration, project)
  }

  /// No Swift file to index: the folder has none, or every one is excluded.
  public struct NothingToIndex: Error, CustomStringConvertible {
    public var folder: String
    public var excluded: Bool
    public var sourceList: String?
    /// Swift files under the folder that the project description puts in no target.
    public var inNoTarget = 0
    public var description: String {
      if let sourceList { return "the source list \(sourceList) names no Swift file to index" }
      if !excluded, inNoTarget > 0 {
        return "the project description in \(folder) puts none of its \(inNoTarget) Swift files in a target "
          + "(a Package.swift whose targets have no sources?); nothing to index"
      }
      return excluded
        ? "every Swift file in \(folder) is excluded (\(ProjectConfiguration.fileName) \"exclude\"); nothing to index"
        : "no Swift files found in \(folder); run implicits-index in the project's folder or pass its path"
    }
  }

  /// One pass over the first configuration with these names, into the database path
  /// (for the tests of the ProjectNames passes, on projects built one way).
  /// `asked`, shared by the passes of one test, narrows them as `run()`'s are.
  func run(projectNames: ProjectNames, rebuild: Bool, asked: AskedNamesLog? = nil) throws -> (Summary, Set<String>) {
    let (configuration, project) = try plan()
    let plans = project.configurations
    let target = Target(plan: plans[0], databasePath: options.databasePath, configuration: configuration,
                        configurations: plans.map(\.name), shared: nil, reportsProgress: true)
    return try run(target, projectNames: projectNames, rebuild: rebuild, asked: asked)
  }

  /// One configuration's index: where it is written and what it builds.
  struct Target: Sendable {
    var plan: BuildConfigurationPlan
    var databasePath: String
    var configuration: ProjectConfiguration
    /// Every configuration's name, first the one whose index is `options.databasePath`.
    var configurations: [String]
    /// Facts parsed for another configuration, when there are several.
    var shared: SharedFacts?
    /// Whether its parsing drives `progress` (the first configuration's only: the
    /// others run beside it).
    var reportsProgress = true
    /// Called once its files are parsed with the names it ends with.
    var parsedWithFinalNames: (@Sendable (ProjectNames) -> Void)?
    /// The names to read its files with when its index has none yet: the first
    /// configuration's, which the others mostly share.
    var namesHint: ProjectNames?
  }

  /// Each configuration is indexed into a database of its own, so they can run at
  /// once: the others start, one after another, when the first has parsed its files
  /// with its final names (they start with those names and reuse its facts of the
  /// files whose `#if`s agree), and their parsing, deriving and proving overlap the first
  /// one's deriving and proving, which use one core. Summaries in plan order.
  private func runConcurrently(_ targets: [Target]) throws -> [Summary] {
    guard targets.count > 1, !options.configurationsOneByOne else {
      return try targets.map { target in
        var target = target
        if options.configurationsOneByOne { target.shared = nil }
        return try run(target)
      }
    }
    let results = ResultSlots<Summary>(count: targets.count)
    let others = DispatchSemaphore(value: 0)
    // The others run one after another on a thread of their own, beside the first one's
    // deriving: not on dispatch's threads, which parsing needs (a dispatch thread that
    // runs a configuration waits on its files' parses and leaves its place idle; three
    // at once parsed food-truck's files on about one core).
    let startOthers = Once()
    let start: @Sendable (ProjectNames?) -> Void = { names in
      startOthers.run {
        Thread {
          for position in targets.indices.dropFirst() {
            var target = targets[position]
            target.namesHint = names
            results.put(position, Result { try self.run(target) })
          }
          others.signal()
        }.start()
      }
    }
    var first = targets[0]
    first.parsedWithFinalNames = { names in start(names) }
    results.put(0, Result { try run(first) })
    start(nil)  // the first failed before it parsed: the others still run
    others.wait()
    return try results.values().map { try $0.get() }
  }

  /// The configurations (besides the first) the previous run indexed.
  private func previousConfigurations() throws -> [String] {
    guard FileManager.default.fileExists(atPath: options.databasePath),
          let database = try? IndexStore.openForReading(path: options.databasePath),
          let value = try? database.rows("SELECT value FROM meta WHERE key = 'configurations'").first?.string(0)
    else { return [] }
    return Array(value.split(separator: "\n").map(String.init).dropFirst())
  }

  /// Indexes one configuration. Extraction reads a few names the way the previous
  /// run's index says the project declares them (ProjectNames). When this run finds
  /// other ones, it runs once more with them, and that run parses again only the files
  /// that may mention a name that changed (ProjectNames.Mentions says why the rest read
  /// exactly as before) and, when this run parsed them, whose extraction asked one
  /// (AskedNames: the rest make the same lookups with the same answers).
  ///
  /// The first pass reads the names right after writing the facts; when they differ, it
  /// derives nothing (the second pass derives everything from the final facts).
  ///
  /// The index is a cache of the sources: one SQLite finds damaged (a truncated or
  /// scribbled file, here or in a table a statement reaches) is deleted and indexed
  /// again from nothing, and the summary says why (`repairedIndex`), when the file is
  /// ours (IndexStore.isOurs). Any other damaged file stays an error, untouched.
  private func run(_ target: Target) throws -> Summary {
    do {
      return try run(target, rebuild: options.rebuild)
    } catch let error where IndexStore.damage(in: error) != nil && IndexStore.isOurs(target.databasePath) {
      IndexStore.removeDatabaseFiles(target.databasePath)
      var summary = try run(target, rebuild: true)
      summary.repairedIndex = IndexStore.damage(in: error)
      return summary
    }
  }

  private func run(_ target: Target, rebuild: Bool) throws -> Summary {
    let used = (rebuild ? nil : try previousProjectNames(target.databasePath)) ?? target.namesHint ?? ProjectNames()
    var found: ProjectNames?
    // What each file's extraction asked of the names, for the passes after this one.
    let asked = AskedNamesLog()
    var (summary, parsed) = try run(target, projectNames: used, rebuild: rebuild, namesFound: &found, asked: asked)
    // Names found with other names can find more (a hosting subclass found in the first
    // pass makes the View extension members that host `self` through it known in the
    // second): passes go on while the names change, the last one with the names as
    // they are (ProjectNames only grow towards the project's own declarations).
    var round = 1
    while let next = found {
      found = nil
      round += 1
      var (again, parsedAgain) = round < Self.namePasses
        ? try run(target, projectNames: next, rebuild: false, namesFound: &found, asked: asked)
        : try run(target, projectNames: next, rebuild: false, asked: asked)
      again.seconds += summary.seconds
      again.upToDate = again.upToDate && summary.upToDate
      again.passes = summary.passes + again.passes
      again.addTime(of: summary)
      parsed.formUnion(parsedAgain)
      again.parsed = parsed.count
      summary = again
    }
    return summary
  }

  /// At most this many passes over the files to settle the project's names.
  static let namePasses = 3

  /// The names the previous run read the files with; nil when there was none.
  private func previousProjectNames(_ databasePath: String) throws -> ProjectNames? {
    guard !options.rebuild, FileManager.default.fileExists(atPath: databasePath) else { return nil }
    return try? ProjectNamesQuery.stored(databasePath: databasePath)
  }

  private static func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
  }

  /// One pass over one configuration; also returns the paths of the files it parsed.
  /// Internal for the tests, which compare it, run once with the final names, against `run()`.
  func run(_ target: Target, projectNames: ProjectNames, rebuild: Bool,
           asked: AskedNamesLog? = nil) throws -> (Summary, Set<String>) {
    var unchecked: ProjectNames? = nil
    return try run(target, projectNames: projectNames, rebuild: rebuild, namesFound: &unchecked, checkNames: false,
                   asked: asked)
  }

  /// One pass. With `checkNames`, it looks for the names the project declares as soon
  /// as the facts are written; when they are not `projectNames`, the facts were read
  /// with the wrong names, so the pass stops there: `namesFound` says which names to
  /// read them with, and no derived table is left behind (the next pass derives
  /// everything from its facts).
  ///
  /// `asked` holds what the extraction of each file this run parsed asked of the names
  /// (AskedNames): a file whose content is the one it parsed and none of whose asked
  /// names changed reads the same under the new names, and is not parsed again.
  private func run(_ target: Target, projectNames: ProjectNames, rebuild: Bool,
                   namesFound: inout ProjectNames?, checkNames: Bool = true,
                   asked: AskedNamesLog? = nil) throws -> (Summary, Set<String>) {
    let start = DispatchTime.now()
    var summary = Summary()
    let configuration = target.configuration
    let plan = target.plan
    // Each module's `#if`s are decided with its OS and conditions.
    let builds = Dictionary(plan.modules.map { module in
      var build = configuration.buildConfiguration(os: plan.os, defines: module.defines,
                                                   projectModules: Set(plan.modules.map(\.name)))
      build.projectNames = projectNames
      return (module.name, build)
    }, uniquingKeysWith: { first, _ in first })
    // (And on the extractor: another build of the analyzer extracts everything again.)
    let buildFingerprint = ([options.analyzerBuild, plan.os] + builds.sorted { $0.key < $1.key }.map { module, build in
      var build = build
      build.projectNames = ProjectNames()
      return "\(module)=\(build.fingerprint)"
    }).joined(separator: "|")
    var clock = StageClock(start: start)
    let sources = plan.files

    let (database, rebuilt) = try IndexStore.openForWriting(path: target.databasePath, rebuild: rebuild)
    summary.rebuiltIndex = rebuilt

    // A file whose size and modification time are unchanged is not even read; one
    // that was touched is read and hashed, and parsed only if its content changed.
    var known: [String: (id: Int, hash: String, stamp: String, module: String)] = [:]
    for row in try database.rows("SELECT id, path, hash, stamp, module FROM files") {
      known[row.string(1)] = (row.int(0), row.string(2), row.string(3), row.string(4))
    }
    // Facts depend on the build configuration (#if): a different one re-parses everything.
    // The project's names are compared on their own: when only they changed, every file
    // is read, and parsed again only if it may mention a changed name.
    let previousBuild = try database.rows("SELECT value FROM meta WHERE key = 'build-configuration'").first?.string(0)
    let previousNames = try database.rows("SELECT value FROM meta WHERE key = 'project-names'").first
      .flatMap { try? ProjectNamesQuery.decode($0.string(0)) }
    let renamed = previousNames.map { projectNames.changedNames(from: $0) } ?? []
    let mentions = ProjectNames.Mentions(renamed)
    let buildChanged = previousBuild != buildFingerprint || previousNames == nil || mentions == nil
    let namesChanged = !renamed.isEmpty
    let stamps = FileStamp.of(sources.map(path(of:)))
    let touched = sources.indices.filter { index in
      guard let previous = known[sources[index].path] else { return true }
      return buildChanged || namesChanged || previous.stamp != stamps[index] || previous.module != sources[index].module
    }
    clock.lap("stat")
    let previous = known
    // Whether a file whose content is unchanged (touched, the same bytes) must be parsed
    // again: when the build changed, or it may mention a changed name.
    let renamedKeys = AskedNamesLog.keys(renamed)
    let needsParse: @Sendable (SourceFile, String, [UInt8]) -> Bool = { source, hash, bytes in
      guard let file = previous[source.path], !buildChanged, file.module == source.module else { return true }
      return file.hash != hash
        || (namesChanged && mentions?.mayMention(bytes) != false
              && asked?.mayHaveAsked(source.path, content: hash, any: renamedKeys) != false)
    }
    // Every table an incremental run keeps or updates, rather than rebuilds.
    let kept = ["relevant", "uncovered", "app_uncovered", "edges", "expr_types", "type_supers", "view_types",
                "view_bodies", "conformer_producers", "node_targets", "generic_placements", "site_ancestors", "site_context",
                "presentation_starts", "unseen_sites", "declared_keys", "derived_findings", "site_keys", "entries", "reachable", "read_targets",
                "read_status", "stored_diagnostic_slots", "stored_diagnostics", "stored_diagnostic_files"]
    let hasDerived = try database.scalarInt(
      "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name IN (\(kept.map { "'\($0)'" }.joined(separator: ", ")))"
    ) == kept.count
    // A first index (nothing indexed yet) has nothing to compare: every file is new and
    // written, so writing overlaps parsing, each file as soon as it and the ones before
    // it are parsed. Otherwise every file is parsed first, to decide what changed.
    let streaming = known.isEmpty && !touched.isEmpty
    // Nor is there anything to compare when everything is derived again anyway (no
    // derived tables: the pass after one that found other names, Queries/reset_derived.sql;
    // or another build): which files change is decided from their bytes first (read,
    // hashed, looked for the changed names), and only those are parsed, each written as
    // soon as it and the ones before it are, as on a first index. Their old rows are
    // deleted first, as in any run, so the ids they get are those a run that parsed
    // them all first gives.
    let rewriting = !streaming && !touched.isEmpty && (buildChanged || !hasDerived)
    var results: [Int: FileWork] = [:]
    var toParse = touched
    if rewriting {
      let decided = Self.decide(touched.map { sources[$0] }, at: touched.map { path(of: sources[$0]) },
                                needsParse: needsParse)
      toParse = touched.indices.filter { decided[$0] == nil }.map { touched[$0] }
      for (position, index) in touched.enumerated() { if let work = decided[position] { results[index] = work } }
    }
    // Streaming, parsing keeps at most `lookahead` files ahead of the writer: with the
    // swift-syntax package the parser outruns the writer, and every file's facts waited
    // in memory at once (403 MiB at 50k views).
    let streamed = streaming || rewriting
    let parsed = ParseStream(count: toParse.count, lookahead: streamed ? ParseStream.lookahead : nil)
    // A writer that stops early (an error) holds no worker back.
    defer { parsed.release() }
    let parsing = DispatchGroup()
    let parsedSources = toParse.map { sources[$0] }
    let parsedPaths = parsedSources.map(path(of:))
    let progress = target.reportsProgress ? self.progress : nil
    let parseAll: @Sendable () -> Void = {
      Self.parse(parsedSources, at: parsedPaths, configurations: builds, shared: target.shared,
                 into: parsed, progress: progress,
                 // (rewriting: decided already; one that changed since is parsed as it is now)
                 needsParse: rewriting ? Self.always : needsParse)
    }
    let changed: [Int]
    if streamed {
      DispatchQueue.global().async(group: parsing, execute: parseAll)
      changed = toParse  // each is parsed
    } else {
      parseAll()
      if !checkNames { target.parsedWithFinalNames?(projectNames) }
      clock.lap("parse")
      let work = (0..<touched.count).map { parsed.take($0) }
      changed = touched.indices.filter { work[$0].facts != nil }.map { touched[$0] }
      results = Dictionary(uniqueKeysWithValues: touched.indices.map { (touched[$0], work[$0]) })
    }
    let changedSet = Set(changed)

    let present = Set(sources.map(\.path))
    let removed = known.filter { !present.contains($0.key) }
    let changedIDs = changed.compactMap { known[sources[$0].path]?.id }
    // Files whose facts another configuration parsed: written, but not parsed here.
    var reused: Set<String> = []
    try database.transaction {
      // Incremental derivation is possible when the derived tables exist and nothing
      // that every file depends on changed: the build configuration, the settings, the
      // module list, the set of files, or any changed file's symbols.
      let settings = settingsFingerprint(configuration, plan.modules)
      let previousSettings = try database.rows("SELECT value FROM meta WHERE key = 'settings'").first?.string(0)
      // (Read only when some file changed: the changed ones' symbols are compared.)
      let previousSymbols = changed.isEmpty ? [:] : Dictionary(uniqueKeysWithValues: try database.rows(
        "SELECT id, symbols FROM files").map { ($0.int(0), $0.string(1)) })
      let incremental = !streamed && hasDerived && !rebuilt && !buildChanged && removed.isEmpty
        && previousSettings == settings
        && changed.allSatisfy { index in
          guard let file = known[sources[index].path] else { return false }  // a new file
          return previousSymbols[file.id] == results[index]?.symbols
        }
      summary.incremental = incremental
      // Nothing that the derived relations depend on changed (files, settings, modules,
      // build): they still hold, and deriving or proving again would only repeat them.
      let upToDate = incremental && changed.isEmpty
      summary.upToDate = upToDate

      // What the proof read of the old versions of the changed files (their reads'
      // slots and views; derive.sql keeps their edges), and what custom modifiers
      // provided before (Queries/affected_slots.sql compares them with the new ones).
      try database.execute("DROP TABLE IF EXISTS temp.reads_before; DROP TABLE IF EXISTS temp.provides_before;")
      if !incremental {
        // A full derivation starts from empty tables (faster than deleting every row).
        try database.execute(SQLScripts.resetDerived)
      } else if !upToDate {
        try database.execute("CREATE TEMP TABLE reads_before(slot TEXT NOT NULL, view TEXT NOT NULL, module TEXT NOT NULL)")
        let remember = try database.prepare("""
          INSERT INTO temp.reads_before(slot, view, module)
          SELECT kind || ':' || key, view, module FROM reads WHERE file_id = ?1
          """)
        for id in changedIDs { try remember.run(id) }
        try database.execute("CREATE TEMP TABLE provides_before AS SELECT producer_id, key FROM provides")
      }

      // Producer ids of re-parsed files, so unchanged producers keep theirs (not the
      // conformers' copies of protocol-extension producers, negative ids that
      // Queries/derive.sql makes again: `conformer_producers`).
      var previousProducers: [String: [Int]] = [:]
      for id in changedIDs {
        for row in try database.rows(
          "SELECT id, owner, name, labels, kind FROM producers WHERE file_id = ? AND id > 0 ORDER BY id", id) {
          previousProducers[FactWriter.signature(owner: row.string(1), name: row.string(2), labels: row.string(3),
                                                 kind: row.string(4)), default: []].append(row.int(0))
        }
      }

      let nextProducerID = (try database.scalarInt("SELECT COALESCE(MAX(id), 0) + 1 FROM producers") ?? 1)
      let delete = try database.prepare("DELETE FROM files WHERE id = ?")
      for (_, entry) in removed {
        try delete.run(entry.id)
        summary.removed += 1
      }
      for id in changedIDs { try delete.run(id) }
      // Touched but unchanged files keep their facts; only their stamp is refreshed.
      let restamp = try database.prepare("UPDATE files SET stamp = ? WHERE id = ?")
      for index in touched where !changedSet.contains(index) {
        if let previous = known[sources[index].path] { try restamp.run(stamps[index], previous.id) }
      }
      // A first index writes into empty tables: their indexes are built once, after.
      let dirty = try BulkLoad.withoutIndexes(database, when: streaming) { () throws -> [Int] in
        // A re-parsed file keeps its id: the rows kept while the symbols are unchanged
        // name file-private views by their file (view_bodies), and must still find it.
        let insertFile = try database.prepare(
          "INSERT INTO files(id, path, module, hash, stamp, symbols, status) VALUES (?, ?, ?, ?, ?, ?, ?)")
        var writer = FactWriter(database: database, previousProducerIDs: previousProducers,
                                nextProducerID: nextProducerID)
        var dirty: [Int] = []
        for (position, index) in changed.enumerated() {
          let source = sources[index]
          let result = streamed ? parsed.take(position) : results[index]!
          if result.reused { reused.insert(source.path) }
          let facts = result.facts ?? FileFacts()
          let status = result.error != nil ? "unreadable" : facts.parsedCleanly ? "ok" : "syntax-errors"
          try insertFile.run(known[source.path]?.id, source.path, source.module, result.hash, stamps[index],
                             result.symbols, status)
          let fileID = database.lastInsertRowID
          dirty.append(fileID)
          if let error = result.error {
            try database.run("""
              INSERT INTO file_findings(file_id, code, subject, detail, line, col) VALUES (?, 'unreadable-file', ?, ?, 1, 1)
              """, fileID, source.path, error)
          }
          try writer.write(facts, fileID: fileID, module: source.module)
          asked?.record(source.path, content: result.hash, facts.askedNames)
        }
        return dirty
      }
      if streamed {
        parsing.wait()
        if !checkNames { target.parsedWithFinalNames?(projectNames) }
        clock.lap("parse")  // parsing, and writing all but the last files, overlapped
      }
      try writeSettings(configuration, runtime: plan.runtimePlatforms, to: database)
      try writeModules(plan.modules, to: database)
      // Written only where they changed: a run in which nothing changed writes nothing.
      try setMeta(database, "build-configuration", buildFingerprint)
      try setMeta(database, "configuration", plan.name)
      try setMeta(database, "configurations", target.configurations.joined(separator: "\n"))
      try setMeta(database, "project-names", try ProjectNamesQuery.encode(projectNames))
      try setMeta(database, "settings", settings)
      clock.lap("write")

      if !upToDate {
        try markDirty(database, incremental ? dirty : nil)
        try database.execute(SQLScripts.typeHierarchy)
      }
      // The names the facts declare. A run in which nothing changed has the facts the
      // last check read (`names-found`, kept while the facts are the ones it checked).
      let checked = upToDate ? try database.rows("SELECT value FROM meta WHERE key = 'names-found'").first
        .flatMap { try? ProjectNamesQuery.decode($0.string(0)) } : nil
      let found = !checkNames ? projectNames
        : checked == projectNames ? projectNames
        : try ProjectNamesQuery.find(in: database, hostingTypes: Set(configuration.hostingTypes))
      if checkNames && checked != projectNames {
        try setMeta(database, "names-found", try ProjectNamesQuery.encode(found))
      } else if !checkNames {
        try database.run("DELETE FROM meta WHERE key = 'names-found'")
      }
      if checkNames, found == projectNames { target.parsedWithFinalNames?(projectNames) }
      if found != projectNames {
        namesFound = found
        if incremental { try database.execute(SQLScripts.resetDerived) }
        clock.lap("names")
      } else {
        // The names are final: no pass follows (and the derivation needs the memory).
        // (A pass told not to check them is the last of a run, or a test's first.)
        if checkNames { asked?.removeAll() }
        if !upToDate { try derive(database, incremental: incremental, clock: &clock, summary: &summary) }
      }
    }
    clock.lap("commit")
    summary.stages = clock.stages
    summary.passes = [(plan.name, clock.stages)]
    summary.seconds = Self.seconds(since: start)
    let parsedHere = Set(changed.map { sources[$0].path }).subtracting(reused)
    summary.parsed = parsedHere.count
    return (summary, parsedHere)
  }

  /// The files whose derived rows are recomputed: the re-parsed ones (`dirty`, an
  /// incremental run), or all (nil). Read by every script from Queries/type_hierarchy.sql on.
  private func markDirty(_ database: Database, _ dirty: [Int]?) throws {
    try database.execute("DROP TABLE IF EXISTS temp.dirty_files; CREATE TEMP TABLE dirty_files(file_id INTEGER PRIMARY KEY)")
    // An incremental run changed no file's symbols: the tables that depend on them
    // alone are kept (Queries/type_hierarchy.sql, derive.sql).
    try database.execute("DROP TABLE IF EXISTS temp.symbols_unchanged; CREATE TEMP TABLE symbols_unchanged(unchanged INTEGER)")
    if let dirty {
      try database.execute("INSERT INTO temp.symbols_unchanged VALUES (1)")
      let insertDirty = try database.prepare("INSERT INTO temp.dirty_files(file_id) VALUES (?)")
      for id in dirty { try insertDirty.run(id) }
    } else {
      try database.execute("INSERT INTO temp.dirty_files(file_id) SELECT id FROM files")
    }
    // The files re-parsed, before Queries/derive.sql adds others whose rows it recomputes
    // (Queries/diagnostics.sql renders again what read them).
    try database.execute("""
      DROP TABLE IF EXISTS temp.reparsed_files;
      CREATE TEMP TABLE reparsed_files(file_id INTEGER PRIMARY KEY);
      INSERT INTO temp.reparsed_files SELECT file_id FROM temp.dirty_files;
      """)
    // Each run that derives moves this counter: diagnostics rendered from the index
    // before are stored only if it has not moved meanwhile (ImplicitsQuery/StoredDiagnostics.swift).
    try database.execute("""
      INSERT INTO meta(key, value) VALUES ('derivation', '1')
      ON CONFLICT(key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT);
      """)
  }

  /// Recomputes the derived relations and the proof (after markDirty and
  /// Queries/type_hierarchy.sql): for the dirty files' rows and the slots they affect
  /// (an incremental run), or for every file.
  private func derive(_ database: Database, incremental: Bool, clock: inout StageClock, summary: inout Summary) throws {
    // The type resolver is a fixpoint too: each step follows one more link of the
    // chains (`a.b.c`, `Type.shared.member`) until a step types nothing new. Only the
    // dirty files' expressions are typed again (Queries/types.sql says why that is exact).
    try database.execute(SQLScripts.diagnostics["tables"])
    try database.execute(SQLScripts.types)
    var resolved = database.totalChanges
    repeat {
      resolved = database.totalChanges
      try database.execute(SQLScripts.typesStep)
    } while database.totalChanges > resolved
    clock.lap("types")
    try database.execute(SQLScripts.deriveGraph)
    try database.execute(SQLScripts.viewFlow)
    try database.execute("CREATE TEMP TABLE IF NOT EXISTS framework_classes(name TEXT PRIMARY KEY) WITHOUT ROWID")
    let insertClass = try database.prepare("INSERT OR IGNORE INTO temp.framework_classes(name) VALUES (?)")
    for name in BuiltInControllers.classes.sorted() { try insertClass.run(name) }
    try database.execute(SQLScripts.controllers)
    try database.execute(SQLScripts.presentations)
    try database.execute(SQLScripts.deriveSites)
    clock.lap("derive")
    // Rules 4 and 5 are a fixpoint: add what custom modifiers and containers provide
    // until a step adds nothing.
    repeat { try database.execute(SQLScripts.providesStep) } while database.changes > 0
    clock.lap("provides")
    try database.execute(SQLScripts.siteKeys)
    clock.lap("site-keys")
    try database.execute("DROP TABLE IF EXISTS temp.proof_slots; DROP TABLE IF EXISTS temp.changed_producers")
    if incremental {
      try database.execute(SQLScripts.affectedSlots)
      summary.provedSlots = try database.scalarInt("SELECT COUNT(*) FROM temp.proof_slots") ?? 0
    }
    try database.execute(SQLScripts.proof)
    // The stored diagnostics of the slots this run may have changed go (a full
    // derivation dropped them all, Queries/reset_derived.sql).
    if incremental { try database.execute(SQLScripts.diagnostics["forget-stale"]) }
    clock.lap("proof")
  }

  /// Everything besides the files that the derived relations depend on.
  private func settingsFingerprint(_ configuration: ProjectConfiguration, _ modules: [Module]) -> String {
    var text = "\(configuration.previews)|\(configuration.entryPoints)|\(configuration.requiredEnvironmentKeys)|"
      + "\(configuration.hostingTypes)|\(configuration.hostingInRepresentables)|"
      + "\(options.strictEnvironment || configuration.strictEnvironment)"
    for module in modules { text += "|\(module.name):\(module.kind.rawValue):\(module.dependencies)" }
    return StableHash.hex(text)
  }

  /// Sets a `meta` value, leaving the row (and its page) alone when it holds it already.
  private func setMeta(_ database: Database, _ key: String, _ value: String) throws {
    try database.run("""
      INSERT INTO meta(key, value) VALUES (?1, ?2) ON CONFLICT(key) DO UPDATE SET value = ?2 WHERE value IS NOT ?2
      """, key, value)
  }

  /// The modules and their dependencies, written each run (they come from the manifest
  /// or project file, not from one Swift file) unless the index has them already.
  private func writeModules(_ modules: [Module], to database: Database) throws {
    var rows: [[String]] = []
    for module in modules {
      rows.append(["m", module.name, module.kind.rawValue])
      for dependency in module.dependencies { rows.append(["d", module.name, dependency]) }
    }
    var unique: Set<[String]> = []
    rows = rows.filter { unique.insert($0).inserted }
    let stored = try database.rows("""
      SELECT 'm', name, kind FROM modules UNION ALL SELECT 'd', module, depends_on FROM module_dependencies
      """).map { [$0.string(0), $0.string(1), $0.string(2)] }
    if Set(stored) == Set(rows), stored.count == rows.count { return }
    try database.execute("DELETE FROM modules; DELETE FROM module_dependencies;")
    let insertModule = try database.prepare("INSERT OR REPLACE INTO modules(name, kind) VALUES (?, ?)")
    let insertDependency = try database.prepare(
      "INSERT OR IGNORE INTO module_dependencies(module, depends_on) VALUES (?, ?)")
    for row in rows {
      if row[0] == "m" { try insertModule.run(row[1], row[2]) } else { try insertDependency.run(row[1], row[2]) }
    }
  }

  /// The settings the queries read (see the `settings` table in Schema/facts.sql),
  /// rewritten only when they differ from the index's.
  private func writeSettings(_ configuration: ProjectConfiguration,
                             runtime: [(platform: String, deploymentTarget: String)], to database: Database) throws {
    var rows: [(String, String)] = []
    // What presented content starts with (Queries/presentations.sql).
    for (platform, target) in runtime { rows.append(("runtime", "\(platform)\t\(target)")) }
    for (platform, boundaries) in configuration.presentations.sorted(by: { $0.key < $1.key }) {
      for (boundary, starts) in boundaries.sorted(by: { $0.key < $1.key }) {
        rows.append(("presentation", "\(platform)\t\(boundary)\t\(starts)"))
      }
    }
    for key in configuration.requiredEnvironmentKeys { rows.append(("required-key", key)) }
    rows.append(("previews", configuration.previews ? "on" : "off"))
    for view in configuration.entryPoints { rows.append(("entry", view)) }
    rows.append(("hosting-in-representables", configuration.hostingInRepresentables))
    rows.append(("strict-environment", options.strictEnvironment || configuration.strictEnvironment ? "on" : "off"))
    // Read by the reports only (ProjectIndex.previewFindings); the proof does not depend on it.
    rows.append(("preview-findings", options.previewFindings ?? configuration.previewFindings))
    rows.append(("unproven-findings", options.unproven ?? configuration.unproven))
    // Read by the reports only too (ProjectIndex.ruleLevels).
    for rule in configuration.rules { rows.append(("rule", "\(rule.code)\t\(rule.level)\t\(rule.line)")) }
    let stored = try database.rows("SELECT name, value FROM settings ORDER BY rowid").map { ($0.string(0), $0.string(1)) }
    if stored.elementsEqual(rows, by: ==) { return }
    try database.execute("DELETE FROM settings")
    let insert = try database.prepare("INSERT INTO settings(name, value) VALUES (?, ?)")
    for (name, value) in rows { try insert.run(name, value) }
  }

  /// Where a source file is (its path is relative to the root unless absolute); a
  /// string, not a URL: building 10,000 URLs showed in an edit's time.
  func path(of source: SourceFile) -> String {
    source.path.hasPrefix("/") ? source.path : rootPath + source.path
  }

  /// What reading and parsing one file gave: its content hash, its facts (nil when
  /// its content is unchanged), or why it could not be read.
  struct FileWork: Sendable {
    var hash: String
    var facts: FileFacts?
    var error: String?
    /// A hash of what other files see of this one (`FileFacts.symbols`), computed
    /// once, by the worker that parsed it.
    var symbols: String
    /// The facts are another configuration's, parsed once for both (not counted as parsed).
    var reused = false

    init(hash: String, facts: FileFacts?, error: String? = nil) {
      self.hash = hash
      self.facts = facts
      self.error = error
      self.symbols = facts.map { StableHash.hex($0.symbols) } ?? ""
    }
  }

  private static let always: @Sendable (SourceFile, String, [UInt8]) -> Bool = { _, _, _ in true }

  /// Reads and hashes files on all cores: per file, nil when it must be parsed
  /// (`needsParse`, as in `parse`), else what it is without parsing (its hash, or why it
  /// cannot be read).
  private static func decide(_ sources: [SourceFile], at paths: [String],
                             needsParse: @escaping @Sendable (SourceFile, String, [UInt8]) -> Bool) -> [FileWork?] {
    let results = ResultSlots<FileWork?>(count: sources.count)
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      switch SourceReader.read(paths[index]) {
      case .success(let bytes):
        let hash = ContentHash.of(bytes)
        results.put(index, .success(needsParse(sources[index], hash, bytes) ? nil : FileWork(hash: hash, facts: nil)))
      case .failure:
        results.put(index, .success(nil))  // parsed: `parse` says why it cannot be read
      }
    }
    return results.values().map { try! $0.get() }
  }

  /// Reads, hashes and parses files on all cores; results come back in input order.
  /// `needsParse(source, hash, bytes)` says whether a file whose content hashes to
  /// `hash` must be parsed. With several configurations (`shared`), a file already
  /// parsed with the same `#if` outcomes and the same answers to the names its
  /// extraction asked is not parsed again.
  private static func parse(_ sources: [SourceFile], at paths: [String],
                            configurations: [String: AnalysisBuildConfiguration], shared: SharedFacts?,
                            into results: ParseStream, progress: (@Sendable (Int, Int) -> Void)?,
                            needsParse: @escaping @Sendable (SourceFile, String, [UInt8]) -> Bool) {
    let total = sources.count
    let done = Counter()
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      results.waitForRoom(index)
      let source = sources[index]
      let work: FileWork
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
            FileWork(hash: hash, facts: FileExtractor.extract(source: text, fileName: source.path,
                                                              configuration: configuration))
          }
          if let shared {
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
              shared.keep(work, for: key, names: configuration.projectNames)
            }
          } else {
            work = extract()
          }
        } else {
          work = FileWork(hash: hash, facts: nil)
        }
      case .failure(let failure):
        work = FileWork(hash: "unreadable", facts: FileFacts(), error: failure.description)
      }
      results.put(index, work)
      progress?(done.increment(), total)
    }
  }
}

/// Wall time per stage, for `--timing` and the benchmarks.
struct StageClock {
  var last: DispatchTime
  var stages: [(name: String, seconds: Double)] = []
  init(start: DispatchTime) { last = start }
  mutating func lap(_ name: String) {
    let now = DispatchTime.now()
    stages.append((name, Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9))
    last = now
  }
}

/// Results of concurrent workers, one slot per file, taken in input order by one
/// reader that waits for the slot it needs (the writer, while the rest still parse).
/// With a `lookahead`, a worker starts on file `index` only once the reader has taken
/// every file before `index - lookahead`, so at most that many files' facts wait in
/// memory. Workers take indexes in increasing order (concurrentPerform), so the file the
/// reader waits for is never one held back: it is below the bound.
final class ParseStream: @unchecked Sendable {
  /// Files parsed ahead of the writer on a first index: enough to keep every core busy
  /// while the writer catches up, few enough that their facts stay small.
  static let lookahead = 256
  private var storage: [Indexer.FileWork?]
  private var waitingFor = -1
  /// Slots below this were taken.
  private var taken = 0
  private let lookahead: Int?
  private let condition = NSCondition()
  init(count: Int, lookahead: Int? = nil) {
    storage = Array(repeating: nil, count: count)
    self.lookahead = lookahead
  }

  /// Returns once file `index` may be parsed (at once without a lookahead).
  func waitForRoom(_ index: Int) {
    guard let lookahead else { return }
    condition.lock()
    while index >= taken + lookahead { condition.wait() }
    condition.unlock()
  }

  /// No file waits for the reader any more (it stops taking).
  func release() {
    condition.lock()
    taken = storage.count
    condition.broadcast()
    condition.unlock()
  }

  func put(_ index: Int, _ value: Indexer.FileWork) {
    condition.lock()
    storage[index] = value
    if index == waitingFor { condition.broadcast() }
    condition.unlock()
  }

  /// The result of file `index`, once parsed; its slot is emptied (memory goes as the
  /// facts are written).
  func take(_ index: Int) -> Indexer.FileWork {
    condition.lock()
    defer { condition.unlock() }
    while storage[index] == nil {
      waitingFor = index
      condition.wait()
    }
    waitingFor = -1
    let value = storage[index]!
    storage[index] = nil
    if lookahead != nil, index + 1 > taken {
      taken = index + 1
      condition.broadcast()
    }
    return value
  }
}

/// What the extraction of each file one configuration's run parsed asked of the
/// project's names (FileFacts.askedNames), by path and content hash, kept from one
/// pass to the next. As hashes (`keys`): a collision only parses a file again.
final class AskedNamesLog: @unchecked Sendable {
  private var files: [String: (content: String, asked: [Int32])] = [:]
  private let lock = NSLock()

  static func keys(_ names: some Collection<String>) -> [Int32] {
    // String hashing follows String equality (canonical equivalence), as the lookups do.
    Set(names.map { Int32(truncatingIfNeeded: $0.hashValue) }).sorted()
  }

  func removeAll() {
    lock.lock()
    files = [:]
    lock.unlock()
  }

  /// The file was written with facts whose extraction asked these names.
  func record(_ path: String, content: String, _ names: [String]) {
    let keys = Self.keys(names)
    lock.lock()
    files[path] = (content, keys)
    lock.unlock()
  }

  /// Whether the extraction that gave the file's facts, from this content, asked one of
  /// these names; nil when this run did not parse that content.
  func mayHaveAsked(_ path: String, content: String, any names: [Int32]) -> Bool? {
    lock.lock()
    let file = files[path]
    lock.unlock()
    guard let file, file.content == content else { return nil }
    var index = 0
    for key in names {  // both sorted
      while index < file.asked.count && file.asked[index] < key { index += 1 }
      if index < file.asked.count && file.asked[index] == key { return true }
    }
    return false
  }
}

/// Facts parsed in one configuration that another can reuse (Indexer.parse says when).
/// Per file, content and `#if` outcomes (the key), the facts extracted with some names,
/// and those names restricted to the ones extraction asked: reused under other names
/// that restrict to the same.
final class SharedFacts: @unchecked Sendable {
  private var works: [String: [(asked: Set<String>, names: String, work: Indexer.FileWork)]] = [:]
  private let lock = NSLock()
  func work(for key: String, names: ProjectNames) -> Indexer.FileWork? {
    lock.lock()
    let candidates = works[key] ?? []
    lock.unlock()
    return candidates.first { $0.names == names.restricted(to: $0.asked).fingerprint }?.work
  }
  func keep(_ work: Indexer.FileWork, for key: String, names: ProjectNames) {
    let asked = Set(work.facts?.askedNames ?? [])
    let entry = (asked, names.restricted(to: asked).fingerprint, work)
    lock.lock()
    works[key, default: []].append(entry)
    lock.unlock()
  }
}

/// One result per slot, filled from several threads.
final class ResultSlots<Value>: @unchecked Sendable {
  private var slots: [Result<Value, Error>?]
  private let lock = NSLock()
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func put(_ index: Int, _ result: Result<Value, Error>) { lock.lock(); slots[index] = result; lock.unlock() }
  /// Every slot's result; call once all are put.
  func values() -> [Result<Value, Error>] { lock.lock(); defer { lock.unlock() }; return slots.map { $0! } }
}

/// Runs a closure the first time only, whichever thread asks first.
final class Once: @unchecked Sendable {
  private var done = false
  private let lock = NSLock()
  func run(_ body: () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    guard !done else { return }
    done = true
    body()
  }
}

final class Counter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()
  func increment() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
}
