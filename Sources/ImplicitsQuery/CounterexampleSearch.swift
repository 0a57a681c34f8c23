import ImplicitsStore

/// The search of every slot (listing every diagnostic), run in memory: the same
/// breadth-first search as why.sql's counterexamples-step, over the same rows, without
/// one SQL statement per level inserting tens of thousands of states into a table.
/// It gives exactly what the SQL gives: a level's arrivals are taken in the step's
/// `ORDER BY s.slot, c.rank, s.producer_id, s.now, s.nav, s.cls, s.contained`, the first at a state
/// winning (ReportSharingTests compares the two, state by state).
extension ProjectIndex {
  func searchEverySlotInMemory() throws -> Counterexamples {
    let graph = try loadSearchGraph()
    var search = Counterexamples()
    let depths = graph.search(recordingParentsIn: &search)
    graph.addEnds(to: &search, depths: depths)
    return search
  }

  /// The rows the search walks, read with why.sql's statements from the temporary
  /// tables they fill (dropped again before the search starts).
  private func loadSearchGraph() throws -> SlotSearchGraph {
    let sql = SQLScripts.why
    try database.execute(sql["counterexamples-create"])
    try database.run(sql["counterexamples-slots"], nil as String?)
    if let only = memo.searchedSlots {
      // Slots never meet: searching some of them gives each the paths a search of all gives.
      try database.run("DELETE FROM temp.counterexample_slots WHERE key NOT IN (SELECT value FROM json_each(?))",
                       JSON.array(only.sorted().map { .string($0) }).rendered(pretty: false))
      try database.run(sql["counterexamples-sites-of-slot"])
    } else {
      try database.run(sql["counterexamples-sites"])
    }
    var graph = SlotSearchGraph()
    for row in try database.rows(sql["counterexamples-memory-sites"]) {
      graph.sites[row.int(0)] = SlotSearchGraph.Site(
        rank: row.int(1), hasDest: row.int(2) != 0, hasContainer: row.int(3) != 0, unseen: row.int(4) != 0,
        host: row.int(5), roots: row.int(6) != 0)
    }
    for row in try database.rows(sql["counterexamples-memory-edges"]) {
      graph.edges[row.int(0), default: []].append(
        SlotSearchGraph.Edge(to: row.int(1), site: row.int(2), at: graph.sites[row.int(2)]!))
    }
    for row in try database.rows(sql["counterexamples-memory-relevant"]) {
      graph.relevant.insert(SlotSearchGraph.SlotProducer(slot: row.int(0), producer: row.int(1)))
    }
    for row in try database.rows(sql["counterexamples-memory-site-keys"]) {
      let place = SlotSearchGraph.SlotSite(slot: row.int(0), site: row.int(1))
      if row.int(4) != 0 {
        graph.unknownKeys[place] = (row.int(2) != 0, row.int(3) != 0)
      } else {
        graph.siteKeys[place] = (row.int(2) != 0, row.int(3) != 0)
      }
    }
    graph.entries = Dictionary(try database.rows(sql["counterexamples-memory-entries"]).map {
      ($0.int(0), PathClass(row: $0.int(1)))
    }, uniquingKeysWith: { a, _ in a })
    graph.targets = try database.rows(sql["counterexamples-memory-targets"])
    try database.execute(sql["counterexamples-drop"])
    try memo.acceptOwnWrites(database)
    return graph
  }
}

/// What the in-memory search walks: the producer graph with each edge's site, the
/// producers relevant to each slot, what each site's declarations provide, the entries
/// and the reads' views.
private struct SlotSearchGraph {
  typealias State = Counterexamples.State
  struct Site { var rank: Int, hasDest: Bool, hasContainer: Bool, unseen: Bool, host: Int, roots: Bool }
  struct Edge {
    var to: Int, site: Int, rank: Int, hasDest: Bool, hasContainer: Bool, unseen: Bool, host: Int, roots: Bool

    init(to: Int, site: Int, at place: Site) {
      self.to = to
      self.site = site
      (rank, hasDest, hasContainer, unseen, host, roots) =
        (place.rank, place.hasDest, place.hasContainer, place.unseen, place.host, place.roots)
    }
  }
  struct SlotProducer: Hashable { var slot: Int, producer: Int }
  struct SlotSite: Hashable { var slot: Int, site: Int }
  struct Arrival { var slot: Int, rank: Int, site: Int, state: State, from: State }

  var sites: [Int: Site] = [:]
  var edges: [Int: [Edge]] = [:]
  var relevant = Set<SlotProducer>()
  /// What a site's declarations provide of a slot, and what a declared value of unknown
  /// type there may provide of it (which makes the path blind where it would count).
  var siteKeys: [SlotSite: (local: Bool, aboveContainer: Bool)] = [:]
  var unknownKeys: [SlotSite: (local: Bool, aboveContainer: Bool)] = [:]
  var entries: [Int: PathClass] = [:]
  /// Each read with its slot and its view's producer.
  var targets: [Row] = []

  /// The breadth-first search: the depth of every state reached, each state's parent
  /// recorded in `search`.
  func search(recordingParentsIn search: inout Counterexamples) -> [State: Int] {
    var depths: [State: Int] = [:]
    var frontier: [State] = []
    // counterexamples-start: each searched slot at each entry relevant to it.
    for pair in relevant {
      guard let cls = entries[pair.producer] else { continue }
      let state = State(slot: pair.slot, producer: pair.producer, now: false, nav: false, cls: cls)
      depths[state] = 0
      frontier.append(state)
    }
    var depth = 0
    // Both bits set can be lost again only at a new host (proof.sql).
    let anyHost = sites.values.contains { $0.host > 0 }
    while !frontier.isEmpty {
      var arrivals: [Arrival] = []
      for s in frontier where !(s.now && s.nav) || anyHost {
        for edge in edges[s.producer] ?? [] where relevant.contains(SlotProducer(slot: s.slot, producer: edge.to)) {
          arrivals.append(arrival(from: s, along: edge))
        }
      }
      // now, nav, cls (0...2), contained packed into one number, in that order, then root
      func order(_ a: Arrival) -> (Int, Int, Int, Int, Int) {
        (a.slot, a.rank, a.from.producer,
         (a.from.now ? 16 : 0) + (a.from.nav ? 8 : 0) + a.from.cls.rawValue * 2 + (a.from.contained ? 1 : 0),
         a.from.root)
      }
      arrivals.sort { order($0) < order($1) }
      var next: [State] = []
      for arrival in arrivals where depths[arrival.state] == nil {
        depths[arrival.state] = depth + 1
        search.parents[arrival.state] = (arrival.site, arrival.from)
        next.append(arrival.state)
      }
      frontier = next
      depth += 1
    }
    return depths
  }

  /// One step of the search, as why.sql's counterexamples-step takes it (proof.sql's rules).
  func arrival(from s: State, along edge: Edge) -> Arrival {
    let keys = siteKeys[SlotSite(slot: s.slot, site: edge.site)]
    let local = keys?.local ?? false, above = keys?.aboveContainer ?? false
    // a site in a new host starts from nothing (proof.sql)
    // (a new host starts empty, or with what its window's root view was given)
    let nowIn = edge.host == 0 ? s.now : edge.host == 1 ? false : s.root > 0
    let navIn = s.nav && edge.host == 0, containedIn = s.contained && edge.host == 0
    let nav = edge.hasContainer ? (nowIn || above) : navIn
    let now = edge.hasDest ? (nav || local) : (nowIn || local)
    // a destination pushed before any navigation container is not seen (proof.sql)
    let open = edge.hasDest && !edge.hasContainer && !containedIn
    let unknown = unknownKeys[SlotSite(slot: s.slot, site: edge.site)]
    let unknownCounts = (unknown?.local ?? false) || (edge.hasDest && edge.hasContainer && unknown?.aboveContainer == true)
    let cls: PathClass = s.cls == .app && (edge.unseen || open || unknownCounts) ? .blind : s.cls
    // the host's root: the first view shown on the path since the host began
    let root = edge.host > 0 || (s.root < 0 && edge.roots) ? (edge.roots ? (now ? 1 : 0) : -1) : s.root
    return Arrival(slot: s.slot, rank: edge.rank, site: edge.site,
                   state: State(slot: s.slot, producer: edge.to, now: now, nav: nav, cls: cls,
                                contained: containedIn || edge.hasContainer, root: root), from: s)
  }

  /// Each read's first uncovered state at its view, per class: the shallowest, nav
  /// unset first (counterexample-ends); the best class is the read's path.
  func addEnds(to search: inout Counterexamples, depths: [State: Int]) {
    struct ReadClass: Hashable { var read: Int, cls: PathClass }
    var best: [ReadClass: (depth: Int, nav: Bool, producer: Int, contained: Bool, root: Int, state: State)] = [:]
    for row in targets {
      let read = row.int(0)
      for cls in [PathClass.app, .blind, .preview] {
        for nav in [false, true] {
          for contained in [false, true] {
            for root in [-1, 0, 1] {
              let state = State(slot: row.int(1), producer: row.int(2), now: false, nav: nav, cls: cls,
                                contained: contained, root: root)
              guard let depth = depths[state] else { continue }
              let key = ReadClass(read: read, cls: cls)
              if let known = best[key],
                 (known.depth, known.nav ? 1 : 0, known.producer, known.contained ? 1 : 0, known.root)
                   < (depth, nav ? 1 : 0, state.producer, contained ? 1 : 0, root) {
                continue
              }
              best[key] = (depth, nav, state.producer, contained, root, state)
            }
          }
        }
      }
    }
    for key in best.keys.sorted(by: { ($0.read, $0.cls.rawValue) < ($1.read, $1.cls.rawValue) }) {
      search.addEnd(read: key.read, best[key]!.state)
    }
  }
}
