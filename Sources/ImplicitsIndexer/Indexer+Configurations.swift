import Dispatch
import Foundation
import ImplicitsDiscovery
import ImplicitsExtract
import ImplicitsStore

// A project built several ways (an iOS and a tvOS app, a second app target with other
// conditions) is indexed once per build configuration, each into its own database, so
// that each `#if` is decided as that build decides it.
extension Indexer {
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
  /// once: the others start when the first has parsed its files with its final names
  /// (they start with those names and reuse its facts of the files whose `#if`s agree),
  /// and their parsing, deriving and proving overlap the first one's deriving and
  /// proving, which use one core. The others are taken in plan order by threads of their
  /// own and, once the first is done, by this one: one thread when a configuration is
  /// indexed for the first time (a first index holds its files' facts in memory: more
  /// at once raise the peak for no gain in time), else as many as there are cores (an
  /// edit's run holds little, and the others then derive at once).
  /// Summaries in plan order.
  func runConcurrently(_ targets: [Target]) throws -> [Summary] {
    guard targets.count > 1, !options.configurationsOneByOne else {
      return try targets.map { target in
        var target = target
        if options.configurationsOneByOne { target.shared = nil }
        return try run(target)
      }
    }
    let results = ResultSlots<Summary>(count: targets.count)
    let pending = WorkQueue(Array(targets.indices.dropFirst()))
    let names = Box<ProjectNames?>(nil)
    let runPending: @Sendable () -> Void = {
      while let position = pending.next() {
        var target = targets[position]
        target.namesHint = names.value
        results.put(position, Result { try self.run(target) })
        // (Said when its names were final, NamesStage; again here for one that failed.)
        target.shared?.finished(target.plan.name)
      }
    }
    let others = DispatchSemaphore(value: 0)
    let indexedBefore = !options.rebuild
      && targets.allSatisfy { FileManager.default.fileExists(atPath: $0.databasePath) }
    let threads = indexedBefore ? min(ProcessInfo.processInfo.activeProcessorCount, targets.count - 1) : 1
    // These threads run beside the first one's deriving: not one of dispatch's threads,
    // which parsing needs (a dispatch thread that runs a configuration waits on its
    // files' parses and leaves its place idle; three at once parsed food-truck's files
    // on about one core).
    let startOthers = Once()
    let start: @Sendable (ProjectNames?) -> Void = { found in
      startOthers.run {
        names.value = found
        for _ in 0..<threads {
          Thread {
            runPending()
            others.signal()
          }.start()
        }
      }
    }
    var first = targets[0]
    first.parsedWithFinalNames = { found in start(found) }
    results.put(0, Result { try run(first) })
    first.shared?.finished(first.plan.name)
    start(nil)  // the first failed before it parsed: the others still run
    runPending()
    for _ in 0..<threads { others.wait() }
    return try results.values().map { try $0.get() }
  }

  /// The configurations (besides the first) the previous run indexed.
  func previousConfigurations() throws -> [String] {
    guard FileManager.default.fileExists(atPath: options.databasePath),
          let database = try? IndexStore.openForReading(path: options.databasePath),
          let value = try? database.rows("SELECT value FROM meta WHERE key = 'configurations'").first?.string(0)
    else { return [] }
    return Array(value.split(separator: "\n").map(String.init).dropFirst())
  }
}
