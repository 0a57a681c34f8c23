-- One step of the fixpoint for `provides` (see Queries/derive_sites_2_keys.sql): run until
-- it adds no row. Each step adds the keys a producer provides at every one of its holes,
-- given what is known so far; the number of steps is the depth of modifier chains.
-- What is declared beyond a presented closure that starts a new host does not reach a
-- hole inside it (temp.host_holes: each such hole and the depth of its nearest one,
-- made by Queries/derive_sites_2_keys.sql).
-- The branches start from the places content is shown (a few hundred:
-- temp.content_sites, the holes and the helpers that show them) and look up their
-- ancestors; left to itself the planner scanned every ancestor row or every node at
-- each step.
INSERT OR IGNORE INTO provides(producer_id, key)
WITH hole_keys(hole_id, producer_id, key) AS (
  -- declared above the hole
  SELECT h.site_id, h.producer_id, k.key
  FROM temp.content_sites h
  CROSS JOIN site_ancestors a ON a.site_id = h.site_id AND a.kind = 'declare'
  JOIN declaration_keys k ON k.node_id = a.node_id
  WHERE NOT EXISTS (SELECT 1 FROM temp.host_holes x WHERE x.hole_id = h.site_id AND x.depth < a.depth)
  UNION
  -- provided by a custom modifier or container the hole is given to: by every one of
  -- its targets, when it has several (alternatives: overloads, conformers, the types
  -- bound to a modifier value), since any one of them may be the one that runs
  SELECT h.site_id, h.producer_id, p.key
  FROM temp.content_sites h
  CROSS JOIN site_ancestors a ON a.site_id = h.site_id AND a.kind IN ('apply', 'instantiate', 'reference', 'modify')
  JOIN node_targets t ON t.node_id = a.node_id
  JOIN provides p ON p.producer_id = t.producer_id
  WHERE NOT EXISTS (SELECT 1 FROM temp.host_holes x WHERE x.hole_id = h.site_id AND x.depth < a.depth)
  GROUP BY h.site_id, a.node_id, p.key
  HAVING COUNT(DISTINCT t.producer_id) = (SELECT COUNT(DISTINCT o.producer_id) FROM node_targets o
                                          WHERE o.node_id = a.node_id)
  UNION
  -- a helper of the producer's own type that shows the content: what it provides there
  SELECT h.site_id, h.producer_id, p.key
  FROM temp.content_sites h JOIN provides p ON p.producer_id = h.helper
),
hole_counts(producer_id, holes) AS (
  SELECT producer_id, COUNT(*) FROM temp.content_sites GROUP BY producer_id
)
SELECT k.producer_id, k.key
FROM hole_keys k JOIN hole_counts c ON c.producer_id = k.producer_id
GROUP BY k.producer_id, k.key
HAVING COUNT(DISTINCT k.hole_id) = MAX(c.holes);
