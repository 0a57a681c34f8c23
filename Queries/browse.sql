-- Browsing an index: the interactive commands of `implicits-query` (views, keys,
-- declarations, entries, paths) and the view-tree pictures (`why --format dot`,
-- the HTML report). Sections as in why.sql: each statement is named by its
-- `-- @name` line; ?1, ?2 ... are bound by the caller. Read-only: nothing here
-- writes, so every section runs on the read-only connection.

-- @views: every view type, with its reads and whether an entry point reaches it: its
-- body, where its reads are checked (as in proof.sql), not any helper of the type
SELECT v.name, v.module, v.role, f.path, v.line, v.col,
       (SELECT COUNT(*) FROM reads r WHERE r.view = v.name AND r.module = v.module) AS reads,
       EXISTS (SELECT 1 FROM producers p JOIN reachable a ON a.producer_id = p.id
               WHERE p.owner = v.name AND p.module = v.module
                 AND p.kind IN ('body', 'modifier-body', 'scene-body')) AS reachable
FROM view_types v JOIN files f ON f.id = v.file_id
ORDER BY v.name, v.module;

-- @keys: every slot ('kind:key') that is read or declared, with counts (unsatisfied:
-- missing on an app path, as everywhere; reads missing only in previews are not counted)
WITH uses AS (
  SELECT r.kind || ':' || r.key AS slot, r.kind, r.key, 1 AS reads,
         s.status = 'unsatisfied' AND NOT s.only_previews AS unsatisfied, 0 AS declarations
  FROM reads r JOIN read_verdicts s ON s.read_id = r.id
  UNION ALL
  SELECT k.key, d.kind, substr(k.key, length(d.kind) + 2), 0, 0, 1
  FROM declared_keys k JOIN declarations d ON d.node_id = k.node_id
)
SELECT slot, kind, key, SUM(reads), SUM(unsatisfied), SUM(declarations)
FROM uses GROUP BY slot ORDER BY key, kind;

-- @declarations: every declaration; `slot` is NULL when its type is unknown
SELECT d.kind, k.key AS slot, d.value_text, p.name AS producer, f.path, n.line, n.col
FROM declarations d
JOIN nodes n ON n.id = d.node_id
JOIN files f ON f.id = n.file_id
JOIN producer_names p ON p.id = n.producer_id
LEFT JOIN declared_keys k ON k.node_id = d.node_id
ORDER BY f.path, n.line, n.col;

-- @producers: every producer, for name look-ups and the pictures; `entry` as the
-- proof sees it (previews switched off are not entries, configured views are), and
-- whether the producer leads to a view (has a site that shows one); `readable`: how
-- pictures name it (producer_names: `Host.init (super.init)`, not `Host.super.init`)
SELECT p.id, p.qualified, p.owner, p.kind, p.id IN (SELECT producer_id FROM entries) AS entry, p.module,
       f.path, p.line, p.col,
       p.id IN (SELECT producer_id FROM reachable) AS reachable,
       EXISTS (SELECT 1 FROM edges e JOIN producers t ON t.id = e.to_producer
               WHERE e.from_producer = p.id AND t.kind <> 'code') AS shows_views,
       pn.name AS readable
FROM producers p JOIN files f ON f.id = p.file_id JOIN producer_names pn ON pn.id = p.id
ORDER BY f.path, p.line, p.col;

-- @routes  (?1 JSON array of start producers, ?2 JSON array of target producers,
-- ?3 longest route in sites, ?4 how many routes): routes between producers,
-- shortest first, as comma-separated site ids. Only producers that can still
-- reach a target are walked, and no route visits a producer twice, so cycles end.
WITH RECURSIVE
targets(id) AS (SELECT value FROM json_each(?2)),
useful(id) AS (
  SELECT id FROM targets
  UNION
  SELECT e.from_producer FROM useful u JOIN edges e ON e.to_producer = u.id
),
walk(producer_id, depth, sites, visited) AS (
  SELECT value, 0, '', ',' || value || ',' FROM json_each(?1)
  UNION ALL
  SELECT e.to_producer, w.depth + 1, w.sites || e.site_id || ',', w.visited || e.to_producer || ','
  FROM walk w JOIN edges e ON e.from_producer = w.producer_id
  WHERE w.depth < ?3
    AND (w.depth = 0 OR w.producer_id NOT IN (SELECT id FROM targets))
    AND e.to_producer IN (SELECT id FROM useful)
    AND instr(w.visited, ',' || e.to_producer || ',') = 0
  ORDER BY 2
)
SELECT sites FROM walk
WHERE depth > 0 AND producer_id IN (SELECT id FROM targets)
LIMIT ?4;

-- @site  (?1 site): where a site is, what it shows and which producer it is in, as
-- a reader is shown them (site_names, producer_names)
SELECT sn.name, n.kind, f.path, n.line, n.col, p.name
FROM nodes n JOIN files f ON f.id = n.file_id JOIN producer_names p ON p.id = n.producer_id
JOIN site_names sn ON sn.id = n.id
WHERE n.id = ?1;

-- @edges  (?1 slot, or '' for none): the producer graph, with what each site
-- provides of the slot (`local`, `above_container`: as in site_keys,
-- derive_sites_2_keys.sql)
SELECT e.site_id, e.from_producer, e.to_producer, sn.name, n.kind, f.path, n.line, n.col,
       COALESCE(sk.local, 0), COALESCE(sk.above_container, 0)
FROM edges e
JOIN nodes n ON n.id = e.site_id
JOIN site_names sn ON sn.id = e.site_id
JOIN files f ON f.id = n.file_id
LEFT JOIN site_keys sk ON sk.site_id = e.site_id AND sk.key = ?1
ORDER BY e.site_id, e.to_producer;

-- @site-declarations: the declarations above every site, nearest first
SELECT a.site_id, d.kind, d.value_text, COALESCE(k.key, '')
FROM site_ancestors a
JOIN declarations d ON d.node_id = a.node_id
LEFT JOIN declared_keys k ON k.node_id = a.node_id
WHERE a.kind = 'declare'
ORDER BY a.site_id, a.depth;

-- @routes-to-read  (?1 read id): producers on some route to the read's view
WITH RECURSIVE back(id) AS (
  SELECT producer_id FROM read_targets WHERE read_id = ?1
  UNION
  SELECT e.from_producer FROM back b JOIN edges e ON e.to_producer = b.id
)
SELECT id FROM back;

-- @uncovered-producers  (?1 slot): producers where the slot may be missing
SELECT DISTINCT producer_id FROM uncovered WHERE key = ?1;

-- @read-targets: the producers where each read's view receives its environment
SELECT read_id, producer_id FROM read_targets;

-- @tables: tables and views, for completing `sql`
SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'
ORDER BY name;
