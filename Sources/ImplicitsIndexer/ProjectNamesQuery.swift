import Foundation
import ImplicitsExtract
import ImplicitsStore

/// Finds the ProjectNames of an index: project types named like SwiftUI views, aliases
/// and subclasses of hosting controllers, aliases of representable protocols and
/// protocols that refine them. Names are last components, as extraction compares them.
enum ProjectNamesQuery {
  static func find(databasePath: String) throws -> ProjectNames {
    try find(in: try IndexStore.openForReading(path: databasePath))
  }

  /// Reads the facts and Queries/type_hierarchy.sql's tables only, so it can run
  /// before anything else is derived.
  /// `hostingTypes`: the ones `.implicits.json` names (types from outside the project).
  static func find(in database: Database, hostingTypes configured: Set<String> = []) throws -> ProjectNames {
    var names = ProjectNames()
    // The last components of the types a call may name (not protocols nor generic
    // parameters), read once: `Theme.Button` → `Button`.
    let declared = Set(try database.rows("SELECT DISTINCT name FROM types WHERE kind NOT IN ('protocol', 'generic')")
      .map { last($0.string(0)) })
    names.shadowedViews = shadowedViews(among: declared)
    names.viewExtensionTypes = try viewExtensionTypes(in: database, declared: declared)
    try findModifierNames(in: database, into: &names)
    names.navigationLinkLabelShapes = try navigationLinkLabelShapes(in: database)
    names.hostingTypes = try hostingTypes(in: database, configured: configured)
    names.representables = try derived(from: ProjectNames.swiftUIRepresentables, in: database, subclasses: false)
    names.controllerTypes = try derived(from: BuiltInControllers.classes, in: database, subclasses: true)
    for row in try database.rows("""
      SELECT DISTINCT s.type FROM type_supers s JOIN types t ON t.name = s.type AND t.kind = 'protocol'
      WHERE s.super = 'View' AND s.depth > 0
      """) {
      names.viewProtocols.insert(last(row.string(0)))
    }
    names.carriers = try carriers(in: database)
    names.presentingCallees = try PresentingCalleesQuery.find(in: database)
    // (an alias's target as written: `(Item)->AnyView`, read as a written closure type is)
    for row in try database.rows("""
      SELECT a.name, e.name FROM type_aliases a JOIN type_exprs e ON e.id = a.target_id
      WHERE instr(e.name, '->') > 0
      """) where ProjectNames.closureBuildsViews(row.string(1)) {
      names.viewBuilderAliases.insert(last(row.string(0)))
    }
    return names
  }

  /// Project types named like SwiftUI's views.
  private static func shadowedViews(among declared: Set<String>) -> Set<String> {
    // Nested ones too (`Theme.Button`): inside `Theme` Swift's lookup finds it first.
    // Extraction reads such a call as the project's wherever the name is written; the
    // index keeps it the project's only where a type of that name is in scope (its
    // module, an imported one, an enclosing type), and SwiftUI's elsewhere
    // (Queries/derive_sites_1_context.sql, `unresolved_sites`).
    // (and like its platform-only scenes: a project `Settings` type is no Mac-only scene)
    declared.filter {
      BuiltInViews.names.contains($0) || ProjectNames.swiftUINavigationNames.contains($0)
        || BuiltInViews.platformOnlyScenes[$0] != nil
    }
  }

  /// Project types called unqualified inside a View extension, and those the names
  /// the facts were read with held while the project still declares them.
  private static func viewExtensionTypes(in database: Database, declared: Set<String>) throws -> Set<String> {
    var found: Set<String> = []
    // Project types called unqualified inside a View extension: read either way by the
    // pass that found them (a member of View, or a call), so both kinds of node count.
    // (A type's last component, `Row` of `Screen.Row`, compared exactly: `content` is no
    // `Content`; one set of them, not a scan of the types per node.)
    for row in try database.rows("""
      WITH last_names(name) AS (
        SELECT replace(name, rtrim(name, replace(name, '.', '')), '') FROM types
        WHERE kind NOT IN ('protocol', 'generic'))
      SELECT DISTINCT n.name FROM producers p JOIN nodes n ON n.producer_id = p.id
      WHERE p.owner IN ('View', 'SwiftUI.View') AND n.kind IN ('apply', 'instantiate', 'reference')
        AND instr(n.name, '.') = 0 AND n.name IN (SELECT name FROM last_names)
      """) {
      found.insert(row.string(0))
    }
    // Kept from the names the facts were parsed with, while the project still declares
    // such a type: how a call is read depends on this set, and a call read as a type
    // leaves other nodes than one read as a modifier, so the set found could swing
    // between two answers run after run, each re-parsing every file that mentions them.
    // Kept, it only grows towards the project's own types (which Swift's lookup would
    // find there anyway), and a run with no change parses nothing.
    if let stored = try database.rows("SELECT value FROM meta WHERE key = 'project-names'").first,
       let previous = try? decode(stored.string(0)) {
      let kept = previous.viewExtensionTypes.subtracting(found)
      guard !kept.isEmpty else { return found }
      // The names kept have no dot: `X` is declared when a type is `X` or ends in `.X`.
      for name in kept where !name.contains(".") && declared.contains(name) {
        found.insert(name)
      }
    }
    return found
  }

  /// Project modifiers named like SwiftUI's, and View extension members that host `self`.
  private static func findModifierNames(in database: Database, into names: inout ProjectNames) throws {
    // Project modifiers named like SwiftUI's: `View` extension methods that build views.
    for row in try database.rows("SELECT DISTINCT name FROM producers WHERE owner IN ('View', 'SwiftUI.View')")
    where BuiltInModifiers.names.contains(row.string(0)) {
      names.shadowedModifiers.insert(row.string(0))
    }
    // View extension members whose hosting controller is given `self` (a `parameter`
    // node `View.member#self`, ProducerBuilder): their callers hand the receiver over.
    for row in try database.rows("""
      SELECT DISTINCT p.function FROM producers p JOIN nodes n ON n.producer_id = p.id
      WHERE p.owner IN ('View', 'SwiftUI.View') AND n.kind = 'parameter' AND n.name = 'View.' || p.function || '#self'
      """) {
      names.selfHostingMembers.insert(row.string(0))
    }
  }

  /// The call shapes the project's NavigationLink initialisers without a destination accept.
  private static func navigationLinkLabelShapes(in database: Database) throws -> Set<String> {
    var shapesFound: Set<String> = []
    // Project initialisers of NavigationLink without a `destination` parameter: the
    // shapes of the calls they accept (between the bars of their signature).
    for row in try database.rows("""
      SELECT labels FROM functions WHERE name = 'init'
        AND (owner = 'NavigationLink' OR owner = 'SwiftUI.NavigationLink' OR owner LIKE 'NavigationLink<%')
      """) {
      let signature = row.string(0)
      guard signature.hasPrefix("|"), let end = signature.lastIndex(of: "|") else { continue }
      let shapes = signature[signature.index(after: signature.startIndex)..<end].split(separator: "|",
                                                                                    omittingEmptySubsequences: false)
      guard !shapes.contains(where: { $0.contains("destination:") || $0.contains("destination{") }) else { continue }
      shapesFound.formUnion(shapes.map(String.init))
    }
    return shapesFound
  }

  /// Hosting controllers besides SwiftUI's: the settings' and outside ones the code
  /// makes, and every alias and subclass of those or of SwiftUI's.
  private static func hostingTypes(in database: Database, configured: Set<String>) throws -> Set<String> {
    // A hosting controller from outside the project (a package's subclass the index
    // does not hold): a type the project does not declare, named like a hosting
    // controller, that code makes with a `rootView:` or `content:`. With the ones the
    // settings name, they host like SwiftUI's own, and so do their project subclasses.
    var hosting = ProjectNames.swiftUIHostingTypes.union(configured.map(last))
    for row in try database.rows("""
      SELECT name FROM nodes
      WHERE kind = 'instantiate' AND name LIKE '%HostingController'
        AND (labels LIKE 'rootView:%' OR labels LIKE 'content:%')
      UNION
      SELECT name FROM producers
      WHERE kind = 'hosting' AND name LIKE '%HostingController'
        AND (labels LIKE 'rootView:%' OR labels LIKE 'content:%')
      """) {
      let name = last(row.string(0))
      if try database.rows("SELECT 1 FROM types WHERE name = ? OR name LIKE ?", name, "%." + name).isEmpty {
        hosting.insert(name)
      }
    }
    return try derived(from: hosting, in: database, subclasses: true)
      .union(hosting.subtracting(ProjectNames.swiftUIHostingTypes))
  }

  /// Types whose initialiser parameters are carried into a property, by last name.
  private static func carriers(in database: Database) throws -> [String: ProjectNames.Carrier] {
    var carriers: [String: ProjectNames.Carrier] = [:]
    var ambiguous: Set<String> = []
    // A view's content closures stay where they are written (rule 5): only values that
    // are not views (routes, descriptors) carry, and representables, whose content is
    // shown by the controllers they host (Queries/view_flow.sql).
    for row in try database.rows("""
      SELECT owner, label, property FROM carried_parameters
      WHERE owner NOT IN (SELECT name FROM view_types)
         OR owner IN (SELECT type FROM type_supers WHERE super IN ('UIViewRepresentable', 'NSViewRepresentable',
                                                               'UIViewControllerRepresentable',
                                                               'NSViewControllerRepresentable'))
      ORDER BY owner, label
      """) {
      let qualified = row.string(0), key = last(qualified)
      if let known = carriers[key], known.qualified != qualified { ambiguous.insert(key) }
      carriers[key, default: .init(qualified: qualified, properties: [:])].properties[row.string(1)] = row.string(2)
    }
    // Two carriers of the same name in different scopes: a call could mean either.
    for key in ambiguous { carriers[key] = nil }
    return carriers
  }

  /// Aliases of `originals` (and of what is found), and types that inherit from them:
  /// subclasses (`class Host: UIHostingController<AnyView>`) or refining protocols.
  private static func derived(from originals: Set<String>, in database: Database, subclasses: Bool) throws -> Set<String> {
    var known = originals
    var found: Set<String> = []
    while true {
      var added: Set<String> = []
      for row in try database.rows("""
        SELECT a.name, n.name FROM type_aliases a JOIN type_expr_names n ON n.expr_id = a.target_id
        UNION ALL
        SELECT c.type_name, c.protocol FROM conformances c JOIN types t ON t.name = c.type_name
        WHERE t.kind = CASE WHEN ?1 THEN 'class' ELSE 'protocol' END
        """, subclasses) {
        let name = last(row.string(0)), target = last(row.string(1))
        if known.contains(target), !known.contains(name) { added.insert(name) }
      }
      guard !added.isEmpty else { return found }
      known.formUnion(added)
      found.formUnion(added)
    }
  }

  /// `Outer.Host` → `Host`; `UIHostingController<AnyView>` → `UIHostingController`.
  /// (Run on every type and conformance of every pass: slices, no arrays of parts.)
  private static func last(_ name: String) -> String {
    let head = name.drop(while: { $0 == "<" }).prefix(while: { $0 != "<" })
    let base = head.isEmpty ? Substring(name) : head
    let trimmed = base[..<(base.lastIndex(where: { $0 != "." }).map(base.index(after:)) ?? base.startIndex)]
    guard !trimmed.isEmpty else { return String(base) }
    return String(trimmed[(trimmed.lastIndex(of: ".").map(trimmed.index(after:)) ?? trimmed.startIndex)...])
  }

  static func stored(databasePath: String) throws -> ProjectNames {
    let database = try IndexStore.openForReading(path: databasePath)
    guard let text = try database.rows("SELECT value FROM meta WHERE key = 'project-names'").first?.string(0) else {
      return ProjectNames()
    }
    return try decode(text)
  }

  static func decode(_ text: String) throws -> ProjectNames {
    try JSONDecoder().decode(ProjectNames.self, from: Data(text.utf8))
  }

  static func encode(_ names: ProjectNames) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(names), as: UTF8.self)
  }
}
