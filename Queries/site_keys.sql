-- What the declarations above each site provide on its path (see Queries/derive.sql),
-- once `provides` is complete: declarations, and custom modifiers or containers the
-- site is given to, each at its distance above the site.
DELETE FROM site_keys;
INSERT INTO site_keys(site_id, key, local, above_container)
SELECT a.site_id, k.key,
       MAX(a.depth < COALESCE(c.dest_depth, 1e9)),
       MAX(c.container_depth IS NOT NULL AND a.depth > c.container_depth)
FROM site_ancestors a
JOIN site_context c ON c.site_id = a.site_id
JOIN (SELECT node_id, key FROM declared_keys
      UNION ALL
      SELECT t.node_id, p.key FROM node_targets t JOIN provides p ON p.producer_id = t.producer_id) k
  ON k.node_id = a.node_id
WHERE a.kind IN ('declare', 'apply', 'instantiate', 'reference')
GROUP BY a.site_id, k.key;
