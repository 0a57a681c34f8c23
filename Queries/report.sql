-- What the reports and diagnostics are made of. Sections as in why.sql.

-- @reads: every read with its proof status, in file order
SELECT r.id, r.module, r.view, r.property, r.key, r.kind, r.optional, s.status, f.path, r.line, r.col,
       s.only_previews
FROM reads r
JOIN read_status s ON s.read_id = r.id
JOIN files f ON f.id = r.file_id
ORDER BY f.path, r.line, r.col;

-- @findings  (?1 1 to include verbose findings): problems found in files and across
-- the project. Verbose ones (derive.sql) do not touch the view tree.
SELECT x.code, x.subject, x.detail, f.path, x.line, x.col
FROM (SELECT file_id, code, subject, detail, line, col, 0 AS verbose FROM file_findings
      UNION ALL
      SELECT file_id, code, subject, detail, line, col, verbose FROM derived_findings) x
JOIN files f ON f.id = x.file_id
WHERE x.verbose = 0 OR ?1
ORDER BY f.path, x.line, x.col;

-- @unreachable-views: types with reads that no entry point reaches (views, toolbar
-- content, styles, property wrappers), with a site that names the view but does not
-- resolve to it, if there is one (`TimelineView(...)` meaning another TimelineView)
SELECT DISTINCT r.view, f.path, v.line, v.col,
       (SELECT n.name || '(...)` at ' || sf.path || ':' || n.line || ' resolves to '
               || COALESCE((SELECT group_concat(DISTINCT t.target) FROM node_targets t WHERE t.node_id = n.id),
                           'no view of the project (SwiftUI''s, or a module not imported there)')
        FROM nodes n JOIN files sf ON sf.id = n.file_id
        WHERE n.kind IN ('instantiate', 'reference') AND (n.name = r.view OR r.view LIKE '%.' || n.name)
          AND NOT EXISTS (SELECT 1 FROM node_targets t WHERE t.node_id = n.id AND t.target = r.view)
        ORDER BY sf.path, n.line LIMIT 1) AS cut
FROM reads r
JOIN read_status s ON s.read_id = r.id AND s.status = 'unreachable'
JOIN types v ON v.name = r.view AND v.module = r.module
JOIN files f ON f.id = v.file_id
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
       s.only_previews
FROM reads r
JOIN read_status s ON s.read_id = r.id
JOIN files f ON f.id = r.file_id
WHERE r.view = ?1 AND r.property = ?2;
