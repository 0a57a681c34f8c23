-- The type resolver, part 2: one step of the fixpoint (see Queries/types.sql), over
-- the expressions still untyped (`temp.untyped`, listed by types.sql from the files
-- in `dirty_files`). Each step types the expressions whose parts are typed: an alias
-- through its target, a member through its base's type, a call through its
-- function's result. A lookup that finds several candidates of different types, or
-- one whose type is unknown, types nothing.
--   reads  temp.untyped, temp.newly_typed (Queries/types.sql)
--   makes  expr_types rows; temp.newly_typed holds this step's, for the next one
--
-- A statement's answer for an expression depends on the project's declarations, which
-- no step changes, and on which of the expressions it reads are typed: its base, the
-- arguments bound to a generic result, the declared types of the members and functions
-- of its name, the targets of the aliases among its names. So after the first step
-- (which looks at every untyped expression: nothing is logged yet; the indexer stops
-- at a step that types nothing) a step looks only at those of which one of these was
-- typed by the step before (`temp.step_untyped`): the others would come out untyped
-- again. The last steps of a long chain then cost what they type.
DROP TABLE IF EXISTS temp.step_untyped;
CREATE TEMP TABLE step_untyped(kind TEXT NOT NULL, id INTEGER NOT NULL, PRIMARY KEY (kind, id)) WITHOUT ROWID;
INSERT INTO temp.step_untyped(kind, id)
SELECT kind, id FROM temp.untyped WHERE NOT EXISTS (SELECT 1 FROM temp.newly_typed);
DROP TABLE IF EXISTS temp.new_names;
CREATE TEMP TABLE new_names(name TEXT PRIMARY KEY) WITHOUT ROWID;
INSERT OR IGNORE INTO temp.new_names  -- (no scan of every member when the step before typed nothing)
SELECT name FROM members WHERE type_id IN (SELECT expr_id FROM temp.newly_typed)
  AND EXISTS (SELECT 1 FROM temp.newly_typed)
UNION SELECT name FROM functions WHERE result_id IN (SELECT expr_id FROM temp.newly_typed)
  AND EXISTS (SELECT 1 FROM temp.newly_typed);
DROP TABLE IF EXISTS temp.new_aliases;
CREATE TEMP TABLE new_aliases(name TEXT PRIMARY KEY) WITHOUT ROWID;
INSERT OR IGNORE INTO temp.new_aliases
SELECT name FROM type_aliases WHERE target_id IN (SELECT expr_id FROM temp.newly_typed);
INSERT OR IGNORE INTO temp.step_untyped(kind, id)
SELECT u.kind, u.id FROM temp.untyped u JOIN type_exprs e ON e.id = u.id
WHERE EXISTS (SELECT 1 FROM temp.newly_typed)
  AND (e.base_id IN (SELECT expr_id FROM temp.newly_typed)
       OR e.name IN (SELECT name FROM temp.new_names)
       OR EXISTS (SELECT 1 FROM type_expr_arguments a
                  WHERE a.expr_id = e.id AND a.argument_id IN (SELECT expr_id FROM temp.newly_typed))
       OR (EXISTS (SELECT 1 FROM temp.new_aliases)
           AND EXISTS (SELECT 1 FROM type_expr_names n JOIN temp.new_aliases a
                         ON n.name = a.name OR substr(n.name, 1, length(a.name) + 1) = a.name || '.'
                       WHERE n.expr_id = e.id)));
DELETE FROM temp.newly_typed;

-- `typealias Store = AppStore`: a name whose best-ranked declaration is an alias.
INSERT OR IGNORE INTO expr_types(expr_id, type)
WITH declared AS (
  SELECT n.expr_id, n.rank, t.kind, NULL AS target_id
  FROM type_exprs e JOIN type_expr_names n ON n.expr_id = e.id JOIN types t ON t.name = n.name
  WHERE e.id IN (SELECT id FROM temp.step_untyped WHERE kind IN ('named', 'construct', 'scopeOrType'))
  UNION ALL
  SELECT n.expr_id, n.rank, 'alias', a.target_id
  FROM type_exprs e JOIN type_expr_names n ON n.expr_id = e.id JOIN type_aliases a ON a.name = n.name
  WHERE e.id IN (SELECT id FROM temp.step_untyped WHERE kind IN ('named', 'construct', 'scopeOrType'))
),
best AS (SELECT expr_id, MIN(rank) AS rank FROM declared GROUP BY expr_id)
SELECT d.expr_id, MIN(x.type)
FROM best b JOIN declared d ON d.expr_id = b.expr_id AND d.rank = b.rank
LEFT JOIN expr_types x ON x.expr_id = d.target_id
GROUP BY d.expr_id
HAVING SUM(d.kind = 'alias') = COUNT(*) AND COUNT(x.type) = COUNT(*) AND COUNT(DISTINCT x.type) = 1;

-- `Alias.Context` where `typealias Alias = Model`: a member type through an alias is
-- the target's (`Model.Context`), once the alias's target is typed, when the project
-- declares that type. The best-ranked name that resolves so wins.
-- (Each name is cut at each of its dots, and the alias looked up by the part before:
-- a name has a dot or two, a project hundreds of aliases.)
INSERT OR IGNORE INTO expr_types(expr_id, type)
WITH RECURSIVE cuts(expr_id, rank, name, prefix, rest) AS (
  SELECT n.expr_id, n.rank, n.name, substr(n.name, 1, instr(n.name, '.') - 1), substr(n.name, instr(n.name, '.') + 1)
  FROM type_exprs e JOIN type_expr_names n ON n.expr_id = e.id
  WHERE e.id IN (SELECT id FROM temp.step_untyped WHERE kind IN ('named', 'construct', 'scopeOrType'))
    AND instr(n.name, '.') > 0
    -- (only names whose first part begins some alias's name: the others match none of
    -- the cuts)
    AND substr(n.name, 1, instr(n.name, '.') - 1)
        IN (SELECT CASE WHEN instr(name, '.') > 0 THEN substr(name, 1, instr(name, '.') - 1) ELSE name END
            FROM type_aliases)
  UNION ALL
  SELECT expr_id, rank, name, prefix || '.' || substr(rest, 1, instr(rest, '.') - 1), substr(rest, instr(rest, '.') + 1)
  FROM cuts WHERE instr(rest, '.') > 0
),
through AS (
  SELECT c.expr_id, c.rank, x.type || substr(c.name, length(a.name) + 1) AS type
  FROM cuts c JOIN type_aliases a ON a.name = c.prefix
  JOIN expr_types x ON x.expr_id = a.target_id
),
declared AS (
  SELECT t.* FROM through t WHERE EXISTS (SELECT 1 FROM types d WHERE d.name = t.type AND d.kind <> 'protocol')
),
best AS (SELECT expr_id, MIN(rank) AS rank FROM declared GROUP BY expr_id)
SELECT d.expr_id, MIN(d.type)
FROM best b JOIN declared d ON d.expr_id = b.expr_id AND d.rank = b.rank
GROUP BY d.expr_id HAVING COUNT(DISTINCT d.type) = 1;

-- `store.items` where `store: Store<Card>` and `Store<Item>` declares `items: [Item]`
-- (or `item: Item`): the member's type with the parameter bound to the base's argument
-- at its position (`[Card]`), as the compiler substitutes it. The arguments are split at
-- the commas outside brackets; one with a closure type (`->`) is not split: untyped.
INSERT OR IGNORE INTO expr_types(expr_id, type)
WITH RECURSIVE bound AS (
  SELECT e.id AS expr_id, x.type AS member_type, g.name AS generic,
         (SELECT COUNT(*) FROM types o
          WHERE o.kind = 'generic' AND o.file_id = g.file_id AND o.name LIKE m.owner || '.%'
            AND instr(substr(o.name, length(m.owner) + 2), '.') = 0
            AND (o.line < g.line OR (o.line = g.line AND o.col < g.col))) AS position,
         substr(b.type, instr(b.type, '<') + 1, length(b.type) - instr(b.type, '<') - 1) || ',' AS arguments
  FROM type_exprs e
  JOIN expr_types b ON b.expr_id = e.base_id
  CROSS JOIN members m ON m.owner = substr(b.type, 1, instr(b.type, '<') - 1) AND m.name = e.name
  JOIN expr_types x ON x.expr_id = m.type_id
  JOIN types g ON g.kind = 'generic' AND g.name = CASE WHEN x.type LIKE '[%]' THEN substr(x.type, 2, length(x.type) - 2)
                                                       ELSE x.type END
  WHERE e.id IN (SELECT id FROM temp.step_untyped WHERE kind = 'member')
    AND instr(b.type, '<') > 0 AND b.type LIKE '%>' AND instr(b.type, '->') = 0
    AND g.name = m.owner || '.' || substr(g.name, length(m.owner) + 2)
),
split(expr_id, position, member_type, generic, idx, piece, rest) AS (
  SELECT expr_id, position, member_type, generic, -1, '', arguments FROM bound
  UNION ALL
  -- `piece` grows by the next comma's part until its brackets balance; `idx` counts
  -- the arguments before it
  SELECT expr_id, position, member_type, generic, idx + (length(piece) - length(replace(piece, '<', '')) = length(piece) - length(replace(piece, '>', ''))
              AND length(piece) - length(replace(piece, '[', '')) = length(piece) - length(replace(piece, ']', ''))
              AND length(piece) - length(replace(piece, '(', '')) = length(piece) - length(replace(piece, ')', ''))),
         CASE WHEN (length(piece) - length(replace(piece, '<', '')) = length(piece) - length(replace(piece, '>', ''))
              AND length(piece) - length(replace(piece, '[', '')) = length(piece) - length(replace(piece, ']', ''))
              AND length(piece) - length(replace(piece, '(', '')) = length(piece) - length(replace(piece, ')', ''))) THEN '' ELSE piece || ',' END || substr(rest, 1, instr(rest, ',') - 1),
         substr(rest, instr(rest, ',') + 1)
  FROM split WHERE rest <> '' AND idx <= position
)
SELECT expr_id, CASE WHEN member_type = generic THEN trim(piece) ELSE '[' || trim(piece) || ']' END
FROM split WHERE idx = position AND (length(piece) - length(replace(piece, '<', '')) = length(piece) - length(replace(piece, '>', ''))
              AND length(piece) - length(replace(piece, '[', '')) = length(piece) - length(replace(piece, ']', ''))
              AND length(piece) - length(replace(piece, '(', '')) = length(piece) - length(replace(piece, ')', ''))) AND trim(piece) <> ''
GROUP BY expr_id HAVING COUNT(*) = 1;

-- `a.b`, `Type.shared`: the nearest member of that name on the base's type.
INSERT OR IGNORE INTO expr_types(expr_id, type)
WITH found AS (
  SELECT e.id AS expr_id, s.depth, m.type_id
  FROM type_exprs e
  JOIN expr_types b ON b.expr_id = e.base_id
  JOIN type_supers s ON s.type = CASE WHEN instr(b.type, '<') > 0 THEN substr(b.type, 1, instr(b.type, '<') - 1)
                                      ELSE b.type END
  -- (members by (owner, name), not by the name alone: CROSS JOIN keeps the order)
  CROSS JOIN members m ON m.owner = s.super AND m.name = e.name
  WHERE e.id IN (SELECT id FROM temp.step_untyped WHERE kind = 'member')
),
best AS (SELECT expr_id, MIN(depth) AS depth FROM found GROUP BY expr_id)
SELECT f.expr_id, MIN(x.type)
FROM best b JOIN found f ON f.expr_id = b.expr_id AND f.depth = b.depth
LEFT JOIN expr_types x ON x.expr_id = f.type_id
GROUP BY f.expr_id
HAVING COUNT(x.type) = COUNT(*) AND COUNT(DISTINCT x.type) = 1;

-- `Tab.allCases` of an enum that conforms to the standard library's `CaseIterable`
-- (no project type of that name) and neither declares nor inherits an `allCases`:
-- the compiler's `static var allCases: [Self]`. (One it declares is a member above.)
INSERT OR IGNORE INTO expr_types(expr_id, type)
SELECT e.id, '[' || b.type || ']'
FROM type_exprs e JOIN expr_types b ON b.expr_id = e.base_id
WHERE e.id IN (SELECT id FROM temp.step_untyped WHERE kind = 'member') AND e.name = 'allCases'
  AND EXISTS (SELECT 1 FROM types t WHERE t.name = b.type AND t.kind = 'enum')
  AND EXISTS (SELECT 1 FROM type_supers s WHERE s.type = b.type AND s.super = 'CaseIterable')
  AND NOT EXISTS (SELECT 1 FROM types t WHERE t.name = 'CaseIterable')
  AND NOT EXISTS (SELECT 1 FROM type_supers s JOIN members m ON m.owner = s.super AND m.name = 'allCases'
                  WHERE s.type = b.type);

-- `X(...)` that the project declares no type of: the result of the call it is.
INSERT OR IGNORE INTO expr_types(expr_id, type)
SELECT e.id, x.type
FROM type_exprs e JOIN expr_types x ON x.expr_id = e.base_id
WHERE e.id IN (SELECT id FROM temp.step_untyped WHERE kind = 'construct')
  AND NOT EXISTS (SELECT 1 FROM type_expr_names n WHERE n.expr_id = e.id
                  AND (EXISTS (SELECT 1 FROM types t WHERE t.name = n.name AND t.kind <> 'protocol')
                       OR EXISTS (SELECT 1 FROM type_aliases a WHERE a.name = n.name)));

-- `x` that is no local: a member of the innermost enclosing type that has one (its
-- own or inherited), else a global. Owners that are not project types (an extension
-- of a framework type) are searched for their own members only. `X.shared` where X
-- is a value (`scopeOrType`) is looked up the same way; its names are the qualified
-- candidates of X, so its owners are those without their last part.
INSERT OR IGNORE INTO expr_types(expr_id, type)
WITH owners AS (
  SELECT e.id AS expr_id, e.name, n.rank,
         CASE WHEN e.kind = 'scope' THEN n.name WHEN n.name = e.name THEN ''
              ELSE substr(n.name, 1, length(n.name) - length(e.name) - 1) END AS owner
  FROM type_exprs e JOIN type_expr_names n ON n.expr_id = e.id
  WHERE e.id IN (SELECT id FROM temp.step_untyped WHERE kind IN ('scope', 'scopeOrType'))
),
found AS (
  SELECT o.expr_id, o.rank * 100 + COALESCE(s.depth, 0) AS score, m.type_id
  FROM owners o LEFT JOIN type_supers s ON s.type = o.owner
  -- CROSS JOIN keeps this order: members are found by (owner, name), not by the name
  -- alone (which would visit every `title` of every view, per expression)
  CROSS JOIN members m ON m.owner = COALESCE(s.super, o.owner) AND m.name = o.name
),
best AS (SELECT expr_id, MIN(score) AS score FROM found GROUP BY expr_id)
SELECT f.expr_id, MIN(x.type)
FROM best b JOIN found f ON f.expr_id = b.expr_id AND f.score = b.score
LEFT JOIN expr_types x ON x.expr_id = f.type_id
GROUP BY f.expr_id
HAVING COUNT(x.type) = COUNT(*) AND COUNT(DISTINCT x.type) = 1;

-- `f(...)`, `a.f(...)`, `Type.make(...)`: the nearest function of that name whose
-- call fits (its labels, with defaulted parameters left out and trailing closures). Its
-- declared result, or for `func f<T>(_: T) -> T` the type of the argument bound to T.
INSERT OR IGNORE INTO expr_types(expr_id, type)
WITH calls AS (
  SELECT e.id, e.name, e.labels, e.base_id FROM type_exprs e
  WHERE e.id IN (SELECT id FROM temp.step_untyped WHERE kind = 'call')
),
owners AS (
  -- on a value or type: its type and what it inherits
  SELECT c.id AS expr_id, s.super AS owner, s.depth AS score
  FROM calls c JOIN expr_types b ON b.expr_id = c.base_id
  JOIN type_supers s ON s.type = CASE WHEN instr(b.type, '<') > 0 THEN substr(b.type, 1, instr(b.type, '<') - 1)
                                      ELSE b.type END
  UNION ALL
  -- unqualified: the enclosing types, innermost first, then free functions
  SELECT c.id, COALESCE(s.super, n.name), n.rank * 100 + COALESCE(s.depth, 0)
  FROM calls c JOIN type_expr_names n ON n.expr_id = c.id
  LEFT JOIN type_supers s ON s.type = n.name
  WHERE c.base_id IS NULL
),
found AS (
  SELECT o.expr_id, o.score, f.result_id, f.result_argument
  FROM owners o JOIN calls c ON c.id = o.expr_id
  JOIN functions f ON f.owner = o.owner AND f.name = c.name
  -- the call's shape is one the function accepts (CallShapes.swift: defaulted
  -- parameters left out, trailing closures)
  WHERE f.labels LIKE '*%' OR instr(f.labels, '|' || c.labels || '|') > 0
),
best AS (SELECT expr_id, MIN(score) AS score FROM found GROUP BY expr_id)
SELECT f.expr_id, MIN(x.type)
FROM best b JOIN found f ON f.expr_id = b.expr_id AND f.score = b.score
LEFT JOIN type_expr_arguments a ON a.expr_id = f.expr_id AND a.position = f.result_argument
LEFT JOIN expr_types x ON x.expr_id = COALESCE(f.result_id, a.argument_id)
GROUP BY f.expr_id
HAVING COUNT(x.type) = COUNT(*) AND COUNT(DISTINCT x.type) = 1;

-- `tab` in `ForEach(tabs) { tab in ... }`, `tabs[i]`, `tabs.first`: the element type
-- of an array `[T]`; `panes[key]`: the value type of a dictionary `[K: V]` (a key of
-- one name).
INSERT OR IGNORE INTO expr_types(expr_id, type)
SELECT e.id, CASE WHEN instr(b.type, ':') = 0 THEN substr(b.type, 2, length(b.type) - 2)
                  ELSE trim(substr(b.type, instr(b.type, ':') + 1, length(b.type) - instr(b.type, ':') - 1)) END
FROM type_exprs e JOIN expr_types b ON b.expr_id = e.base_id
WHERE (e.id IN (SELECT id FROM temp.step_untyped WHERE kind = 'element')
       OR (e.id IN (SELECT id FROM temp.step_untyped WHERE kind = 'member') AND e.name IN ('first', 'last')
           AND instr(b.type, ':') = 0))
  AND b.type LIKE '[%]'
  AND (instr(b.type, ':') = 0 OR (instr(b.type, '[') = 1 AND instr(substr(b.type, 2), '[') = 0
                                  AND length(b.type) - length(replace(b.type, ':', '')) = 1));

-- Typed now: no later step looks at them again (the last step, which types nothing,
-- costs what is left untyped, not every expression).
DELETE FROM temp.untyped WHERE id IN (SELECT expr_id FROM temp.newly_typed);
