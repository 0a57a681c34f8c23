-- Derivation, step 5 of 8: the producer graph, and what generic views place at each
-- use. Also makes the per-site tables filled in later steps, and keeps the dirty
-- files' sites as they were for Queries/affected_slots.sql.
--   makes  edges, generic_placements; the tables site_context and unseen_sites
--          (filled by derive_sites_1_context.sql) and site_keys (filled by
--          Queries/site_keys.sql); temp.sites_before, temp.site_keys_before (the
--          last run's rows, read by Queries/affected_slots.sql), temp.before_files
--          (whose rows they hold), temp.flow_edges_before (read by
--          Queries/flow_changes.sql)
--   reads  node_targets (derive_graph_3_names.sql, derive_graph_4_values.sql), nodes,
--          producers, expr_types, types, type_supers, generic_arguments,
--          node_arguments; view_bodies (derive_graph_2_bodies.sql)
--   order  after derive_graph_4_values.sql; then Queries/view_flow.sql,
--          controllers.sql and presentations.sql add edges and entries of their own,
--          and derive_sites_1_context.sql follows

CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;

-- The producer graph: a site in one producer leads to the producer it instantiates
-- or references.
-- `flow`: 1, an edge of the flow of view values and controllers (Queries/view_flow.sql,
-- controllers.sql), recomputed whole in every run; 2, the flow's edge of a value shown
-- where its call is written, its file's (view_flow.sql); 0, the graph's. Rows with 0
-- and 2 are their file's, derived with it.
CREATE TABLE IF NOT EXISTS edges (
  file_id       INTEGER NOT NULL,
  site_id       INTEGER NOT NULL,
  from_producer INTEGER NOT NULL,
  to_producer   INTEGER NOT NULL,
  flow          INTEGER NOT NULL DEFAULT 0
);
-- Covering the proof's walks down (reachable) and up (relevant): no row lookups.
CREATE INDEX IF NOT EXISTS edges_from ON edges(from_producer, to_producer);
CREATE INDEX IF NOT EXISTS edges_to ON edges(to_producer, from_producer);
CREATE INDEX IF NOT EXISTS edges_site ON edges(site_id);
CREATE INDEX IF NOT EXISTS edges_by_file ON edges(file_id);
CREATE INDEX IF NOT EXISTS edges_of_flow ON edges(file_id) WHERE flow = 1;
-- The edges of the dirty (or removed) files before, with their sites' shape and keys,
-- for Queries/affected_slots.sql.
CREATE TABLE IF NOT EXISTS site_context (
  file_id         INTEGER NOT NULL,
  site_id         INTEGER NOT NULL,
  has_dest        INTEGER NOT NULL,
  dest_depth      INTEGER,
  container_depth INTEGER,
  host_depth      INTEGER,           -- the nearest presented closure that starts a new host
  host            INTEGER NOT NULL,  -- the site is in one: 1 its content starts empty, 2 with
                                     -- what its window's root was given (Queries/presentations.sql)
  root            INTEGER NOT NULL   -- the site instantiates a view: the first on a path is a root
);
CREATE UNIQUE INDEX IF NOT EXISTS site_context_by_site ON site_context(site_id);
CREATE INDEX IF NOT EXISTS site_context_by_file ON site_context(file_id);
-- Sites whose views' environment the analyzer cannot see: a path that crosses one
-- is not seen end to end, so a read it misses is `unproven`, not an error
-- (Queries/proof.sql). Rows name the site and why (an unresolved call the view is
-- passed through, a value handed to code outside the project); filled per file for
-- the dirty files by derive_sites_1_context.sql, like the other per-file relations.
CREATE TABLE IF NOT EXISTS unseen_sites (
  site_id INTEGER PRIMARY KEY,
  file_id INTEGER NOT NULL,
  reason  TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS unseen_sites_by_file ON unseen_sites(file_id);
-- What the declarations above a site provide on its path (derive_sites_2_keys.sql),
-- recomputed by Queries/site_keys.sql once `provides` is complete.
CREATE TABLE IF NOT EXISTS site_keys (
  site_id         INTEGER NOT NULL,
  key             TEXT NOT NULL,
  local           INTEGER NOT NULL,
  above_container INTEGER NOT NULL,
  PRIMARY KEY (site_id, key)
);
-- Taken once per run: when the flow widens the dirty files (Queries/flow_changes.sql),
-- the graph is derived again, and the new dirty files' rows before are added there.
CREATE TEMP TABLE IF NOT EXISTS before_files(file_id INTEGER PRIMARY KEY);
CREATE TEMP TABLE IF NOT EXISTS sites_before(site_id INTEGER, from_producer INTEGER, to_producer INTEGER,
                                             has_dest INTEGER, has_container INTEGER, unseen INTEGER,
                                             host INTEGER, root INTEGER);
CREATE TEMP TABLE IF NOT EXISTS site_keys_before(site_id INTEGER, key TEXT, local INTEGER, above_container INTEGER);
DROP TABLE IF EXISTS temp.newly_dirty;
CREATE TEMP TABLE newly_dirty AS
SELECT file_id FROM dirty_files WHERE file_id NOT IN (SELECT file_id FROM temp.before_files);
INSERT INTO temp.sites_before
SELECT e.site_id, e.from_producer, e.to_producer, c.has_dest, c.container_depth IS NOT NULL AS has_container,
       e.site_id IN (SELECT site_id FROM unseen_sites) AS unseen, c.host, c.root
FROM edges e LEFT JOIN site_context c ON c.site_id = e.site_id
WHERE e.file_id IN (SELECT file_id FROM temp.newly_dirty);
INSERT INTO temp.site_keys_before
SELECT site_id, key, local, above_container FROM site_keys
WHERE site_id IN (SELECT site_id FROM edges WHERE file_id IN (SELECT file_id FROM temp.newly_dirty));
INSERT OR IGNORE INTO temp.before_files SELECT file_id FROM temp.newly_dirty;
-- The flow's edges before, all of them (Queries/flow_changes.sql compares).
CREATE TEMP TABLE IF NOT EXISTS flow_edges_before AS
SELECT file_id, site_id, from_producer, to_producer FROM edges WHERE flow = 1;
DELETE FROM unseen_sites
WHERE file_id IN (SELECT file_id FROM dirty_files);
DELETE FROM edges WHERE file_id IN (SELECT file_id FROM dirty_files);
-- (A member read of a view a value carries is the flow's: Queries/view_flow.sql.)
INSERT INTO edges(file_id, site_id, from_producer, to_producer)
SELECT t.file_id, t.node_id, n.producer_id, t.producer_id
FROM node_targets t JOIN nodes n ON n.id = t.node_id
WHERE t.file_id IN (SELECT file_id FROM dirty_files)
  AND NOT (n.kind IN ('member', 'apply') AND EXISTS (SELECT 1 FROM producers c WHERE c.id = t.producer_id AND c.kind = 'carried'));

-- Generic views (`Panel<Tab: PanelTab>`) that show a value of their parameter
-- (`selection` of type `Tab`): each use places the type it binds through a labelled
-- argument (`Panel(selection: $model.tab)` where `tab: SettingsTab?`), or, when it
-- binds none (or only a protocol), every project type that conforms to the
-- parameter's constraints. The placed body hangs at the use, in its environment:
-- sound, since declarations inside the generic view above the value would only add.
-- (`generic-argument-unknown` says where every conformer is placed.) A row belongs
-- to its use's file: what a generic view shows is part of its file's symbols.
CREATE TABLE IF NOT EXISTS generic_placements (
  site_id     INTEGER NOT NULL,
  file_id     INTEGER NOT NULL,
  producer_id INTEGER NOT NULL,
  view        TEXT NOT NULL,
  generic     TEXT NOT NULL,
  bound       TEXT,
  type        TEXT NOT NULL,
  abstract    INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS generic_placements_by_file ON generic_placements(file_id);
DELETE FROM generic_placements
WHERE file_id IN (SELECT file_id FROM dirty_files);
INSERT INTO generic_placements(site_id, file_id, producer_id, view, generic, bound, type, abstract)
WITH instantiations AS MATERIALIZED (
  SELECT DISTINCT n.id AS site_id, n.file_id, n.producer_id, t.target AS view
  FROM nodes n JOIN node_targets t ON t.node_id = n.id AND t.via = 'type'
  WHERE n.file_id IN (SELECT file_id FROM dirty_files)
),
shown AS (  -- (looked for in the views instantiated, not in every reference of the project)
  SELECT DISTINCT p.owner AS view, x.type AS generic
  FROM (SELECT DISTINCT view FROM instantiations) v
  CROSS JOIN producers p ON p.owner = v.view
  CROSS JOIN nodes n ON n.producer_id = p.id AND n.kind = 'reference'
  JOIN expr_types x ON x.expr_id = n.value_type_id
  JOIN types g ON g.name = x.type AND g.kind = 'generic'
),
uses AS (
  SELECT DISTINCT i.site_id, i.file_id, i.producer_id, s.view, s.generic
  FROM instantiations i JOIN shown s ON s.view = i.view
),
bound AS (
  SELECT u.site_id, u.generic,
         CASE WHEN g.is_array AND x.type LIKE '[%]' THEN substr(x.type, 2, length(x.type) - 2) ELSE x.type END AS type
  FROM uses u JOIN generic_arguments g ON g.owner = u.view AND g.generic = u.generic
  JOIN node_arguments a ON a.node_id = u.site_id AND a.label = g.label
  JOIN expr_types x ON x.expr_id = a.type_id
),
decided AS (
  SELECT site_id, generic, MIN(type) AS type FROM bound GROUP BY site_id, generic HAVING COUNT(DISTINCT type) = 1
)
SELECT u.site_id, u.file_id, u.producer_id, u.view, u.generic, d.type AS bound,
       COALESCE(d.type, u.generic) AS type,
       EXISTS (SELECT 1 FROM types a WHERE a.name = COALESCE(d.type, u.generic)
                                      AND a.kind IN ('protocol', 'generic')) AS abstract
FROM uses u LEFT JOIN decided d ON d.site_id = u.site_id AND d.generic = u.generic;

INSERT INTO edges(file_id, site_id, from_producer, to_producer)
WITH placed AS (
  SELECT site_id, file_id, producer_id, type AS owner FROM generic_placements
  WHERE NOT abstract AND file_id IN (SELECT file_id FROM dirty_files)
  UNION
  -- an abstract type: every concrete conformer of its constraints (a protocol is its own)
  SELECT g.site_id, g.file_id, g.producer_id, c.type
  FROM generic_placements g
  JOIN type_supers k ON k.type = g.type AND (k.depth > 0 OR NOT EXISTS (
         SELECT 1 FROM types x WHERE x.name = g.type AND x.kind = 'generic'))
  -- only project protocols: a parameter that is just `Content: View` is the content a
  -- use passes in, placed where it is written (rule 5), not every view of the project
  JOIN types kp ON kp.name = k.super AND kp.kind = 'protocol'
  JOIN type_supers c ON c.super = k.super AND c.depth > 0
  JOIN types ct ON ct.name = c.type AND ct.kind NOT IN ('protocol', 'generic')
  WHERE g.abstract AND g.file_id IN (SELECT file_id FROM dirty_files)
)
SELECT DISTINCT p.file_id, p.site_id, p.producer_id, b.producer_id
FROM placed p JOIN view_bodies b ON b.type = p.owner;
