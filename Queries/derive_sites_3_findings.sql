-- Derivation, step 8 of 8, the last: the findings that need the whole project.
--   makes  derived_findings
--   reads  declarations, nodes, node_targets, edges, declared_keys, producers,
--          candidates, members, view_requirements, types, modules, view_types,
--          conformances, type_supers, swiftui_view_protocols, generic_placements,
--          entries, unresolved_sites, suppressions (made by the steps before);
--          temp.plain_protocols (Queries/type_hierarchy.sql, in the same session)
--   order  after derive_sites_2_keys.sql; then Queries/provides.sql, site_keys.sql,
--          affected_slots.sql (an incremental run) and proof.sql

CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;

-- Findings that need the whole project: declarations whose type could not be
-- resolved, and view names that resolve to several views. `verbose` findings do not
-- touch the view tree (an overload set of plain methods, a UIKit object in a stored
-- property): they stay here and in `--verbose`, and are not reported by default.
-- Each finding but `carrier-not-shown` and `external-protocol-view` reads its file's
-- rows and the symbols alone, and is recomputed for the dirty files; those two
-- (entries, edges and name resolution of any file) are recomputed whole.
CREATE TABLE IF NOT EXISTS derived_findings (
  file_id INTEGER NOT NULL,
  code    TEXT NOT NULL,
  subject TEXT,
  detail  TEXT,
  line    INTEGER,
  col     INTEGER,
  verbose INTEGER
);
CREATE INDEX IF NOT EXISTS derived_findings_by_file ON derived_findings(file_id);
DELETE FROM derived_findings
WHERE file_id IN (SELECT file_id FROM dirty_files)
   OR code IN ('carrier-not-shown', 'external-protocol-view');
-- (Where most files are derived again, as in a first index, stored views are looked up
-- from the members of a view type, a few hundred among many thousand nodes, not by
-- going through every dirty file's nodes. An edit starts from its nodes.)
WITH derivation_scope(most) AS MATERIALIZED (
  SELECT (SELECT COUNT(*) FROM dirty_files) * 4 >= (SELECT COUNT(*) FROM files)
),
view_members AS NOT MATERIALIZED (
  SELECT rowid AS member, qualified, type FROM members
  WHERE is_static = 0
    AND (type LIKE '%AnyView%' OR type LIKE '%View' OR type LIKE '%View?' OR type LIKE '%View]'
         OR type LIKE '%View)' OR trim(type, '?![]() ') IN (SELECT name FROM view_types WHERE role = 'view'))
)
INSERT INTO derived_findings(file_id, code, subject, detail, line, col, verbose)
SELECT n.file_id, 'untyped-declaration' AS code, d.value_text AS subject, '' AS detail, n.line, n.col,
       0 AS verbose
FROM declarations d JOIN nodes n ON n.id = d.node_id
WHERE d.node_id NOT IN (SELECT node_id FROM declared_keys) AND d.kind NOT IN ('delegate', 'scene-delegate')
  AND d.file_id IN (SELECT file_id FROM dirty_files)
UNION ALL
SELECT n.file_id, 'ambiguous-name', n.name, group_concat(t.target, ', '), n.line, n.col, 0
FROM node_targets t JOIN nodes n ON n.id = t.node_id
WHERE t.via = 'type' AND t.file_id IN (SELECT file_id FROM dirty_files)
GROUP BY t.node_id HAVING COUNT(DISTINCT t.target) > 1
UNION ALL
-- An overload set changes the view graph only when some candidate builds views for
-- its caller (a view body, a view-returning function or property, a custom modifier)
-- and the candidates differ in what they do: the producers they lead to and the keys
-- they declare (two overloads that both apply `.modifier(Padding(...))` are one
-- choice for the proof). Plain methods (`code` producers) are entries of their own
-- either way. The others are listed with `--verbose` only.
SELECT n.file_id, 'ambiguous-reference', n.name, group_concat(DISTINCT t.target), n.line, n.col,
       NOT EXISTS (SELECT 1 FROM node_targets o JOIN producers p ON p.id = o.producer_id
                   WHERE o.node_id = t.node_id AND p.kind NOT IN ('code', 'hosting'))
       OR COUNT(DISTINCT
            COALESCE((SELECT group_concat(x, ',') FROM (SELECT DISTINCT e.to_producer AS x FROM edges e
                                                        WHERE e.from_producer = t.producer_id ORDER BY x)), '')
            || '|' ||
            COALESCE((SELECT group_concat(k, ',') FROM (SELECT DISTINCT dk.key AS k FROM declared_keys dk
                                                        JOIN nodes d ON d.id = dk.node_id
                                                        WHERE d.producer_id = t.producer_id ORDER BY k)), '')) = 1
-- (The names with several producers first: the per-candidate subqueries above would
-- run for every name's targets before the HAVING dropped most.)
FROM (SELECT node_id FROM node_targets WHERE via = 'name' AND file_id IN (SELECT file_id FROM dirty_files)
      GROUP BY node_id HAVING COUNT(DISTINCT producer_id) > 1) a
JOIN node_targets t ON t.node_id = a.node_id
JOIN nodes n ON n.id = t.node_id
WHERE n.kind IN ('reference', 'apply') AND t.via = 'name' AND t.file_id IN (SELECT file_id FROM dirty_files)
GROUP BY t.node_id
UNION ALL
-- A view held in a stored property or produced by a stored closure: rendered here,
-- but made elsewhere, so the analyzer places it where it was made. Reported when the
-- stored type (a closure's result) is a SwiftUI view: `AnyView`, `some View`, or a
-- project type that conforms to View; a UIKit or AppKit object (`UIView`,
-- `NSScrollView`), a controller or a renderer only in `--verbose`; so is a property
-- used in plain code (a coordinator's `parent`), where nothing is rendered.
SELECT file_id, code, name, type, line, col,
       producer_kind = 'code' OR NOT (shown IN ('AnyView', 'someView', 'anyView')
            OR EXISTS (SELECT 1 FROM view_types v WHERE v.role = 'view'
                       AND v.name = CASE WHEN instr(shown, '<') > 0 THEN substr(shown, 1, instr(shown, '<') - 1)
                                         ELSE shown END))
FROM (
  SELECT n.file_id, n.name, u.type, n.line, n.col,
         (SELECT p.kind FROM producers p WHERE p.id = n.producer_id) AS producer_kind,
         CASE WHEN u.type LIKE '%->%' THEN 'stored-closure' ELSE 'stored-view' END AS code,
         -- `AnyView?`, `[AnyView]`, `((Item)->AnyView)?` are shown as `AnyView`
         trim(CASE WHEN u.type LIKE '%->%' THEN substr(u.type, instr(u.type, '->') + 2) ELSE u.type END,
              '?![]() ') AS shown
  FROM (
    SELECT c.node_id, c.rowid AS candidate, m.member, m.type
    FROM derivation_scope s
    CROSS JOIN view_members m
    CROSS JOIN candidates c ON c.name = m.qualified AND c.purpose = 'producer' AND c.rank = 0
    WHERE s.most
    UNION ALL
    SELECT c.node_id, c.rowid, m.member, m.type
    FROM derivation_scope s
    CROSS JOIN nodes n
    CROSS JOIN candidates c ON c.node_id = n.id AND c.purpose = 'producer' AND c.rank = 0
    CROSS JOIN view_members m ON m.qualified = c.name
    WHERE NOT s.most AND n.file_id IN (SELECT file_id FROM dirty_files)
  ) u
  CROSS JOIN nodes n ON n.id = u.node_id
  WHERE n.kind IN ('reference', 'apply') AND n.file_id IN (SELECT file_id FROM dirty_files)
    AND n.id NOT IN (SELECT node_id FROM node_targets)
  -- (the order the lookup from the nodes gives, whichever way it went)
  ORDER BY n.file_id, n.id, u.candidate, u.member
)
UNION ALL
-- A view from a protocol requirement that types outside the project may implement
-- (a public protocol of a library module), or that nothing in the project does.
-- (`public:` before the protocol when the project's conformers are followed: the
-- message says so, ProtocolViewDetail)
SELECT n.file_id, 'protocol-view', n.name,
       CASE WHEN n.id IN (SELECT node_id FROM node_targets) THEN 'public:' ELSE '' END || MIN(r.protocol),
       n.line, n.col, 0
-- (from the requirements, a handful, to the members of their names, not through every
-- member call of the dirty files)
FROM view_requirements r CROSS JOIN nodes n ON n.name = r.name AND n.kind IN ('member', 'apply')
WHERE n.file_id IN (SELECT file_id FROM dirty_files)
  AND (n.id NOT IN (SELECT node_id FROM node_targets)
       OR EXISTS (SELECT 1 FROM types p JOIN modules m ON m.name = p.module AND m.kind = 'library'
                  WHERE p.name = r.protocol AND p.is_public))
GROUP BY n.id
UNION ALL
-- A view only because it conforms to a protocol outside the sources and declares a
-- body (type_hierarchy.sql), said where that decides reachability: where it is shown.
SELECT v.file_id, 'external-protocol-view', v.name,
       (SELECT MIN(c.protocol) FROM conformances c
        WHERE c.type_name = v.name AND c.module = v.module
          AND NOT EXISTS (SELECT 1 FROM types d WHERE d.name = c.protocol)
          AND c.protocol NOT IN (SELECT name FROM plain_protocols)), v.line, v.col, 0
FROM view_types v
-- (a join, type_supers first: `IN (SELECT ...)` in a correlated subquery made its list
-- again for every view)
WHERE NOT EXISTS (SELECT 1 FROM type_supers s CROSS JOIN swiftui_view_protocols w ON w.name = s.super
                  WHERE s.type = v.name AND s.depth > 0)
  AND EXISTS (SELECT 1 FROM node_targets t WHERE t.target = v.name)
UNION ALL
-- UIKit/AppKit bridges: SwiftUI views they host start a new environment.
SELECT v.file_id, 'representable-bridge', v.name, MIN(c.super), v.line, v.col, 0
FROM view_types v JOIN type_supers c ON c.type = v.name
WHERE c.super IN ('UIViewRepresentable', 'NSViewRepresentable',
                  'UIViewControllerRepresentable', 'NSViewControllerRepresentable')
  AND v.file_id IN (SELECT file_id FROM dirty_files)
GROUP BY v.type_id
UNION ALL
-- A generic view's use that binds no type for the parameter it shows: every
-- conformer of its project protocols is placed (generic_placements,
-- derive_graph_5_edges.sql).
SELECT g.file_id, 'generic-argument-unknown', n.name, group_concat(DISTINCT k.super), n.line, n.col, 0
FROM generic_placements g JOIN nodes n ON n.id = g.site_id
JOIN type_supers k ON k.type = g.type AND k.depth > 0
JOIN types kp ON kp.name = k.super AND kp.kind = 'protocol'
WHERE g.abstract AND g.file_id IN (SELECT file_id FROM dirty_files)
GROUP BY g.site_id
UNION ALL
-- Carried views that their carrier never shows: entries of their own (`entries`,
-- derive_graph_1_entries.sql);
-- said once per carried property, at its first place in the code (the least file
-- number and, apart, the least line once mixed two places, and followed the order
-- files were indexed in).
SELECT file_id, 'carrier-not-shown', owner, name, line, col, 0 FROM (
  SELECT c.file_id, c.owner, substr(c.name, 2) AS name, c.line, c.col, MIN(printf('%s:%09d:%09d', f.path, c.line, c.col))
  FROM producers c JOIN files f ON f.id = c.file_id
  WHERE c.kind = 'carried' AND c.id IN (SELECT producer_id FROM entries)
    AND c.id IN (SELECT from_producer FROM edges)  -- it carries views (not a model it made)
  GROUP BY c.owner, c.name)
UNION ALL
-- Calls that resolve to nothing and have views inside (`unresolved_sites`,
-- derive_sites_1_context.sql).
SELECT file_id, 'unresolved-site', name, '', line, col, 0
FROM unresolved_sites WHERE file_id IN (SELECT file_id FROM dirty_files)
UNION ALL
SELECT file_id, 'suppression-without-reason', code, '', line, 1, 0
FROM suppressions WHERE reason = '' AND file_id IN (SELECT file_id FROM dirty_files);
