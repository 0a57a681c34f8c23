-- Derivation, step 3 of 8: name resolution, as Swift's unqualified lookup: what each
-- call and reference of the dirty files is (a view type's body, a producer, a
-- conformer's member, SwiftUI's modifier or the project's).
--   makes  node_targets (via 'type', 'conformer', 'name'), nodes.kind of calls
--          ('instantiate' or 'reference'); temp.name_matches, temp.name_levels and
--          temp.modifier_choices, which derive_sites_1_context.sql reads too;
--          temp.type_last_names, which view_flow.sql reads
--   reads  candidates, nodes, node_arguments, files, imports, types, producers,
--          members, functions, type_exprs, expr_types, type_supers; view_bodies
--          (derive_graph_2_bodies.sql)
--   order  after derive_graph_2_bodies.sql; before derive_graph_4_values.sql

CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;

-- Rows of files that were re-parsed or removed are recomputed below.
CREATE TABLE IF NOT EXISTS node_targets (
  file_id     INTEGER NOT NULL,
  node_id     INTEGER NOT NULL,
  producer_id INTEGER NOT NULL,
  target      TEXT NOT NULL,
  via         TEXT NOT NULL DEFAULT 'name'   -- name (a producer) | type (a view type instantiated) | value (the
                                             -- value's type, or every conformer of it) | conformer | carried
);
CREATE INDEX IF NOT EXISTS node_targets_by_node ON node_targets(node_id);
CREATE INDEX IF NOT EXISTS node_targets_by_file ON node_targets(file_id);
DELETE FROM node_targets
WHERE file_id IN (SELECT file_id FROM dirty_files);

-- Name resolution, as Swift's unqualified lookup: a name's candidates are ranked by
-- scope level (the enclosing types, innermost first, then the module), a type's and a
-- producer's alike (`Layout()` inside `Home` is `Home.Layout`, a method, before a type
-- `Layout` of the module). The nearest level where the project declares anything of
-- that name wins; a type and a producer of that level are both connected. Letter case
-- decides nothing. A type is visible where its module is (imported); among types of
-- one level the same module wins, among producers the same module and then the labels.
-- A type that is no view (a model constructed) still takes the name: nothing is connected.
DROP TABLE IF EXISTS temp.name_matches;
CREATE TEMP TABLE name_matches AS
SELECT c.node_id, c.rank, 'type' AS purpose, t.name AS target, t.module, NULL AS producer_id,
       NULL AS labels, (t.module <> f.module) AS other_module
FROM candidates c
JOIN nodes n ON n.id = c.node_id
JOIN files f ON f.id = n.file_id
JOIN types t ON t.name = c.name AND t.kind <> 'protocol'
 AND (NOT t.file_private OR t.file_id = n.file_id)   -- private and fileprivate: this file's only
WHERE c.purpose = 'type' AND c.file_id IN (SELECT file_id FROM dirty_files)
  -- another module's type is visible only where that module is imported
  AND (t.module = f.module OR EXISTS (SELECT 1 FROM imports i WHERE i.file_id = f.id AND i.module = t.module))
UNION ALL
SELECT c.node_id, c.rank, 'producer', p.qualified, p.module, p.id, p.labels, (p.module <> f.module)
FROM candidates c
JOIN producers p ON p.qualified = c.name
JOIN nodes n ON n.id = c.node_id
JOIN files f ON f.id = n.file_id
WHERE c.purpose = 'producer' AND c.file_id IN (SELECT file_id FROM dirty_files)
  AND (NOT p.file_private OR p.file_id = n.file_id)
UNION ALL
-- A member the innermost enclosing type inherits is found where its own is looked for,
-- as Swift's lookup finds it on `self`: `composeItem()` in the body of a `ToolbarContent` is
-- `extension ToolbarContent`'s, `helper()` in a view's body `extension View`'s, a
-- superclass's method in a subclass. Only when the type declares no member of that
-- name (its own shadows the protocol extension's), from the nearest type up its
-- hierarchy that declares one.
SELECT m.node_id, m.rank, 'producer', p.qualified, p.module, p.id, p.labels, (p.module <> f.module)
FROM (
  SELECT o.node_id, o.rank, o.name, o.member, substr(o.name, 1, length(o.name) - length(o.member) - 1) AS owner
  FROM (SELECT c.node_id, c.rank, c.name, substr(c.name, c.last_dot + 1) AS member
        FROM candidates c
        WHERE c.purpose = 'producer' AND c.file_id IN (SELECT file_id FROM dirty_files) AND c.last_dot > 0) o
  -- only a name a supertype's producer has can be inherited: the cheap test first (most
  -- names fail it, and the tests below ask per candidate)
  WHERE o.member IN (SELECT i.name FROM producers i WHERE i.owner IN (SELECT super FROM type_supers WHERE depth > 0))
    -- the innermost type only: `self`'s (an inner type that conforms too finds the
    -- member first; one that declares the name stops the lookup there)
    AND o.rank = (SELECT MIN(i.rank) FROM candidates i
                  WHERE i.node_id = o.node_id AND i.purpose = 'producer' AND i.last_dot > 0)
    AND NOT EXISTS (SELECT 1 FROM producers q WHERE q.qualified = o.name)
    -- (a stored or computed property of its own: `palette`)
    AND NOT EXISTS (SELECT 1 FROM members q WHERE q.qualified = o.name)
    -- (a method of its own that builds no view)
    AND NOT EXISTS (SELECT 1 FROM functions q
                    WHERE q.owner = substr(o.name, 1, length(o.name) - length(o.member) - 1) AND q.name = o.member)
) m
JOIN type_supers s ON s.type = m.owner AND s.depth > 0
JOIN producers p ON p.qualified = s.super || '.' || m.member
JOIN nodes n ON n.id = m.node_id
JOIN files f ON f.id = n.file_id
WHERE (NOT p.file_private OR p.file_id = n.file_id)
  AND s.depth = (SELECT MIN(u.depth) FROM type_supers u JOIN producers v ON v.qualified = u.super || '.' || m.member
                 WHERE u.type = s.type AND u.depth > 0);
CREATE INDEX temp.name_matches_by_node ON name_matches(node_id);
DROP TABLE IF EXISTS temp.name_levels;
CREATE TEMP TABLE name_levels AS SELECT node_id, MIN(rank) AS rank FROM temp.name_matches GROUP BY node_id;
CREATE UNIQUE INDEX temp.name_levels_by_node ON name_levels(node_id);

-- Types: the nearest level, the same module first; each view's body is connected.
INSERT INTO node_targets(file_id, node_id, producer_id, target, via)
WITH matches AS (
  SELECT m.* FROM temp.name_matches m JOIN temp.name_levels l ON l.node_id = m.node_id AND l.rank = m.rank
  WHERE m.purpose = 'type'
),
best AS (SELECT node_id, MIN(other_module) AS other_module FROM matches GROUP BY node_id)
SELECT DISTINCT n.file_id, m.node_id, p.id, m.target, 'type'
FROM matches m
JOIN nodes n ON n.id = m.node_id
JOIN best b ON b.node_id = m.node_id AND b.other_module = m.other_module
JOIN view_bodies vb ON vb.type = m.target AND vb.module = m.module AND (vb.file_id IS NULL OR vb.file_id = n.file_id)
JOIN producers p ON p.id = vb.producer_id;

-- What a call is, as the lookup found it: a type instantiated, or a producer referenced
-- (extraction can only guess for a name declared in another file). Shown as `Row()` or
-- `row` in paths, and read by the sites' context and the flow of views. A call whose
-- name no declaration matches any more is extraction's guess again: an earlier
-- derivation's answer kept there (its type removed from another file) made an
-- incremental run differ from a rebuild.
UPDATE nodes SET kind = CASE
    WHEN id NOT IN (SELECT node_id FROM temp.name_levels)
      THEN CASE WHEN guessed_type THEN 'instantiate' ELSE 'reference' END
    WHEN EXISTS (SELECT 1 FROM temp.name_matches m JOIN temp.name_levels l ON l.node_id = m.node_id AND l.rank = m.rank
                 WHERE m.node_id = nodes.id AND m.purpose = 'type')
      THEN 'instantiate' ELSE 'reference' END
WHERE file_id IN (SELECT file_id FROM dirty_files) AND kind IN ('instantiate', 'reference')
  AND EXISTS (SELECT 1 FROM candidates c WHERE c.node_id = nodes.id AND c.purpose = 'type');

-- Inside a protocol extension, `self`'s members are each conformer's: `phone` in
-- `extension PlatformScreen` is the `phone` of every project type that conforms.
-- (From the protocols' producers, which are few, not from every candidate of the
-- dirty files; ordered as that lookup would be.)
INSERT INTO node_targets(file_id, node_id, producer_id, target, via)
SELECT DISTINCT n.file_id, c.node_id, p.id, p.qualified, 'conformer'
FROM types pt
CROSS JOIN producers pp ON pp.owner = pt.name
CROSS JOIN nodes n ON n.producer_id = pp.id
CROSS JOIN candidates c ON c.node_id = n.id AND c.purpose = 'producer'
CROSS JOIN type_supers s ON s.super = pp.owner AND s.depth > 0
CROSS JOIN producers p ON p.owner = s.type AND p.qualified = s.type || substr(c.name, length(pp.owner) + 1)
WHERE pt.kind = 'protocol' AND c.file_id IN (SELECT file_id FROM dirty_files)
  AND substr(c.name, 1, length(pp.owner) + 1) = pp.owner || '.'
ORDER BY c.file_id, c.rowid, s.type, p.id;

-- A modifier named like one of SwiftUI's that the project declares too (`extension
-- View { func tint(_ color: ThemedColor) -> some View }` beside SwiftUI's `tint(_:)`,
-- ProjectNames.shadowedModifiers): Swift picks by the call's shape and then its first
-- argument's type, and so does this. A project overload whose shape fits is the one
-- called ('project') when the argument is an implicit member its parameter's type
-- declares (`.accent`: a static member or case of `ThemedColor`, or of a protocol it
-- conforms to whose member gives a `ThemedColor`, as `extension ShapeStyle where Self
-- == ThemedColor { static var accent }` does; a non-generic overload is preferred to
-- SwiftUI's generic `tint<S: ShapeStyle>`), or a value of that type; it is SwiftUI's
-- ('swiftui') when the argument is an implicit member the type does not declare, or a
-- value of another type (a literal too: `10` for a `CGFloat` is taken as SwiftUI's);
-- and 'undecided' when the resolver cannot type the argument (a closure, an array
-- element), or an implicit member of a type outside the project (SwiftUI's own
-- parameter may have that type, and its members):
-- then nothing is connected, and the views it is called on are unseen
-- (derive_sites_1_context.sql): the project's modifier may declare what SwiftUI's does
-- not, and the analyzer does not claim it, nor a miss it cannot show.
-- The last component of every type's name (`Row` of `Screen.Row`), with the name: a
-- modifier's parameter type below, a name that is a type in Queries/view_flow.sql.
DROP TABLE IF EXISTS temp.type_last_names;
CREATE TEMP TABLE type_last_names(last TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (last, name)) WITHOUT ROWID;
INSERT OR IGNORE INTO temp.type_last_names
SELECT replace(name, rtrim(name, replace(name, '.', '')), ''), name FROM types;
DROP TABLE IF EXISTS temp.modifier_choices;
CREATE TEMP TABLE modifier_choices AS
WITH shadowing AS (
  SELECT c.node_id, n.labels FROM candidates c JOIN nodes n ON n.id = c.node_id
  WHERE c.purpose = 'swiftui' AND c.file_id IN (SELECT file_id FROM dirty_files)
),
fits AS (
  SELECT s.node_id, m.producer_id, substr(m.labels, instr(m.labels, '#') + 1) AS parameter
  FROM shadowing s JOIN temp.name_matches m ON m.node_id = s.node_id AND m.purpose = 'producer'
  JOIN temp.name_levels l ON l.node_id = m.node_id AND l.rank = m.rank
  WHERE m.labels LIKE '*%' OR instr(m.labels, '|' || COALESCE(s.labels, '') || '|') > 0
),
argument AS (
  SELECT a.node_id, e.kind, e.name, x.type
  FROM node_arguments a JOIN type_exprs e ON e.id = a.type_id LEFT JOIN expr_types x ON x.expr_id = a.type_id
  WHERE a.node_id IN (SELECT node_id FROM shadowing)
),
-- the parameter's type as the project declares it (qualified), or as written
-- (looked up by its last component, not by a scan of the types per parameter)
parameters AS (
  SELECT DISTINCT f.parameter, COALESCE(t.name, f.parameter) AS type
  FROM fits f LEFT JOIN temp.type_last_names t
    ON t.last = replace(f.parameter, rtrim(f.parameter, replace(f.parameter, '.', '')), '')
   AND (t.name = f.parameter OR substr(t.name, -length(f.parameter) - 1) = '.' || f.parameter)
)
SELECT f.node_id, f.producer_id,
       CASE WHEN a.node_id IS NULL THEN 'project'   -- no argument: the shape alone decides
            -- `.top` for an `Alignment` (a type outside the project): SwiftUI's parameter
            -- may be of that type too, and has the same members
            WHEN a.kind = 'implicitMember'
                 AND NOT EXISTS (SELECT 1 FROM parameters p JOIN types t ON t.name = p.type
                                 WHERE p.parameter = f.parameter) THEN 'undecided'
            WHEN a.kind = 'implicitMember' THEN
              CASE WHEN EXISTS (SELECT 1 FROM parameters p JOIN members m ON m.name = a.name AND m.is_static
                                WHERE p.parameter = f.parameter
                                  AND (m.owner = p.type
                                       OR (m.type IN (p.type, f.parameter)
                                           AND m.owner IN (SELECT super FROM type_supers WHERE type = p.type))))
                     OR EXISTS (SELECT 1 FROM parameters p JOIN functions fn ON fn.name = a.name AND fn.is_static
                                LEFT JOIN expr_types r ON r.expr_id = fn.result_id
                                WHERE p.parameter = f.parameter
                                  AND (fn.owner = p.type
                                       OR (r.type = p.type
                                           AND fn.owner IN (SELECT super FROM type_supers WHERE type = p.type))))
                   THEN 'project' ELSE 'swiftui' END
            WHEN a.type IS NULL THEN 'undecided'
            WHEN EXISTS (SELECT 1 FROM parameters p WHERE p.parameter = f.parameter
                         AND (a.type = p.type
                              OR EXISTS (SELECT 1 FROM type_supers s WHERE s.type = a.type AND s.super = p.type)))
              THEN 'project'
            ELSE 'swiftui' END AS choice
FROM fits f LEFT JOIN argument a ON a.node_id = f.node_id;
CREATE INDEX temp.modifier_choices_by_node ON modifier_choices(node_id);

-- References and custom modifiers: producers of the nearest level (above). Overloads
-- are picked as Swift picks them: by the call's shape (its labels, defaulted
-- parameters left out, trailing closures: CallShapes.swift), a bare name meaning a
-- property before a function, a disfavoured overload (`@_disfavoredOverload`) after
-- the others; equal best candidates are all connected (`ambiguous-reference`).
INSERT INTO node_targets(file_id, node_id, producer_id, target)
WITH matches AS (
  SELECT m.* FROM temp.name_matches m JOIN temp.name_levels l ON l.node_id = m.node_id AND l.rank = m.rank
  WHERE m.purpose = 'producer'
),
scored AS (
  SELECT m.node_id, m.producer_id, m.target, m.labels,
         m.other_module * 100 + (CASE WHEN n.labels IS NULL  -- a bare name: a property before a function
                THEN CASE WHEN m.labels LIKE '|%' OR m.labels LIKE '*%' THEN 10 ELSE 0 END
              WHEN m.labels LIKE '*%' OR instr(m.labels, '|' || n.labels || '|') > 0 THEN 0  -- the call fits
              ELSE 20 END
          + (instr(m.labels, '|~#') > 0 OR instr(m.labels, '*~#') > 0)) AS score
  FROM matches m JOIN nodes n ON n.id = m.node_id
),
best AS (SELECT node_id, MIN(score) AS score FROM scored GROUP BY node_id)
SELECT DISTINCT n.file_id, s.node_id, s.producer_id, s.target
FROM scored s JOIN best b ON b.node_id = s.node_id AND b.score = s.score
JOIN nodes n ON n.id = s.node_id
-- a call no overload of the project accepts (its shape fits none: `.mask { }` beside a
-- project `mask(gradient:stops:)`) is another declaration's, SwiftUI's: none is connected
WHERE (n.labels IS NULL OR b.score % 100 < 20)
  -- a bare name where a property of that name is declared (`let webView: WKWebView`
  -- beside delegate methods `webView(_:didFinish:)`): Swift's lookup finds the
  -- property, not a method, so no function is connected
  AND NOT (n.labels IS NULL AND (s.labels LIKE '|%' OR s.labels LIKE '*%')
           AND EXISTS (SELECT 1 FROM members mm WHERE mm.qualified = s.target))
  -- a modifier SwiftUI declares too: only a project overload its argument chooses (above)
  AND (NOT EXISTS (SELECT 1 FROM candidates c WHERE c.node_id = s.node_id AND c.purpose = 'swiftui')
       OR EXISTS (SELECT 1 FROM temp.modifier_choices m
                  WHERE m.node_id = s.node_id AND m.producer_id = s.producer_id AND m.choice = 'project'));
