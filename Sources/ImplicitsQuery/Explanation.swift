import ImplicitsStore

/// Why a read is or is not satisfied: the proof's evidence in a form a person reads.
public struct Explanation: Sendable {
  public struct Covering: Sendable, Equatable {
    /// The declaration (`.implicit(NetworkService())`) and where it is written.
    public var declaration: String
    public var declarationLocation: Location
    /// The sites it covers on the way to the read's view.
    public var sites: [(name: String, producer: String, location: Location)]
    /// When a custom modifier or container provides the value: how, one level a step
    /// (`.withEnvironments()` → `.environment(theme)` inside it), each with its place.
    public var via: [(text: String, location: Location)] = []
    public static func == (a: Covering, b: Covering) -> Bool {
      a.declaration == b.declaration && a.declarationLocation == b.declarationLocation
        && a.sites.map(\.location) == b.sites.map(\.location)
    }
  }

  public struct NearMiss: Sendable, Equatable {
    public var message: String
    public var location: Location
    /// The right key, declared between a navigation container and the link that
    /// pushes the view (rule 2): on the path, but it does not count.
    public var isNavigation = false
    /// A presentation that starts a new host on the path (PresentationBoundaries.swift),
    /// or the right key declared outside its closure.
    public var isBoundary = false
    /// The read's key declared where it does not count (outside a new host's closure).
    public var isDeclaration = false
  }

  public var read: ReadResult
  /// For an unsatisfied (or unproven) read: the shortest path on which the value is
  /// missing, from an app entry when there is one.
  public var uncoveredPath: [PathHop]
  /// For an app error: the shortest path from a preview that misses it too.
  public var previewPath: [PathHop] = []
  /// For an unproven read: what the path could not see, and where.
  public var blindPlaces: [(reason: String, location: Location)] = []
  /// For a satisfied read: the declarations that cover it, with the sites they cover.
  public var coverings: [Covering]
  /// For a satisfied read: the entries it was proven from (previews flagged).
  public var provenFrom: [(name: String, location: Location, isPreview: Bool)] = []
  /// Where the same key is declared anywhere in the project.
  public var declaredElsewhere: [(text: String, location: Location, producer: String)]
  /// Declarations on the uncovered path that were probably meant to provide the value.
  public var nearMisses: [NearMiss]
  /// Declarations of the read's kind on the uncovered path whose type the analyzer
  /// cannot determine: the likely cause, fixed by writing the type (`x as T`).
  public var untypedOnPath: [NearMiss] = []
  public var suggestedFix: String?
  /// For `@Environment(\.key)` reads: where the key is defined and its default.
  public var keyDefinition: (description: String, location: Location)?
  /// For a project built in several configurations: the read's status in each that
  /// builds it (the evidence above is the worst one's, `read.configuration`).
  /// `onlyPreviews`: unsatisfied only on paths from previews there.
  public var configurationStatuses: [(configuration: String, status: ReadResult.Status, onlyPreviews: Bool)] = []
}

extension ProjectIndex {
  public func explain(_ read: ReadResult) throws -> Explanation {
    var explanation = try (index(answering: read) ?? self).explainHere(read)
    explanation.configurationStatuses = try configurationStatuses(of: read)
    return explanation
  }

  /// The evidence of this configuration's index.
  private func explainHere(_ read: ReadResult) throws -> Explanation {
    let sql = SQLScripts.why
    var explanation = Explanation(read: read, uncoveredPath: [], coverings: [], declaredElsewhere: [],
                                  nearMisses: [], suggestedFix: nil, keyDefinition: nil)
    if read.kind == "environmentKey", let row = try database.rows(sql["key-definition"], read.key).first {
      let type = row.string(1), value = row.string(2)
      explanation.keyDefinition = (
        "\(read.key) is defined here" + (type.isEmpty ? "" : " (\(type))") + (value.isEmpty ? "" : ", default \(value)"),
        Location(file: row.string(3), line: row.int(4), column: row.int(5)))
    }
    explanation.declaredElsewhere = try declarations(of: read.slot).map {
      (declarationText($0.string(2), $0.string(1)),
       Location(file: $0.string(3), line: $0.int(4), column: $0.int(5)), $0.string(6))
    }
    switch read.status {
    case .unsatisfied, .unproven, .unused:
      explanation.uncoveredPath = try uncoveredPath(for: read)
      if !read.onlyPreviews { explanation.previewPath = try previewPath(for: read) }
      if read.status == .unproven { explanation.blindPlaces = try blindPlaces(on: explanation.uncoveredPath, for: read) }
      explanation.nearMisses = try hostingRootMisses(on: explanation.uncoveredPath, for: read)
        + presentationMisses(on: explanation.uncoveredPath, for: read)
        + nearMisses(on: explanation.uncoveredPath, for: read)
        + chainMisses(on: explanation.uncoveredPath, for: read)
      explanation.untypedOnPath = try untypedDeclarations(on: explanation.uncoveredPath, for: read)
      // A declaration on the path that does not count is said so, not listed as elsewhere.
      let onPath = Set(explanation.nearMisses.filter { $0.isNavigation || $0.isBoundary }.map(\.location))
      explanation.declaredElsewhere.removeAll { onPath.contains($0.location) }
      // a preview makes its own value; the app passes on the one it has
      let declaration = read.onlyPreviews ? read.newValueDeclaration : read.suggestedDeclaration
      if let untyped = explanation.untypedOnPath.first {
        explanation.suggestedFix = untyped.message
      } else if let inside = try presentationFix(on: explanation.uncoveredPath) {
        // past a new host, nothing outside the presented closure reaches the view
        explanation.suggestedFix = "add \(declaration) \(inside)"
      } else if let last = explanation.uncoveredPath.last, let site = last.site {
        explanation.suggestedFix = "add \(declaration) to \(last.name) at \(site.file):\(site.line), "
          + "or to an ancestor that every path to \(read.view) passes"
      }
    case .satisfied:
      var groups: [String: Explanation.Covering] = [:]
      var order: [String] = []
      for row in try database.rows(sql["covering"], read.id, read.slot) {
        let id = "\(row.int(1))"
        let site = (name: siteName(row.string(7)), producer: row.string(11),
                    location: Location(file: row.string(8), line: row.int(9), column: row.int(10)))
        if groups[id] == nil {
          order.append(id)
          groups[id] = .init(declaration: coveringText(row.string(3), row.string(2)),
                             declarationLocation: Location(file: row.string(4), line: row.int(5), column: row.int(6)),
                             sites: [])
          if let producer = row[12].int { groups[id]!.via = try providedInside(producer, slot: read.slot) }
        }
        if !(groups[id]!.sites.contains { $0.location == site.location }) { groups[id]!.sites.append(site) }
      }
      explanation.coverings = order.compactMap { groups[$0] }
      explanation.provenFrom = try database.rows(sql["proven-from"], read.id).map {
        ($0.string(0), Location(file: $0.string(2), line: $0.int(3), column: $0.int(4)), $0.int(1) != 0)
      }
    case .defaulted:
      explanation.uncoveredPath = try uncoveredPath(for: read)
      explanation.suggestedFix = "declare \(read.suggestedDeclaration) on this path if the default is not wanted"
    case .unreachable:
      explanation.suggestedFix = read.reach == .previews
        ? "show \(read.view) from the app (only previews show it), or name it in entryPoints in .implicits.json "
          + "if code the analyzer does not see shows it"
        : "show \(read.view) from a reachable view, or name it in entryPoints in .implicits.json if code the "
          + "analyzer does not see shows it"
    default:
      break
    }
    return explanation
  }

  /// Declarations on the uncovered path that probably meant to provide the read:
  /// another type of the same kind (`.implicit(LiveNetwork())` for `NetworkService`),
  /// or the right key placed between a navigation container and its link.
  func nearMisses(on path: [PathHop], for read: ReadResult, navigationOnly: Bool = false) throws -> [Explanation.NearMiss] {
    var result: [Explanation.NearMiss] = []
    for hop in path {
      guard let siteID = try hop.siteID ?? hop.site.flatMap(siteID(at:)) else { continue }
      for row in try declarations(above: siteID) {
        let kind = row.string(0), slot = row.string(1), value = row.string(2)
        let location = Location(file: row.string(3), line: row.int(4), column: row.int(5))
        let depth = row.int(6)
        // dest_depth and container_depth (why.sql, site-declarations), by position: this
        // runs for every declaration above every site of every path.
        let destDepth = row[7].int, containerDepth = row[8].int
        // beyond a new host nothing counts: presentationMisses says so
        if row[10].int.map({ depth > $0 }) ?? false { continue }
        if slot == read.slot, let destDepth, depth > destDepth, containerDepth.map({ depth < $0 }) ?? true {
          let target = try container(of: siteID, depth: containerDepth)
            ?? "the enclosing navigation container (in a view above)"
          result.append(.init(
            message: "\(declarationText(kind, value)) is on this path but does not count: it sits between the "
              + "navigation container and the link that pushes \(hop.name), and a pushed view gets only the "
              + "environment of its container; move it onto \(target), or above it",
            location: location, isNavigation: true))
        } else if !navigationOnly, kind == read.kind, slot != read.slot, !read.key.hasPrefix("\\."), !slot.isEmpty,
                  try probablyMeant(String(slot.dropFirst(kind.count + 1)), for: read.key) {
          let declared = String(slot.dropFirst(kind.count + 1))
          // Suggest the conversion only where it compiles: the declared type is a subclass
          // or conformer of the read's type in the project. A project type that is neither
          // cannot provide it; for a type declared outside the project, the analyzer
          // cannot tell, and says so.
          let cast = declarationText(kind, value + " as " + read.key)
          let message: String
          if try isSubtype(declared, of: read.key) {
            message = "\(declarationText(kind, value)) declares \(declared), not \(read.key); if it is meant to "
              + "provide \(read.key), write \(cast)"
          } else if try isProjectType(declared) {
            message = "\(declarationText(kind, value)) declares \(declared), not \(read.key), and the two types are "
              + "unrelated (\(declared) neither inherits from nor conforms to \(read.key)), so it cannot provide it"
          } else {
            message = "\(declarationText(kind, value)) declares \(declared), not \(read.key); if \(declared) is a "
              + "\(read.key) (it is declared outside the project), write \(cast)"
          }
          result.append(.init(message: message, location: location))
        }
      }
    }
    return result
  }

  /// Declarations of the read's kind above the path's sites whose type is unknown: if
  /// one of them holds the value, the only thing missing is its type.
  func untypedDeclarations(on path: [PathHop], for read: ReadResult) throws -> [Explanation.NearMiss] {
    guard !read.key.hasPrefix("\\") else { return [] }
    var result: [Explanation.NearMiss] = []
    for hop in path {
      guard let siteID = try hop.siteID ?? hop.site.flatMap(siteID(at:)) else { continue }
      for row in try declarations(above: siteID)
      where row.string(0) == read.kind && row.string(1).isEmpty {
        let value = row.string(2)
        let location = Location(file: row.string(3), line: row.int(4), column: row.int(5))
        guard !result.contains(where: { $0.location == location }) else { continue }
        result.append(.init(
          message: "the type of \(declarationText(read.kind, value)) at \(location.file):\(location.line) cannot be "
            + "determined; if it is \(read.key), write \(declarationText(read.kind, value + " as " + read.key))",
          location: location))
      }
    }
    return result
  }

  /// The navigation container a site is pushed onto, when it is in the site's producer:
  /// `the NavigationStack at Home.swift:12`.
  private func container(of site: Int, depth: Int?) throws -> String? {
    guard let depth, let row = try database.rows("""
      SELECT n.name, f.path, n.line FROM site_ancestors a JOIN nodes n ON n.id = a.node_id
      JOIN files f ON f.id = n.file_id WHERE a.site_id = ? AND a.depth = ?
      """, site, depth).first else { return nil }
    return "the \(row.string(0)) at \(row.string(1)):\(row.int(2))"
  }

  /// The navigation near misses alone, for the diagnostic's notes.
  func navigationMisses(on path: [PathHop], for read: ReadResult) throws -> [Explanation.NearMiss] {
    guard path.count > 1 else { return [] }
    return try hostingRootMisses(on: path, for: read) + presentationMisses(on: path, for: read)
      + nearMisses(on: path, for: read, navigationOnly: true) + chainMisses(on: path, for: read)
  }

  /// The read's value declared before a presentation on the path, in its modifier chain
  /// (`.implicit(store).sheet { Editor() }`): it reaches the view the sheet is attached
  /// to, not the sheet's content; moving it after the presentation fixes the path.
  func chainMisses(on path: [PathHop], for read: ReadResult) throws -> [Explanation.NearMiss] {
    var result: [Explanation.NearMiss] = []
    for hop in path {
      guard let siteID = try hop.siteID ?? hop.site.flatMap(siteID(at:)) else { continue }
      for row in try database.rows(SQLScripts.why["chain-declarations"], siteID, read.slot) {
        let location = Location(file: row.string(2), line: row.int(3), column: row.int(4))
        guard !result.contains(where: { $0.location == location }) else { continue }
        let presentation = ".\(row.string(5))"
        result.append(.init(
          message: "\(declarationText(row.string(0), row.string(1))) is applied before \(presentation) "
            + "(\(row.string(6)):\(row.int(7))) in the same modifier chain, so it reaches the view \(presentation) is "
            + "attached to but not its content; move it after \(presentation), or add it inside the presented content",
          location: location))
      }
    }
    return result
  }

  /// Whether the project declares `type` (so what it inherits and conforms to is known).
  func isProjectType(_ type: String) throws -> Bool {
    try database.scalarInt("SELECT COUNT(*) FROM types WHERE name = ?", type) ?? 0 > 0
  }

  /// Whether `type` inherits from or conforms to `key` in the project (transitively,
  /// `type_supers`), so `value as key` compiles.
  func isSubtype(_ type: String, of key: String) throws -> Bool {
    try database.scalarInt("SELECT COUNT(*) FROM type_supers WHERE type = ? AND super = ?", type, key) ?? 0 > 0
  }

  /// A declared type that conforms to the read type (indexed), or shares a word of its
  /// name (`LiveNetwork` for `NetworkService`), was probably meant to provide it.
  func probablyMeant(_ declared: String, for key: String) throws -> Bool {
    try memo.validate(database)
    if let known = memo.probablyMeant[declared + "\u{0}" + key] { return known }
    let meant = try probablyMeantUncached(declared, for: key)
    memo.probablyMeant[declared + "\u{0}" + key] = meant
    return meant
  }

  private func probablyMeantUncached(_ declared: String, for key: String) throws -> Bool {
    let conforms = try database.scalarInt(
      "SELECT COUNT(*) FROM conformances WHERE type_name = ? AND protocol = ?",
      declared, key.split(separator: ".").last.map(String.init) ?? key) ?? 0
    if conforms > 0 { return true }
    return !Set(Self.words(declared)).isDisjoint(with: Self.words(key))
  }

  /// Camel-case words of four letters or more: `LiveNetworkService` → live, network, service.
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in name {
      if character.isUppercase, !current.isEmpty { words.append(current); current = "" }
      if character.isLetter { current.append(character) } else if !current.isEmpty { words.append(current); current = "" }
    }
    if !current.isEmpty { words.append(current) }
    return words.filter { $0.count >= 4 }.map { $0.lowercased() }
  }

  func siteID(at location: Location) throws -> Int? {
    try database.scalarInt("""
      SELECT n.id FROM nodes n JOIN files f ON f.id = n.file_id
      WHERE f.path = ? AND n.line = ? AND n.col = ? AND n.kind IN ('instantiate', 'reference')
      """, location.file, location.line, location.column)
  }

  private func siteName(_ name: String) -> String {
    SyntaxNamesForDisplay.isTypeName(name) ? name + "()" : name
  }

  /// What provides a slot inside a custom modifier or container, down to the
  /// declarations: the first way at each level (a modifier calling a modifier), at most
  /// eight levels (a cycle never provides by assuming it, `provides.sql`).
  func providedInside(_ producer: Int, slot: String) throws -> [(text: String, location: Location)] {
    var chain: [(text: String, location: Location)] = []
    var next: Int? = producer
    var seen: Set<Int> = []
    while let current = next, seen.insert(current).inserted, chain.count < 8 {
      guard let row = try database.rows(SQLScripts.why["provided-inside"], current, slot).first else { break }
      chain.append((coveringText(row.string(1), row.string(0)),
                    Location(file: row.string(2), line: row.int(3), column: row.int(4))))
      next = row[5].int
    }
    return chain
  }

  /// A covering's text: a declaration as written, or the modifier or container that
  /// applies one (`.withServices()`, `Themed { … }`).
  func coveringText(_ kind: String, _ value: String) -> String {
    switch kind {
    case "apply": return value.hasPrefix(".") ? value + "()" : "." + value + "()"
    case "instantiate": return value + " { … }"
    case "reference": return value
    case "modify": return ".modifier(" + value + ")"
    default: return declarationText(kind, value)
    }
  }

  func declarationText(_ kind: String, _ value: String) -> String {
    // what SwiftUI puts into the scenes' environment for the App's delegate adaptor
    if kind == "delegate" { return "the app delegate \(value) (@UIApplicationDelegateAdaptor)" }
    if kind == "scene-delegate" { return "the scene delegate \(value) configures (delegateClass)" }
    let modifier = kind == "implicit" ? "implicit" : kind == "environmentObject" ? "environmentObject" : "environment"
    return ".\(modifier)(\(value))"
  }
}

enum SyntaxNamesForDisplay {
  static func isTypeName(_ name: String) -> Bool {
    (name.split(separator: ".").last?.first?.isUppercase) ?? false
  }
}
