import ImplicitsStore

/// One hop of a path through the view tree: an entry producer, then the sites
/// that lead from producer to producer.
public struct PathHop: Sendable, Equatable {
  /// `MyApp.body` for the entry, `RootView()` or `header` for a site.
  public var name: String
  /// The producer the hop starts from (`RootView.body`).
  public var producer: String
  /// Where the site is written; nil for the entry itself.
  public var site: Location?
  /// Where the entry producer is declared (for the first hop).
  public var location: Location
  public var isEntry: Bool
  /// The site's node id in this index (nil for the entry): explanations look up the
  /// declarations above it without finding it again by its location.
  var siteID: Int?
  /// The entry's producer id in this index (the first hop of a path only).
  var entryID: Int?
}

/// The counterexample search's answer for every read: each state's parent, and where
/// each read's path ends. A state is the proof's `(slot, producer, now, nav)` and the
/// class of its path (`PathClass`).
struct Counterexamples {
  struct State: Hashable {
    var slot: Int, producer: Int, now: Bool, nav: Bool
    var cls = PathClass.app
    /// The path has crossed a navigation container (a destination pushed before one
    /// makes an app path blind: Queries/proof.sql).
    var contained = false
    /// The slot at the root view of the host the path is in (1 or 0), -1 before the path
    /// has shown one: where a presentation starts with its window's root (proof.sql).
    var root = -1
  }
  /// The site a state was first reached through, and the state before it; entries
  /// have none.
  var parents: [State: (site: Int, from: State)] = [:]
  /// The first uncovered state at each read's view, of the best class there is.
  var ends: [Int: State] = [:]
  /// Where a read's path from a preview ends, when its best path is an app path: the
  /// preview paths follow as "also missing in previews".
  var previewEnds: [Int: State] = [:]

  /// Records an end found in the order of why.sql's counterexample-ends (class first).
  mutating func addEnd(read: Int, _ state: State) {
    if ends[read] == nil { ends[read] = state }
    else if state.cls == .preview, ends[read]!.cls != .preview, previewEnds[read] == nil { previewEnds[read] = state }
  }
}

/// Which kind of entry a path starts at, and whether it is seen end to end: an app
/// error's counterexample is always an app path, a blind one makes a read unproven.
enum PathClass: Int, Hashable, Comparable {
  /// From a scene, a hosting root, a configured entry point: seen end to end.
  case app = 0
  /// From an app entry, but through a place the analyzer cannot see: an entry whose
  /// environment is unknown, an unseen site (`unseen_sites`), or a destination pushed
  /// before any navigation container.
  case blind = 1
  /// From a `#Preview` or `PreviewProvider`.
  case preview = 2

  static func < (a: PathClass, b: PathClass) -> Bool { a.rawValue < b.rawValue }
  init(row value: Int) { self = PathClass(rawValue: value) ?? .app }
}

extension ProjectIndex {
  /// The shortest path from an entry point to the read's view on which the read's
  /// slot is not declared; empty when the read is covered. Listing every diagnostic
  /// runs one breadth-first search over the proof's states of all slots at once (in
  /// memory, CounterexampleSearch.swift: Queries/why.sql's counterexamples-* over rows
  /// read once), and each read's path is read off its view's
  /// parents, so a thousand unsatisfied reads cost one search, not a thousand. A
  /// single `why` searches its read's slot only.
  public func uncoveredPath(for read: ReadResult) throws -> [PathHop] {
    if let other = try index(answering: read) { return try other.uncoveredPath(for: read) }
    let search = try counterexamples(for: read.slot)
    guard let end = search.ends[read.id] else { return [] }
    return try path(to: end, in: search)
  }

  /// The shortest path from a preview, when the read's own path is an app path (empty
  /// otherwise): "also missing in previews".
  public func previewPath(for read: ReadResult) throws -> [PathHop] {
    if let other = try index(answering: read) { return try other.previewPath(for: read) }
    let search = try counterexamples(for: read.slot)
    guard let end = search.previewEnds[read.id] else { return [] }
    return try path(to: end, in: search)
  }

  /// What a blind path could not see, in path order: the entry's unknown environment
  /// (`entries.origin`) and the unseen sites it crosses, each with where it is.
  public func blindPlaces(on path: [PathHop], for read: ReadResult) throws -> [(reason: String, location: Location)] {
    guard let entry = path.first else { return [] }
    let sites = path.compactMap(\.siteID)
    let producer = entry.entryID ?? -1
    var places: [(String, Location)] = []
    var reasons: [Int: String] = [:]
    for row in try database.rows(SQLScripts.why["blind-places"], "[" + sites.map(String.init).joined(separator: ",") + "]",
                                 producer, read.slot, Self.unknownTypeReason) {
      if row.int(0) == 0 { places.append((row.string(1), entry.location)) } else { reasons[row.int(0)] = row.string(1) }
    }
    for hop in path { if let id = hop.siteID, let reason = reasons[id], let site = hop.site { places.append((reason, site)) } }
    return places
  }

  private func path(to end: Counterexamples.State, in search: Counterexamples) throws -> [PathHop] {
    var state = end
    var hops: [PathHop] = []
    while let parent = search.parents[state] {
      hops.append(try hop(site: parent.site))
      state = parent.from
    }
    hops.append(try entryHop(producer: state.producer))
    return hops.reversed()
  }

  /// The search that holds the slot's paths: the one of every slot when it was run,
  /// else the slot's own (run now, or every slot's while listing diagnostics).
  func counterexamples(for slot: String) throws -> Counterexamples {
    try memo.validate(database)
    if let all = memo.counterexamples { return all }
    if let known = memo.slotCounterexamples[slot] { return known }
    // Every slot's search runs in memory (CounterexampleSearch.swift); one slot's in SQL.
    let search = memo.isPinned ? try searchEverySlotInMemory() : try searchCounterexamples(only: slot)
    if memo.isPinned { memo.counterexamples = search } else { memo.slotCounterexamples[slot] = search }
    try memo.acceptOwnWrites(database)
    if memo.isPinned { try lookUpHops(of: search) }
    return search
  }

  /// Every read's path is about to be read off the search (listing every diagnostic):
  /// the hops of all of them, looked up in two statements rather than one per site.
  private func lookUpHops(of search: Counterexamples) throws {
    var seen = Set<Counterexamples.State>()
    var sites: [Int] = [], producers: [Int] = []
    for end in Array(search.ends.values) + Array(search.previewEnds.values) {
      var state = end
      // Paths share their beginnings: the rest of a path from a state seen before is known.
      while seen.insert(state).inserted {
        guard let parent = search.parents[state] else {
          if memo.entryHops[state.producer] == nil { producers.append(state.producer) }
          break
        }
        if memo.hops[parent.site] == nil { sites.append(parent.site) }
        state = parent.from
      }
    }
    func list(_ ids: [Int]) -> String { "[" + Set(ids).map(String.init).joined(separator: ",") + "]" }
    if !sites.isEmpty {
      for row in try database.rows(SQLScripts.why["sites-of"], list(sites)) {
        memo.hops[row.int(7)] = Self.siteHop(row, site: row.int(7))
      }
    }
    if !producers.isEmpty {
      for row in try database.rows(SQLScripts.why["producers-of"], list(producers)) {
        var hop = Self.entryHop(row)
        hop.entryID = row.int(6)
        memo.entryHops[row.int(6)] = hop
      }
    }
  }

  /// Runs the search over one slot, or every slot with an unsatisfied read (nil).
  func searchCounterexamples(only slot: String?) throws -> Counterexamples {
    let sql = SQLScripts.why
    try database.execute(sql["counterexamples-create"])
    try database.run(sql["counterexamples-slots"], slot)
    try database.run(sql[slot == nil ? "counterexamples-sites" : "counterexamples-sites-of-slot"])
    try database.run(sql["counterexamples-start"])
    var depth = 0
    while database.changes > 0 {
      try database.run(sql["counterexamples-step"], depth)
      depth += 1
    }
    var search = Counterexamples()
    for row in try database.rows(sql["counterexample-states"]) {
      let slot = row.int(0)
      search.parents[.init(slot: slot, producer: row.int(1), now: row.int(2) != 0, nav: row.int(3) != 0,
                           cls: PathClass(row: row.int(4)), contained: row.int(5) != 0, root: row.int(12))] =
        (row.int(6), .init(slot: slot, producer: row.int(7), now: row.int(8) != 0, nav: row.int(9) != 0,
                           cls: PathClass(row: row.int(10)), contained: row.int(11) != 0, root: row.int(13)))
    }
    for row in try database.rows(sql["counterexample-ends"]) {
      search.addEnd(read: row.int(0), .init(slot: row.int(1), producer: row.int(2), now: row.int(3) != 0,
                                            nav: row.int(4) != 0, cls: PathClass(row: row.int(5)),
                                            contained: row.int(6) != 0, root: row.int(7)))
    }
    try database.execute(sql["counterexamples-drop"])
    return search
  }

  func hop(site: Int) throws -> PathHop {
    if let known = memo.hops[site] { return known }
    let hop = Self.siteHop(try database.rows(SQLScripts.why["site"], site)[0], site: site)
    memo.hops[site] = hop
    return hop
  }

  /// A site's hop from its row of why.sql's @site (or @sites-of).
  static func siteHop(_ row: Row, site: Int) -> PathHop {
    let kind = row.string(1)
    let name = kind == "instantiate" ? row.string(0) + "()" : row.string(0)
    let location = Location(file: row.string(2), line: row.int(3), column: row.int(4))
    return PathHop(name: name, producer: row.string(5), site: location, location: location, isEntry: false,
                   siteID: site)
  }

  func entryHop(producer: Int) throws -> PathHop {
    if let known = memo.entryHops[producer] { return known }
    var hop = Self.entryHop(try database.rows(SQLScripts.why["producer"], producer)[0])
    hop.entryID = producer
    memo.entryHops[producer] = hop
    return hop
  }

  /// An entry's hop from its row of why.sql's @producer (or @producers-of).
  static func entryHop(_ row: Row) -> PathHop {
    PathHop(name: row.string(0), producer: row.string(0), site: nil,
            location: Location(file: row.string(3), line: row.int(4), column: row.int(5)), isEntry: true)
  }
}
