import ImplicitsStore

/// A picture of the producer graph (the view tree), coloured by what the proof says.
/// Built from the proof's own tables (edges, site_keys, uncovered), so the picture
/// never disagrees with the verdicts; DotRenderer and SVGTreeRenderer draw it.
public struct ViewGraph: Sendable {
  public enum Tone: String, Sendable {
    /// The value is there (a node) or flows / is declared here (an edge).
    case covered
    /// The value may be missing here; on an edge: the missing value flows through it.
    case uncovered
    /// Missing only on paths from a preview (the app's own paths have it).
    case previewOnly
    /// No entry point reaches it.
    case unreachable
    /// Nothing to say (a view without reads, an edge without declarations).
    case neutral
  }

  public struct Node: Sendable, Equatable {
    public var id: Int
    public var title: String
    /// Further lines under the title (what the view reads, "entry point").
    public var detail: [String]
    public var tone: Tone
    public var isEntry: Bool
    /// The view whose read is being explained.
    public var isFocus: Bool
    public var location: Location
    /// The reads of this view (`ReadResult.identity`), failing ones first: the HTML
    /// report links the node to the first.
    public var reads: [String] = []
  }

  public struct Edge: Sendable, Equatable {
    public var from, to: Int
    /// The site (`Checkout()`) and where it is written, for tooltips.
    public var site: String
    public var location: Location
    /// Declarations on the site, one per line.
    public var declarations: [String]
    public var tone: Tone
    /// On the shortest path on which a read's value is missing (the counterexample).
    public var isOnUncoveredPath: Bool
    /// The reads (`ReadResult.identity`) whose counterexample passes this site.
    public var reads: [String] = []
  }

  public var title: String
  public var nodes: [Node]
  public var edges: [Edge]
}

extension ProjectIndex {
  /// Every route from an entry point to the read's view: producers where the value may
  /// be missing in one colour, covered ones and their declarations in another, and the
  /// shortest uncovered path drawn heavy.
  public func graph(for read: ReadResult) throws -> ViewGraph {
    if let other = try index(answering: read) { return try other.graph(for: read) }
    let producers = Dictionary(uniqueKeysWithValues: try producers().map { ($0.id, $0) })
    var onRoute = Set(try database.rows(SQLScripts.browse["routes-to-read"], read.id).map { $0.int(0) })
    // When the view is reachable, routes from views nothing shows are beside the point.
    if onRoute.contains(where: { producers[$0]?.isReachable == true }) {
      onRoute = onRoute.filter { producers[$0]?.isReachable == true }
    }
    let uncovered = Set(try database.rows(SQLScripts.browse["uncovered-producers"], read.slot).map { $0.int(0) })
    let targets = Set(try database.rows(SQLScripts.browse["read-targets"]).filter { $0.int(0) == read.id }.map { $0.int(1) })
    let pathSites = Set(read.status == .unsatisfied ? try uncoveredPath(for: read).compactMap(\.site) : [])
    let declarations = try siteDeclarations()

    let nodes = onRoute.compactMap { producers[$0] }.sorted(by: Self.fileOrder).map { producer in
      var detail: [String] = []
      if producer.isEntry { detail.append("entry point") }
      if targets.contains(producer.id) { detail.append("reads \(read.keyDescription)") }
      let tone: ViewGraph.Tone = !producer.isReachable ? .unreachable : uncovered.contains(producer.id) ? .uncovered : .covered
      return ViewGraph.Node(id: producer.id, title: producer.displayName, detail: detail, tone: tone,
                            isEntry: producer.isEntry, isFocus: targets.contains(producer.id), location: producer.location)
    }
    let edges = try graphEdges(slot: read.slot).filter { onRoute.contains($0.from) && onRoute.contains($0.to) }.map { edge in
      var edge = edge
      let provides = edge.tone == .covered
      edge.declarations = provides ? (declarations[edge.siteID] ?? []).filter { $0.slot == read.slot }.map(\.text) : []
      edge.isOnUncoveredPath = pathSites.contains(edge.location)
      let reachable = producers[edge.from]?.isReachable ?? false
      edge.tone = !reachable ? .unreachable
        : edge.isOnUncoveredPath || (!provides && uncovered.contains(edge.from) && uncovered.contains(edge.to)) ? .uncovered
        : .covered
      return edge.plain
    }
    return ViewGraph(title: "Routes to \(read.name) (\(read.keyDescription)): \(read.status.rawValue)",
                     nodes: nodes, edges: edges)
  }

  /// The whole view tree: every reachable producer and every view with reads, coloured by
  /// its reads (any unsatisfied, any unreachable, all satisfied), with the declarations on
  /// each site and the uncovered path of every unsatisfied read drawn heavy. An entry
  /// point is drawn only when it leads to a view (plain methods that build none, such as
  /// a network call, are entries with nothing under them).
  public func projectGraph() throws -> ViewGraph {
    let producers = try producers()
    let reads = try reads()
    var readsAt: [Int: [ReadResult]] = [:]
    // The merged reads carry the ids of the configuration that answers each (another
    // configuration's ids may be this one's of other reads): this index's own ids are
    // matched to them by where the read is written.
    struct Written: Hashable { var file: String, line: Int, view: String, property: String }
    let merged = Dictionary(reads.map { (Written(file: $0.location.file, line: $0.location.line, view: $0.view,
                                                 property: $0.property), $0) }, uniquingKeysWith: { first, _ in first })
    var byID: [Int: ReadResult] = [:]
    for row in try database.rows("SELECT r.id, f.path, r.line, r.view, r.property FROM reads r JOIN files f ON f.id = r.file_id") {
      byID[row.int(0)] = merged[Written(file: row.string(1), line: row.int(2), view: row.string(3), property: row.string(4))]
    }
    for row in try database.rows(SQLScripts.browse["read-targets"]) {
      if let read = byID[row.int(0)] { readsAt[row.int(1), default: []].append(read) }
    }
    var pathSites = Set<Location>(), previewPathSites = Set<Location>()
    var readsThroughSite: [Location: [String]] = [:]
    for read in reads where read.status == .unsatisfied {
      let sites = try uncoveredPath(for: read).compactMap(\.site)
      if read.onlyPreviews { previewPathSites.formUnion(sites) } else { pathSites.formUnion(sites) }
      for site in sites { readsThroughSite[site, default: []].append(read.identity) }
    }
    let declarations = try siteDeclarations()
    let allEdges = try graphEdges(slot: "")
    let leadsToView = Self.producersLeadingToViews(producers, edges: allEdges)
    // In the order of the code (file, line, column), never of the index's row numbers:
    // an incremental run numbers a changed file's rows anew, and the picture of the same
    // project must be the same (the HTML report draws it; `implicits-fuzz incremental`).
    let included = producers.filter {
      ($0.isReachable || readsAt[$0.id] != nil) && (!$0.isEntry || leadsToView.contains($0.id))
    }.sorted { Self.fileOrder($0, $1) || !Self.fileOrder($1, $0) && $0.displayName < $1.displayName }
    let ids = Set(included.map(\.id))

    let nodes = included.map { producer in
      let own = (readsAt[producer.id] ?? []).sorted {
        ($0.location.file, $0.location.line, $0.location.column, $0.name) < ($1.location.file, $1.location.line,
                                                                              $1.location.column, $1.name)
      }
      var detail: [String] = producer.isEntry ? ["entry point"] : []
      let marks: [ReadResult.Status: String] = [.satisfied: "✓", .unsatisfied: "✗", .unreachable: "?"]
      let listed = own.prefix(4).map {
        "\(marks[$0.status] ?? "·") \($0.property): \($0.key)" + ($0.failsOnlyInPreviews ? " (previews)" : "")
      }
      detail += listed + (own.count > listed.count ? ["+ \(own.count - listed.count) more"] : [])
      let tone: ViewGraph.Tone = own.contains(where: \.failsInApp) ? .uncovered
        : own.contains(where: \.failsOnlyInPreviews) ? .previewOnly
        : own.contains { $0.status == .unreachable } || !producer.isReachable ? .unreachable
        : own.isEmpty ? .neutral : .covered
      let failingFirst = own.filter(\.failsInApp) + own.filter { !$0.failsInApp }
      return ViewGraph.Node(id: producer.id, title: producer.displayName, detail: detail, tone: tone,
                            isEntry: producer.isEntry, isFocus: false, location: producer.location,
                            reads: failingFirst.map(\.identity))
    }
    let edges = allEdges.filter { ids.contains($0.from) && ids.contains($0.to) }.map { edge in
      var edge = edge
      edge.declarations = (declarations[edge.siteID] ?? []).map(\.text)
      edge.isOnUncoveredPath = pathSites.contains(edge.location) || previewPathSites.contains(edge.location)
      edge.tone = pathSites.contains(edge.location) ? .uncovered : previewPathSites.contains(edge.location) ? .previewOnly
        : edge.declarations.isEmpty ? .neutral : .covered
      var plain = edge.plain
      plain.reads = readsThroughSite[edge.location] ?? []
      return plain
    }.sorted { a, b in
      (a.location.file, a.location.line, a.location.column, a.site) < (b.location.file, b.location.line, b.location.column, b.site)
    }
    return ViewGraph(title: "View tree", nodes: nodes, edges: edges)
  }

  /// Producers that are a view's body or reach one through the graph.
  static func producersLeadingToViews(_ producers: [Producer], edges: [SiteEdge]) -> Set<Int> {
    var callers: [Int: [Int]] = [:]
    for edge in edges { callers[edge.to, default: []].append(edge.from) }
    var result = Set(producers.filter { bodyKinds.contains($0.kind) }.map(\.id))
    var work = Array(result)
    while let next = work.popLast() {
      for caller in callers[next] ?? [] where result.insert(caller).inserted { work.append(caller) }
    }
    return result
  }

  /// A graph edge still carrying its site id; tone `.covered` when the site provides the slot.
  struct SiteEdge {
    var siteID: Int
    var from, to: Int
    var site: String
    var location: Location
    var declarations: [String] = []
    var tone: ViewGraph.Tone
    var isOnUncoveredPath = false
    var plain: ViewGraph.Edge {
      ViewGraph.Edge(from: from, to: to, site: site, location: location, declarations: declarations,
                     tone: tone, isOnUncoveredPath: isOnUncoveredPath)
    }
  }

  func graphEdges(slot: String) throws -> [SiteEdge] {
    try database.rows(SQLScripts.browse["edges"], slot).map { row in
      let name = row.string(4) == "instantiate" ? row.string(3) + "()" : row.string(3)
      let provides = row.int(8) != 0 || row.int(9) != 0
      return SiteEdge(siteID: row.int(0), from: row.int(1), to: row.int(2), site: name,
                      location: Location(file: row.string(5), line: row.int(6), column: row.int(7)),
                      tone: provides ? .covered : .neutral)
    }
  }

  static func fileOrder(_ a: Producer, _ b: Producer) -> Bool {
    (a.location.file, a.location.line, a.location.column) < (b.location.file, b.location.line, b.location.column)
  }
}
