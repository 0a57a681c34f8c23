-- What the declarations above each site provide on its path (see
-- Queries/derive_sites_2_keys.sql),
-- once `provides` is complete: declarations, and custom modifiers or containers the
-- site is given to, each at its distance above the site.
--
-- A site's keys read its own file's rows (site_ancestors, site_context,
-- declaration_keys, node_targets) and what the producers its ancestors lead to provide.
-- So only the sites of dirty files, and those above which a producer leads whose
-- `provides` changed (temp.provides_before: what they provided before the edit),
-- are recomputed (the table: Queries/derive_graph_5_edges.sql). Run by hand, every file
-- is dirty.
CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;
CREATE TEMP TABLE IF NOT EXISTS provides_before(producer_id INTEGER, key TEXT);

DROP TABLE IF EXISTS temp.stale_sites;
CREATE TEMP TABLE stale_sites(site_id INTEGER PRIMARY KEY);
INSERT OR IGNORE INTO temp.stale_sites(site_id)
SELECT site_id FROM site_context WHERE file_id IN (SELECT file_id FROM dirty_files);
INSERT OR IGNORE INTO temp.stale_sites(site_id)
SELECT a.site_id
FROM site_ancestors a JOIN node_targets t ON t.node_id = a.node_id
WHERE a.kind IN ('apply', 'instantiate', 'reference', 'modify')
  AND t.producer_id IN (SELECT producer_id FROM (SELECT producer_id, key FROM provides
                                                 EXCEPT SELECT producer_id, key FROM temp.provides_before)
                        UNION
                        SELECT producer_id FROM (SELECT producer_id, key FROM temp.provides_before
                                                 EXCEPT SELECT producer_id, key FROM provides));
-- Gone too: the rows of sites that no longer exist (their ids may be reused).
DELETE FROM site_keys
WHERE site_id IN (SELECT site_id FROM temp.stale_sites)
   OR site_id NOT IN (SELECT site_id FROM site_context);

-- What a node's targets provide: each key all of them provide (several targets are
-- alternatives, any one of which may be the one that runs: Queries/provides.sql).
DROP TABLE IF EXISTS temp.target_keys;
CREATE TEMP TABLE target_keys AS
SELECT t.node_id, p.key
FROM node_targets t JOIN provides p ON p.producer_id = t.producer_id
WHERE t.node_id IN (SELECT a.node_id FROM site_ancestors a WHERE a.site_id IN (SELECT site_id FROM temp.stale_sites))
GROUP BY t.node_id, p.key
HAVING COUNT(DISTINCT t.producer_id) = (SELECT COUNT(DISTINCT o.producer_id) FROM node_targets o
                                        WHERE o.node_id = t.node_id);
CREATE INDEX temp.target_keys_by_node ON target_keys(node_id);

INSERT INTO site_keys(site_id, key, local, above_container)
SELECT a.site_id, k.key,
       MAX(a.depth < MIN(COALESCE(c.dest_depth, 1e9), COALESCE(c.host_depth, 1e9))),
       MAX(c.container_depth IS NOT NULL AND a.depth > c.container_depth AND a.depth < COALESCE(c.host_depth, 1e9))
FROM site_ancestors a
JOIN site_context c ON c.site_id = a.site_id
JOIN (SELECT node_id, key FROM declaration_keys
      UNION ALL
      SELECT node_id, key FROM temp.target_keys) k
  ON k.node_id = a.node_id
WHERE a.kind IN ('declare', 'apply', 'instantiate', 'reference', 'modify')
  AND a.site_id IN (SELECT site_id FROM temp.stale_sites)
  -- beyond a new host's boundary nothing counts (Queries/presentations.sql)
  AND a.depth < COALESCE(c.host_depth, 1e9)
GROUP BY a.site_id, k.key;
DROP TABLE temp.stale_sites;
DROP TABLE temp.target_keys;
