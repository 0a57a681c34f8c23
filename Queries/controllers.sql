-- Where each hosting controller's hierarchy starts (docs/design.md §4.5). SwiftUI's
-- environment enters UIKit and AppKit only through a representable, so a hosting
-- controller starts with
--   the representable's environment  when its way up ends in a representable's
--                                     make…/update…, or it is made in code reached
--                                     from there and not presented;
--   nothing (empty)                   when its way ends at a window's root, in a
--                                     presentation, or in a controller the project
--                                     never constructs (the system makes it: an
--                                     extension's principal class, a storyboard's);
--   what the analyzer cannot see      when its way is lost: handed to code the
--                                     project does not contain, stored and never
--                                     placed (`unknown`, the read is `unproven`).
-- The way is the controller steps of the facts (ImplicitsExtract/ControllerFlow.swift),
-- with these steps added here:
--   every instance of a type   to each construction of it or of a subclass
--   a call's argument          to the project parameter it names, of the callee's
--                              type or a superclass's
--   a superclass's member or   to the subclass's, where that is used
--   result
-- Runs after Queries/view_flow.sql (which placed views passed as values) and before
-- Queries/derive_sites_1_context.sql: the edges from representables added here get their keys
-- like any other. Recomputed whole in every run, as entries are.

CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;
-- UIKit's and AppKit's classes that hold controllers and views (the indexer fills it
-- from ImplicitsExtract.BuiltInControllers): a project subclass the project never
-- constructs is made by the system.
CREATE TEMP TABLE IF NOT EXISTS framework_classes(name TEXT PRIMARY KEY) WITHOUT ROWID;

-- A step that takes a name's UIKit or AppKit meaning (`present`, `addChild`,
-- `rootViewController`, `navigationController`) holds only when the receiver's type
-- declares no member of that name in the project (itself, a superclass, a protocol it
-- conforms to, or an extension of the framework class) that the call fits; its twin,
-- into the project's member, only when it does: Swift picks the project's then. A
-- receiver of unknown type keeps the framework's meaning.
DROP TABLE IF EXISTS temp.checked_steps;
CREATE TEMP TABLE checked_steps AS
WITH receivers(step_id, owner) AS (
  SELECT s.rowid, t.super FROM controller_steps s JOIN expr_types x ON x.expr_id = s.check_type_id
  JOIN type_supers t ON t.type = x.type
  WHERE s.check_holds IS NOT NULL
  UNION
  SELECT s.rowid, x.type FROM controller_steps s JOIN expr_types x ON x.expr_id = s.check_type_id
  WHERE s.check_holds IS NOT NULL
),
declared(step_id) AS (
  SELECT r.step_id FROM receivers r JOIN controller_steps s ON s.rowid = r.step_id
  WHERE CASE WHEN s.check_shape IS NULL
          THEN EXISTS (SELECT 1 FROM members m WHERE m.owner = r.owner AND m.name = s.check_name)
          -- a method: one of a declared result (functions), or with a body (producers)
          ELSE EXISTS (SELECT 1 FROM functions f WHERE f.owner = r.owner AND f.name = s.check_name
                       AND (f.labels LIKE '*%' OR instr(f.labels, '|' || s.check_shape || '|') > 0))
            OR EXISTS (SELECT 1 FROM producers p WHERE p.owner = r.owner AND p.name = s.check_name
                       AND (p.labels LIKE '*%' OR instr(p.labels, '|' || s.check_shape || '|') > 0))
        END
)
SELECT s.rowid AS step_id FROM controller_steps s
WHERE s.check_holds IS NULL
   OR (s.check_holds = 'if') = (s.rowid IN (SELECT step_id FROM declared));

-- Each step's two ends as nodes of one graph.
DROP TABLE IF EXISTS temp.controller_ends;
CREATE TEMP TABLE controller_ends AS
SELECT s.rowid AS step_id, s.file_id, s.line, s.col,
       CASE s.from_kind
         WHEN 'site' THEN 'site:' || s.file_id || ':' || s.from_line || ':' || s.from_col
         WHEN 'instances' THEN 'type:' || COALESCE(ft.type, s.from_name)
         WHEN 'parameter' THEN 'parameter:' || s.from_name
         ELSE s.from_kind || ':' || COALESCE(ft.type, '?') || '.' || s.from_name
       END AS from_node,
       s.from_kind, ft.type AS from_type,
       CASE s.to_kind
         WHEN 'site' THEN 'site:' || s.file_id || ':' || s.to_line || ':' || s.to_col
         WHEN 'instances' THEN 'type:' || COALESCE(tt.type, s.to_name)
         WHEN 'parameter' THEN 'parameter:' || s.to_name
         WHEN 'present' THEN 'present:' || s.rowid
         WHEN 'window' THEN 'window:' || s.rowid
         WHEN 'lost' THEN 'lost:' || s.rowid
         ELSE s.to_kind || ':' || COALESCE(tt.type, '?') || '.' || s.to_name
       END AS to_node,
       s.to_kind, tt.type AS to_type, s.to_name
FROM controller_steps s
LEFT JOIN expr_types ft ON ft.expr_id = s.from_type_id
LEFT JOIN expr_types tt ON tt.expr_id = s.to_type_id
WHERE s.rowid IN (SELECT step_id FROM temp.checked_steps);

-- The sites that construct a type the project declares, with that type.
DROP TABLE IF EXISTS temp.controller_constructions;
CREATE TEMP TABLE controller_constructions AS
SELECT DISTINCT from_node AS node, from_type AS type FROM temp.controller_ends
WHERE from_kind = 'site' AND from_type IN (SELECT name FROM types)
UNION
SELECT DISTINCT to_node, to_type FROM temp.controller_ends
WHERE to_kind = 'site' AND to_type IN (SELECT name FROM types);

DROP TABLE IF EXISTS temp.controller_graph;
CREATE TEMP TABLE controller_graph(from_node TEXT NOT NULL, to_node TEXT NOT NULL, PRIMARY KEY (from_node, to_node))
  WITHOUT ROWID;
INSERT OR IGNORE INTO temp.controller_graph SELECT from_node, to_node FROM temp.controller_ends;
-- every instance of a type: placed where each construction of it, or of a subclass, is
INSERT OR IGNORE INTO temp.controller_graph
SELECT 'type:' || s.super, c.node FROM temp.controller_constructions c JOIN type_supers s ON s.type = c.type;
-- a call's argument: to the parameter of that name of the callee's type or a superclass
INSERT OR IGNORE INTO temp.controller_graph
SELECT DISTINCT e.to_node, p.from_node
FROM temp.controller_ends e
JOIN type_supers s ON s.type = e.to_type
JOIN temp.controller_ends p ON p.from_kind = 'parameter' AND p.from_node = 'parameter:' || s.super || '.' || e.to_name
WHERE e.to_kind = 'call';
-- a construction's argument: to the stored property of its label, which a memberwise
-- initialiser sets
INSERT OR IGNORE INTO temp.controller_graph
SELECT DISTINCT e.to_node, 'member:' || e.to_type || '.' || substr(e.to_name, 6)
FROM temp.controller_ends e JOIN members m ON m.owner = e.to_type AND m.name = substr(e.to_name, 6)
WHERE e.to_kind = 'call' AND e.to_name LIKE 'init#%'
  AND NOT EXISTS (SELECT 1 FROM functions f WHERE f.owner = e.to_type AND f.name = 'init');
-- a superclass's member or result, where a subclass's is used
INSERT OR IGNORE INTO temp.controller_graph
SELECT DISTINCT e.to_node, u.from_node
FROM temp.controller_ends e
JOIN type_supers s ON s.super = e.to_type AND s.depth > 0
JOIN temp.controller_ends u ON u.from_kind = e.to_kind AND u.from_node = e.to_kind || ':' || s.type || '.' || e.to_name
WHERE e.to_kind IN ('member', 'result');

-- Where a way ends, and what it starts with there (`origin`: how the diagnostics name
-- it, after "a hosting controller ..."). A window, a presentation, a type the project
-- never constructs and a representable end a way wherever they are on it; any other
-- node ends it only when no step leads on.
DROP TABLE IF EXISTS temp.controller_roots;
CREATE TEMP TABLE controller_roots(node TEXT PRIMARY KEY, environment TEXT NOT NULL, origin TEXT NOT NULL,
                                   bridge_id INTEGER) WITHOUT ROWID;
INSERT OR IGNORE INTO temp.controller_roots
SELECT e.to_node,
       CASE WHEN e.to_kind IN ('present', 'window') THEN 'empty' ELSE 'unknown' END,
       CASE e.to_kind
         WHEN 'present' THEN 'presented by ' || e.to_name || ' (' || f.path || ':' || e.line || ')'
         WHEN 'window' THEN 'at the root of a window (' || e.to_name || ' at ' || f.path || ':' || e.line || ')'
         ELSE e.to_name || ' (' || f.path || ':' || e.line || ')'
       END,
       NULL
FROM temp.controller_ends e JOIN files f ON f.id = e.file_id
WHERE e.to_kind IN ('present', 'window', 'lost');
-- A representable's placement (its `bridge` node): where what its make…/update…
-- return or are given starts, and what the representable is given (an argument of its
-- initialiser, a property, a parameter of another method) when no step leads on: it
-- shows it from its make…/update….
INSERT OR IGNORE INTO temp.controller_roots
WITH owned(node, kind, owner, function) AS (
  SELECT to_node, to_kind, to_type, to_name FROM temp.controller_ends
  WHERE to_kind IN ('result', 'member') OR (to_kind = 'call' AND to_name LIKE 'init#%')
  UNION
  -- `parameter:Owner.function#label`, of a view type's (a representable's) method
  SELECT p.from_node, 'parameter', r.owner,
         substr(p.from_node, 12 + length(r.owner), instr(p.from_node, '#') - 12 - length(r.owner))
  FROM temp.controller_ends p JOIN producers r ON r.kind = 'body'
    AND p.from_node LIKE 'parameter:' || r.owner || '.%'
  WHERE p.from_kind = 'parameter'
)
-- (of two representables of one name, a file copied, the first bridge in the code: the
-- least row number followed the order files were indexed in, not the project)
SELECT node, 'representable', 'under a representable', bridge FROM (
SELECT n.node, b.id AS bridge, MIN(printf('%s:%09d:%09d', f.path, b.line, b.col))
FROM owned n
JOIN producers r ON r.kind = 'body' AND r.owner = n.owner
JOIN nodes b ON b.producer_id = r.id AND b.kind = 'bridge'
JOIN files f ON f.id = b.file_id
WHERE (n.kind = 'parameter' AND instr(n.function, '.') = 0 OR n.kind <> 'parameter')
  AND ((n.kind IN ('result', 'parameter') AND (n.function LIKE 'make%' OR n.function LIKE 'update%')
        AND n.function <> 'makeCoordinator')
       OR (n.kind IN ('call', 'member', 'parameter')
           AND NOT EXISTS (SELECT 1 FROM temp.controller_graph g WHERE g.from_node = n.node)))
GROUP BY n.node);
-- the instances of a type the project never constructs: made by the system (an app's
-- or scene's delegate, an extension's principal class, a storyboard's controller)
-- when it is a subclass of one of UIKit's or AppKit's classes; else lost
INSERT OR IGNORE INTO temp.controller_roots
SELECT DISTINCT e.to_node,
       CASE WHEN s.type IS NOT NULL THEN 'empty' ELSE 'unknown' END,
       'inside ' || COALESCE(e.to_type, e.to_name) || CASE WHEN s.type IS NOT NULL
         THEN ', which the system or a storyboard makes (the project never constructs it)'
         ELSE ', which the project never constructs' END,
       NULL
FROM temp.controller_ends e
LEFT JOIN (SELECT DISTINCT type FROM type_supers WHERE depth > 0 AND super IN (SELECT name FROM temp.framework_classes)) s
  ON s.type = e.to_type
WHERE e.to_kind = 'instances'
  AND NOT EXISTS (SELECT 1 FROM temp.controller_graph g JOIN temp.controller_constructions c ON c.node = g.to_node
                  WHERE g.from_node = e.to_node);
-- a property of a window's type: a window (`window.contentView?.addSubview(...)`)
INSERT OR IGNORE INTO temp.controller_roots
SELECT DISTINCT e.to_node, 'empty', 'inside a window (' || e.to_type || '.' || e.to_name || ')', NULL
FROM temp.controller_ends e JOIN members m ON m.owner = e.to_type AND m.name = e.to_name
WHERE e.to_kind = 'member' AND replace(replace(m.type, '?', ''), '!', '') IN ('UIWindow', 'NSWindow', 'NSPanel')
  AND NOT EXISTS (SELECT 1 FROM temp.controller_graph g WHERE g.from_node = e.to_node);
-- any other way that stops: lost there (a construction that goes nowhere the analyzer
-- sees says nothing more than that the hosting controller is not placed). Of several
-- ends of one node (its function declared twice: a file copied) the first by its text,
-- not whichever row the scan meets first: that followed the row numbers, so an
-- incremental run named another file than a rebuild (`implicits-fuzz incremental`).
INSERT OR IGNORE INTO temp.controller_roots
SELECT e.to_node, 'unknown',
       MIN(CASE e.to_kind
         WHEN 'member' THEN 'stored in ' || COALESCE(e.to_type || '.', '') || e.to_name
                            || ' (' || f.path || ':' || e.line || '), which the analyzer does not see placed'
         WHEN 'result' THEN 'returned by ' || COALESCE(e.to_type || '.', '') || e.to_name
                            || '() (' || f.path || ':' || e.line || '), which nothing the analyzer sees places'
         WHEN 'parameter' THEN 'given to ' || replace(substr(e.to_node, 11), '#', '(') || ':) (' || f.path || ':'
                               || e.line || '), which no caller the analyzer sees provides'
         WHEN 'call' THEN 'handed to ' || replace(e.to_name, '#', '(') || ':) (' || f.path || ':' || e.line
                          || '), which the analyzer does not follow'
       END),
       NULL
FROM temp.controller_ends e JOIN files f ON f.id = e.file_id
WHERE e.to_kind IN ('member', 'result', 'parameter', 'call')
  AND NOT EXISTS (SELECT 1 FROM temp.controller_graph g WHERE g.from_node = e.to_node)
GROUP BY e.to_node;

-- Every root each hosting controller's way reaches.
DROP TABLE IF EXISTS temp.hosting_roots;
CREATE TEMP TABLE hosting_roots AS
WITH RECURSIVE way(producer_id, node) AS (
  SELECT h.id, 'site:' || h.file_id || ':' || h.line || ':' || h.col FROM producers h WHERE h.kind = 'hosting'
  UNION
  SELECT w.producer_id, g.to_node FROM way w JOIN temp.controller_graph g ON g.from_node = w.node
)
SELECT w.producer_id, r.environment, r.origin, r.bridge_id
FROM way w JOIN temp.controller_roots r ON r.node = w.node;

-- Under a representable by the code that makes it: its make…/update… (directly, or in
-- the code of a type made there, or in a value or root reached from there) make the
-- controller.
DROP TABLE IF EXISTS temp.representable_code;
CREATE TEMP TABLE representable_code AS
WITH RECURSIVE inside(producer_id, bridge_id) AS (
  SELECT p.id, b.id
  FROM producers p JOIN producers r ON r.owner = p.owner AND r.module = p.module AND r.kind = 'body'
  JOIN nodes b ON b.producer_id = r.id AND b.kind = 'bridge'
  WHERE (p.function LIKE 'make%' OR p.function LIKE 'update%') AND p.function <> 'makeCoordinator'
  UNION
  -- the code of a type made there
  SELECT q.id, i.bridge_id
  FROM inside i JOIN nodes n ON n.producer_id = i.producer_id AND n.kind IN ('instantiate', 'root')
  JOIN call_types t ON t.node_id = n.id
  JOIN producers q ON q.owner = t.type AND q.kind IN ('code', 'hosting', 'argument', 'carried', 'hosting-root')
  UNION
  -- the values and roots it hands on: along the graph's file edges ...
  SELECT e.to_producer, i.bridge_id
  FROM inside i JOIN edges e ON e.from_producer = i.producer_id AND e.flow <> 1
  JOIN producers q ON q.id = e.to_producer AND q.kind IN ('argument', 'hosting-root', 'carried')
  UNION
  -- ... and the flow's of this run (Queries/view_flow.sql; `edges` has the last run's)
  SELECT e.to_producer, i.bridge_id
  FROM inside i JOIN temp.flow_edges e ON e.from_producer = i.producer_id
  JOIN producers q ON q.id = e.to_producer AND q.kind IN ('argument', 'hosting-root', 'carried')
)
SELECT DISTINCT producer_id, bridge_id FROM inside;

-- Each hosting controller's place: `empty` when any way ends where nothing is
-- inherited (a miss there is certain), `representable` when a way ends in one (or
-- the code that makes it is a representable's and its way ends nowhere empty), else
-- `unknown`, with the first lost end as the reason.
DROP TABLE IF EXISTS temp.hosting_places;
CREATE TEMP TABLE hosting_places AS
SELECT h.id AS producer_id,
       CASE
         WHEN EXISTS (SELECT 1 FROM temp.hosting_roots r WHERE r.producer_id = h.id AND r.environment = 'empty')
           THEN 'empty'
         WHEN EXISTS (SELECT 1 FROM temp.hosting_roots r WHERE r.producer_id = h.id AND r.environment = 'representable')
              OR h.id IN (SELECT producer_id FROM temp.representable_code)
           THEN 'representable'
         ELSE 'unknown'
       END AS place,
       COALESCE((SELECT MIN(r.origin) FROM temp.hosting_roots r WHERE r.producer_id = h.id AND r.environment = 'empty'),
                (SELECT MIN(r.origin) FROM temp.hosting_roots r WHERE r.producer_id = h.id AND r.environment = 'unknown'),
                'the analyzer cannot place (not presented, at no window''s root, under no representable)')
         AS origin
FROM producers h WHERE h.kind = 'hosting';

-- Under a representable: an edge from its placement, unless the settings say hosting
-- in representables starts empty.
INSERT OR IGNORE INTO temp.flow_edges(file_id, site_id, from_producer, to_producer)
SELECT b.file_id, b.id, b.producer_id, x.producer_id
FROM temp.hosting_places x
JOIN (SELECT producer_id, bridge_id FROM temp.representable_code
      UNION SELECT producer_id, bridge_id FROM temp.hosting_roots WHERE environment = 'representable') c
  ON c.producer_id = x.producer_id
JOIN nodes b ON b.id = c.bridge_id
WHERE x.place = 'representable'
  AND NOT EXISTS (SELECT 1 FROM settings WHERE name = 'hosting-in-representables' AND value = 'empty');

-- Entries (Queries/derive_graph_1_entries.sql made every hosting controller one,
-- starting empty).
DELETE FROM entries WHERE producer_id IN (SELECT producer_id FROM temp.hosting_places WHERE place = 'representable')
  AND NOT EXISTS (SELECT 1 FROM settings WHERE name = 'hosting-in-representables' AND value = 'empty');
UPDATE entries SET origin = (SELECT 'a hosting controller ' || origin FROM temp.hosting_places x
                             WHERE x.producer_id = entries.producer_id)
WHERE producer_id IN (SELECT producer_id FROM temp.hosting_places WHERE place = 'empty');
UPDATE entries SET environment = 'unknown',
       origin = (SELECT 'a hosting controller ' || origin FROM temp.hosting_places x
                 WHERE x.producer_id = entries.producer_id)
WHERE producer_id IN (SELECT producer_id FROM temp.hosting_places WHERE place = 'unknown')
  AND NOT EXISTS (SELECT 1 FROM producers p JOIN settings s ON s.name = 'entry' AND s.value = p.owner
                  WHERE p.id = entries.producer_id);
