import Dispatch
import ImplicitsDiscovery
import ImplicitsExtract
import ImplicitsStore

/// One pass over one configuration: its stages in order, each in a file named after it
/// (StatStage, ParseStage, WriteStage, NamesStage, DeriveStage) and timed by `clock`
/// under the name `--timing` prints, then `commit` (the transaction the write stage
/// opened, which everything after it is part of, and the passes after this one).
///
/// With `checksNames`, the pass looks for the names the project declares as soon as the
/// facts are written; when they are not `projectNames`, the facts were read with the
/// wrong names, so the pass stops there: `namesFound` says which names to read them
/// with, and no derived table is left behind (the next pass derives everything from its
/// facts).
///
/// `asked` holds what the extraction of each file this run parsed asked of the names
/// (AskedNames): a file whose content is the one it parsed and none of whose asked
/// names changed reads the same under the new names, and is not parsed again.
struct IndexPass {
  let indexer: Indexer
  let target: Indexer.Target
  /// The names the files are read with.
  let projectNames: ProjectNames
  let checksNames: Bool
  let asked: AskedNamesLog?
  /// The configuration's files.
  let sources: [SourceFile]
  /// Each module's build configuration, read with `projectNames`: its `#if`s are
  /// decided with its OS and conditions.
  let builds: [String: AnalysisBuildConfiguration]
  /// The analyzer build, the OS and every module's build configuration but the names:
  /// facts depend on them, so when it changes every file is parsed again.
  let buildFingerprint: String
  private let start: DispatchTime
  var clock: StageClock
  var summary = Indexer.Summary()

  init(indexer: Indexer, target: Indexer.Target, projectNames: ProjectNames, checksNames: Bool,
       asked: AskedNamesLog?) {
    let start = DispatchTime.now()
    let configuration = target.configuration
    let plan = target.plan
    // Modules differ only in their defines: each distinct set is built and
    // fingerprinted once (a package of a hundred targets has a handful).
    // `canImport` is true for the project's modules and for the packages they link
    // (a product a target depends on gives the module of its name).
    let projectModules = Set(plan.modules.map(\.name) + plan.modules.flatMap(\.dependencies))
    var byDefines: [[String]?: (build: AnalysisBuildConfiguration, fingerprint: String)] = [:]
    func build(_ defines: [String]?) -> (build: AnalysisBuildConfiguration, fingerprint: String) {
      if let known = byDefines[defines] { return known }
      let build = configuration.buildConfiguration(os: plan.os, defines: defines, projectModules: projectModules)
      var named = build
      named.projectNames = projectNames
      byDefines[defines] = (named, build.fingerprint)
      return (named, build.fingerprint)
    }
    let moduleBuilds = Dictionary(plan.modules.map { ($0.name, build($0.defines)) },
                                  uniquingKeysWith: { first, _ in first })
    let builds = moduleBuilds.mapValues(\.build)
    // (And on the extractor: another build of the analyzer extracts everything again.)
    let buildFingerprint = ([indexer.options.analyzerBuild, plan.os] + moduleBuilds.sorted { $0.key < $1.key }.map {
      "\($0.key)=\($0.value.fingerprint)"
    }).joined(separator: "|")
    self.indexer = indexer
    self.target = target
    self.projectNames = projectNames
    self.checksNames = checksNames
    self.asked = asked
    self.sources = plan.files
    self.builds = builds
    self.buildFingerprint = buildFingerprint
    self.start = start
    clock = StageClock(start: start)
  }

  /// Runs the pass; returns its summary, the paths of the files it parsed and, when it
  /// found other names, the connection whose transaction the next pass continues: the
  /// passes of a run commit together, so a reader never sees one pass's facts without
  /// the derivation that the last pass adds (nor, on `--rebuild`, an index without its
  /// derived tables).
  mutating func run(rebuild: Bool, continuing: Database? = nil,
                    namesFound: inout ProjectNames?) throws -> (Indexer.Summary, Set<String>, Database?) {
    let (database, rebuilt) = try continuing.map { ($0, false) }
      ?? IndexStore.openForWriting(path: target.databasePath, rebuild: rebuild)
    summary.rebuiltIndex = rebuilt
    let stat = try self.stat(database)
    let parsing = try parse(stat, in: database)
    // A writer that stops early (an error) holds no worker back.
    defer { parsing.stream.release() }
    var found: ProjectNames?
    let written = try database.transaction(leavingOpenIf: { found != nil }) { () throws -> Written in
      let written = try write(stat, parsing, to: database, rebuilt: rebuilt)
      try checkProjectNames(written, in: database, namesFound: &found)
      return written
    }
    namesFound = found
    if found == nil {
      IndexStore.finishWriting(database)
      clock.lap("commit")
    }
    summary.stages = clock.stages
    summary.passes = [(target.plan.name, clock.stages)]
    summary.seconds = Indexer.seconds(since: start)
    let parsedHere = Set(parsing.changed.map { sources[$0].path }).subtracting(written.reused)
    summary.parsed = parsedHere.count
    summary.keptFiles = written.kept
    return (summary, parsedHere, found == nil ? nil : database)
  }
}
