import ImplicitsExtract
import ImplicitsStore

/// Project modifiers, functions and views that show a closure they are given only
/// inside a presentation of their own (ProjectNames.presentingCallees): a closure
/// parameter read (a `parameter` node `Owner.function#label`) or a stored content
/// property placed (a `hole` of the type's code), every one of whose places in the
/// callee's code is inside a presented closure (`sheet(isPresented:) { content() }`).
/// A caller's closure for that label then starts where the presentation starts. A
/// modifier that hands the closure on to such a one (`panel(content: content)`) is
/// found in the next pass, once extraction has put that argument inside the boundary.
enum PresentingCalleesQuery {
  static func find(in database: Database) throws -> [String: [String: String]] {
    // Per callee and label: how many places, and the boundary of those inside one.
    var labels: [String: [String: (places: Int, boundary: String?)]] = [:]
    for row in try database.rows(query) {
      labels[row.string(0), default: [:]][row.string(1)] = (row.int(2), row[3].string)
    }
    var found: [String: [String: String]] = [:]
    for (callee, slots) in labels {
      var presented: [String: String] = [:]
      for (label, slot) in slots where slot.boundary != nil && slot.places > 0 {
        presented[label] = slot.boundary
      }
      guard !presented.isEmpty else { continue }
      // A trailing closure fills a closure parameter the call shape decides; it is
      // presented when every one it may fill is.
      if presented.count == slots.count, let boundary = Set(presented.values).sorted().first {
        presented["+"] = boundary
      }
      found[callee] = presented
    }
    return found
  }

  /// callee, label, places, boundary (NULL unless every place is inside a presented closure).
  static let query = """
    WITH RECURSIVE slots(callee, label, node_id) AS (
      -- a closure parameter read in a function's or modifier's code (called by name)
      SELECT p.function, substr(n.name, instr(n.name, '#') + 1), n.id
      FROM nodes n JOIN producers p ON p.id = n.producer_id
      WHERE n.kind = 'parameter' AND p.function <> '' AND instr(n.name, '#') > 0
        AND substr(n.name, 1, instr(n.name, '#') - 1)
            = (CASE p.owner WHEN '' THEN '' ELSE p.owner || '.' END) || p.function
        AND substr(n.name, instr(n.name, '#') + 1) <> 'self'
      UNION ALL
      -- a view's or modifier's stored content placed in its code (called by its type's
      -- last name); not the content a ViewModifier's body is given
      SELECT replace(p.owner, rtrim(p.owner, replace(p.owner, '.', '')), ''), n.name, n.id
      FROM nodes n JOIN producers p ON p.id = n.producer_id
      WHERE n.kind = 'hole' AND n.name <> 'self' AND p.owner NOT IN ('', 'View', 'SwiftUI.View')
        AND NOT (p.kind = 'modifier-body' AND n.name = 'content')
    ),
    up(node_id, ancestor_id, depth) AS (
      SELECT n.id, n.parent_id, 1 FROM nodes n WHERE n.id IN (SELECT node_id FROM slots) AND n.parent_id IS NOT NULL
      UNION ALL
      SELECT u.node_id, n.parent_id, u.depth + 1 FROM up u JOIN nodes n ON n.id = u.ancestor_id
      WHERE n.parent_id IS NOT NULL
    ),
    nearest(node_id, depth, boundary) AS (
      SELECT u.node_id, u.depth, b.name FROM up u JOIN nodes b ON b.id = u.ancestor_id AND b.kind = 'presentation'
      WHERE u.depth = (SELECT MIN(v.depth) FROM up v JOIN nodes c ON c.id = v.ancestor_id AND c.kind = 'presentation'
                       WHERE v.node_id = u.node_id)
    ),
    placed(callee, label, boundary) AS (
      -- inside a presented closure, with nothing between that may give the content a
      -- value (a declaration, a modifier or view it is handed to): what the callee
      -- injects there is not followed from the caller, so such a slot stays inline
      SELECT s.callee, s.label, x.boundary
      FROM slots s LEFT JOIN nearest x ON x.node_id = s.node_id
        AND NOT EXISTS (SELECT 1 FROM up u JOIN nodes a ON a.id = u.ancestor_id
                        WHERE u.node_id = s.node_id AND u.depth < x.depth
                          AND a.kind IN ('declare', 'apply', 'modify', 'instantiate', 'reference', 'destination'))
    )
    SELECT callee, label, COUNT(*), CASE WHEN COUNT(boundary) = COUNT(*) THEN MIN(boundary) END
    FROM placed GROUP BY callee, label
    """
}
