-- Derivation, step 4 of 8: views reached through values: the views a carrier's
-- property stores, shown where the carrier shows it, and the methods and properties
-- called on a value of a known static type (rule 3 on values).
--   makes  node_targets (via 'carried', 'value')
--   reads  nodes, producers, expr_types (Queries/types.sql), types, type_supers;
--          view_bodies (derive_graph_2_bodies.sql), node_targets
--          (derive_graph_3_names.sql: a node resolved by name is not looked up again)
--   order  after derive_graph_3_names.sql; before derive_graph_5_edges.sql

CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;

-- Views a value carries (rule 6's carriers): where a type shows a property it stores
-- views in (`content` in `Route.destination`), every carried producer of that
-- property is placed: each closure passed to its initialiser, each view it built.
INSERT INTO node_targets(file_id, node_id, producer_id, target, via)
SELECT DISTINCT n.file_id, n.id, c.id, c.qualified, 'carried'
FROM nodes n
JOIN producers p ON p.id = n.producer_id
JOIN producers c ON c.owner = p.owner AND c.kind = 'carried' AND c.name = '#' || n.name
-- plain code is no place that shows a view: it passes the property on (view_flow.sql)
WHERE n.kind IN ('reference', 'hole') AND p.kind <> 'code' AND n.file_id IN (SELECT file_id FROM dirty_files);

-- Typed values (rule 3 on values, Queries/types.sql): a method or property called on
-- a value (`tab.makeContentView()`, `item.destination`) is looked up on the value's
-- static type; a value shown as a view (`selection` of a generic `Tab: PanelTab`)
-- places its type's body. A protocol, or a generic parameter (through its
-- constraints), stands for every project type that conforms to it: each one's
-- implementation is connected, as SwiftUI may show any of them.
-- (Each typed value, and the protocols it stands for, as tables: the branches below
-- read them by value. A protocol's conformers are looked up from each candidate, not
-- listed per value: hundreds per value, for a few candidates of the member's name.)
DROP TABLE IF EXISTS temp.typed_values;
CREATE TEMP TABLE typed_values AS
SELECT n.id AS node_id, n.file_id, n.kind, n.name, n.labels, x.type,
       EXISTS (SELECT 1 FROM types g WHERE g.name = x.type AND g.kind IN ('protocol', 'generic')) AS abstract,
       EXISTS (SELECT 1 FROM types g WHERE g.name = x.type AND g.kind = 'generic') AS generic
FROM nodes n JOIN expr_types x ON x.expr_id = n.value_type_id
WHERE n.file_id IN (SELECT file_id FROM dirty_files) AND n.kind IN ('reference', 'apply', 'member')
  AND n.id NOT IN (SELECT node_id FROM node_targets);
CREATE INDEX temp.typed_values_by_node ON typed_values(node_id);
-- the type itself and, for a protocol or generic parameter, what it refines or is
-- constrained to
DROP TABLE IF EXISTS temp.value_protocols;
CREATE TEMP TABLE value_protocols(node_id INTEGER NOT NULL, protocol TEXT NOT NULL,
                                  PRIMARY KEY (node_id, protocol)) WITHOUT ROWID;
INSERT OR IGNORE INTO temp.value_protocols(node_id, protocol)
SELECT node_id, type FROM temp.typed_values
UNION ALL
SELECT t.node_id, s.super FROM temp.typed_values t JOIN type_supers s ON s.type = t.type AND s.depth > 0
WHERE t.abstract;

-- Where implementations are: the type or a protocol it stands for (an extension of
-- it), and every conformer of one (for a value shown as a view, of a project protocol
-- only, not of `View`).
INSERT INTO node_targets(file_id, node_id, producer_id, target, via)
WITH candidates_found AS (
  -- a value shown as a view: the bodies of the conformers of its project protocol
  -- (a value of a generic view's own parameter is placed by each use of the view:
  -- derive_graph_5_edges.sql)
  SELECT t.node_id, p.id AS producer_id, p.qualified, p.labels
  -- (values first, in this order: the planner otherwise scanned view_bodies and built an
  -- index of the values for each of its rows, for no row)
  FROM temp.typed_values t CROSS JOIN temp.value_protocols v ON v.node_id = t.node_id
  CROSS JOIN view_bodies b ON b.type = v.protocol CROSS JOIN producers p ON p.id = b.producer_id
  WHERE t.kind = 'reference' AND t.abstract AND NOT t.generic AND v.protocol <> t.type
  UNION ALL
  SELECT t.node_id, p.id AS producer_id, p.qualified, p.labels
  FROM temp.typed_values t CROSS JOIN temp.value_protocols v ON v.node_id = t.node_id
  CROSS JOIN type_supers s ON s.super = v.protocol AND s.depth > 0
  CROSS JOIN view_bodies b ON b.type = s.type CROSS JOIN producers p ON p.id = b.producer_id
  WHERE t.kind = 'reference' AND t.abstract AND NOT t.generic AND s.type <> t.type
    AND EXISTS (SELECT 1 FROM types kp WHERE kp.name = v.protocol AND kp.kind = 'protocol')
  UNION ALL
  SELECT m.node_id, m.producer_id, m.qualified, m.labels
  FROM (
    -- a method or property called on a value
    SELECT t.node_id, t.name, p.id AS producer_id, p.qualified, p.labels, p.owner
    FROM temp.typed_values t JOIN producers p ON p.name = t.name
    WHERE t.kind IN ('apply', 'member')
    UNION ALL
    -- a property a carrier stores views in, shown from outside (`tab.item.content`), or
    -- a stored closure called (`config.build()`): its result is the closure's
    SELECT t.node_id, t.name, p.id, p.qualified, p.labels, p.owner
    FROM temp.typed_values t JOIN producers p ON p.name = '#' || t.name AND p.kind = 'carried'
    WHERE t.kind IN ('member', 'apply')
  ) m
  -- declared by the type or a protocol it stands for (one lookup of the pair), or by a
  -- conformer of one through a type or protocol that declares the member: Swift finds
  -- `data.body` of a `Data: Card` through `Card`'s requirement, so a conformer of
  -- `Identifiable` alone is no candidate (SwiftUI's `View` declares `body`)
  WHERE EXISTS (SELECT 1 FROM temp.value_protocols v WHERE v.node_id = m.node_id AND v.protocol = m.owner)
     OR EXISTS (SELECT 1 FROM type_supers s CROSS JOIN temp.value_protocols v
                  ON v.node_id = m.node_id AND v.protocol = s.super
                WHERE s.type = m.owner AND s.depth > 0
                  AND EXISTS (
                    -- the type or protocol, or one it inherits from, declares the member
                    SELECT 1 FROM (SELECT v.protocol AS owner UNION ALL
                                   SELECT u.super FROM type_supers u WHERE u.type = v.protocol AND u.depth > 0) o
                    WHERE (o.owner = 'View' AND m.name = 'body')
                       OR EXISTS (SELECT 1 FROM members d WHERE d.owner = o.owner AND d.name = m.name)
                       OR EXISTS (SELECT 1 FROM producers d WHERE d.owner = o.owner AND d.name IN (m.name, '#' || m.name))
                       OR EXISTS (SELECT 1 FROM functions d WHERE d.owner = o.owner AND d.name = m.name)
                       OR EXISTS (SELECT 1 FROM view_requirements d WHERE d.protocol = o.owner AND d.name = m.name)))
),
found AS MATERIALIZED (
  SELECT t.file_id, c.node_id, c.producer_id, c.qualified,
         -- argument labels pick among overloads, as for references by name
         CASE WHEN t.kind = 'reference' THEN 0 ELSE (CASE WHEN t.labels IS NULL  -- a bare name: a property before a function
                THEN CASE WHEN c.labels LIKE '|%' OR c.labels LIKE '*%' THEN 10 ELSE 0 END
              WHEN c.labels LIKE '*%' OR instr(c.labels, '|' || t.labels || '|') > 0 THEN 0  -- the call fits
              ELSE 20 END
          + (instr(c.labels, '|~#') > 0 OR instr(c.labels, '*~#') > 0)) END AS score
  FROM candidates_found c JOIN temp.typed_values t ON t.node_id = c.node_id
)
,
best AS (SELECT node_id, MIN(score) AS score FROM found GROUP BY node_id)
SELECT DISTINCT f.file_id, f.node_id, f.producer_id, f.qualified, 'value'
FROM found f JOIN best b ON b.node_id = f.node_id AND b.score = f.score;
