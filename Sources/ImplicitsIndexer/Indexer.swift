import Dispatch
import Foundation
import ImplicitsDiscovery
import ImplicitsExtract
import ImplicitsStore
import ImplicitsVersion

/// Indexes a project: discovers its Swift files, re-parses those whose content
/// changed (in parallel), writes their facts in one transaction, and recomputes
/// the derived relations and the proof in SQL.
///
/// A run is a sequence of stages, each in a file named after it and timed under the
/// name `--timing` prints: `discover` (DiscoverStage), then for each configuration
/// (Indexer+Configurations) and each pass over it until its names settle
/// (Indexer+NamePasses), one IndexPass: `stat`, `parse`, `write`, then `names` when the
/// pass found other names, else the derivation (`types`, `derive`, `provides`,
/// `site-keys`, `proof`), and `commit`.
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
    /// Whether the caller holds the index's IndexLock already (implicits-index holds it
    /// from the run to the findings read back); else `run()` takes it.
    public var holdsIndexLock = false
    public init(root: URL, databasePath: String) {
      self.root = root
      self.databasePath = databasePath
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

  /// The `discover` stage, then every configuration's passes, and one summary of them all.
  public func run() throws -> Summary {
    let start = DispatchTime.now()
    // (Released when the run returns: runs on one index take turns, IndexLock.)
    let lock = options.holdsIndexLock ? nil : IndexLock.acquire(beside: options.databasePath)
    defer { withExtendedLifetime(lock) {} }
    HeapPolicy.applied
    let (configuration, project) = try plan()
    let plans = project.configurations
    let discoverSeconds = Self.seconds(since: start)
    let names = plans.map(\.name)
    let before = try previousConfigurations()

    var total = Summary()
    total.notes = project.notes
    total.unassigned = project.unassigned.filter { !configuration.excludes($0) }
    total.configurations = names
    total.plan = project
    total.baselinePath = configuration.baseline.map { $0.hasPrefix("/") ? $0 : rootPath + $0 }
    var incremental = true
    var upToDate = true
    // A file whose `#if`s all come out the same gives the same facts: parsed once.
    let shared = plans.count > 1 ? SharedFacts(configurations: plans.map { ($0.name, $0.files.map(\.path)) }) : nil
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

  static func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
  }

  /// Where a source file is (its path is relative to the root unless absolute); a
  /// string, not a URL: building 10,000 URLs showed in an edit's time.
  func path(of source: SourceFile) -> String {
    source.path.hasPrefix("/") ? source.path : rootPath + source.path
  }
}
