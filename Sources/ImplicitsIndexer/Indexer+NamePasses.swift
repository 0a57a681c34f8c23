import Foundation
import ImplicitsExtract
import ImplicitsStore

// One configuration is indexed in passes: extraction reads a few names the way the
// project declares them, which are known only once its files are read, so a pass that
// finds other names than it read with is followed by one with those.
extension Indexer {
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
  func run(_ target: Target) throws -> Summary {
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
    var (summary, parsed, open) = try run(target, projectNames: used, rebuild: rebuild, namesFound: &found,
                                          asked: asked)
    // Names found with other names can find more (a hosting subclass found in the first
    // pass makes the View extension members that host `self` through it known in the
    // second): passes go on while the names change, the last one with the names as
    // they are (ProjectNames only grow towards the project's own declarations).
    var round = 1
    while let next = found {
      found = nil
      round += 1
      // (Each pass continues the transaction of the one before: `open`.)
      var (again, parsedAgain, stillOpen) = round < Self.namePasses
        ? try run(target, projectNames: next, rebuild: false, continuing: open, namesFound: &found, asked: asked)
        : try run(target, projectNames: next, rebuild: false, continuing: open, namesFound: &found, checkNames: false,
                  asked: asked)
      open = stillOpen
      again.seconds += summary.seconds
      again.upToDate = again.upToDate && summary.upToDate
      again.passes = summary.passes + again.passes
      again.keptFiles += summary.keptFiles
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

  /// One pass over one configuration; also returns the paths of the files it parsed.
  /// Internal for the tests, which compare it, run once with the final names, against `run()`.
  func run(_ target: Target, projectNames: ProjectNames, rebuild: Bool,
           asked: AskedNamesLog? = nil) throws -> (Summary, Set<String>) {
    var unchecked: ProjectNames? = nil
    let (summary, parsed, _) = try run(target, projectNames: projectNames, rebuild: rebuild, namesFound: &unchecked,
                                       checkNames: false, asked: asked)
    return (summary, parsed)
  }

  /// One pass, IndexPass, reading the files with `projectNames`; `continuing`, the
  /// connection of the pass before, whose transaction it continues.
  private func run(_ target: Target, projectNames: ProjectNames, rebuild: Bool, continuing: Database? = nil,
                   namesFound: inout ProjectNames?, checkNames: Bool = true,
                   asked: AskedNamesLog? = nil) throws -> (Summary, Set<String>, Database?) {
    var pass = IndexPass(indexer: self, target: target, projectNames: projectNames, checksNames: checkNames,
                         asked: asked)
    return try pass.run(rebuild: rebuild, continuing: continuing, namesFound: &namesFound)
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
}
