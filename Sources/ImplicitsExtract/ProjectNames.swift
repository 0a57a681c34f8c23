import Foundation

/// Names whose meaning in one file depends on what the whole project declares, so
/// extraction takes them from the previous run's index (the indexer runs again when
/// they change, Indexer+NamePasses.swift, and parses again only the files that may mention a
/// changed name, `changedNames(from:)`, `mayMention(_:)`, and whose extraction asked
/// one, AskedNames; extraction reads them only through NameLookup):
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
  /// The project's subclasses (and aliases) of UIKit's and AppKit's controllers,
  /// windows and views (BuiltInControllers.classes): their constructions are followed.
  public var controllerTypes: Set<String> = []
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
  /// Aliases of closure types that build a view (`typealias RowBuilder = (Item) ->
  /// AnyView`): a property of that type stores a closure that builds views, as one
  /// written `(Item) -> AnyView` does (a carrier's `#property`).
  public var viewBuilderAliases: Set<String> = []
  /// Carrier types by last name component: qualified name and, per initialiser
  /// argument label, the property it is stored in.
  public var carriers: [String: Carrier] = [:]
  /// Project modifiers (`View` extension members, by name) and views (by last name
  /// component) that show a closure they are given only inside a presentation of their
  /// own (`func panel(content: ...) -> some View { sheet(...) { content() } }`): per
  /// argument label (`+` for a trailing closure), the boundary (`sheet`). The closure a
  /// caller passes there starts where that presentation starts, not at the call.
  public var presentingCallees: [String: [String: String]] = [:]

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

  /// Whether a closure type as written returns a view (`(Item) -> AnyView`, `() -> some
  /// View`, `() -> Content`): its result after the last arrow.
  public static func closureBuildsViews(_ written: String) -> Bool {
    guard let arrow = written.range(of: "->", options: .backwards) else { return false }
    let result = written[arrow.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "()? "))
    return result.hasSuffix("View") || result == "Content" || result.hasPrefix("some")
  }

  /// SwiftUI's representable protocols and the project's aliases and refinements of them.
  public var allRepresentables: Set<String> { Self.swiftUIRepresentables.union(representables) }

  public var fingerprint: String {
    [shadowedViews, hostingTypes, controllerTypes, representables, viewProtocols, viewExtensionTypes, navigationLinkLabelShapes,
     shadowedModifiers, selfHostingMembers, viewBuilderAliases].map { $0.sorted().joined(separator: ",") }.joined(separator: "|")
      + "|" + carriers.sorted { $0.key < $1.key }.map { name, carrier in
        "\(name)=\(carrier.qualified):" + carrier.properties.sorted { $0.key < $1.key }.map { "\($0)>\($1)" }
          .joined(separator: ",")
      }.joined(separator: ";")
      + "|" + presentingCallees.sorted { $0.key < $1.key }.map { name, labels in
        "\(name)=" + labels.sorted { $0.key < $1.key }.map { "\($0)>\($1)" }.joined(separator: ",")
      }.joined(separator: ";")
  }

  /// The names whose lookup gives a different answer under `self` than under `old`:
  /// names in one set but not the other, and carriers added, removed or changed.
  public func changedNames(from old: ProjectNames) -> Set<String> {
    var names = shadowedViews.symmetricDifference(old.shadowedViews)
      .union(hostingTypes.symmetricDifference(old.hostingTypes))
      .union(controllerTypes.symmetricDifference(old.controllerTypes))
      .union(representables.symmetricDifference(old.representables))
      .union(viewProtocols.symmetricDifference(old.viewProtocols))
      .union(viewExtensionTypes.symmetricDifference(old.viewExtensionTypes))
      .union(shadowedModifiers.symmetricDifference(old.shadowedModifiers))
      .union(selfHostingMembers.symmetricDifference(old.selfHostingMembers))
      .union(viewBuilderAliases.symmetricDifference(old.viewBuilderAliases))
      .union(navigationLinkLabelShapes == old.navigationLinkLabelShapes ? [] : ["NavigationLink"])
    for key in Set(carriers.keys).union(old.carriers.keys) where carriers[key] != old.carriers[key] {
      names.insert(key)
    }
    for key in Set(presentingCallees.keys).union(old.presentingCallees.keys)
    where presentingCallees[key] != old.presentingCallees[key] {
      names.insert(key)
    }
    return names
  }

  /// Every name, in any of the sets or as a carrier.
  public var allNames: Set<String> {
    shadowedViews.union(hostingTypes).union(controllerTypes).union(representables).union(viewProtocols).union(viewExtensionTypes)
      .union(shadowedModifiers).union(selfHostingMembers).union(viewBuilderAliases)
      .union(carriers.keys).union(presentingCallees.keys)
      .union(navigationLinkLabelShapes.isEmpty ? [] : ["NavigationLink"])
  }

  /// These names, but only those in `names`: a file reads the same under two
  /// ProjectNames whose restrictions to the names its extraction asked are equal
  /// (AskedNames), so that restriction is what its facts depend on (the indexer keys
  /// facts shared between configurations by it).
  public func restricted(to names: Set<String>) -> ProjectNames {
    var result = ProjectNames(shadowedViews: shadowedViews.intersection(names),
                              hostingTypes: hostingTypes.intersection(names),
                              representables: representables.intersection(names))
    result.viewProtocols = viewProtocols.intersection(names)
    result.controllerTypes = controllerTypes.intersection(names)
    result.viewExtensionTypes = viewExtensionTypes.intersection(names)
    result.shadowedModifiers = shadowedModifiers.intersection(names)
    result.selfHostingMembers = selfHostingMembers.intersection(names)
    result.viewBuilderAliases = viewBuilderAliases.intersection(names)
    if names.contains("NavigationLink") { result.navigationLinkLabelShapes = navigationLinkLabelShapes }
    result.carriers = carriers.filter { names.contains($0.key) }
    result.presentingCallees = presentingCallees.filter { names.contains($0.key) }
    return result
  }

  /// Names to look for in files (`mayMention`), or nil when one of them cannot be
  /// looked for that way and every file must be parsed again.
  public struct Mentions: Sendable {
    let patterns: [[UInt8]]
    /// Per name: whether it is a plain identifier (below), looked for as a whole word.
    let whole: [Bool]

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
    ///
    /// A name that is a plain identifier (ASCII, `[A-Za-z_][A-Za-z0-9_]*`) counts only
    /// where that piece is not glued to an ASCII identifier character on either side
    /// in the file's own text (before whitespace is removed): `Key` is not in
    /// `KeyPath`, but is in `Key.self`, `` `Key` ``, `some Key`, `éKey`. Why a string
    /// extraction looks up and that equals such a name is such a piece: the string
    /// starts where a token starts or right after a `.` (the pieces of a dotted name,
    /// `lastComponent`), and ends where a token ends or right before a `.` or `<`
    /// (`withoutGenericArguments`, `inheritedName`), since every cut extraction makes is
    /// at one of those two characters. A `.` or `<` is no identifier character. A token
    /// that starts (ends) with an ASCII identifier character is never preceded
    /// (followed) in the source by one: the lexer takes the longest run of identifier
    /// characters into one token (an identifier, a keyword, a literal with the letters
    /// after its digits, a string segment up to a quote or an interpolation's `\(` or
    /// `)`), with one exception: a string segment also ends after an escaped newline
    /// (`"\nKey"` is the segments `\n` and `Key`; `\r`, raw `\#n` too), so a letter
    /// right after `\` or `#` glues nothing. (Such a segment ends in that letter, but
    /// no suffix of it that starts after a `.` or at its start is an identifier.)
    /// `ProjectNamesIndexingTests` checks this over the fixtures and the odd cases.
    /// Whitespace inside the piece (`each T` as `eachT`)
    /// is no matter: only the characters just outside it are looked at, in the text the
    /// lexer reads (invalid UTF-8 repaired). Anything else beside it, a non-ASCII scalar
    /// (which may continue an identifier), a backtick, punctuation, counts.
    public init?(_ names: Set<String>) {
      var patterns: [[UInt8]] = []
      var whole: [Bool] = []
      for name in names {
        let normalized = name.precomposedStringWithCanonicalMapping
        let bytes = Array(normalized.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 < 0x80 && !Self.isASCIIWhitespace($0) }) else { return nil }
        patterns.append(bytes)
        whole.append(Self.isPlainIdentifier(bytes))
      }
      self.patterns = patterns
      self.whole = whole
    }

    /// Whether the file (as read, before UTF-8 repair) may mention one of the names,
    /// as defined above; false only when none of its lookups can meet one of them.
    public func mayMention(_ bytes: [UInt8]) -> Bool {
      guard !patterns.isEmpty else { return false }
      guard let text = Self.searchable(bytes) else { return true }
      return patterns.indices.contains { text.contains(patterns[$0], whole: whole[$0]) }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`.
    static func isPlainIdentifier(_ bytes: [UInt8]) -> Bool {
      guard let first = bytes.first, first == UInt8(ascii: "_") || isASCIILetter(first) else { return false }
      return bytes.allSatisfy(isASCIIIdentifierCharacter)
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// `[A-Za-z0-9_]`: what glues a name to a longer identifier.
    public static func isASCIIIdentifierCharacter(_ byte: UInt8) -> Bool {
      isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// A file's text as names are looked for in it: its bytes (UTF-8) as extraction
    /// reads them, and the same without whitespace, each byte of which knows where it
    /// stands in the first.
    struct Searchable {
      var original: [UInt8]
      var stripped: [UInt8]
      /// Per byte of `stripped`, its offset in `original`.
      var origin: [Int32]

      /// Whether `pattern` is a piece of `stripped`; when `whole`, one whose first and
      /// last bytes are not glued to an ASCII identifier character in `original`.
      func contains(_ pattern: [UInt8], whole: Bool) -> Bool {
        stripped.withUnsafeBufferPointer { text in
          pattern.withUnsafeBufferPointer { pattern in
            guard whole else { return ByteSearch.contains(pattern, in: text) }
            var from = 0
            while let start = ByteSearch.firstIndex(of: pattern, in: text, from: from) {
              let before = Int(origin[start]) - 1
              let after = Int(origin[start + pattern.count - 1]) + 1
              if (before < 0 || !isASCIIIdentifierCharacter(original[before]) || isEscapeLetter(before))
                  && (after >= original.count || !isASCIIIdentifierCharacter(original[after])) {
                return true
              }
              from = start + 1
            }
            return false
          }
        }
      }

      /// Whether the byte at `offset` follows `\` or `#` (`\n`, raw `\#n`): a string
      /// segment may start right after it.
      func isEscapeLetter(_ offset: Int) -> Bool {
        offset > 0 && (original[offset - 1] == UInt8(ascii: "\\") || original[offset - 1] == UInt8(ascii: "#"))
      }
    }

    /// The file's text as the names are looked for in it, or nil when any name may be
    /// in it (below).
    private static func searchable(_ bytes: [UInt8]) -> Searchable? {
      var stripped: [UInt8] = []
      var origin: [Int32] = []
      if bytes.allSatisfy({ $0 < 0x80 }) {
        // ASCII: characters are bytes, and canonical equivalence is equality.
        stripped.reserveCapacity(bytes.count)
        origin.reserveCapacity(bytes.count)
        for (offset, byte) in bytes.enumerated() where !Self.isASCIIWhitespace(byte) {
          stripped.append(byte)
          origin.append(Int32(offset))
        }
        return Searchable(original: bytes, stripped: stripped, origin: origin)
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
      let original = Array(text.utf8)
      var offset = 0
      for character in text {
        let count = character.utf8.count
        if !character.isWhitespace {
          stripped.append(contentsOf: character.utf8)
          for byte in 0..<count { origin.append(Int32(offset + byte)) }
        }
        offset += count
      }
      return Searchable(original: original, stripped: stripped, origin: origin)
    }

    /// Non-ASCII scalars whose NFC form is ASCII (`ProjectNamesTests` checks the list).
    public static let asciiSingletons: Set<UInt32> = [0x212A, 0x037E, 0x1FEF]

    public static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
      byte == 0x20 || (0x09...0x0D).contains(byte)
    }

  }
}

extension ProjectNames {
  /// Each set written sorted: the same names give the same bytes in the index (`meta`
  /// `project-names` and `names-found`), not an order that changes with each process's
  /// hash seed (found by the differential test of incrementality, `implicits-fuzz incremental`).
  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(shadowedViews.sorted(), forKey: .shadowedViews)
    try container.encode(hostingTypes.sorted(), forKey: .hostingTypes)
    try container.encode(controllerTypes.sorted(), forKey: .controllerTypes)
    try container.encode(representables.sorted(), forKey: .representables)
    try container.encode(viewProtocols.sorted(), forKey: .viewProtocols)
    try container.encode(viewExtensionTypes.sorted(), forKey: .viewExtensionTypes)
    try container.encode(navigationLinkLabelShapes.sorted(), forKey: .navigationLinkLabelShapes)
    try container.encode(shadowedModifiers.sorted(), forKey: .shadowedModifiers)
    try container.encode(selfHostingMembers.sorted(), forKey: .selfHostingMembers)
    try container.encode(viewBuilderAliases.sorted(), forKey: .viewBuilderAliases)
    try container.encode(carriers, forKey: .carriers)
    try container.encode(presentingCallees, forKey: .presentingCallees)
  }
}
