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
///   representables;
/// - a project protocol that refines View (`some PlatformView` is a view);
/// - a type that carries views (`Route(id:) { Detail() }`): the closure is placed where
///   the route's property is shown, so a call to it is read differently.
public struct ProjectNames: Sendable, Hashable, Codable {
  public var shadowedViews: Set<String> = []
  public var hostingTypes: Set<String> = []
  public var representables: Set<String> = []
  public var viewProtocols: Set<String> = []
  /// Carrier types by last name component: qualified name and, per initialiser
  /// argument label, the property it is stored in.
  public var carriers: [String: Carrier] = [:]

  public struct Carrier: Sendable, Hashable, Codable {
    public var qualified: String
    public var properties: [String: String]
    public init(qualified: String, properties: [String: String]) {
      self.qualified = qualified
      self.properties = properties
    }
  }

  public init(shadowedViews: Set<String> = [], hostingTypes: Set<String> = [], representables: Set<String> = []) {
    self.shadowedViews = shadowedViews
    self.hostingTypes = hostingTypes
    self.representables = representables
  }

  /// SwiftUI's own: a view they host starts a new environment wherever they are created.
  public static let swiftUIHostingTypes: Set<String> = [
    "UIHostingController", "NSHostingController", "NSHostingView", "UIHostingConfiguration", "NSHostingMenu",
  ]
  public static let swiftUIRepresentables: Set<String> = [
    "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
  ]

  /// SwiftUI's hosting types and the project's aliases and subclasses of them.
  public func isHosting(_ name: String) -> Bool {
    Self.swiftUIHostingTypes.contains(name) || hostingTypes.contains(name)
  }

  /// SwiftUI's representable protocols and the project's aliases and refinements of them.
  public var allRepresentables: Set<String> { Self.swiftUIRepresentables.union(representables) }

  public var fingerprint: String {
    [shadowedViews, hostingTypes, representables, viewProtocols].map { $0.sorted().joined(separator: ",") }.joined(separator: "|")
      + "|" + carriers.sorted { $0.key < $1.key }.map { name, carrier in
        "\(name)=\(carrier.qualified):" + carrier.properties.sorted { $0.key < $1.key }.map { "\($0)>\($1)" }
          .joined(separator: ",")
      }.joined(separator: ";")
  }
}
