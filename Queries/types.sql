-- The type resolver, part 1: the named types. Run after Queries/type_hierarchy.sql
-- and before the derivation (Queries/derive_graph_1_entries.sql on), then
-- Queries/types_step.sql until a step adds no row.
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
-- (What the steps typed is logged from the end of this file on: Queries/types_step.sql.)
DROP TRIGGER IF EXISTS temp.expr_typed;

-- The resolved static type of each type expression (Schema/facts.sql, type_exprs).
-- An expression with no row here has no known type: never a guess.
-- A row goes with its expression (a re-parsed or removed file's: their ids may be
-- reused), so no row outlives the expression it types.
CREATE TABLE IF NOT EXISTS expr_types (
  expr_id INTEGER PRIMARY KEY REFERENCES type_exprs(id) ON DELETE CASCADE,
  type    TEXT NOT NULL
);
-- Kept: the rows of expressions of clean files. Gone: those of dirty files. (Not
-- listed when there are none, as after Queries/reset_derived.sql: listing every
-- expression of a first index would find no row.)
DELETE FROM expr_types
WHERE expr_id IN (SELECT id FROM type_exprs WHERE EXISTS (SELECT 1 FROM expr_types)
                    AND file_id IN (SELECT file_id FROM dirty_files));

-- Named types need no other type resolved first (only aliases do): resolve them once.
-- Each expression takes the best-ranked of its names the project declares, or, with
-- none declared, its last name (as written). An alias waits for its target
-- (Queries/types_step.sql). A generic parameter resolves to itself (`Panel.Tab`): it
-- places its conformers as views, but never types a declaration
-- (Queries/derive_graph_5_edges.sql, derive_sites_2_keys.sql).
-- One pass over the names, grouped by expression: `chosen` keeps the row of the
-- smallest ordering key (SQLite's bare columns of MIN), declared names first.
INSERT INTO expr_types(expr_id, type)
WITH named AS (
  SELECT n.expr_id, n.rank, n.name,
         -- an array `[Deck.Pair]` is declared when its element is
         EXISTS (SELECT 1 FROM types t
                 WHERE t.name = CASE WHEN n.name LIKE '[%]' AND instr(n.name, ':') = 0
                                     THEN substr(n.name, 2, length(n.name) - 2) ELSE n.name END) AS is_type,
         EXISTS (SELECT 1 FROM type_aliases a WHERE a.name = n.name) AS is_alias
  FROM type_exprs e JOIN type_expr_names n ON n.expr_id = e.id
  WHERE e.kind = 'named' AND e.file_id IN (SELECT file_id FROM dirty_files)
),
chosen AS (
  SELECT expr_id, name, is_alias, is_type,
         MIN(CASE WHEN is_type OR is_alias THEN rank ELSE 1000000 - rank END) AS ordering
  FROM named GROUP BY expr_id
)
SELECT c.expr_id, c.name FROM chosen c WHERE NOT c.is_alias
  -- `Alias.Context` as written names no type: a member of the alias's target, which
  -- Queries/types_step.sql finds or leaves unknown (never the words as a type)
  AND (c.is_type OR instr(c.name, '.') = 0
       OR NOT EXISTS (SELECT 1 FROM type_aliases a WHERE a.name = substr(c.name, 1, instr(c.name, '.') - 1)));

-- `X(...)` (`construct`): the best-ranked of its names the project declares as a type
-- (an alias waits for its target, types_step.sql). With none declared and no project
-- function, view-building function or member of its name (whose result would be the
-- answer, types_step.sql), a type outside the project as written (`Date()`) when a read
-- of the project reads a type of that name: then it is a type (a function outside
-- the project would be unknown: never a guess). Letter case decides nothing.
INSERT OR IGNORE INTO expr_types(expr_id, type)
WITH declared AS (
  SELECT n.expr_id, n.rank, n.name,
         EXISTS (SELECT 1 FROM type_aliases a WHERE a.name = n.name) AS is_alias
  FROM type_exprs e JOIN type_expr_names n ON n.expr_id = e.id
  WHERE e.kind = 'construct' AND e.file_id IN (SELECT file_id FROM dirty_files)
    AND (EXISTS (SELECT 1 FROM types t WHERE t.name = n.name AND t.kind <> 'protocol')
         OR EXISTS (SELECT 1 FROM type_aliases a WHERE a.name = n.name))
),
chosen AS (SELECT expr_id, name, is_alias, MIN(rank) FROM declared GROUP BY expr_id)
SELECT expr_id, name FROM chosen WHERE NOT is_alias
UNION ALL
SELECT e.id, w.name FROM type_exprs e
JOIN type_expr_names w ON w.expr_id = e.id
 AND w.rank = (SELECT MAX(rank) FROM type_expr_names m WHERE m.expr_id = e.id)   -- as written
WHERE e.kind = 'construct' AND e.file_id IN (SELECT file_id FROM dirty_files)
  AND e.id NOT IN (SELECT expr_id FROM declared)
  -- `name` is the last component (`make` of `Factory.make(...)`)
  AND NOT EXISTS (SELECT 1 FROM functions f WHERE f.name = e.name)
  AND NOT EXISTS (SELECT 1 FROM producers p WHERE p.name = e.name)
  AND NOT EXISTS (SELECT 1 FROM members m WHERE m.name = e.name)
  -- (the keys read, listed once: `reads` has no index on them, and would be scanned
  -- once per expression)
  AND w.name IN (SELECT written_key FROM reads);

-- `X.shared` (`scopeOrType`, the base of a member): a value named X comes first
-- (types_step.sql); with no member or global of that name anywhere, the best-ranked
-- of its names the project declares as a type, else X as written (`Color`).
INSERT OR IGNORE INTO expr_types(expr_id, type)
WITH declared AS (
  SELECT n.expr_id, n.rank, n.name
  FROM type_exprs e JOIN type_expr_names n ON n.expr_id = e.id
  WHERE e.kind = 'scopeOrType' AND e.file_id IN (SELECT file_id FROM dirty_files)
    AND EXISTS (SELECT 1 FROM types t WHERE t.name = n.name)
),
chosen AS (SELECT expr_id, name, MIN(rank) FROM declared GROUP BY expr_id)
SELECT e.id, COALESCE(c.name, e.name)
FROM type_exprs e LEFT JOIN chosen c ON c.expr_id = e.id
WHERE e.kind = 'scopeOrType' AND e.file_id IN (SELECT file_id FROM dirty_files)
  AND NOT EXISTS (SELECT 1 FROM members m WHERE m.name = e.name)
  AND NOT EXISTS (SELECT 1 FROM type_aliases a JOIN type_expr_names n ON n.name = a.name WHERE n.expr_id = e.id);

-- What the steps (Queries/types_step.sql) still have to type, by kind.
DROP TABLE IF EXISTS temp.untyped;
CREATE TEMP TABLE untyped(kind TEXT NOT NULL, id INTEGER NOT NULL, PRIMARY KEY (kind, id)) WITHOUT ROWID;
INSERT INTO temp.untyped(kind, id)
SELECT e.kind, e.id FROM type_exprs e
WHERE e.file_id IN (SELECT file_id FROM dirty_files) AND e.id NOT IN (SELECT expr_id FROM expr_types);

-- The steps look at what a step may type (Queries/types_step.sql): the first (the log
-- still empty) at every untyped expression, each one after only at those one of whose
-- parts the step before typed (temp.newly_typed, logged by the trigger).
DROP TABLE IF EXISTS temp.newly_typed;
CREATE TEMP TABLE newly_typed(expr_id INTEGER PRIMARY KEY);
CREATE TEMP TRIGGER expr_typed AFTER INSERT ON expr_types
BEGIN INSERT OR IGNORE INTO newly_typed(expr_id) VALUES (new.expr_id); END;  -- (temp.newly_typed)
