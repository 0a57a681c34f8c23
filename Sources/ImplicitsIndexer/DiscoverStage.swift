import Foundation
import ImplicitsDiscovery
import ImplicitsStore

// The `discover` stage: what to index, before any source is read. The settings file is
// the indexer's (what to leave out, how to decide `#if`); the configurations, their
// modules and files are ImplicitsDiscovery's plan.
extension Indexer {
  /// The settings, and the build configurations to index without the files they exclude.
  func plan() throws -> (ProjectConfiguration, ProjectPlan) {
    var configuration = try ProjectConfiguration.load(root: options.root)
    configuration.build.apply(options.build)
    // Beside the index (`index.manifests.json`): the manifests this run reads, for the
    // next run; `--rebuild` reads every one again.
    let manifests = ManifestCache(file: IndexStore.companionPath(options.databasePath, "manifests.json"),
                                  reader: options.analyzerBuild, load: !options.rebuild)
    var project = try ProjectDiscovery.plan(root: options.root, sourceList: options.sourceList,
                                            os: configuration.build.os,
                                            overrideDefines: configuration.build.defines != nil, manifests: manifests)
    manifests.save()
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

  /// The build configurations this run would index, with their modules and files, without
  /// indexing (`implicits-index --plan`).
  public func projectPlan() throws -> ProjectPlan { try plan().1 }

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
}
