/// Names whose meaning in one file depends on what the whole project declares, so
/// extraction takes them from the previous run's index (the indexer runs again when
/// they change, Indexer.swift):
/// - a project type named like a SwiftUI view (`TimelineView`, `Label`) is that type,
///   not SwiftUI's, wherever it is visible (Swift's lookup prefers it);
/// - an alias or subclass of a hosting controller (`typealias HostingController =
///   UIHostingController`, `class ThemedHost: UIHostingController<AnyView>`) hosts
///   its root view in a new environment like the original;
/// - an alias of a representable protocol (`typealias PlatformRepresentable =
///   UIViewRepresentable`), or a protocol refining one, makes its conformers
///   representables.
public struct ProjectNames: Sendable, Hashable, Codable {
  public var shadowedViews: Set<String> = []
  public var hostingTypes: Set<String> = []
  public var representables: Set<String> = []

  public init(shadowedViews: Set<String> = [], hostingTypes: Set<String> = [], representables: Set<String> = []) {
    self.shadowedViews = shadowedViews
    self.hostingTypes = hostingTypes
    self.representables = representables
  }

  public var fingerprint: String {
    [shadowedViews, hostingTypes, representables].map { $0.sorted().joined(separator: ",") }.joined(separator: "|")
  }
}
