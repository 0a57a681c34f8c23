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
}

extension ProjectIndex {
  /// The shortest path from an entry point to the read's view on which the read's
  /// slot is not declared: a breadth-first search over the proof's states, run in
  /// SQL one level at a time (Queries/why.sql). Empty when the read is covered.
  public func uncoveredPath(for read: ReadResult) throws -> [PathHop] {
    let sql = SQLScripts.why
    try database.execute(sql["search-reset"])
    try database.execute(sql["search-create"])
    try database.run(sql["search-start"], read.slot)
    var depth = 0
    var hit: Row?
    while hit == nil {
      hit = try database.rows(sql["search-hit"], read.id).first
      if hit != nil { break }
      try database.run(sql["search-step"], depth, read.slot)
      if database.changes == 0 { break }
      depth += 1
    }
    guard var state = hit.map({ (producer: $0.int(0), now: $0.int(1), nav: $0.int(2)) }) else { return [] }
    var hops: [PathHop] = []
    while let back = try database.rows(sql["search-back"], state.producer, state.now, state.nav).first,
          let site = back.optionalInt("via_site") {
      hops.append(try hop(site: site))
      state = (back.int(1), back.int(2), back.int(3))
    }
    hops.append(try entryHop(producer: state.producer))
    try database.execute(sql["search-reset"])
    return hops.reversed()
  }

  func hop(site: Int) throws -> PathHop {
    let row = try database.rows(SQLScripts.why["site"], site)[0]
    let kind = row.string(1)
    let name = kind == "instantiate" ? row.string(0) + "()" : row.string(0)
    let location = Location(file: row.string(2), line: row.int(3), column: row.int(4))
    return PathHop(name: name, producer: row.string(5), site: location, location: location, isEntry: false)
  }

  func entryHop(producer: Int) throws -> PathHop {
    let row = try database.rows(SQLScripts.why["producer"], producer)[0]
    return PathHop(name: row.string(0), producer: row.string(0), site: nil,
                   location: Location(file: row.string(3), line: row.int(4), column: row.int(5)), isEntry: true)
  }
}
