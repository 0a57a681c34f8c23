import Foundation
import Testing
import ImplicitsIndexer
@testable import ImplicitsQuery
import ImplicitsStore

/// Every read's counterexample comes from one search over all slots (Paths.swift). It
/// must give each read the path the search of that read alone gives: the shortest,
/// and among the shortest the one through the earliest sites in source order.
@Suite("Counterexamples")
struct CounterexampleTests {
  /// A generated app with many reads missing their value (`--missing`), and the
  /// unsatisfied reads the generator expects (`View.property file:line`).
  static func brokenApp(_ arguments: [String]) throws -> (URL, Set<String>) {
    let folder = try Reliability.generatedApp(arguments)
    let expected = try String(contentsOf: folder.appendingPathComponent("EXPECTED.txt"), encoding: .utf8)
      .split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
    return (folder, Set(expected))
  }

  /// The search of one read alone, as `why` ran it before the shared search: level by
  /// level from the entries, first arrival in source order wins, then back from the
  /// shallowest uncovered state at the read's view (ties there, which that search left
  /// to SQLite, broken as the shared search breaks them: nav unset first).
  static func singleReadPath(_ index: ProjectIndex, _ read: ReadResult) throws -> [PathHop] {
    let database = index.database
    try database.execute("""
      DROP TABLE IF EXISTS temp.single;
      CREATE TEMP TABLE single (
        producer_id INTEGER NOT NULL, now INTEGER NOT NULL, nav INTEGER NOT NULL, cls INTEGER NOT NULL,
        contained INTEGER NOT NULL, depth INTEGER NOT NULL, via_site INTEGER, prev_producer INTEGER,
        prev_now INTEGER, prev_nav INTEGER, prev_cls INTEGER, prev_contained INTEGER,
        PRIMARY KEY (producer_id, now, nav, cls, contained));
      """)
    try database.run("""
      INSERT OR IGNORE INTO temp.single(producer_id, now, nav, cls, contained, depth)
      SELECT e.producer_id, 0, 0,
             CASE WHEN p.kind IN ('preview', 'previews') THEN 2 WHEN e.environment = 'unknown' THEN 1 ELSE 0 END, 0, 0
      FROM entries e JOIN relevant r ON r.producer_id = e.producer_id AND r.key = ?1
      JOIN producers p ON p.id = e.producer_id
      """, read.slot)
    let hitSQL = """
      SELECT s.producer_id, s.now, s.nav, s.cls, s.contained FROM temp.single s
      JOIN read_targets t ON t.producer_id = s.producer_id
      WHERE t.read_id = ?1 AND s.now = 0 ORDER BY s.cls, s.depth, s.nav, s.producer_id, s.contained LIMIT 1
      """
    // The whole search (an app path may be longer than a preview's), then the best end:
    // the lowest class (app, blind app, preview), then the shallowest.
    var depth = 0
    while true {
      try database.run("""
        INSERT OR IGNORE INTO temp.single(producer_id, now, nav, cls, contained, depth, via_site, prev_producer,
                                          prev_now, prev_nav, prev_cls, prev_contained)
        SELECT e.to_producer,
               CASE WHEN c.has_dest
                    THEN (CASE WHEN c.container_depth IS NOT NULL
                               THEN s.now OR COALESCE(sk.above_container, 0) ELSE s.nav END)
                         OR COALESCE(sk.local, 0)
                    ELSE s.now OR COALESCE(sk.local, 0) END,
               CASE WHEN c.container_depth IS NOT NULL
                    THEN s.now OR COALESCE(sk.above_container, 0) ELSE s.nav END,
               CASE WHEN s.cls = 0 AND (e.site_id IN (SELECT site_id FROM unseen_sites)
                                        OR (c.has_dest AND c.container_depth IS NULL AND NOT s.contained))
                    THEN 1 ELSE s.cls END,
               s.contained OR c.container_depth IS NOT NULL,
               s.depth + 1, e.site_id, s.producer_id, s.now, s.nav, s.cls, s.contained
        FROM temp.single s
        JOIN edges e ON e.from_producer = s.producer_id
        JOIN relevant rv ON rv.producer_id = e.to_producer AND rv.key = ?2
        JOIN site_context c ON c.site_id = e.site_id
        LEFT JOIN site_keys sk ON sk.site_id = e.site_id AND sk.key = ?2
        JOIN nodes n ON n.id = e.site_id
        JOIN files f ON f.id = n.file_id
        WHERE s.depth = ?1 AND NOT (s.now AND s.nav)
        ORDER BY f.path, n.line, n.col, s.producer_id, s.now, s.nav, s.cls, s.contained
        """, depth, read.slot)
      if database.changes == 0 { break }
      depth += 1
    }
    let hit = try database.rows(hitSQL, read.id).first
    guard var state = hit.map({ [$0.int(0), $0.int(1), $0.int(2), $0.int(3), $0.int(4)] }) else { return [] }
    var hops: [PathHop] = []
    while let back = try database.rows(
      "SELECT via_site, prev_producer, prev_now, prev_nav, prev_cls, prev_contained FROM temp.single "
        + "WHERE producer_id = ? AND now = ? AND nav = ? AND cls = ? AND contained = ?",
      state[0], state[1], state[2], state[3], state[4]).first, let site = back.optionalInt("via_site") {
      hops.append(try index.hop(site: site))
      state = [back.int(1), back.int(2), back.int(3), back.int(4), back.int(5)]
    }
    hops.append(try index.entryHop(producer: state[0]))
    try database.execute("DROP TABLE temp.single")
    return hops.reversed()
  }

  @Test("one search gives every read the path of its own search",
        arguments: [["--views", "300", "--seed", "3", "--missing", "0.3"],
                    ["--views", "250", "--seed", "7", "--broken", "6", "--missing", "0.1"]])
  func sharedSearchMatchesSingleReadSearch(_ arguments: [String]) throws {
    let (app, expected) = try Self.brokenApp(arguments)
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    let outcome = try FixtureRunner.index(app)
    let unsatisfied = outcome.reads.filter { $0.status == .unsatisfied }
    // --missing is what the generator's own checker says: the analyzer agrees read for read.
    #expect(Set(unsatisfied.map { "\($0.name) \($0.location.file):\($0.location.line)" }) == expected)
    #expect(unsatisfied.count > 20)
    for read in outcome.reads {
      let shared = try outcome.index.uncoveredPath(for: read)
      let single = try Self.singleReadPath(outcome.index, read)
      #expect(shared == single, "\(read.name): \(shared.map(\.name)) vs \(single.map(\.name))")
      #expect(shared.isEmpty == (read.status != .unsatisfied && read.status != .defaulted && read.status != .unproven),
              "\(read.name)")
    }
  }

  /// A `ProjectIndex` kept open (the interactive prompt) while another run re-indexes
  /// answers for the new index: what it remembers is tied to the index version.
  @Test func answersFollowAReindex() throws {
    let (app, _) = try Self.brokenApp(["--views", "60", "--seed", "5", "--missing", "0.2"])
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    let kept = try FixtureRunner.index(app).index
    let before = try kept.allDiagnostics().map { $0.rendered() }
    // The scenes forget every declaration: many more reads lose their value.
    let scenes = app.appendingPathComponent("App.swift")
    let text = try String(contentsOf: scenes, encoding: .utf8)
    try text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(".implicit(") }
      .joined(separator: "\n").write(to: scenes, atomically: true, encoding: .utf8)
    let fresh = try FixtureRunner.index(app)
    let after = try kept.allDiagnostics().map { $0.rendered() }
    #expect(after != before)
    #expect(after == fresh.diagnostics.map { $0.rendered() })
    for read in try kept.reads() {
      #expect(try kept.uncoveredPath(for: read) == (try Self.singleReadPath(kept, read)), "\(read.name)")
    }
  }
}
