-- What the reports and diagnostics are made of. Sections as in why.sql.

-- @reads: every read with its proof status, in file order
SELECT r.id, r.module, r.view, r.property, r.key, r.kind, r.optional, s.status, f.path, r.line, r.col,
       s.only_previews, s.reach,
       u.unused
FROM reads r
JOIN read_status s ON s.read_id = r.id
JOIN read_uses u ON u.read_id = r.id
JOIN files f ON f.id = r.file_id
ORDER BY f.path, r.line, r.col;

-- @findings  (?1 1 to include verbose findings): problems found in files and across
-- the project. Verbose ones (derive.sql) do not touch the view tree; `verbose` says which.
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
-- `Parent` for `Parent.Row`); both are matched by equality in one pass over the
-- instantiations, not by a LIKE per unreachable read and node.
WITH unreachable AS (
  SELECT DISTINCT r.view, r.module, s.reach = 'previews' AS only_previews
  FROM reads r JOIN read_status s ON s.read_id = r.id AND s.status = 'unreachable'
),
names(view, name) AS (
  SELECT view, view FROM unreachable
  UNION
  SELECT view, replace(view, rtrim(view, replace(view, '.', '')), '') FROM unreachable
),
cuts AS (
  SELECT nm.view, n.id, n.name, sf.path, n.line,
         ROW_NUMBER() OVER (PARTITION BY nm.view ORDER BY sf.path, n.line) AS rank
  FROM names nm JOIN nodes n ON n.name = nm.name JOIN files sf ON sf.id = n.file_id
  WHERE n.kind IN ('instantiate', 'reference')
    AND NOT EXISTS (SELECT 1 FROM node_targets t WHERE t.node_id = n.id AND t.target = nm.view)
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

-- @read-names: every View.property, for lookups and suggestions
SELECT r.id, r.view, r.property FROM reads r ORDER BY r.view, r.property;

-- @read-by-name  (?1 view, ?2 property)
SELECT r.id, r.module, r.view, r.property, r.key, r.kind, r.optional, s.status, f.path, r.line, r.col,
       s.only_previews, s.reach,
       u.unused
FROM reads r
JOIN read_status s ON s.read_id = r.id
JOIN read_uses u ON u.read_id = r.id
JOIN files f ON f.id = r.file_id
WHERE r.view = ?1 AND r.property = ?2;
