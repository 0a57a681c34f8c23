-- Derived relations, recomputed from the facts after every indexing run: name
-- resolution, the producer graph and what each site declares.
--
-- Relations that belong to one file's nodes (node_targets, edges, site_ancestors,
-- site_context, declared_keys) are recomputed only for the files in `dirty_files`;
-- the rest are small and recomputed whole. The indexer fills `dirty_files` with the
-- files it re-parsed when no file changed its declarations (types, producers,
-- members), and with every file otherwise. Run by hand, every file is dirty:
--   sqlite3 .implicits/index.sqlite < Queries/derive.sql

CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;

-- A read's type key, made canonical by the resolver (Queries/types.sql): `Tracker`
-- read inside `Screen` is `Screen.Tracker` when the project declares that type, as
-- the declaration that names it there is.
UPDATE reads SET key = COALESCE((SELECT x.type FROM expr_types x WHERE x.expr_id = reads.key_id), written_key)
WHERE key_id IS NOT NULL AND file_id IN (SELECT file_id FROM dirty_files);

DROP TABLE IF EXISTS entries;
DROP TABLE IF EXISTS view_types;
DROP TABLE IF EXISTS provides;
DROP TABLE IF EXISTS site_keys;
DROP TABLE IF EXISTS derived_findings;

-- Rows of files that were re-parsed or removed are recomputed below.
CREATE TABLE IF NOT EXISTS node_targets (
  file_id     INTEGER NOT NULL,
  node_id     INTEGER NOT NULL,
  producer_id INTEGER NOT NULL,
  target      TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS node_targets_by_node ON node_targets(node_id);
CREATE INDEX IF NOT EXISTS node_targets_by_file ON node_targets(file_id);
DELETE FROM node_targets
WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files);

-- Entry points (rule 6): scene bodies of apps, previews unless the settings turn them
-- off, hosting controllers, code that is not a producer, and the bodies of views the
-- settings name. The environment starts empty at each.
CREATE TABLE entries AS
SELECT id AS producer_id FROM producers
WHERE is_entry
  AND NOT (kind IN ('preview', 'previews')
           AND EXISTS (SELECT 1 FROM settings WHERE name = 'previews' AND value = 'off'))
UNION
SELECT p.id FROM producers p JOIN settings s ON s.name = 'entry' AND s.value = p.owner
WHERE p.kind IN ('body', 'modifier-body', 'scene-body');
CREATE UNIQUE INDEX entries_by_producer ON entries(producer_id);

-- Types that are views (or view modifiers, apps, scenes), by declaration or extension.
CREATE TABLE view_types AS
SELECT t.id AS type_id, t.module, t.name, t.file_id, t.is_public, t.line, t.col,
       MIN(CASE c.protocol WHEN 'ViewModifier' THEN 'modifier' WHEN 'App' THEN 'app'
                           WHEN 'Scene' THEN 'scene' ELSE 'view' END) AS role
FROM types t JOIN conformances c ON c.type_name = t.name
WHERE c.protocol IN ('View', 'ViewModifier', 'App', 'Scene', 'UIViewRepresentable', 'NSViewRepresentable',
                     'UIViewControllerRepresentable', 'NSViewControllerRepresentable')
GROUP BY t.id;
CREATE INDEX view_types_by_name ON view_types(name);

-- Name resolution: each instantiation or reference takes its best-ranked candidate
-- (nested types before outer ones, the same module before imported ones). Equal best
-- candidates are an ambiguity: all of them are connected, and a finding says so.
INSERT INTO node_targets(file_id, node_id, producer_id, target)
WITH matches AS (
  SELECT c.node_id, v.name AS target, v.module,
         c.rank * 2 + (v.module <> f.module) AS score
  FROM candidates c
  JOIN nodes n ON n.id = c.node_id
  JOIN files f ON f.id = n.file_id
  JOIN view_types v ON v.name = c.name
  WHERE c.purpose = 'type' AND c.file_id IN (SELECT file_id FROM dirty_files)
    -- another module's view is visible only where that module is imported
    AND (v.module = f.module OR EXISTS (SELECT 1 FROM imports i WHERE i.file_id = f.id AND i.module = v.module))
),
best AS (SELECT node_id, MIN(score) AS score FROM matches GROUP BY node_id)
SELECT DISTINCT n.file_id, m.node_id, p.id, m.target
FROM matches m
JOIN nodes n ON n.id = m.node_id
JOIN best b ON b.node_id = m.node_id AND b.score = m.score
JOIN producers p ON p.owner = m.target AND p.module = m.module
               AND p.kind IN ('body', 'modifier-body', 'scene-body');

-- References and custom modifiers: producers by qualified name, or methods of the
-- declared type of the value they are called on (`router.destination(for:)`). Labels
-- break ties between overloads; equal best candidates are all connected.
INSERT INTO node_targets(file_id, node_id, producer_id, target)
WITH matches AS (
  SELECT c.node_id, p.id AS producer_id, p.qualified AS target, c.rank, p.module, p.labels
  FROM candidates c JOIN producers p ON p.qualified = c.name
  WHERE c.purpose = 'producer' AND c.file_id IN (SELECT file_id FROM dirty_files)
  UNION ALL
  SELECT c.node_id, p.id, p.qualified, c.rank, p.module, p.labels
  FROM candidates c
  JOIN nodes n ON n.id = c.node_id
  JOIN members m ON m.qualified = c.name
  JOIN expr_types x ON x.expr_id = m.type_id
  JOIN producers p ON p.qualified = x.type || '.' || n.name
  WHERE c.purpose = 'receiver' AND c.file_id IN (SELECT file_id FROM dirty_files)
),
scored AS (
  SELECT m.node_id, m.producer_id, m.target,
         m.rank * 4 + (m.module <> f.module) * 2
         + CASE WHEN n.labels IS NULL OR n.labels = m.labels
                     OR (n.labels LIKE '%+' AND substr(m.labels, 1, length(n.labels) - 1)
                                                = substr(n.labels, 1, length(n.labels) - 1))
                THEN 0 ELSE 1 END AS score
  FROM matches m JOIN nodes n ON n.id = m.node_id JOIN files f ON f.id = n.file_id
),
best AS (SELECT node_id, MIN(score) AS score FROM scored GROUP BY node_id)
SELECT DISTINCT n.file_id, s.node_id, s.producer_id, s.target
FROM scored s JOIN best b ON b.node_id = s.node_id AND b.score = s.score
JOIN nodes n ON n.id = s.node_id;

-- The producer graph: a site in one producer leads to the producer it instantiates
-- or references.
CREATE TABLE IF NOT EXISTS edges (
  file_id       INTEGER NOT NULL,
  site_id       INTEGER NOT NULL,
  from_producer INTEGER NOT NULL,
  to_producer   INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS edges_from ON edges(from_producer);
CREATE INDEX IF NOT EXISTS edges_to ON edges(to_producer);
CREATE INDEX IF NOT EXISTS edges_site ON edges(site_id);
CREATE INDEX IF NOT EXISTS edges_by_file ON edges(file_id);
DELETE FROM edges WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files);
INSERT INTO edges(file_id, site_id, from_producer, to_producer)
SELECT t.file_id, t.node_id, n.producer_id, t.producer_id
FROM node_targets t JOIN nodes n ON n.id = t.node_id
WHERE t.file_id IN (SELECT file_id FROM dirty_files);

-- Every ancestor of every site and every hole inside its producer, with its distance
-- (1 = parent).
CREATE TABLE IF NOT EXISTS site_ancestors (
  file_id INTEGER NOT NULL,
  site_id INTEGER NOT NULL,
  node_id INTEGER NOT NULL,
  depth   INTEGER NOT NULL,
  kind    TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS site_ancestors_by_site ON site_ancestors(site_id, kind);
CREATE INDEX IF NOT EXISTS site_ancestors_by_node ON site_ancestors(node_id);
CREATE INDEX IF NOT EXISTS site_ancestors_by_file ON site_ancestors(file_id);
DELETE FROM site_ancestors
WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files);
INSERT INTO site_ancestors(file_id, site_id, node_id, depth, kind)
WITH RECURSIVE up(file_id, site_id, node_id, depth) AS (
  SELECT n.file_id, n.id, n.parent_id, 1
  FROM nodes n
  WHERE n.parent_id IS NOT NULL AND n.file_id IN (SELECT file_id FROM dirty_files)
    AND (n.kind = 'hole' OR n.id IN (SELECT site_id FROM edges))
  UNION ALL
  SELECT up.file_id, up.site_id, n.parent_id, up.depth + 1
  FROM up JOIN nodes n ON n.id = up.node_id
  WHERE n.parent_id IS NOT NULL
)
SELECT up.file_id, up.site_id, up.node_id, up.depth, n.kind
FROM up JOIN nodes n ON n.id = up.node_id;

-- Navigation shape of each site (rule 2's exception). `dest_depth`: the nearest
-- destination above the site; `container_depth`: the nearest navigation container
-- above that destination (or above the site when it is not pushed).
CREATE TABLE IF NOT EXISTS site_context (
  file_id         INTEGER NOT NULL,
  site_id         INTEGER NOT NULL,
  has_dest        INTEGER NOT NULL,
  dest_depth      INTEGER,
  container_depth INTEGER
);
CREATE UNIQUE INDEX IF NOT EXISTS site_context_by_site ON site_context(site_id);
CREATE INDEX IF NOT EXISTS site_context_by_file ON site_context(file_id);
DELETE FROM site_context
WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files);
INSERT INTO site_context(file_id, site_id, has_dest, dest_depth, container_depth)
WITH dest AS (
  SELECT s.file_id, s.site_id,
         (SELECT MIN(depth) FROM site_ancestors a
           WHERE a.site_id = s.site_id AND a.kind = 'destination') AS dest_depth
  FROM (SELECT DISTINCT file_id, site_id FROM edges WHERE file_id IN (SELECT file_id FROM dirty_files)) s
)
SELECT d.file_id, d.site_id,
       d.dest_depth IS NOT NULL,
       d.dest_depth,
       (SELECT MIN(depth) FROM site_ancestors a
         WHERE a.site_id = d.site_id AND a.kind = 'container'
           AND a.depth > COALESCE(d.dest_depth, 0))
FROM dest d;

-- The slot each declaration fills: its kind and key ('implicit:NetworkService'), so an
-- `.environmentObject(m)` never satisfies an `@Implicit` read of the same type. The key
-- is a named key known at extraction, or the static type the resolver found for the
-- declared value (Queries/types.sql); a value of unknown type fills no slot.
CREATE TABLE IF NOT EXISTS declared_keys (
  file_id INTEGER NOT NULL,
  node_id INTEGER NOT NULL,
  key     TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS declared_keys_by_node ON declared_keys(node_id);
CREATE INDEX IF NOT EXISTS declared_keys_by_file ON declared_keys(file_id);
-- `why` lists every declaration of a read's key (Queries/why.sql, declared-elsewhere).
CREATE INDEX IF NOT EXISTS declared_keys_by_key ON declared_keys(key);
DELETE FROM declared_keys
WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files);
INSERT INTO declared_keys(file_id, node_id, key)
SELECT d.file_id, d.node_id, d.kind || ':' || COALESCE(d.key, x.type)
FROM declarations d LEFT JOIN expr_types x ON x.expr_id = d.type_id
WHERE COALESCE(d.key, x.type) IS NOT NULL AND d.file_id IN (SELECT file_id FROM dirty_files);

-- Rules 4 and 5: what a producer provides to the content it is given. A custom
-- modifier places its receiver at a hole (`self`, `content`); a container places the
-- views passed to it at its holes. A key is provided when every hole of the producer
-- has it above: declared there, or provided by a custom modifier or container the
-- hole is itself given to. That is recursive through other producers with a "for
-- every hole", so Queries/provides.sql adds facts until nothing changes.
CREATE TABLE provides (
  producer_id INTEGER NOT NULL,
  key         TEXT NOT NULL,
  PRIMARY KEY (producer_id, key)
);

-- What the declarations above a site provide on its path:
--   local            declared between the site and its destination (or its producer's root)
--   above_container  declared above the navigation container that the site is pushed onto
-- A site or hole above it that leads to a custom modifier or container counts as a
-- declaration of what that producer provides (Queries/provides.sql fills it first).
-- Recomputed by Queries/site_keys.sql once `provides` is complete.
CREATE TABLE site_keys (
  site_id         INTEGER NOT NULL,
  key             TEXT NOT NULL,
  local           INTEGER NOT NULL,
  above_container INTEGER NOT NULL,
  PRIMARY KEY (site_id, key)
);

-- Findings that need the whole project: declarations whose type could not be
-- resolved, and view names that resolve to several views.
CREATE TABLE derived_findings AS
SELECT n.file_id, 'untyped-declaration' AS code, d.value_text AS subject, '' AS detail, n.line, n.col
FROM declarations d JOIN nodes n ON n.id = d.node_id
WHERE d.node_id NOT IN (SELECT node_id FROM declared_keys)
UNION ALL
SELECT n.file_id, 'ambiguous-name', n.name, group_concat(t.target, ', '), n.line, n.col
FROM node_targets t JOIN nodes n ON n.id = t.node_id
WHERE n.kind = 'instantiate'
GROUP BY t.node_id HAVING COUNT(DISTINCT t.target) > 1
UNION ALL
SELECT n.file_id, 'ambiguous-reference', n.name, group_concat(DISTINCT t.target), n.line, n.col
FROM node_targets t JOIN nodes n ON n.id = t.node_id
WHERE n.kind IN ('reference', 'apply')
GROUP BY t.node_id HAVING COUNT(DISTINCT t.producer_id) > 1
UNION ALL
-- A view held in a stored property or produced by a stored closure: rendered here,
-- but made elsewhere, so the analyzer places it where it was made.
SELECT n.file_id,
       CASE WHEN m.type LIKE '%->%' THEN 'stored-closure' ELSE 'stored-view' END,
       n.name, m.type, n.line, n.col
FROM nodes n
JOIN candidates c ON c.node_id = n.id AND c.purpose = 'producer' AND c.rank = 0
JOIN members m ON m.qualified = c.name
WHERE n.kind IN ('reference', 'apply') AND m.is_static = 0
  AND n.id NOT IN (SELECT node_id FROM node_targets)
  AND (m.type LIKE '%AnyView%' OR m.type LIKE '%View' OR m.type LIKE '%View?' OR m.type LIKE '%View]'
       OR m.type LIKE '%View)')
UNION ALL
-- A view from a protocol requirement: its concrete type is unknown here.
SELECT n.file_id, 'protocol-view', n.name, MIN(r.protocol), n.line, n.col
FROM nodes n JOIN view_requirements r ON r.name = n.name
WHERE n.kind IN ('member', 'apply') AND n.id NOT IN (SELECT node_id FROM node_targets)
GROUP BY n.id
UNION ALL
-- UIKit/AppKit bridges: SwiftUI views they host start a new environment.
SELECT v.file_id, 'representable-bridge', v.name, c.protocol, v.line, v.col
FROM view_types v JOIN conformances c ON c.type_name = v.name
WHERE c.protocol IN ('UIViewRepresentable', 'NSViewRepresentable',
                     'UIViewControllerRepresentable', 'NSViewControllerRepresentable')
UNION ALL
SELECT file_id, 'suppression-without-reason', code, '', line, 1
FROM suppressions WHERE reason = '';
