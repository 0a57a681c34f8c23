import Foundation

/// What discovery hands the indexer: the build configurations a project splits into,
/// each with its modules and the files it analyses, and notes on whatever could not be
/// read exactly. It is the module's whole answer, so how a project is described (a
/// package, an Xcode project, a spec it is generated from) stays inside this module.
public struct ProjectPlan: Sendable {
  /// In the order they are indexed: the first one's index is the one opened by default.
  public var configurations: [BuildConfigurationPlan]
  /// What discovery could not read exactly, then what the split into configurations noted.
  public var notes: [DiscoveryNote]
  /// Swift files under the root that the project description puts in no target
  /// (relative, sorted); empty for a plain folder or a source list.
  public var unassigned: [String]
  /// How many Swift files discovery found in a module, before the split: none means the
  /// folder has no Swift file to index, some means they were all left out afterwards.
  public var discoveredFiles: Int
  /// Test targets, which are not analysed: their views are not app code.
  public var tests: [String] = []
}

extension ProjectDiscovery {
  /// The plan of the project at `root`, or of the files a source list names (one
  /// `MODULE<TAB>PATH` per line). `os` builds every target for that OS;
  /// `overrideDefines` drops every target's own conditions (the caller's replace them).
  public static func plan(root: URL, sourceList: URL? = nil, os: String? = nil,
                          overrideDefines: Bool = false, manifests: ManifestCache? = nil) throws -> ProjectPlan {
    let found = try sourceList.map { try discovery(fromList: $0, root: root) }
      ?? discoverProject(root: root, manifests: manifests)
    let (configurations, notes) = BuildConfigurations.plan(found, os: os, overrideDefines: overrideDefines)
    let analysed = Set(configurations.flatMap { $0.modules.map(\.name) })
    let tests = found.modules.filter { $0.kind == .test && !analysed.contains($0.name) }.map(\.name)
    return ProjectPlan(configurations: configurations, notes: found.notes + notes,
                       unassigned: found.unassigned, discoveredFiles: found.files.count, tests: tests)
  }
}
