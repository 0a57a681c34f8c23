-- What the reports and diagnostics are made of. Sections as in why.sql.

-- @reads: every read with its proof status, in file order
SELECT r.id, r.module, r.view, r.property, r.key, r.kind, r.optional, s.status, f.path, r.line, r.col,
       s.only_previews, s.reach
FROM reads r
JOIN read_verdicts s ON s.read_id = r.id
JOIN files f ON f.id = r.file_id
ORDER BY f.path, r.line, r.col;

-- @unused-reads: the reads a finding is about (unsatisfied, unproven, default) whose
-- property is declared and never used (`read_uses`). Said in the finding's message
-- only, so looked up when findings are rendered, not with every listing of the reads.
SELECT r.id
FROM reads r
JOIN read_verdicts s ON s.read_id = r.id AND s.status IN ('unsatisfied', 'unproven', 'default')
JOIN read_uses u ON u.read_id = r.id
WHERE u.unused;

-- @findings  (?1 1 to include verbose findings): problems found in files and across
-- the project. Verbose ones (derive_sites_3_findings.sql) do not touch the view tree;
-- `verbose` says which.
SELECT x.code, x.subject, x.detail, f.path, x.line, x.col, x.verbose
FROM (SELECT file_id, code, subject, detail, line, col, 0 AS verbose FROM file_findings
      UNION ALL
      SELECT file_id, code, subject, detail, line, col, verbose FROM derived_findings) x
JOIN files f ON f.id = x.file_id
WHERE x.verbose = 0 OR ?1
ORDER BY f.path, x.line, x.col;

-- @unreachable-views: types with reads that no app entry point reaches (views, toolbar
-- content, styles, property wrappers), with a site that names the view but does not
-- resolve to it, if there is one (`TimelineView(...)` meaning another TimelineView).
-- A site names a view by its qualified name or its last component (`Row()` inside
-- `Parent` for `Parent.Row`); both are matched by equality on the name, never by a
-- LIKE. The first such site of a view is among the first (k + 1) sites of its name in
-- source order, k being how many of them resolve to the view itself: only those are
-- joined, so the cost grows with the unreachable views and the sites that name them,
-- not with their product (many unreachable `Row`s beside many `Row()` sites).
WITH unreachable AS MATERIALIZED (
  SELECT DISTINCT r.view, r.module, s.reach = 'previews' AS only_previews
  FROM reads r JOIN read_verdicts s ON s.read_id = r.id AND s.status = 'unreachable'
),
names(view, name) AS MATERIALIZED (
  SELECT view, view FROM unreachable
  UNION
  SELECT view, replace(view, rtrim(view, replace(view, '.', '')), '') FROM unreachable
),
named AS MATERIALIZED (
  SELECT n.id, n.name, sf.path, n.line, RANK() OVER (PARTITION BY n.name ORDER BY sf.path, n.line) AS position
  FROM nodes n JOIN files sf ON sf.id = n.file_id
  WHERE n.kind IN ('instantiate', 'reference') AND n.name IN (SELECT name FROM names)
),
resolving AS MATERIALIZED (
  SELECT nm.view, nm.name, COUNT(DISTINCT t.node_id) AS k
  -- (from the targets: one pass over them, not one over a name's sites per view)
  FROM node_targets t CROSS JOIN nodes n ON n.id = t.node_id CROSS JOIN names nm ON nm.view = t.target AND nm.name = n.name
  WHERE t.target IN (SELECT view FROM unreachable) AND n.kind IN ('instantiate', 'reference')
  GROUP BY nm.view, nm.name
),
firsts AS MATERIALIZED (
  SELECT s.* FROM named s
  WHERE s.position <= 1 + COALESCE((SELECT MAX(r.k) FROM resolving r WHERE r.name = s.name), 0)
),
-- each name's first site that does not resolve to the view (a lookup by name in
-- `firsts`, not a join of every name with every first), then the earliest of a view's two
picks AS MATERIALIZED (
  SELECT nm.view,
         (SELECT f.id FROM firsts f
          WHERE f.name = nm.name
            AND f.position <= 1 + COALESCE((SELECT r.k FROM resolving r WHERE r.view = nm.view AND r.name = nm.name), 0)
            AND NOT EXISTS (SELECT 1 FROM node_targets t WHERE t.node_id = f.id AND t.target = nm.view)
          ORDER BY f.path, f.line LIMIT 1) AS id
  FROM names nm
),
cuts AS (
  SELECT p.view, n.id, n.name, sf.path, n.line,
         ROW_NUMBER() OVER (PARTITION BY p.view ORDER BY sf.path, n.line) AS rank
  FROM picks p JOIN nodes n ON n.id = p.id JOIN files sf ON sf.id = n.file_id
)
SELECT DISTINCT u.view, f.path, v.line, v.col,
       c.name || '(...)` at ' || c.path || ':' || c.line || ' resolves to '
         || COALESCE((SELECT group_concat(DISTINCT t.target) FROM node_targets t WHERE t.node_id = c.id),
                     'no view of the project (SwiftUI''s, or a module not imported there)') AS cut,
       u.only_previews
FROM unreachable u
JOIN types v ON v.name = u.view AND v.module = u.module
JOIN files f ON f.id = v.file_id
LEFT JOIN cuts c ON c.view = u.view AND c.rank = 1
ORDER BY f.path, v.line;

-- @counts
SELECT (SELECT COUNT(*) FROM files),
       (SELECT COUNT(*) FROM view_types),
       (SELECT COUNT(*) FROM reads),
       (SELECT COUNT(*) FROM unresolved_sites);

-- @injected-values: for each slot, the value the app already injects by name (a
-- reference such as `store` or `AppState.shared`, not a construction), the one injected
-- most often, first in file order on a tie: a fix passes it on instead of making a new,
-- disconnected instance. Only declarations an app entry reaches count (not a preview's).
WITH uses AS (
  SELECT k.key AS slot,
         CASE WHEN d.value_text LIKE 'self.%' THEN substr(d.value_text, 6) ELSE d.value_text END AS value,
         f.path, n.line
  FROM declared_keys k
  JOIN declarations d ON d.node_id = k.node_id
  JOIN nodes n ON n.id = k.node_id
  JOIN files f ON f.id = n.file_id
  JOIN reachable a ON a.producer_id = n.producer_id AND a.app
  WHERE d.value_text GLOB '[A-Za-z_]*' AND NOT d.value_text GLOB '*[^A-Za-z0-9_.]*' AND d.value_text <> 'self'
),
ranked AS (
  SELECT slot, value, path, line,
         ROW_NUMBER() OVER (PARTITION BY slot ORDER BY n DESC, path, line) AS rank
  FROM (SELECT *, COUNT(*) OVER (PARTITION BY slot, value) AS n FROM uses)
)
SELECT slot, value, path, line FROM ranked WHERE rank = 1;

-- @key-traps  (?1 key, e.g. '\.theme'): whether the key's default value traps
-- (`trapping_keys`): a read of it is required, with no default to fall back to
SELECT EXISTS (SELECT 1 FROM trapping_keys WHERE key = ?1);

-- @read-names: every View.property, for lookups and suggestions
SELECT r.id, r.view, r.property FROM reads r ORDER BY r.view, r.property;

-- @read-by-name  (?1 view, ?2 property)
SELECT r.id, r.module, r.view, r.property, r.key, r.kind, r.optional, s.status, f.path, r.line, r.col,
       s.only_previews, s.reach
FROM reads r
JOIN read_verdicts s ON s.read_id = r.id
JOIN files f ON f.id = r.file_id
WHERE r.view = ?1 AND r.property = ?2;
