-- The type resolver, part 1: the named types. Run after Queries/type_hierarchy.sql
-- and before Queries/derive.sql, then Queries/types_step.sql until a step adds no row.
--   sqlite3 .implicits/index.sqlite < Queries/types.sql
-- then types_step.sql a few times (as often as the longest chain has links).
--
-- Only the expressions of the files in `dirty_files` are typed again. A chain in one
-- file may go through members and functions of any other, but the indexer lists
-- only the re-parsed files there when none of them changed what other files see
-- (types, conformances, members and their type expressions, functions, aliases: the
-- per-file fingerprint), so every other file's answers still hold; otherwise, and
-- run by hand, every file is dirty.
CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;

-- The resolved static type of each type expression (Schema/facts.sql, type_exprs).
-- An expression with no row here has no known type: never a guess.
-- A row goes with its expression (a re-parsed or removed file's: their ids may be
-- reused), so no row outlives the expression it types.
CREATE TABLE IF NOT EXISTS expr_types (
  expr_id INTEGER PRIMARY KEY REFERENCES type_exprs(id) ON DELETE CASCADE,
  type    TEXT NOT NULL
);
-- Kept: the rows of expressions of clean files. Gone: those of dirty files.
DELETE FROM expr_types
WHERE expr_id IN (SELECT id FROM type_exprs WHERE file_id IN (SELECT file_id FROM dirty_files));

-- Named types need no other type resolved first (only aliases do): resolve them once.
INSERT INTO expr_types(expr_id, type)
WITH declared AS (
  SELECT n.expr_id, n.rank, n.name, t.kind
  FROM type_exprs e JOIN type_expr_names n ON n.expr_id = e.id
  JOIN types t ON t.name = n.name
  WHERE e.kind = 'named' AND e.file_id IN (SELECT file_id FROM dirty_files)
  UNION ALL
  SELECT n.expr_id, n.rank, n.name, 'alias'
  FROM type_exprs e JOIN type_expr_names n ON n.expr_id = e.id
  JOIN type_aliases a ON a.name = n.name
  WHERE e.kind = 'named' AND e.file_id IN (SELECT file_id FROM dirty_files)
),
best AS (SELECT expr_id, MIN(rank) AS rank FROM declared GROUP BY expr_id)
SELECT e.id,
       (SELECT n.name FROM type_expr_names n WHERE n.expr_id = e.id ORDER BY n.rank DESC LIMIT 1)
FROM type_exprs e
WHERE e.kind = 'named' AND e.file_id IN (SELECT file_id FROM dirty_files) AND e.id NOT IN (SELECT expr_id FROM best)
UNION ALL
-- The best-ranked name the project declares, when it is a type (an alias waits for
-- its target). A generic parameter resolves to itself (`Panel.Tab`): it places its
-- conformers as views, but never types a declaration (Queries/derive.sql).
SELECT b.expr_id, MIN(d.name)
FROM best b JOIN declared d ON d.expr_id = b.expr_id AND d.rank = b.rank
GROUP BY b.expr_id
HAVING SUM(d.kind = 'alias') = 0;
