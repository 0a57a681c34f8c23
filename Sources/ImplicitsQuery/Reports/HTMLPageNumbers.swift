/// The HTML report's ids of views (`#view-N`) and reads (`#read-N`): their places on the
/// page, never the index's row numbers. An incremental run numbers a changed file's rows
/// anew, so ids taken from the index made the page of an incrementally indexed project
/// differ from a rebuild's (found by the differential test of incrementality,
/// `implicits-fuzz incremental`); the same project now gives the same page.
struct HTMLPageNumbers {
  /// `ReadResult.identity` → the identity the page uses: the read's configuration and
  /// its place among the report's reads (`iOS#3`).
  var reads: [String: String] = [:]

  init(_ report: Report) {
    for (offset, read) in report.reads.enumerated() {
      reads[read.identity] = read.configuration + "#" + String(offset + 1)
    }
  }

  /// The page's identity of a read (itself when the report does not list it).
  func read(_ identity: String) -> String { reads[identity] ?? identity }

  /// The graph with each view numbered by its place in the code, its edges and read
  /// links following. Views declared at one place (the copies the index makes of a
  /// producer for each place it is shown) are told apart by the places of their edges.
  func renumbered(_ graph: ViewGraph) -> ViewGraph {
    func padded(_ number: Int) -> String {
      let digits = String(number)
      return String(repeating: "0", count: max(0, 9 - digits.count)) + digits
    }
    func place(_ location: Location) -> String { "\(location.file):\(location.line):\(location.column)" }
    var edgePlaces: [Int: [String]] = [:]
    for edge in graph.edges {
      edgePlaces[edge.to, default: []].append("in " + place(edge.location) + " " + edge.site)
      edgePlaces[edge.from, default: []].append("out " + place(edge.location) + " " + edge.site)
    }
    func key(_ node: ViewGraph.Node) -> [String] {
      [node.location.file, padded(node.location.line) + ":" + padded(node.location.column), node.title]
        + (edgePlaces[node.id] ?? []).sorted()
    }
    let ordered = graph.nodes.map { (key($0), $0) }.sorted { $0.0.lexicographicallyPrecedes($1.0) }.map(\.1)
    var number: [Int: Int] = [:]
    for (offset, node) in ordered.enumerated() where number[node.id] == nil { number[node.id] = offset + 1 }
    var graph = graph
    graph.nodes = ordered
    graph.nodes = graph.nodes.map { node in
      var node = node
      node.id = number[node.id] ?? node.id
      node.reads = node.reads.map(read)
      return node
    }
    graph.edges = graph.edges.map { edge in
      var edge = edge
      edge.from = number[edge.from] ?? edge.from
      edge.to = number[edge.to] ?? edge.to
      edge.reads = edge.reads.map(read)
      return edge
    }.sorted { a, b in
      (a.location.file, a.location.line, a.location.column, a.site, a.from, a.to)
        < (b.location.file, b.location.line, b.location.column, b.site, b.from, b.to)
    }
    return graph
  }
}
