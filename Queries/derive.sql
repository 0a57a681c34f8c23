-- @graph
-- Derived relations, recomputed from the facts after every indexing run: name
-- resolution, the producer graph and what each site declares.
--
-- Relations that belong to one file's rows (node_targets, edges, site_ancestors,
-- site_context, declared_keys, generic_placements, derived_findings) are
-- recomputed only for the files in `dirty_files`; view_bodies, which depends on the
-- files' symbols alone, is kept while they are unchanged (temp.symbols_unchanged,
-- Queries/type_hierarchy.sql); the rest are small and recomputed whole. The indexer
-- fills `dirty_files` with the files it re-parsed when no file changed its
-- declarations (types, producers, members), and with every file otherwise. Run by
-- hand (after type_hierarchy.sql and types.sql), every file is dirty:
--   sqlite3 .implicits/index.sqlite < Queries/derive.sql

CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;
CREATE TEMP TABLE IF NOT EXISTS symbols_unchanged(unchanged INTEGER);
-- Queries/view_flow.sql and controllers.sql recompute the flow of view values and
-- controllers whole: every file with a flow site or a hosting controller is dirty in
-- every run, however few files changed.
INSERT OR IGNORE INTO dirty_files(file_id)
SELECT DISTINCT file_id FROM nodes WHERE kind IN ('parameter', 'root', 'bridge', 'argument', 'modify')
UNION SELECT file_id FROM argument_values
UNION SELECT file_id FROM producers WHERE kind = 'hosting'
-- reads of a carried view: which values they show depends on every file's stores
UNION SELECT n.file_id FROM nodes n WHERE n.kind IN ('member', 'apply')
      AND EXISTS (SELECT 1 FROM producers c WHERE c.name = '#' || n.name AND c.kind = 'carried');

-- A read's type key, made canonical by the resolver (Queries/types.sql): `Tracker`
-- read inside `Screen` is `Screen.Tracker` when the project declares that type, as
-- the declaration that names it there is.
UPDATE reads SET key = COALESCE((SELECT x.type FROM expr_types x WHERE x.expr_id = reads.key_id), written_key)
WHERE key_id IS NOT NULL AND file_id IN (SELECT file_id FROM dirty_files);

DROP TABLE IF EXISTS provides;

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
WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files);

-- Entry points (rule 6): scene bodies of apps, previews unless the settings turn them
-- off, hosting controllers, code that is not a producer, and the bodies of views the
-- settings name. Recomputed whole; the entries before are kept for
-- Queries/affected_slots.sql.
-- `environment` is what the environment holds where the entry starts:
--   empty    nothing: a scene, a preview, a configured entry point, a hosting root
--            whose place the analyzer knows starts empty;
--   unknown  the analyzer cannot see where the view ends up (a view made in plain
--            code, views a carrier never shows): a read that misses its value only
--            on paths from such entries is `unproven`, never an error (`origin` says
--            what the analyzer could not see, for the warning).
CREATE TABLE IF NOT EXISTS entries (producer_id INTEGER PRIMARY KEY,
                                    environment TEXT NOT NULL DEFAULT 'empty',
                                    origin TEXT);
DROP TABLE IF EXISTS temp.entries_before;
CREATE TEMP TABLE entries_before AS SELECT producer_id, environment FROM entries;
DELETE FROM entries;
-- A producer that is an entry in several ways starts empty if any says so (a configured
-- entry point is what the team says it is): MIN picks 'empty' over 'unknown'.
INSERT INTO entries(producer_id, environment, origin)
SELECT producer_id, MIN(environment), origin FROM (
SELECT id AS producer_id,
       CASE WHEN kind = 'code' THEN 'unknown' ELSE 'empty' END AS environment,
       CASE WHEN kind = 'code' THEN 'plain code' END AS origin
FROM producers
WHERE is_entry
  AND NOT (kind IN ('preview', 'previews')
           AND EXISTS (SELECT 1 FROM settings WHERE name = 'previews' AND value = 'off'))
UNION
SELECT p.id, 'empty', NULL FROM producers p JOIN settings s ON s.name = 'entry' AND s.value = p.owner
WHERE p.kind IN ('body', 'modifier-body', 'scene-body')
UNION
-- Carried views that their carrier never shows where the analysis can see it: an
-- entry whose environment is unknown (and said so: `carrier-not-shown`).
SELECT c.id, 'unknown', 'a carried view its carrier never shows' FROM producers c
WHERE c.kind = 'carried' AND NOT EXISTS (
  SELECT 1 FROM nodes n JOIN producers p ON p.id = n.producer_id
  WHERE p.owner = c.owner AND n.name = substr(c.name, 2) AND n.kind IN ('reference', 'hole') AND p.kind <> 'code')
  AND c.id NOT IN (  -- nor from outside, as a member of a value of its type or a stored
  -- closure called on one (one pass over the members, not one per carried view: nodes
  -- have no index by name)
  SELECT v.id FROM nodes n JOIN expr_types x ON x.expr_id = n.value_type_id
  JOIN producers v ON v.owner = x.type AND v.kind = 'carried' AND substr(v.name, 2) = n.name
  WHERE n.kind IN ('member', 'apply'))
) GROUP BY producer_id;

-- The body of each view type: its own, or when it has none, the default body of the
-- nearest project protocol it conforms to (`extension PlatformScreen { var body: some
-- View { phone } }`), whose members are then each conformer's (below). It reads the
-- view types' names and modules, type_supers, the protocols, and the producers'
-- ids, owners, modules and kinds: all unchanged while the symbols are (a re-parsed
-- file's producers keep their ids, FactWriter), so it is kept then.
--
-- Inside a protocol extension, `self`'s members are each conformer's: Swift calls the
-- extension's `body` on the conformer, and `phone` there is that conformer's `phone`.
-- So a conformer that takes its body from a protocol extension gets its own copy of
-- every producer of that extension (`conformer_producers`: a producer row with a
-- negative id, owner the conformer, the extension's position), whose edges are the
-- extension's with `self`'s members narrowed to that conformer's own and the
-- extension's other members to their copies (at `-- @sites`, below). Copies share
-- the extension's sites, so what a site declares is the same for every conformer.
-- A copy's id comes from its producer's id and the conformer's rank among that
-- producer's conformers: kept while the symbols are, like view_bodies.
CREATE TABLE IF NOT EXISTS view_bodies (
  type        TEXT NOT NULL,
  module      TEXT NOT NULL,
  producer_id INTEGER NOT NULL,
  -- a private or fileprivate type: the file it is visible in (two files may each
  -- declare a `private struct Row`: two types); NULL otherwise
  file_id     INTEGER
);
CREATE TABLE IF NOT EXISTS conformer_producers (
  clone_id    INTEGER PRIMARY KEY,      -- the copy's id in `producers` (negative)
  producer_id INTEGER NOT NULL,         -- the protocol extension's producer
  conformer   TEXT NOT NULL,
  module      TEXT NOT NULL,            -- the conformer's
  file_id     INTEGER                   -- a file-private conformer's file (view_bodies.file_id)
);
CREATE INDEX IF NOT EXISTS conformer_producers_by_producer ON conformer_producers(producer_id, conformer);
DELETE FROM view_bodies WHERE NOT EXISTS (SELECT 1 FROM temp.symbols_unchanged);
DELETE FROM conformer_producers WHERE NOT EXISTS (SELECT 1 FROM temp.symbols_unchanged);
DELETE FROM producers WHERE id < 0 AND NOT EXISTS (SELECT 1 FROM temp.symbols_unchanged);
DROP TABLE IF EXISTS temp.own_bodies;
CREATE TEMP TABLE own_bodies AS
SELECT v.name AS type, v.module, p.id AS producer_id, CASE WHEN v.file_private THEN v.file_id END AS file_id
FROM view_types v JOIN producers p ON p.owner = v.name AND p.module = v.module AND p.id > 0
 AND p.kind IN ('body', 'modifier-body', 'scene-body')
 -- a file-private type's body is in its file (another file's type of that name is another type)
 AND (NOT v.file_private OR p.file_id = v.file_id)
WHERE NOT EXISTS (SELECT 1 FROM temp.symbols_unchanged)
  -- `makeBody(configuration:)` (`_body`) is the body of a type that is one of SwiftUI's
  -- styles, however its conformance is written (an extension, a protocol that refines
  -- one); of any other type it is a method, found by name where it is called
  -- (ImplicitsExtract's FileExtractor).
  AND (p.name NOT IN ('makeBody', '_body')
       OR EXISTS (SELECT 1 FROM type_supers s CROSS JOIN swiftui_view_protocols w ON w.name = s.super
                  WHERE s.type = v.name AND s.depth > 0 AND w.style));
DROP TABLE IF EXISTS temp.inherited_bodies;
CREATE TEMP TABLE inherited_bodies AS
WITH inherited AS (
  SELECT v.name AS type, v.module, p.id AS producer_id, p.owner AS protocol, s.depth,
         CASE WHEN v.file_private THEN v.file_id END AS file_id
  FROM view_types v JOIN type_supers s ON s.type = v.name AND s.depth > 0
  JOIN types pt ON pt.name = s.super AND pt.kind = 'protocol'
  JOIN producers p ON p.owner = s.super AND p.kind IN ('body', 'modifier-body', 'scene-body') AND p.id > 0
  WHERE NOT EXISTS (SELECT 1 FROM temp.own_bodies o WHERE o.type = v.name AND o.module = v.module
                    AND o.file_id IS (CASE WHEN v.file_private THEN v.file_id END))
    AND NOT EXISTS (SELECT 1 FROM temp.symbols_unchanged)
)
SELECT DISTINCT i.type, i.module, i.producer_id, i.protocol, i.file_id FROM inherited i
WHERE i.depth = (SELECT MIN(depth) FROM inherited j WHERE j.type = i.type AND j.module = i.module);
INSERT INTO conformer_producers(clone_id, producer_id, conformer, module, file_id)
WITH copies AS (
  SELECT DISTINCT p.id AS producer_id, i.type AS conformer, i.module, i.file_id
  FROM temp.inherited_bodies i JOIN producers p ON p.owner = i.protocol AND p.id > 0
  WHERE p.kind NOT IN ('code', 'hosting', 'argument', 'hosting-root', 'carried')
)
SELECT -(producer_id * 65536 + ROW_NUMBER() OVER (PARTITION BY producer_id ORDER BY conformer, module, file_id)),
       producer_id, conformer, module, file_id
FROM copies;
INSERT INTO view_bodies(type, module, producer_id, file_id)
SELECT type, module, producer_id, file_id FROM temp.own_bodies
UNION
SELECT i.type, i.module, c.clone_id, i.file_id
FROM temp.inherited_bodies i JOIN conformer_producers c
  ON c.producer_id = i.producer_id AND c.conformer = i.type AND c.module = i.module AND c.file_id IS i.file_id;
-- The copies are rows of `producers` (re-made each run: a re-parsed file's rows go,
-- its copies with them), so paths, reads and the proof treat them like any other.
INSERT OR IGNORE INTO producers(id, file_id, module, owner, name, qualified, kind, labels, is_entry, line, col,
                                file_private, function)
SELECT c.clone_id, p.file_id, c.module, c.conformer, p.name, c.conformer || '.' || p.name, p.kind, p.labels, 0,
       p.line, p.col, p.file_private OR c.file_id IS NOT NULL, p.function
FROM conformer_producers c JOIN producers p ON p.id = c.producer_id;
CREATE INDEX IF NOT EXISTS view_bodies_by_type ON view_bodies(type);

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
  AND (NOT p.file_private OR p.file_id = n.file_id);
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
-- `row` in paths; nothing else reads the kind of a call.
UPDATE nodes SET kind = CASE WHEN EXISTS (SELECT 1 FROM temp.name_matches m JOIN temp.name_levels l
                                           ON l.node_id = m.node_id AND l.rank = m.rank
                                           WHERE m.node_id = nodes.id AND m.purpose = 'type')
                             THEN 'instantiate' ELSE 'reference' END
WHERE file_id IN (SELECT file_id FROM dirty_files) AND kind IN ('instantiate', 'reference')
  AND id IN (SELECT node_id FROM temp.name_levels)
  AND EXISTS (SELECT 1 FROM candidates c WHERE c.node_id = nodes.id AND c.purpose = 'type');

-- Inside a protocol extension, `self`'s members are each conformer's: `phone` in
-- `extension PlatformScreen` is the `phone` of every project type that conforms.
INSERT INTO node_targets(file_id, node_id, producer_id, target, via)
SELECT DISTINCT n.file_id, c.node_id, p.id, p.qualified, 'conformer'
FROM candidates c
JOIN nodes n ON n.id = c.node_id
JOIN producers pp ON pp.id = n.producer_id
JOIN types pt ON pt.name = pp.owner AND pt.kind = 'protocol'
JOIN type_supers s ON s.super = pp.owner AND s.depth > 0
JOIN producers p ON p.owner = s.type AND p.qualified = s.type || substr(c.name, length(pp.owner) + 1)
WHERE c.purpose = 'producer' AND c.file_id IN (SELECT file_id FROM dirty_files)
  AND substr(c.name, 1, length(pp.owner) + 1) = pp.owner || '.';

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
-- then nothing is connected, and the views it is called on are unseen (below): the
-- project's modifier may declare what SwiftUI's does not, and the analyzer does not
-- claim it, nor a miss it cannot show.
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
parameters AS (
  SELECT DISTINCT f.parameter, COALESCE(t.name, f.parameter) AS type
  FROM fits f LEFT JOIN types t ON t.name = f.parameter OR substr(t.name, -length(f.parameter) - 1) = '.' || f.parameter
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

-- Views a value carries (rule 6's carriers): where a type shows a property it stores
-- views in (`content` in `Route.destination`), every carried producer of that
-- property is placed: each closure passed to its initialiser, each view it built.
INSERT INTO node_targets(file_id, node_id, producer_id, target, via)
SELECT DISTINCT n.file_id, n.id, c.id, c.qualified, 'carried'
FROM nodes n
JOIN producers p ON p.id = n.producer_id
JOIN producers c ON c.owner = p.owner AND c.kind = 'carried' AND c.name = '#' || n.name
-- plain code is no place that shows a view: it passes the property on (view_flow.sql)
WHERE n.kind IN ('reference', 'hole') AND p.kind <> 'code' AND n.file_id IN (SELECT file_id FROM dirty_files);

-- Typed values (rule 3 on values, Queries/types.sql): a method or property called on
-- a value (`tab.makeContentView()`, `item.destination`) is looked up on the value's
-- static type; a value shown as a view (`selection` of a generic `Tab: PanelTab`)
-- places its type's body. A protocol, or a generic parameter (through its
-- constraints), stands for every project type that conforms to it: each one's
-- implementation is connected, as SwiftUI may show any of them.
INSERT INTO node_targets(file_id, node_id, producer_id, target, via)
WITH typed AS (
  SELECT n.id AS node_id, n.file_id, n.kind, n.name, x.type,
         EXISTS (SELECT 1 FROM types g WHERE g.name = x.type AND g.kind IN ('protocol', 'generic')) AS abstract,
         EXISTS (SELECT 1 FROM types g WHERE g.name = x.type AND g.kind = 'generic') AS generic
  FROM nodes n JOIN expr_types x ON x.expr_id = n.value_type_id
  WHERE n.file_id IN (SELECT file_id FROM dirty_files) AND n.kind IN ('reference', 'apply', 'member')
    AND n.id NOT IN (SELECT node_id FROM node_targets)
),
protocols AS (  -- the type itself and, for a generic parameter, its constraints
  SELECT node_id, type AS protocol FROM typed
  UNION
  SELECT t.node_id, s.super FROM typed t JOIN type_supers s ON s.type = t.type AND s.depth > 0
  WHERE t.abstract
),
owners AS (     -- where implementations are: the type, a protocol extension, every conformer
  SELECT node_id, protocol AS owner FROM protocols
  UNION
  SELECT p.node_id, s.type FROM protocols p JOIN typed t ON t.node_id = p.node_id
  JOIN type_supers s ON s.super = p.protocol AND s.depth > 0
  WHERE t.kind <> 'reference'
     -- a value shown as a view: the conformers of a project protocol (not of `View`)
     OR EXISTS (SELECT 1 FROM types kp WHERE kp.name = p.protocol AND kp.kind = 'protocol')
),
candidates_found AS (
  -- a value shown as a view: the bodies of the conformers of its project protocol
  -- (a value of a generic view's own parameter is placed by each use of the view, below)
  SELECT t.node_id, p.id AS producer_id, p.qualified, p.labels
  FROM typed t JOIN owners o ON o.node_id = t.node_id
  JOIN view_bodies b ON b.type = o.owner JOIN producers p ON p.id = b.producer_id
  WHERE t.kind = 'reference' AND t.abstract AND NOT t.generic AND o.owner <> t.type
  UNION ALL
  -- a method or property called on a value
  SELECT t.node_id, p.id, p.qualified, p.labels
  FROM typed t JOIN owners o ON o.node_id = t.node_id
  JOIN producers p ON p.owner = o.owner AND p.name = t.name
  WHERE t.kind IN ('apply', 'member')
  UNION ALL
  -- a property a carrier stores views in, shown from outside (`tab.item.content`), or
  -- a stored closure called (`config.build()`): its result is the closure's
  SELECT t.node_id, p.id, p.qualified, p.labels
  FROM typed t JOIN owners o ON o.node_id = t.node_id
  JOIN producers p ON p.owner = o.owner AND p.kind = 'carried' AND p.name = '#' || t.name
  WHERE t.kind IN ('member', 'apply')
),
found AS MATERIALIZED (
  SELECT n.file_id, c.node_id, c.producer_id, c.qualified,
         -- argument labels pick among overloads, as for references by name
         CASE WHEN n.kind = 'reference' THEN 0 ELSE (CASE WHEN n.labels IS NULL  -- a bare name: a property before a function
                THEN CASE WHEN c.labels LIKE '|%' OR c.labels LIKE '*%' THEN 10 ELSE 0 END
              WHEN c.labels LIKE '*%' OR instr(c.labels, '|' || n.labels || '|') > 0 THEN 0  -- the call fits
              ELSE 20 END
          + (instr(c.labels, '|~#') > 0 OR instr(c.labels, '*~#') > 0)) END AS score
  FROM candidates_found c JOIN nodes n ON n.id = c.node_id
)
,
best AS (SELECT node_id, MIN(score) AS score FROM found GROUP BY node_id)
SELECT DISTINCT f.file_id, f.node_id, f.producer_id, f.qualified, 'value'
FROM found f JOIN best b ON b.node_id = f.node_id AND b.score = f.score;

-- The producer graph: a site in one producer leads to the producer it instantiates
-- or references.
CREATE TABLE IF NOT EXISTS edges (
  file_id       INTEGER NOT NULL,
  site_id       INTEGER NOT NULL,
  from_producer INTEGER NOT NULL,
  to_producer   INTEGER NOT NULL
);
-- Covering the proof's walks down (reachable) and up (relevant): no row lookups.
CREATE INDEX IF NOT EXISTS edges_from ON edges(from_producer, to_producer);
CREATE INDEX IF NOT EXISTS edges_to ON edges(to_producer, from_producer);
CREATE INDEX IF NOT EXISTS edges_site ON edges(site_id);
CREATE INDEX IF NOT EXISTS edges_by_file ON edges(file_id);
-- The edges of the dirty (or removed) files before, with their sites' shape and keys,
-- for Queries/affected_slots.sql.
CREATE TABLE IF NOT EXISTS site_context (
  file_id         INTEGER NOT NULL,
  site_id         INTEGER NOT NULL,
  has_dest        INTEGER NOT NULL,
  dest_depth      INTEGER,
  container_depth INTEGER,
  host_depth      INTEGER,           -- the nearest presented closure that starts a new host
  host            INTEGER NOT NULL,  -- the site is in one: 1 its content starts empty, 2 with
                                     -- what its window's root was given (Queries/presentations.sql)
  root            INTEGER NOT NULL   -- the site instantiates a view: the first on a path is a root
);
CREATE UNIQUE INDEX IF NOT EXISTS site_context_by_site ON site_context(site_id);
CREATE INDEX IF NOT EXISTS site_context_by_file ON site_context(file_id);
-- Sites whose views' environment the analyzer cannot see: a path that crosses one
-- is not seen end to end, so a read it misses is `unproven`, not an error
-- (Queries/proof.sql). Rows name the site and why (an unresolved call the view is
-- passed through, a value handed to code outside the project); filled per file below
-- for the dirty files, like the other per-file relations.
CREATE TABLE IF NOT EXISTS unseen_sites (
  site_id INTEGER PRIMARY KEY,
  file_id INTEGER NOT NULL,
  reason  TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS unseen_sites_by_file ON unseen_sites(file_id);
-- What the declarations above a site provide on its path (see below), recomputed by
-- Queries/site_keys.sql once `provides` is complete.
CREATE TABLE IF NOT EXISTS site_keys (
  site_id         INTEGER NOT NULL,
  key             TEXT NOT NULL,
  local           INTEGER NOT NULL,
  above_container INTEGER NOT NULL,
  PRIMARY KEY (site_id, key)
);
DROP TABLE IF EXISTS temp.sites_before;
CREATE TEMP TABLE sites_before AS
SELECT e.site_id, e.from_producer, e.to_producer, c.has_dest, c.container_depth IS NOT NULL AS has_container,
       e.site_id IN (SELECT site_id FROM unseen_sites) AS unseen, c.host, c.root
FROM edges e LEFT JOIN site_context c ON c.site_id = e.site_id
WHERE e.file_id IN (SELECT file_id FROM dirty_files) OR e.file_id NOT IN (SELECT id FROM files);
DROP TABLE IF EXISTS temp.site_keys_before;
CREATE TEMP TABLE site_keys_before AS
SELECT site_id, key, local, above_container FROM site_keys
WHERE site_id IN (SELECT site_id FROM temp.sites_before);
DELETE FROM unseen_sites
WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files);
DELETE FROM edges WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files);
INSERT INTO edges(file_id, site_id, from_producer, to_producer)
SELECT t.file_id, t.node_id, n.producer_id, t.producer_id
FROM node_targets t JOIN nodes n ON n.id = t.node_id
WHERE t.file_id IN (SELECT file_id FROM dirty_files);

-- Generic views (`Panel<Tab: PanelTab>`) that show a value of their parameter
-- (`selection` of type `Tab`): each use places the type it binds through a labelled
-- argument (`Panel(selection: $model.tab)` where `tab: SettingsTab?`), or, when it
-- binds none (or only a protocol), every project type that conforms to the
-- parameter's constraints. The placed body hangs at the use, in its environment:
-- sound, since declarations inside the generic view above the value would only add.
-- (`generic-argument-unknown` says where every conformer is placed.) A row belongs
-- to its use's file: what a generic view shows is part of its file's symbols.
CREATE TABLE IF NOT EXISTS generic_placements (
  site_id     INTEGER NOT NULL,
  file_id     INTEGER NOT NULL,
  producer_id INTEGER NOT NULL,
  view        TEXT NOT NULL,
  generic     TEXT NOT NULL,
  bound       TEXT,
  type        TEXT NOT NULL,
  abstract    INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS generic_placements_by_file ON generic_placements(file_id);
DELETE FROM generic_placements
WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files);
INSERT INTO generic_placements(site_id, file_id, producer_id, view, generic, bound, type, abstract)
WITH shown AS (
  SELECT DISTINCT p.owner AS view, x.type AS generic
  FROM nodes n JOIN producers p ON p.id = n.producer_id
  JOIN expr_types x ON x.expr_id = n.value_type_id
  JOIN types g ON g.name = x.type AND g.kind = 'generic'
  WHERE n.kind = 'reference'
),
uses AS (
  SELECT DISTINCT n.id AS site_id, n.file_id, n.producer_id, s.view, s.generic
  FROM nodes n JOIN node_targets t ON t.node_id = n.id AND t.via = 'type' JOIN shown s ON s.view = t.target
  WHERE n.file_id IN (SELECT file_id FROM dirty_files)
),
bound AS (
  SELECT u.site_id, u.generic,
         CASE WHEN g.is_array AND x.type LIKE '[%]' THEN substr(x.type, 2, length(x.type) - 2) ELSE x.type END AS type
  FROM uses u JOIN generic_arguments g ON g.owner = u.view AND g.generic = u.generic
  JOIN node_arguments a ON a.node_id = u.site_id AND a.label = g.label
  JOIN expr_types x ON x.expr_id = a.type_id
),
decided AS (
  SELECT site_id, generic, MIN(type) AS type FROM bound GROUP BY site_id, generic HAVING COUNT(DISTINCT type) = 1
)
SELECT u.site_id, u.file_id, u.producer_id, u.view, u.generic, d.type AS bound,
       COALESCE(d.type, u.generic) AS type,
       EXISTS (SELECT 1 FROM types a WHERE a.name = COALESCE(d.type, u.generic)
                                      AND a.kind IN ('protocol', 'generic')) AS abstract
FROM uses u LEFT JOIN decided d ON d.site_id = u.site_id AND d.generic = u.generic;

INSERT INTO edges(file_id, site_id, from_producer, to_producer)
WITH placed AS (
  SELECT site_id, file_id, producer_id, type AS owner FROM generic_placements
  WHERE NOT abstract AND file_id IN (SELECT file_id FROM dirty_files)
  UNION
  -- an abstract type: every concrete conformer of its constraints (a protocol is its own)
  SELECT g.site_id, g.file_id, g.producer_id, c.type
  FROM generic_placements g
  JOIN type_supers k ON k.type = g.type AND (k.depth > 0 OR NOT EXISTS (
         SELECT 1 FROM types x WHERE x.name = g.type AND x.kind = 'generic'))
  -- only project protocols: a parameter that is just `Content: View` is the content a
  -- use passes in, placed where it is written (rule 5), not every view of the project
  JOIN types kp ON kp.name = k.super AND kp.kind = 'protocol'
  JOIN type_supers c ON c.super = k.super AND c.depth > 0
  JOIN types ct ON ct.name = c.type AND ct.kind NOT IN ('protocol', 'generic')
  WHERE g.abstract AND g.file_id IN (SELECT file_id FROM dirty_files)
)
SELECT DISTINCT p.file_id, p.site_id, p.producer_id, b.producer_id
FROM placed p JOIN view_bodies b ON b.type = p.owner;

-- @sites: after Queries/view_flow.sql has added the edges of view values.
-- Each conformer's copy of a protocol extension's producer (`conformer_producers`
-- above) has the producer's edges, from the same sites: `self`'s members narrowed to
-- the conformer's own (or what it inherits), the extension's other producers to the
-- conformer's copies of them. A row belongs to the extension's file.
INSERT INTO edges(file_id, site_id, from_producer, to_producer)
SELECT DISTINCT e.file_id, e.site_id, k.clone_id, COALESCE(t.clone_id, e.to_producer)
FROM edges e JOIN conformer_producers k ON k.producer_id = e.from_producer
LEFT JOIN conformer_producers t
  ON t.producer_id = e.to_producer AND t.conformer = k.conformer AND t.module = k.module AND t.file_id IS k.file_id
WHERE e.file_id IN (SELECT file_id FROM dirty_files)
  AND NOT EXISTS (SELECT 1 FROM node_targets nt JOIN producers tp ON tp.id = nt.producer_id
                  WHERE nt.node_id = e.site_id AND nt.producer_id = e.to_producer AND nt.via = 'conformer'
                    AND tp.owner NOT IN (SELECT super FROM type_supers WHERE type = k.conformer));

-- Every ancestor of every site and every hole inside its producer, with its distance
-- (1 = parent).
CREATE TABLE IF NOT EXISTS site_ancestors (
  file_id INTEGER NOT NULL,
  site_id INTEGER NOT NULL,
  node_id INTEGER NOT NULL,
  depth   INTEGER NOT NULL,
  kind    TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS site_ancestors_by_site ON site_ancestors(site_id, kind);
CREATE INDEX IF NOT EXISTS site_ancestors_by_node ON site_ancestors(node_id);
CREATE INDEX IF NOT EXISTS site_ancestors_by_file ON site_ancestors(file_id);
DELETE FROM site_ancestors
WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files);
INSERT INTO site_ancestors(file_id, site_id, node_id, depth, kind)
WITH RECURSIVE up(file_id, site_id, node_id, depth) AS (
  SELECT n.file_id, n.id, n.parent_id, 1
  FROM nodes n
  WHERE n.parent_id IS NOT NULL AND n.file_id IN (SELECT file_id FROM dirty_files)
    AND (n.kind = 'hole' OR n.id IN (SELECT site_id FROM edges))
  UNION ALL
  SELECT up.file_id, up.site_id, n.parent_id, up.depth + 1
  FROM up JOIN nodes n ON n.id = up.node_id
  WHERE n.parent_id IS NOT NULL
)
SELECT up.file_id, up.site_id, up.node_id, up.depth, n.kind
FROM up JOIN nodes n ON n.id = up.node_id;

-- Calls that resolve to nothing: no declaration of the project (type, function,
-- method, view-building member) and no framework name the analyzer knows has the
-- name, while views are placed inside it (`Wrapper { Row() }`, `present(Row())`). Such
-- a call may show those views anywhere, in any environment (a package's container
-- hosting them in a window of its own), so nothing is dropped silently: the call is a
-- fact here, said (`unresolved-site`), and each site placed under it is unseen
-- (`unseen_sites`): a read missed only on paths through it is not proven. A call with
-- no view inside cannot change a path and is not listed; nor is a modifier's receiver
-- (an unknown modifier applies to the view it is called on, where it stands).
CREATE TABLE IF NOT EXISTS unresolved_sites (
  site_id INTEGER PRIMARY KEY,
  file_id INTEGER NOT NULL,
  name    TEXT NOT NULL,
  line    INTEGER NOT NULL,
  col     INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS unresolved_sites_by_file ON unresolved_sites(file_id);
DELETE FROM unresolved_sites
WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files);
INSERT INTO unresolved_sites(site_id, file_id, name, line, col)
WITH framework(name) AS (VALUES
  -- SwiftUI's scenes, toolbar and command content, and views with content of their
  -- own that ImplicitsExtract/BuiltInViews.swift does not list (all place their
  -- content where it is written)
  ('WindowGroup'), ('Window'), ('Settings'), ('DocumentGroup'), ('MenuBarExtra'), ('UtilityWindow'),
  ('ImmersiveSpace'), ('WindowGroupLaunchBehavior'), ('ToolbarItem'), ('ToolbarItemGroup'), ('ToolbarTitleMenu'),
  ('ToolbarSpacer'), ('CommandMenu'), ('CommandGroup'), ('HSplitView'), ('VSplitView'), ('PasteButton'),
  ('EditButton'), ('RenameButton'), ('SettingsLink'), ('HelpLink'), ('TextFieldLink'), ('MultiDatePicker'),
  ('TabSection'), ('TableRow'), ('DisclosureTableRow'), ('AnyLayout'), ('HStackLayout'), ('VStackLayout'),
  ('ZStackLayout'), ('GridLayout'), ('TupleView'), ('ModifiedContent'), ('SubscriptionStoreView'),
  ('StoreView'), ('ProductView'), ('PhotosPicker'), ('SignInWithAppleButton'), ('VideoPlayer'), ('Map'),
  ('Marker'), ('Annotation'), ('MapAnnotation'), ('Chart'), ('SpriteView'), ('SceneView'), ('RealityView'),
  ('Model3D'), ('Sheet'), ('withAnimation'), ('withTransaction'), ('Binding'), ('State'), ('Task'),
  ('DispatchQueue.main.async'), ('MainActor.run'), ('AnyShape'),
  -- SwiftUI's views and containers (ImplicitsExtract/BuiltInViews.swift, and the
  -- navigation ones): a call of one of these names is a project call only where a
  -- project type of that name is in scope (a `List` model of another module, a
  -- `Theme.Button` outside `Theme`, ProjectNames.shadowedViews); where none of the
  -- project's is visible, Swift's lookup finds SwiftUI's, which places its content
  -- where it is written
  ('Text'), ('Image'), ('Label'), ('Button'), ('Toggle'), ('Slider'), ('Stepper'), ('Picker'), ('DatePicker'),
  ('ColorPicker'), ('TextField'), ('SecureField'), ('TextEditor'), ('Link'), ('ShareLink'), ('Menu'),
  ('ProgressView'), ('Gauge'), ('Spacer'), ('Divider'), ('Color'), ('EmptyView'), ('AnyView'), ('Group'),
  ('GroupBox'), ('VStack'), ('HStack'), ('ZStack'), ('LazyVStack'), ('LazyHStack'), ('LazyVGrid'), ('LazyHGrid'),
  ('Grid'), ('GridRow'), ('ScrollView'), ('ScrollViewReader'), ('List'), ('ForEach'), ('Section'), ('Form'),
  ('TabView'), ('GeometryReader'), ('ViewThatFits'), ('ControlGroup'), ('DisclosureGroup'), ('OutlineGroup'),
  ('Table'), ('TableColumn'), ('Canvas'), ('TimelineView'), ('ContentUnavailableView'), ('LabeledContent'),
  ('AsyncImage'), ('Circle'), ('Rectangle'), ('RoundedRectangle'), ('Capsule'), ('Ellipse'), ('Path'), ('Tab'),
  ('NavigationStack'), ('NavigationView'), ('NavigationSplitView'), ('NavigationLink')
)
SELECT n.id, n.file_id, n.name, n.line, n.col
FROM nodes n JOIN producers owner ON owner.id = n.producer_id
  -- in plain code every view made is an entry whose environment is unknown already,
  -- and so is a value plain code passes to a call (an `argument`, Queries/view_flow.sql)
  AND owner.kind NOT IN ('code', 'argument')
WHERE n.file_id IN (SELECT file_id FROM dirty_files) AND n.kind IN ('instantiate', 'reference')
  AND EXISTS (SELECT 1 FROM candidates c WHERE c.node_id = n.id AND c.purpose = 'type')  -- a call
  AND n.id NOT IN (SELECT node_id FROM node_targets)
  -- a type of the project that is no view (a model constructed) is resolved; a
  -- project function none of whose overloads accepts the call is not
  AND NOT EXISTS (SELECT 1 FROM temp.name_matches m JOIN temp.name_levels l ON l.node_id = m.node_id AND l.rank = m.rank
                  WHERE m.node_id = n.id AND m.purpose = 'type')
  AND n.name NOT IN (SELECT name FROM framework)
  -- a view placed inside: a site leading to a view-building producer, or a hole
  AND EXISTS (SELECT 1 FROM site_ancestors a JOIN nodes s ON s.id = a.site_id
              WHERE a.node_id = n.id
                AND (s.kind = 'hole' OR EXISTS (SELECT 1 FROM edges e JOIN producers tp ON tp.id = e.to_producer
                                                WHERE e.site_id = a.site_id
                                                  -- (a value passed is no view until the flow shows it one)
                                                  AND tp.kind NOT IN ('code', 'hosting', 'argument'))));

INSERT OR IGNORE INTO unseen_sites(site_id, file_id, reason)
SELECT a.site_id, a.file_id, 'placed inside ' || u.name || '(...), which resolves to nothing the analyzer knows'
FROM unresolved_sites u JOIN site_ancestors a ON a.node_id = u.site_id
WHERE u.file_id IN (SELECT file_id FROM dirty_files);
-- Views a modifier is called on that may be the project's or SwiftUI's, the argument's
-- type undecided (`modifier_choices` above): whether its declarations apply is unknown.
INSERT OR IGNORE INTO unseen_sites(site_id, file_id, reason)
SELECT a.site_id, a.file_id,
       'placed under .' || n.name || '(...), which may be the project''s View.' || n.name
       || ' or SwiftUI''s (its argument''s type decides, and the analyzer cannot type it)'
FROM nodes n JOIN site_ancestors a ON a.node_id = n.id
WHERE n.file_id IN (SELECT file_id FROM dirty_files)
  AND n.id IN (SELECT node_id FROM temp.modifier_choices WHERE choice = 'undecided')
  AND n.id NOT IN (SELECT node_id FROM temp.modifier_choices WHERE choice = 'project');

-- A project view whose body puts the content it is given inside a navigation
-- container (`struct Stacked<C: View>: View { var body: some View { NavigationStack {
-- content } } }`: every hole of its body under a `container`, none under a
-- destination) is the navigation container of the links in that content: an
-- instantiation of it counts as a container below (one that resolves only to such
-- views). What its body declares above its NavigationStack is not counted for the
-- views pushed there (a false alarm at worst). Whether a body wraps its holes so is
-- part of its file's symbols (FileFacts.symbols), so an edit that changes it derives
-- everything again.
DROP TABLE IF EXISTS temp.navigation_views;
CREATE TEMP TABLE navigation_views(producer_id INTEGER PRIMARY KEY);
INSERT INTO temp.navigation_views(producer_id)
SELECT h.producer_id FROM nodes h
WHERE h.kind = 'hole'
GROUP BY h.producer_id
HAVING SUM(EXISTS (SELECT 1 FROM site_ancestors a WHERE a.site_id = h.id AND a.kind = 'container')
           AND NOT EXISTS (SELECT 1 FROM site_ancestors a WHERE a.site_id = h.id AND a.kind = 'destination'))
       = COUNT(*);
DROP TABLE IF EXISTS temp.navigation_sites;
CREATE TEMP TABLE navigation_sites(node_id INTEGER PRIMARY KEY);
INSERT INTO temp.navigation_sites(node_id)
SELECT t.node_id FROM node_targets t WHERE t.via = 'type' AND t.file_id IN (SELECT file_id FROM dirty_files)
GROUP BY t.node_id
HAVING SUM(t.producer_id IN (SELECT producer_id FROM temp.navigation_views)) = COUNT(*);

-- Navigation shape of each site (rule 2's exception). `dest_depth`: the nearest
-- destination above the site; `container_depth`: the nearest navigation container
-- above that destination (or above the site when it is not pushed): SwiftUI's, or a
-- project view that is one (above). `host_depth`: the nearest presented closure that
-- starts a new host here (Queries/presentations.sql): nothing beyond it reaches the
-- site, so destinations and containers count only below it (Queries/site_keys.sql
-- bounds the declarations the same way). The table is created above, with the edges.
DELETE FROM site_context
WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files);
INSERT INTO site_context(file_id, site_id, has_dest, dest_depth, container_depth, host_depth, host, root)
WITH nearest AS (
  -- the nearest such closure's depth and how it starts (1 empty, 2 window), packed into
  -- one number so that one ordered lookup finds both
  SELECT s.file_id, s.site_id,
         (SELECT a.depth * 4 + (CASE p.starts WHEN 'empty' THEN 1 ELSE 2 END)
            FROM site_ancestors a JOIN presentation_starts p ON p.node_id = a.node_id
           WHERE a.site_id = s.site_id AND a.kind = 'presentation' AND p.starts IN ('empty', 'window')
           ORDER BY a.depth LIMIT 1) AS packed
  FROM (SELECT DISTINCT file_id, site_id FROM edges WHERE file_id IN (SELECT file_id FROM dirty_files)) s
),
host AS (
  SELECT file_id, site_id, packed / 4 AS host_depth, COALESCE(packed % 4, 0) AS host FROM nearest
),
dest AS (
  SELECT h.file_id, h.site_id, h.host_depth, h.host,
         (SELECT MIN(depth) FROM site_ancestors a
           WHERE a.site_id = h.site_id AND a.kind = 'destination' AND a.depth < COALESCE(h.host_depth, 1e9)) AS dest_depth
  FROM host h
)
SELECT d.file_id, d.site_id,
       d.dest_depth IS NOT NULL,
       d.dest_depth,
       (SELECT MIN(depth) FROM site_ancestors a
         WHERE a.site_id = d.site_id
           AND (a.kind = 'container' OR (a.kind = 'instantiate' AND a.node_id IN (SELECT node_id FROM temp.navigation_sites)))
           AND a.depth > COALESCE(d.dest_depth, 0) AND a.depth < COALESCE(d.host_depth, 1e9)),
       d.host_depth,
       d.host,
       (SELECT n.kind = 'instantiate' FROM nodes n WHERE n.id = d.site_id)
FROM dest d;

-- The slot each declaration fills: its kind and key ('implicit:NetworkService'), so an
-- `.environmentObject(m)` never satisfies an `@Implicit` read of the same type. The key
-- is a named key known at extraction, or the static type the resolver found for the
-- declared value (Queries/types.sql); a value of unknown type fills no slot.
CREATE TABLE IF NOT EXISTS declared_keys (
  file_id INTEGER NOT NULL,
  node_id INTEGER NOT NULL,
  key     TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS declared_keys_by_node ON declared_keys(node_id);
CREATE INDEX IF NOT EXISTS declared_keys_by_file ON declared_keys(file_id);
-- `why` lists every declaration of a read's key (Queries/why.sql, declared-elsewhere).
CREATE INDEX IF NOT EXISTS declared_keys_by_key ON declared_keys(key);
DELETE FROM declared_keys
WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files);
INSERT INTO declared_keys(file_id, node_id, key)
SELECT file_id, node_id,
       CASE WHEN kind NOT IN ('delegate', 'scene-delegate') THEN kind
            -- Apple: a delegate that is an ObservableObject is an environment object of
            -- the app's scenes; one that is Observable, an Observable environment value.
            WHEN EXISTS (SELECT 1 FROM type_supers s WHERE s.type = value AND s.super = 'ObservableObject')
              THEN 'environmentObject'
            WHEN EXISTS (SELECT 1 FROM type_supers s WHERE s.type = value AND s.super = 'Observable')
              THEN 'environmentType'
       END || ':' || COALESCE(key, value)
FROM (
  SELECT d.file_id, d.node_id, d.kind, d.key,
         -- the scene delegate the app delegate configures (`configuration.delegateClass =
         -- WindowDelegate.self` in its code, scene_delegates), on the same terms (Apple:
         -- "If your scene delegate conforms to ObservableObject, SwiftUI puts it in the
         -- environment"); of several, the first that is observable
         CASE WHEN d.kind = 'scene-delegate'
              THEN (SELECT MIN(y.type) FROM scene_delegates c JOIN expr_types y ON y.expr_id = c.type_id
                    WHERE c.owner = x.type AND EXISTS (SELECT 1 FROM type_supers s WHERE s.type = y.type
                                                       AND s.super IN ('ObservableObject', 'Observable')))
              ELSE x.type END AS value
  FROM declarations d LEFT JOIN expr_types x ON x.expr_id = d.type_id
  WHERE d.file_id IN (SELECT file_id FROM dirty_files)
)
WHERE COALESCE(key, value) IS NOT NULL
  AND (kind NOT IN ('delegate', 'scene-delegate')
       OR EXISTS (SELECT 1 FROM type_supers s WHERE s.type = value AND s.super IN ('ObservableObject', 'Observable')))
  -- a value of a generic parameter's type is a different type at each use
  AND NOT EXISTS (SELECT 1 FROM types g WHERE g.name = value AND g.kind = 'generic');

-- A declared value whose type is unknown (`.environmentObject(state)`, `state` of a
-- type the resolver cannot name; no `declared_keys` row) may provide any key of its
-- kind that is a type: the analyzer cannot see which. It stands as the key
-- `KIND:*` (no Swift type is named `*`), carried like any key (provides.sql,
-- site_keys.sql), never equal to a read's slot: a read's path through it is blind for
-- the slots `slot_unknowns` pairs with it (Queries/proof.sql), so a read it may feed is
-- `unproven`, never satisfied and never an error. (A named key, `\.guestMode`, is
-- known at extraction; an app's delegate is not in the environment unless observable.)
-- The kinds whose keys may be types (declaration and read kinds alike).
CREATE VIEW IF NOT EXISTS type_key_kinds(kind) AS
VALUES ('implicit'), ('environmentObject'), ('environmentType');
-- The unknown keys: one per declaration of unknown type.
CREATE VIEW IF NOT EXISTS unknown_keys AS
SELECT d.node_id, d.kind || ':*' AS key FROM declarations d
WHERE d.key IS NULL AND d.kind IN (SELECT kind FROM type_key_kinds)
  AND d.node_id NOT IN (SELECT node_id FROM declared_keys);
CREATE VIEW IF NOT EXISTS declaration_keys AS
SELECT node_id, key FROM declared_keys
UNION ALL
SELECT node_id, key FROM unknown_keys;
-- The slots an unknown key may be (type keys of its kind): slot, and its `KIND:*`.
CREATE VIEW IF NOT EXISTS slot_unknowns AS
SELECT DISTINCT kind || ':' || key AS slot, kind || ':*' AS unknown FROM reads
WHERE kind IN (SELECT kind FROM type_key_kinds) AND substr(key, 1, 1) <> '\';

-- Rules 4 and 5: what a producer provides to the content it is given. A custom
-- modifier places its receiver at a hole (`self`, `content`); a container places the
-- views passed to it at its holes. A key is provided when every hole of the producer
-- has it above: declared there, or provided by a custom modifier or container the
-- hole is itself given to. That is recursive through other producers with a "for
-- every hole", so Queries/provides.sql adds facts until nothing changes.
CREATE TABLE provides (
  producer_id INTEGER NOT NULL,
  key         TEXT NOT NULL,
  PRIMARY KEY (producer_id, key)
);
-- Holes inside a presented closure that starts a new host (Queries/presentations.sql),
-- with the depth of the nearest one: nothing declared beyond it reaches the hole.
DROP TABLE IF EXISTS temp.host_holes;
CREATE TEMP TABLE host_holes(hole_id INTEGER PRIMARY KEY, depth INTEGER NOT NULL);
INSERT INTO temp.host_holes(hole_id, depth)
SELECT a.site_id, MIN(a.depth)
FROM site_ancestors a
JOIN presentation_starts p ON p.node_id = a.node_id AND p.starts IN ('empty', 'window')
JOIN nodes h ON h.id = a.site_id AND h.kind = 'hole'
WHERE a.kind = 'presentation'
GROUP BY a.site_id;

-- What the declarations above a site provide on its path:
--   local            declared between the site and its destination (or its producer's root)
--   above_container  declared above the navigation container that the site is pushed onto
-- A site or hole above it that leads to a custom modifier or container counts as a
-- declaration of what that producer provides (Queries/provides.sql fills it first).
-- Kept in `site_keys`, recomputed by Queries/site_keys.sql once `provides` is complete.

-- Findings that need the whole project: declarations whose type could not be
-- resolved, and view names that resolve to several views. `verbose` findings do not
-- touch the view tree (an overload set of plain methods, a UIKit object in a stored
-- property): they stay here and in `--verbose`, and are not reported by default.
-- Each finding but `carrier-not-shown` and `external-protocol-view` reads its file's
-- rows and the symbols alone, and is recomputed for the dirty files; those two
-- (entries, edges and name resolution of any file) are recomputed whole.
CREATE TABLE IF NOT EXISTS derived_findings (
  file_id INTEGER NOT NULL,
  code    TEXT NOT NULL,
  subject TEXT,
  detail  TEXT,
  line    INTEGER,
  col     INTEGER,
  verbose INTEGER
);
CREATE INDEX IF NOT EXISTS derived_findings_by_file ON derived_findings(file_id);
DELETE FROM derived_findings
WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files)
   OR code IN ('carrier-not-shown', 'external-protocol-view');
INSERT INTO derived_findings(file_id, code, subject, detail, line, col, verbose)
SELECT n.file_id, 'untyped-declaration' AS code, d.value_text AS subject, '' AS detail, n.line, n.col,
       0 AS verbose
FROM declarations d JOIN nodes n ON n.id = d.node_id
WHERE d.node_id NOT IN (SELECT node_id FROM declared_keys) AND d.kind NOT IN ('delegate', 'scene-delegate')
  AND d.file_id IN (SELECT file_id FROM dirty_files)
UNION ALL
SELECT n.file_id, 'ambiguous-name', n.name, group_concat(t.target, ', '), n.line, n.col, 0
FROM node_targets t JOIN nodes n ON n.id = t.node_id
WHERE t.via = 'type' AND t.file_id IN (SELECT file_id FROM dirty_files)
GROUP BY t.node_id HAVING COUNT(DISTINCT t.target) > 1
UNION ALL
-- An overload set changes the view graph only when some candidate builds views for
-- its caller (a view body, a view-returning function or property, a custom modifier)
-- and the candidates differ in what they do: the producers they lead to and the keys
-- they declare (two overloads that both apply `.modifier(Padding(...))` are one
-- choice for the proof). Plain methods (`code` producers) are entries of their own
-- either way. The others are listed with `--verbose` only.
SELECT n.file_id, 'ambiguous-reference', n.name, group_concat(DISTINCT t.target), n.line, n.col,
       NOT EXISTS (SELECT 1 FROM node_targets o JOIN producers p ON p.id = o.producer_id
                   WHERE o.node_id = t.node_id AND p.kind NOT IN ('code', 'hosting'))
       OR COUNT(DISTINCT
            COALESCE((SELECT group_concat(x, ',') FROM (SELECT DISTINCT e.to_producer AS x FROM edges e
                                                        WHERE e.from_producer = t.producer_id ORDER BY x)), '')
            || '|' ||
            COALESCE((SELECT group_concat(k, ',') FROM (SELECT DISTINCT dk.key AS k FROM declared_keys dk
                                                        JOIN nodes d ON d.id = dk.node_id
                                                        WHERE d.producer_id = t.producer_id ORDER BY k)), '')) = 1
FROM node_targets t JOIN nodes n ON n.id = t.node_id
WHERE n.kind IN ('reference', 'apply') AND t.via = 'name' AND t.file_id IN (SELECT file_id FROM dirty_files)
GROUP BY t.node_id HAVING COUNT(DISTINCT t.producer_id) > 1
UNION ALL
-- A view held in a stored property or produced by a stored closure: rendered here,
-- but made elsewhere, so the analyzer places it where it was made. Reported when the
-- stored type (a closure's result) is a SwiftUI view: `AnyView`, `some View`, or a
-- project type that conforms to View; a UIKit or AppKit object (`UIView`,
-- `NSScrollView`), a controller or a renderer only in `--verbose`; so is a property
-- used in plain code (a coordinator's `parent`), where nothing is rendered.
SELECT file_id, code, name, type, line, col,
       producer_kind = 'code' OR NOT (shown IN ('AnyView', 'someView', 'anyView')
            OR EXISTS (SELECT 1 FROM view_types v WHERE v.role = 'view'
                       AND v.name = CASE WHEN instr(shown, '<') > 0 THEN substr(shown, 1, instr(shown, '<') - 1)
                                         ELSE shown END))
FROM (
  SELECT n.file_id, n.name, m.type, n.line, n.col,
         (SELECT p.kind FROM producers p WHERE p.id = n.producer_id) AS producer_kind,
         CASE WHEN m.type LIKE '%->%' THEN 'stored-closure' ELSE 'stored-view' END AS code,
         -- `AnyView?`, `[AnyView]`, `((Item)->AnyView)?` are shown as `AnyView`
         trim(CASE WHEN m.type LIKE '%->%' THEN substr(m.type, instr(m.type, '->') + 2) ELSE m.type END,
              '?![]() ') AS shown
  FROM nodes n
  JOIN candidates c ON c.node_id = n.id AND c.purpose = 'producer' AND c.rank = 0
  JOIN members m ON m.qualified = c.name
  WHERE n.kind IN ('reference', 'apply') AND m.is_static = 0 AND n.file_id IN (SELECT file_id FROM dirty_files)
    AND n.id NOT IN (SELECT node_id FROM node_targets)
    AND (m.type LIKE '%AnyView%' OR m.type LIKE '%View' OR m.type LIKE '%View?' OR m.type LIKE '%View]'
         OR m.type LIKE '%View)' OR trim(m.type, '?![]() ') IN (SELECT name FROM view_types WHERE role = 'view'))
)
UNION ALL
-- A view from a protocol requirement that types outside the project may implement
-- (a public protocol of a library module), or that nothing in the project does.
SELECT n.file_id, 'protocol-view', n.name, MIN(r.protocol), n.line, n.col, 0
FROM nodes n JOIN view_requirements r ON r.name = n.name
WHERE n.kind IN ('member', 'apply') AND n.file_id IN (SELECT file_id FROM dirty_files)
  AND (n.id NOT IN (SELECT node_id FROM node_targets)
       OR EXISTS (SELECT 1 FROM types p JOIN modules m ON m.name = p.module AND m.kind = 'library'
                  WHERE p.name = r.protocol AND p.is_public))
GROUP BY n.id
UNION ALL
-- A view only because it conforms to a protocol outside the sources and declares a
-- body (type_hierarchy.sql), said where that decides reachability: where it is shown.
SELECT v.file_id, 'external-protocol-view', v.name,
       (SELECT MIN(c.protocol) FROM conformances c
        WHERE c.type_name = v.name AND c.module = v.module
          AND NOT EXISTS (SELECT 1 FROM types d WHERE d.name = c.protocol)
          AND c.protocol NOT IN (SELECT name FROM plain_protocols)), v.line, v.col, 0
FROM view_types v
-- (a join, type_supers first: `IN (SELECT ...)` in a correlated subquery made its list
-- again for every view, 50 ms at 10k views)
WHERE NOT EXISTS (SELECT 1 FROM type_supers s CROSS JOIN swiftui_view_protocols w ON w.name = s.super
                  WHERE s.type = v.name AND s.depth > 0)
  AND EXISTS (SELECT 1 FROM node_targets t WHERE t.target = v.name)
UNION ALL
-- UIKit/AppKit bridges: SwiftUI views they host start a new environment.
SELECT v.file_id, 'representable-bridge', v.name, MIN(c.super), v.line, v.col, 0
FROM view_types v JOIN type_supers c ON c.type = v.name
WHERE c.super IN ('UIViewRepresentable', 'NSViewRepresentable',
                  'UIViewControllerRepresentable', 'NSViewControllerRepresentable')
  AND v.file_id IN (SELECT file_id FROM dirty_files)
GROUP BY v.type_id
UNION ALL
-- A generic view's use that binds no type for the parameter it shows: every
-- conformer of its project protocols is placed (generic_placements above).
SELECT g.file_id, 'generic-argument-unknown', n.name, group_concat(DISTINCT k.super), n.line, n.col, 0
FROM generic_placements g JOIN nodes n ON n.id = g.site_id
JOIN type_supers k ON k.type = g.type AND k.depth > 0
JOIN types kp ON kp.name = k.super AND kp.kind = 'protocol'
WHERE g.abstract AND g.file_id IN (SELECT file_id FROM dirty_files)
GROUP BY g.site_id
UNION ALL
-- Carried views that their carrier never shows: entries of their own (see `entries`);
-- said once per carried property.
SELECT MIN(c.file_id), 'carrier-not-shown', c.owner, substr(c.name, 2), MIN(c.line), MIN(c.col), 0
FROM producers c WHERE c.kind = 'carried' AND c.id IN (SELECT producer_id FROM entries)
  AND c.id IN (SELECT from_producer FROM edges)  -- it carries views (not a model it made)
GROUP BY c.owner, c.name
UNION ALL
-- Calls that resolve to nothing and have views inside (`unresolved_sites` above).
SELECT file_id, 'unresolved-site', name, '', line, col, 0
FROM unresolved_sites WHERE file_id IN (SELECT file_id FROM dirty_files)
UNION ALL
SELECT file_id, 'suppression-without-reason', code, '', line, 1, 0
FROM suppressions WHERE reason = '' AND file_id IN (SELECT file_id FROM dirty_files);

-- The producers where a read's view receives its environment: its body. A
-- `DynamicProperty` wrapper's reads are made in every view that uses it (`@Themed`).
-- A row reads its read, view_bodies and the symbols: recomputed for the dirty files.
CREATE TABLE IF NOT EXISTS read_targets (
  file_id     INTEGER NOT NULL,
  read_id     INTEGER NOT NULL,
  producer_id INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS read_targets_by_read ON read_targets(read_id);
CREATE INDEX IF NOT EXISTS read_targets_by_producer ON read_targets(producer_id);
CREATE INDEX IF NOT EXISTS read_targets_by_file ON read_targets(file_id);
DELETE FROM read_targets
WHERE file_id IN (SELECT file_id FROM dirty_files) OR file_id NOT IN (SELECT id FROM files);
INSERT INTO read_targets(file_id, read_id, producer_id)
SELECT r.file_id, r.id AS read_id, b.producer_id
FROM reads r JOIN view_bodies b ON b.type = r.view AND b.module = r.module
 AND (b.file_id IS NULL OR b.file_id = r.file_id)   -- a file-private view: the read's file's
WHERE r.file_id IN (SELECT file_id FROM dirty_files)
UNION
SELECT r.file_id, r.id, p.id
FROM reads r JOIN producers p
  ON p.owner = r.view AND p.module = r.module
 AND p.kind IN ('body', 'modifier-body', 'scene-body')
 AND (NOT p.file_private OR p.file_id = r.file_id)
WHERE r.file_id IN (SELECT file_id FROM dirty_files)
UNION
SELECT r.file_id, r.id, p.id
FROM reads r
JOIN conformances c ON c.type_name = r.view AND c.protocol = 'DynamicProperty'
JOIN members m ON m.wrapper = r.view OR r.view LIKE '%.' || m.wrapper
JOIN producers p ON p.owner = m.owner AND p.kind IN ('body', 'modifier-body', 'scene-body')
WHERE r.file_id IN (SELECT file_id FROM dirty_files);
