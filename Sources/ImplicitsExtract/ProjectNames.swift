import Foundation

/// Names whose meaning in one file depends on what the whole project declares, so
/// extraction takes them from the previous run's index (the indexer runs again when
/// they change, Indexer.swift, and parses again only the files that may mention a
/// changed name: `changedNames(from:)`, `mayMention(_:)`):
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
  /// Project types called without a qualifier inside a `View` extension
  /// (`extension View { func card() -> some View { Card(self) } }`): there a name no
  /// declaration makes a type is a member of `View` (`self.` omitted), so these are
  /// the types of such calls. Only these: every type of the project would make a first
  /// index parse nearly every file twice.
  public var viewExtensionTypes: Set<String> = []
  /// Call shapes (CallShapes) that a project initialiser of `NavigationLink` with no
  /// `destination` parameter accepts: such a call's closures are its label, placed
  /// where they are written, not a pushed destination (the project's `init` decides).
  public var navigationLinkLabelShapes: Set<String> = []
  /// SwiftUI modifier names (BuiltInModifiers) that the project also declares as `View`
  /// extension methods (`func tint(_ color: ThemedColor) -> some View`): a call of one
  /// may be the project's, chosen by its shape and argument in the index.
  public var shadowedModifiers: Set<String> = []
  /// `View` extension members that host `self` in a controller of their own
  /// (`var themedUIView: UIView { Host(rootView: self).view }`): a call of one hands
  /// its receiver to that controller (a value passed as `self`, Queries/view_flow.sql),
  /// so the receiver is not shown where the call is written.
  public var selfHostingMembers: Set<String> = []
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
  /// SwiftUI's navigation types: a project type of one of these names hides it.
  public static let swiftUINavigationNames: Set<String> = [
    "NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink",
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
    [shadowedViews, hostingTypes, representables, viewProtocols, viewExtensionTypes, navigationLinkLabelShapes,
     shadowedModifiers, selfHostingMembers].map { $0.sorted().joined(separator: ",") }.joined(separator: "|")
      + "|" + carriers.sorted { $0.key < $1.key }.map { name, carrier in
        "\(name)=\(carrier.qualified):" + carrier.properties.sorted { $0.key < $1.key }.map { "\($0)>\($1)" }
          .joined(separator: ",")
      }.joined(separator: ";")
  }

  /// The names whose lookup gives a different answer under `self` than under `old`:
  /// names in one set but not the other, and carriers added, removed or changed.
  public func changedNames(from old: ProjectNames) -> Set<String> {
    var names = shadowedViews.symmetricDifference(old.shadowedViews)
      .union(hostingTypes.symmetricDifference(old.hostingTypes))
      .union(representables.symmetricDifference(old.representables))
      .union(viewProtocols.symmetricDifference(old.viewProtocols))
      .union(viewExtensionTypes.symmetricDifference(old.viewExtensionTypes))
      .union(shadowedModifiers.symmetricDifference(old.shadowedModifiers))
      .union(selfHostingMembers.symmetricDifference(old.selfHostingMembers))
      .union(navigationLinkLabelShapes == old.navigationLinkLabelShapes ? [] : ["NavigationLink"])
    for key in Set(carriers.keys).union(old.carriers.keys) where carriers[key] != old.carriers[key] {
      names.insert(key)
    }
    return names
  }

  /// Every name, in any of the sets or as a carrier.
  public var allNames: Set<String> {
    shadowedViews.union(hostingTypes).union(representables).union(viewProtocols).union(viewExtensionTypes)
      .union(shadowedModifiers).union(selfHostingMembers)
      .union(carriers.keys).union(navigationLinkLabelShapes.isEmpty ? [] : ["NavigationLink"])
  }

  /// These names, but only those in `names`: a file reads the same under two
  /// ProjectNames whose restrictions to the names it may mention are equal (no
  /// changed name occurs in it, Mentions), so that restriction is what its facts
  /// depend on.
  public func restricted(to names: Set<String>) -> ProjectNames {
    var result = ProjectNames(shadowedViews: shadowedViews.intersection(names),
                              hostingTypes: hostingTypes.intersection(names),
                              representables: representables.intersection(names))
    result.viewProtocols = viewProtocols.intersection(names)
    result.viewExtensionTypes = viewExtensionTypes.intersection(names)
    result.shadowedModifiers = shadowedModifiers.intersection(names)
    result.selfHostingMembers = selfHostingMembers.intersection(names)
    if names.contains("NavigationLink") { result.navigationLinkLabelShapes = navigationLinkLabelShapes }
    result.carriers = carriers.filter { names.contains($0.key) }
    return result
  }

  /// Names to look for in files (`mayMention`), or nil when one of them cannot be
  /// looked for that way and every file must be parsed again.
  public struct Mentions: Sendable {
    let names: [String]
    let patterns: [[UInt8]]

    /// Why a file that passes this test reads exactly as it did: extraction consults
    /// ProjectNames only with strings taken from the file's own text, namely
    /// - a token's text, or a piece of one (`last` of a dotted callee in
    ///   ProducerBuilder.visitCall: hosting, shadowed views, carriers; the tokens of a
    ///   property initialiser in FileExtractor.addHostedEntries);
    /// - the last component of a type as written with its whitespace removed
    ///   (`SyntaxNames.typeText`: inheritance clauses for representables, the
    ///   constraint of `some P` for view protocols);
    /// and only as the key of a set or dictionary lookup (`Set.contains`,
    /// `carriers[name]`). So a file's facts can change only when such a string
    /// equals a changed name, and each such string is a contiguous piece of the
    /// file's text once whitespace is removed. String equality is canonical
    /// equivalence, so names are compared in NFC. A name that is not, in NFC, plain
    /// ASCII without whitespace (a raw identifier with spaces, non-ASCII letters) is
    /// not looked for: then every file is parsed again.
    public init?(_ names: Set<String>) {
      var patterns: [[UInt8]] = []
      self.names = Array(names)
      for name in self.names {
        let normalized = name.precomposedStringWithCanonicalMapping
        let bytes = Array(normalized.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 < 0x80 && !Self.isASCIIWhitespace($0) }) else { return nil }
        patterns.append(bytes)
      }
      self.patterns = patterns
    }

    /// Whether the file (as read, before UTF-8 repair) may mention one of the names,
    /// as defined above; false only when none of its lookups can meet one of them.
    public func mayMention(_ bytes: [UInt8]) -> Bool {
      guard !patterns.isEmpty else { return false }
      guard let text = Self.searchable(bytes) else { return true }
      return text.withUnsafeBufferPointer { text in patterns.contains { ByteSearch.contains($0, in: text) } }
    }

    /// The names the file may mention, in the same sense as `mayMention`.
    public func mentioned(in bytes: [UInt8]) -> Set<String> {
      guard !patterns.isEmpty else { return [] }
      guard let text = Self.searchable(bytes) else { return Set(names) }
      return text.withUnsafeBufferPointer { text in
        Set(patterns.indices.filter { ByteSearch.contains(patterns[$0], in: text) }.map { names[$0] })
      }
    }

    /// The file's text as the names are looked for in it, or nil when any name may be
    /// in it (below).
    private static func searchable(_ bytes: [UInt8]) -> [UInt8]? {
      if bytes.allSatisfy({ $0 < 0x80 }) {
        // ASCII: characters are bytes, and canonical equivalence is equality.
        return bytes.filter { !Self.isASCIIWhitespace($0) }
      }
      // As extraction sees it: invalid UTF-8 repaired, whitespace characters removed
      // as `typeText` removes them. An ASCII name equals a string only if that
      // string's scalars are ASCII, or one of the three scalars whose canonical
      // decomposition is ASCII (KELVIN SIGN, GREEK QUESTION MARK, GREEK VARIA): a file
      // holding one of those is parsed again. Otherwise the string's ASCII scalars
      // stand in the text as they are, and no whitespace character can swallow one
      // of them (an ASCII letter never extends a grapheme cluster).
      let text = String(decoding: bytes, as: UTF8.self)
      if text.unicodeScalars.contains(where: { Self.asciiSingletons.contains($0.value) }) { return nil }
      return Array(String(text.filter { !$0.isWhitespace }).utf8)
    }

    /// Non-ASCII scalars whose NFC form is ASCII (`ProjectNamesTests` checks the list).
    public static let asciiSingletons: Set<UInt32> = [0x212A, 0x037E, 0x1FEF]

    public static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
      byte == 0x20 || (0x09...0x0D).contains(byte)
    }

  }
}
