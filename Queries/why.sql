-- Explanations for `implicits-query why View.property`. Each section is one
-- statement, named by its `-- @name` line; ?1, ?2 ... are bound by the caller.

-- @search-reset
-- Breadth-first search for the shortest uncovered path of one slot: the frontier
-- lives in a temporary table so each state is visited once (cycles are fine).
DROP TABLE IF EXISTS temp.search;

-- @search-create
CREATE TEMP TABLE search (
  producer_id INTEGER NOT NULL, now INTEGER NOT NULL, nav INTEGER NOT NULL,
  depth INTEGER NOT NULL, via_site INTEGER,
  prev_producer INTEGER, prev_now INTEGER, prev_nav INTEGER,
  PRIMARY KEY (producer_id, now, nav)
);

-- @search-start  (?1 slot): entries from which a read of the slot can be reached
INSERT OR IGNORE INTO temp.search(producer_id, now, nav, depth)
SELECT e.producer_id, 0, 0, 0 FROM entries e
JOIN relevant r ON r.producer_id = e.producer_id AND r.key = ?1;

-- @search-step  (?1 depth to expand, ?2 slot) — the transition of Queries/proof.sql
INSERT OR IGNORE INTO temp.search(producer_id, now, nav, depth, via_site, prev_producer, prev_now, prev_nav)
SELECT e.to_producer,
       CASE WHEN c.has_dest
            THEN (CASE WHEN c.container_depth IS NOT NULL
                       THEN s.now OR COALESCE(sk.above_container, 0) ELSE s.nav END)
                 OR COALESCE(sk.local, 0)
            ELSE s.now OR COALESCE(sk.local, 0) END,
       CASE WHEN c.container_depth IS NOT NULL
            THEN s.now OR COALESCE(sk.above_container, 0) ELSE s.nav END,
       s.depth + 1, e.site_id, s.producer_id, s.now, s.nav
FROM temp.search s
JOIN edges e ON e.from_producer = s.producer_id
JOIN relevant rv ON rv.producer_id = e.to_producer AND rv.key = ?2
JOIN site_context c ON c.site_id = e.site_id
LEFT JOIN site_keys sk ON sk.site_id = e.site_id AND sk.key = ?2
JOIN nodes n ON n.id = e.site_id
JOIN files f ON f.id = n.file_id
WHERE s.depth = ?1 AND NOT (s.now AND s.nav)
-- Among equally short paths, the one through the earliest site in source order wins,
-- so the answer does not depend on row ids (which re-indexing changes).
ORDER BY f.path, n.line, n.col;

-- @search-hit  (?1 read id): the first uncovered state at the read's view
SELECT s.producer_id, s.now, s.nav FROM temp.search s
JOIN read_targets t ON t.producer_id = s.producer_id
WHERE t.read_id = ?1 AND s.now = 0
ORDER BY s.depth LIMIT 1;

-- @search-back  (?1 producer, ?2 now, ?3 nav): one step back along the path
SELECT via_site, prev_producer, prev_now, prev_nav FROM temp.search
WHERE producer_id = ?1 AND now = ?2 AND nav = ?3;

-- @covering  (?1 read id, ?2 slot): the declarations that cover a read. Walk back
-- from the view over sites that do not provide the slot; every site reached that
-- does provide it is a covering site, reported with its declarations.
WITH RECURSIVE back(producer_id) AS (
  SELECT producer_id FROM read_targets WHERE read_id = ?1
  UNION
  SELECT e.from_producer FROM back b
  JOIN edges e ON e.to_producer = b.producer_id
  LEFT JOIN site_keys sk ON sk.site_id = e.site_id AND sk.key = ?2
  WHERE COALESCE(sk.local, 0) = 0 AND COALESCE(sk.above_container, 0) = 0
)
SELECT DISTINCT e.site_id, dn.id AS declaration_node, d.value_text, d.kind,
       df.path AS declaration_file, dn.line AS declaration_line, dn.col AS declaration_col,
       sn.name AS site_name, sf.path AS site_file, sn.line AS site_line, sn.col AS site_col,
       p.qualified AS producer
FROM back b
JOIN edges e ON e.to_producer = b.producer_id
JOIN site_keys sk ON sk.site_id = e.site_id AND sk.key = ?2 AND (sk.local OR sk.above_container)
JOIN site_ancestors a ON a.site_id = e.site_id AND a.kind = 'declare'
JOIN declared_keys k ON k.node_id = a.node_id AND k.key = ?2
JOIN declarations d ON d.node_id = a.node_id
JOIN nodes dn ON dn.id = a.node_id
JOIN files df ON df.id = dn.file_id
JOIN nodes sn ON sn.id = e.site_id
JOIN files sf ON sf.id = sn.file_id
JOIN producers p ON p.id = e.from_producer
ORDER BY df.path, dn.line, sf.path, sn.line;

-- @declared-elsewhere  (?1 slot): every declaration of the slot in the project
SELECT d.value_text, d.kind, f.path, n.line, n.col, p.qualified AS producer
FROM declared_keys k
JOIN declarations d ON d.node_id = k.node_id
JOIN nodes n ON n.id = k.node_id
JOIN files f ON f.id = n.file_id
JOIN producers p ON p.id = n.producer_id
WHERE k.key = ?1
ORDER BY f.path, n.line;

-- @site-declarations  (?1 site): declarations above a site, nearest first, with the
-- navigation shape, to find near misses on an uncovered path
SELECT d.kind, COALESCE(k.key, ''), d.value_text, f.path, n.line, n.col, a.depth,
       c.dest_depth, c.container_depth
FROM site_ancestors a
JOIN site_context c ON c.site_id = a.site_id
JOIN declarations d ON d.node_id = a.node_id
LEFT JOIN declared_keys k ON k.node_id = a.node_id
JOIN nodes n ON n.id = a.node_id
JOIN files f ON f.id = n.file_id
WHERE a.site_id = ?1 AND a.kind = 'declare'
ORDER BY a.depth;

-- @site  (?1 site): where a site is and which producer it leads from
SELECT n.name, n.kind, f.path, n.line, n.col, p.qualified, p.is_entry
FROM nodes n JOIN files f ON f.id = n.file_id JOIN producers p ON p.id = n.producer_id
WHERE n.id = ?1;

-- @producer  (?1 producer)
SELECT p.qualified, p.kind, p.is_entry, f.path, p.line, p.col
FROM producers p JOIN files f ON f.id = p.file_id WHERE p.id = ?1;

-- @key-definition  (?1 key, e.g. '\.accent'): where a custom environment key is
-- defined, its EnvironmentKey type and default value
SELECT a.accessor, COALESCE(a.key_type, ''), COALESCE(a.default_text, k.default_text, ''),
       f.path, a.line, a.col
FROM environment_keys a
JOIN files f ON f.id = a.file_id
LEFT JOIN environment_keys k ON k.key_type = a.key_type AND k.accessor IS NULL
WHERE a.accessor = ?1;
