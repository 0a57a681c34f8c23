-- Views are values (docs/design.md, "View values"): a view made in one place and shown
-- in another is followed from where it is made to where it is shown, in the manner of
-- CodeQL's data flow.
--   sources  a view value: an instantiation, `AnyView(...)`, a producer's result, a
--            closure that builds views. Here, every producer whose nodes make one:
--            `argument` (a value passed to a call), `carried` (a value stored in a
--            property), `hosting-root` (what a hosting controller's initialiser hands
--            its superclass).
--   steps    an argument to its parameter (`parameter` nodes read it; a receiver
--            handed to a View extension member that hosts `self` is the argument
--            `self` of `View.member`), a stored property to its reads
--            (Queries/derive_graph_4_values.sql, carriers), a project hosting
--            controller to the root its initialisers give (`root` nodes).
--   sinks    (a) a producer shows the value (`item.view` in a body): an edge from that
--            site; (b) a hosting controller (`hosting` producers): an entry, or, attached
--            under a representable, an edge from the representable's placement;
--            (c) code the analyzer does not see: an entry whose environment is unknown.
-- Runs between the derivation's graph (Queries/derive_graph_*.sql: names, edges) and
-- its sites (derive_sites_*.sql: site ancestors and keys), so the edges added here get
-- their keys like any other. By hand, in one sqlite3 connection: the derive_graph_*.sql files,
-- this file, controllers.sql, presentations.sql, then the derive_sites_*.sql files
-- (Queries/derive_graph_1_entries.sql lists the order).
--
-- A flow's sources and sinks are in different files, so its rows are recomputed whole
-- in every run: its edges are gathered in temp.flow_edges, here and in controllers.sql,
-- and Queries/flow_apply.sql turns `edges`' flow rows (`flow` 1) into them by their
-- difference; what it adds to node_targets (modifier values) is recomputed with them.
-- A file whose flow edges come out different from the last run's is derived again
-- (Queries/flow_changes.sql). The exception, most of the edges: a value shown where its
-- call is written depends on that file alone, and is kept with its rows (`flow` 2,
-- written here for the dirty files). Until flow_apply.sql runs, `edges` still holds the
-- last run's flow rows: a read of the graph here takes the file's rows (`flow` 0 and
-- 2) and temp.flow_edges.

CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;
DROP TABLE IF EXISTS temp.flow_edges;
CREATE TEMP TABLE flow_edges(file_id INTEGER NOT NULL, site_id INTEGER NOT NULL, from_producer INTEGER NOT NULL,
                             to_producer INTEGER NOT NULL,
                             PRIMARY KEY (site_id, from_producer, to_producer, file_id)) WITHOUT ROWID;
CREATE INDEX temp.flow_edges_from ON flow_edges(from_producer);
CREATE INDEX temp.flow_edges_to ON flow_edges(to_producer);
DELETE FROM node_targets WHERE via = 'value' AND node_id IN (SELECT id FROM nodes WHERE kind = 'modify');

-- Three relations here are their file's, a function of its facts and the project's
-- symbols (unchanged in an incremental run): `call_types`, `flow_calls` and
-- `place_properties` keep their rows and are recomputed for the dirty files only; the
-- joins across files below are made whole from them.

-- The type an instantiation or a hosting controller's root calls the initialiser of:
-- its best-ranked candidate that the project declares (the `types` of the resolver).
CREATE TABLE IF NOT EXISTS call_types(node_id INTEGER PRIMARY KEY, file_id INTEGER NOT NULL, type TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS call_types_by_file ON call_types(file_id);
DELETE FROM call_types WHERE file_id IN (SELECT file_id FROM dirty_files);
INSERT INTO call_types(node_id, file_id, type)
SELECT node_id, file_id, name FROM (
  SELECT c.node_id, n.file_id, c.name, ROW_NUMBER() OVER (PARTITION BY c.node_id ORDER BY c.rank) AS position
  FROM candidates c JOIN nodes n ON n.id = c.node_id
  WHERE c.purpose = 'type' AND n.kind IN ('instantiate', 'root') AND c.file_id IN (SELECT file_id FROM dirty_files)
    AND EXISTS (SELECT 1 FROM types t WHERE t.name = c.name AND t.kind IN ('class', 'struct', 'enum', 'actor'))
) WHERE position = 1;

-- Modifier values (`content.modifier(style)`, `style` a value: a `modify` node) apply
-- the body of the value's type, as `.modifier(Style())` applies Style's. A generic
-- parameter (`Host<Content, Style: ViewModifier>`'s `Style`) stands for each type the
-- project binds to it: the argument given for it (the label `generic_arguments` names)
-- at every construction of its owner or of a subclass, `super.init` included. Each
-- bound type's body is an alternative (Queries/provides.sql: a key counts only if all
-- provide it). When a value, or one construction's argument, cannot be typed, or is
-- a protocol or another generic parameter, the node gets no body: transparent, as an
-- unresolved custom modifier is.
DROP TABLE IF EXISTS temp.modifier_types;
CREATE TEMP TABLE modifier_types AS
WITH valued AS (
  SELECT n.id AS node_id, x.type FROM nodes n LEFT JOIN expr_types x ON x.expr_id = n.value_type_id
  WHERE n.kind = 'modify'
),
given AS (  -- every construction that passes a value for a generic parameter, with its type
  SELECT g.generic, a.node_id AS call_id, x.type
  FROM generic_arguments g
  JOIN type_supers s ON s.super = g.owner
  JOIN call_types c ON c.type = s.type
  JOIN node_arguments a ON a.node_id = c.node_id AND a.label = g.label
  LEFT JOIN expr_types x ON x.expr_id = a.type_id
  WHERE g.generic IN (SELECT type FROM valued)
),
bound AS (
  SELECT v.node_id, v.type FROM valued v
  WHERE NOT EXISTS (SELECT 1 FROM types t WHERE t.name = v.type AND t.kind IN ('generic', 'protocol'))
  UNION
  SELECT v.node_id, g.type FROM valued v JOIN given g ON g.generic = v.type
)
SELECT b.node_id, b.type FROM bound b
WHERE NOT EXISTS (  -- every alternative is a concrete type the project declares
  SELECT 1 FROM bound o WHERE o.node_id = b.node_id
    AND (o.type IS NULL OR NOT EXISTS (SELECT 1 FROM types t WHERE t.name = o.type
                                       AND t.kind IN ('class', 'struct', 'enum', 'actor'))));
INSERT INTO node_targets(file_id, node_id, producer_id, target, via)
SELECT DISTINCT n.file_id, m.node_id, b.producer_id, m.type, 'value'
FROM temp.modifier_types m JOIN nodes n ON n.id = m.node_id
JOIN view_bodies b ON b.type = m.type AND (b.file_id IS NULL OR b.file_id = n.file_id);
INSERT OR IGNORE INTO temp.flow_edges(file_id, site_id, from_producer, to_producer)
SELECT t.file_id, t.node_id, n.producer_id, t.producer_id
FROM node_targets t JOIN nodes n ON n.id = t.node_id
WHERE n.kind = 'modify' AND t.via = 'value';

-- The roots a project hosting controller shows: what its own initialisers give
-- `super.init(rootView:)` or, when it has none, its nearest superclass's; and, for a
-- controller made here (a `root` node in a `hosting` producer), its own initialisers'
-- `self.init(rootView:)` too.
DROP TABLE IF EXISTS temp.root_targets;
CREATE TEMP TABLE root_targets AS
WITH roots AS MATERIALIZED (  -- (from the few typed calls, not a scan of every node)
  SELECT n.id AS node_id, n.producer_id, t.type FROM call_types t CROSS JOIN nodes n ON n.id = t.node_id
  WHERE n.kind = 'root'
),
chain AS (
  SELECT node_id, type, 0 AS depth FROM roots
  UNION
  SELECT r.node_id, s.super, s.depth FROM roots r JOIN type_supers s ON s.type = r.type AND s.depth > 0
),
given AS (
  SELECT c.node_id, c.depth, r.id AS producer_id
  FROM chain c JOIN producers r ON r.owner = c.type AND r.kind = 'hosting-root' AND r.name = 'super.init'
)
SELECT g.node_id, g.producer_id FROM given g
WHERE g.depth = (SELECT MIN(depth) FROM given h WHERE h.node_id = g.node_id)
UNION
SELECT n.node_id, r.id
FROM roots n JOIN producers p ON p.id = n.producer_id AND p.kind = 'hosting'
JOIN producers r ON r.owner = n.type AND r.kind = 'hosting-root' AND r.name = 'self.init';

-- Each argument with its call, and where it goes:
--   shown     where the call is written: the callee is a view (`Row(badge: Badge())` in
--             plain code), builds views for its caller (a `some View` method of a value),
--             is called on a value the analyzer cannot type, or is a hosting
--             controller whose roots it does not know (an alias, a subclass from outside)
--   passed    to `slot`, a parameter of a project type's initialiser or method
--   escapes   to code the analyzer does not see (a framework type's initialiser or method,
--             a method called on a name the project declares nowhere: `ShareSheet.present(
--             Composer())` calls into a library, whatever it does with the view)
-- The dirty files' calls and `argument` nodes by place (nodes have no index by line; a
-- scan per argument was most of this file's time).
DROP TABLE IF EXISTS temp.call_sites;
CREATE TEMP TABLE call_sites(file_id INTEGER, line INTEGER, col INTEGER, node_id INTEGER,
                             PRIMARY KEY (file_id, line, col, node_id)) WITHOUT ROWID;
INSERT INTO temp.call_sites SELECT file_id, line, col, id FROM nodes
WHERE kind IN ('instantiate', 'apply', 'root') AND file_id IN (SELECT file_id FROM dirty_files);
DROP TABLE IF EXISTS temp.argument_sites;
CREATE TEMP TABLE argument_sites(producer_id INTEGER, line INTEGER, col INTEGER, node_id INTEGER,
                                 PRIMARY KEY (producer_id, line, col, node_id)) WITHOUT ROWID;
INSERT INTO temp.argument_sites SELECT producer_id, line, col, id FROM nodes
WHERE kind = 'argument' AND file_id IN (SELECT file_id FROM dirty_files);
-- Each argument's call, kept per file (`way` as the call's file and the symbols decide;
-- temp.builder_arguments below adds what other files decide).
-- (An argument may have two: calls that start at one place, `Row(...).modifier(...)`.)
CREATE TABLE IF NOT EXISTS flow_calls(producer_id INTEGER NOT NULL, label TEXT, file_id INTEGER, call_id INTEGER,
                                      kind TEXT, name TEXT, caller INTEGER, shown_at INTEGER, type TEXT,
                                      foreign_receiver TEXT, way TEXT, function TEXT);
CREATE INDEX IF NOT EXISTS flow_calls_by_file ON flow_calls(file_id);
CREATE INDEX IF NOT EXISTS flow_calls_passed ON flow_calls(type) WHERE way = 'passed';
DELETE FROM flow_calls WHERE file_id IN (SELECT file_id FROM dirty_files);
INSERT INTO flow_calls(producer_id, label, file_id, call_id, kind, name, caller, shown_at, type, foreign_receiver,
                       way, function)
WITH calls AS MATERIALIZED (
  SELECT a.producer_id, a.label, n.file_id, n.id AS call_id, n.kind, n.name, n.producer_id AS caller,
         (SELECT MIN(s.node_id) FROM producers v JOIN temp.argument_sites s
            ON s.producer_id = n.producer_id AND s.line = v.line AND s.col = v.col
          WHERE v.id = a.producer_id) AS shown_at,
         CASE WHEN n.kind IN ('instantiate', 'root') THEN (SELECT type FROM call_types t WHERE t.node_id = n.id)
              -- a receiver handed to a View extension member (`Row().themedUIView`)
              WHEN a.label = 'self' AND n.kind = 'apply' THEN 'View'
              ELSE (SELECT x.type FROM expr_types x WHERE x.expr_id = n.value_type_id) END AS type,
         -- the receiver, when it is a name the project declares nowhere (no type, member or
         -- global of that name): a type or value of a library
         CASE WHEN n.kind = 'apply' THEN
           (SELECT e.name FROM type_exprs e WHERE e.id = n.value_type_id AND e.kind = 'scope'
              AND NOT EXISTS (SELECT 1 FROM temp.type_last_names t WHERE t.last = e.name)
              AND NOT EXISTS (SELECT 1 FROM members m WHERE m.name = e.name)) END AS foreign_receiver
  FROM argument_values a
  CROSS JOIN temp.call_sites k ON k.file_id = a.file_id AND k.line = a.call_line AND k.col = a.call_col
  JOIN nodes n ON n.id = k.node_id
  WHERE a.file_id IN (SELECT file_id FROM dirty_files)
)
SELECT c.*,
       CASE
         WHEN c.label = 'self' AND c.kind = 'apply' THEN 'passed'
         WHEN c.kind = 'instantiate' AND EXISTS (SELECT 1 FROM node_targets t WHERE t.node_id = c.call_id) THEN 'shown'
         WHEN c.kind = 'root' AND NOT EXISTS (SELECT 1 FROM temp.root_targets r WHERE r.node_id = c.call_id)
           THEN 'shown'
         WHEN c.kind = 'apply' AND EXISTS (
           SELECT 1 FROM node_targets t JOIN producers p ON p.id = t.producer_id
           WHERE t.node_id = c.call_id AND p.kind NOT IN ('code', 'hosting', 'hosting-root', 'argument', 'carried'))
           THEN 'shown'
         -- a value's property holding a SwiftUI Layout, called with content
         -- (`style.layout { A(); B() }`): Layout's callAsFunction places it here, as HStack does
         WHEN c.kind = 'apply' AND EXISTS (
           SELECT 1 FROM type_supers s JOIN members m ON m.owner = s.super AND m.name = c.name
           WHERE s.type = c.type
             AND (m.type IN ('someLayout', 'Layout', 'AnyLayout', 'HStackLayout', 'VStackLayout', 'ZStackLayout',
                             'GridLayout')
                  OR m.type IN (SELECT type FROM type_supers WHERE super = 'Layout')))
           THEN 'shown'
         WHEN c.kind = 'apply' AND c.type IS NULL AND c.foreign_receiver IS NOT NULL THEN 'escapes'
         WHEN c.kind = 'apply' AND (c.type IS NULL OR EXISTS (SELECT 1 FROM view_types v WHERE v.name = c.type))
           THEN 'shown'
         WHEN c.type IS NOT NULL AND EXISTS (SELECT 1 FROM types t WHERE t.name = c.type) THEN 'passed'
         ELSE 'escapes'
       END AS way,
       CASE WHEN c.kind = 'apply' THEN c.name ELSE 'init' END AS function
FROM calls c;
CREATE INDEX IF NOT EXISTS flow_calls_by_producer ON flow_calls(producer_id);

-- The parameters each passed argument reaches: `Type.function#label` of its type or of
-- a type it inherits from (an initialiser a subclass does not override). The parameter
-- reads are `parameter` nodes, looked up by name (Schema/facts.sql's nodes_parameters).
DROP TABLE IF EXISTS temp.argument_slots;
CREATE TEMP TABLE argument_slots AS
WITH read_owners AS (  -- the types with a parameter read (`Owner` of `Owner.function#label`)
  SELECT DISTINCT substr(dotted, 1, length(dotted) - 1) AS owner
  FROM (SELECT rtrim(f, replace(f, '.', '')) AS dotted
        FROM (SELECT substr(name, 1, instr(name, '#') - 1) AS f FROM nodes WHERE kind = 'parameter'))
  WHERE dotted <> ''
),
owners AS (  -- the arguments passed to one of them or to a subtype (the calls by type, Schema:
  -- flow_calls_passed; not every call passed)
  SELECT c2.producer_id, r.owner FROM read_owners r CROSS JOIN flow_calls c2 ON c2.type = r.owner AND c2.way = 'passed'
  UNION
  SELECT c2.producer_id, s.super FROM read_owners r CROSS JOIN type_supers s ON s.super = r.owner AND s.depth > 0
  CROSS JOIN flow_calls c2 ON c2.type = s.type AND c2.way = 'passed'
),
slots AS (
  SELECT c.producer_id, c.label, o.owner || '.' || c.function || '#' AS prefix
  FROM owners o JOIN flow_calls c ON c.producer_id = o.producer_id
  WHERE c.way = 'passed'
)
-- The parameter the argument's label names, looked up by name (the index) ...
SELECT l.producer_id, r.id AS node_id, r.file_id, r.producer_id AS reader
FROM slots l CROSS JOIN nodes r INDEXED BY nodes_parameters ON r.kind = 'parameter' AND r.name = l.prefix || l.label
UNION ALL
-- ... and a trailing closure goes to a parameter the call does not label: any of the
-- function's, a range of the same index (the names that start with `prefix`, '#' being
-- followed by '$' in code order), not a scan per call.
SELECT l.producer_id, r.id, r.file_id, r.producer_id AS reader
FROM slots l CROSS JOIN nodes r INDEXED BY nodes_parameters
  ON r.kind = 'parameter' AND r.name >= l.prefix AND r.name < substr(l.prefix, 1, length(l.prefix) - 1) || '$'
WHERE l.label = '+' AND r.name <> l.prefix || l.label;
-- A method that builds views for its caller (`item.row { Badge() }` where `row` returns
-- `some View`) shows what it reads of the value inside its result, which the caller
-- shows where the call is written: the value is shown there too, even when the call
-- itself resolves to nothing (a protocol extension's method): it was written there.
-- (What other files decide of a file's `passed` calls, beside flow_calls.)
DROP TABLE IF EXISTS temp.builder_arguments;
CREATE TEMP TABLE builder_arguments(producer_id INTEGER PRIMARY KEY);
INSERT OR IGNORE INTO temp.builder_arguments
SELECT a.producer_id FROM temp.argument_slots a JOIN producers p ON p.id = a.reader
WHERE p.kind IN ('function', 'property', 'body', 'modifier-body');

-- Shown where the call is written (at its `argument` node: under an instantiation, so
-- what a container provides its content counts). A call `shown` is its file's alone
-- (its `flow_calls` row), so its edge is kept with the file's rows (`edges.flow` 2)
-- and written for the dirty files only; most of the flow's edges are these.
INSERT INTO edges(file_id, site_id, from_producer, to_producer, flow)
SELECT DISTINCT c.file_id, COALESCE(c.shown_at, c.call_id), c.caller, c.producer_id, 2
FROM flow_calls c
WHERE c.way = 'shown' AND c.file_id IN (SELECT file_id FROM dirty_files);
INSERT OR IGNORE INTO temp.flow_edges(file_id, site_id, from_producer, to_producer)
SELECT file_id, site_id, from_producer, to_producer FROM (
-- a call passed to a method that builds views for its caller: shown there too
SELECT c.file_id, COALESCE(c.shown_at, c.call_id) AS site_id, c.caller AS from_producer,
       c.producer_id AS to_producer
FROM temp.builder_arguments b CROSS JOIN flow_calls c ON c.producer_id = b.producer_id
WHERE c.way = 'passed' AND c.kind = 'apply'
UNION ALL  -- (the primary key keeps one of each)
-- passed to a parameter: shown where the callee reads it (a value shown where its call
-- is written keeps these edges too: inside a view builder's result)
SELECT a.file_id, a.node_id, a.reader, a.producer_id
FROM temp.argument_slots a
UNION ALL
-- a project hosting controller's root view
SELECT n.file_id, n.id, n.producer_id, r.producer_id
FROM nodes n JOIN temp.root_targets r ON r.node_id = n.id);

-- Where a hosting controller sits decides its starting environment: Queries/controllers.sql.

-- An argument that goes nowhere the analyzer sees: given to a framework type, or to a
-- project method that never reads that parameter where a view goes. One whose call the
-- analyzer did not find (never expected: the call's node is written with it) starts
-- unknown too, never nowhere. (Each argument once, with its first call's words.)
INSERT OR IGNORE INTO entries(producer_id, environment, origin)
SELECT a.producer_id, 'unknown',
       CASE WHEN c.producer_id IS NULL THEN 'a value passed to a call the analyzer did not find'
            ELSE 'a value passed to '
                 || CASE WHEN c.kind = 'apply' THEN COALESCE(c.foreign_receiver || '.', '') || c.name
                         ELSE COALESCE(c.type, c.name) END
                 || '(' || c.label || ':), which the analyzer does not follow' END
FROM argument_values a
LEFT JOIN flow_calls c ON c.rowid = (SELECT MIN(f.rowid) FROM flow_calls f WHERE f.producer_id = a.producer_id)
WHERE NOT EXISTS (SELECT 1 FROM temp.flow_edges e WHERE e.to_producer = a.producer_id)
  AND NOT EXISTS (SELECT 1 FROM edges e WHERE e.to_producer = a.producer_id AND e.flow <> 1);

-- Per stored property. A view a value carries is a `carried` producer made where the
-- value is constructed (`Item(view: AnyView(Row()))`), and a read of the carrier's
-- property (`model.items[i].view`) reaches every one of its type. Where the read's base
-- is a property (`Model.items`, through subscripts, `ForEach` elements, `first`) whose
-- every store the analyzer sees, it shows only the values stored there
-- (ImplicitsExtract/PropertyStores.swift): constructions stored whole, and what other
-- such properties hold. A property is seen whole when it is static, or of a class or
-- actor (no memberwise initialiser sets it), and no store of it is a value the analyzer
-- does not follow (a function's result, a parameter), an alias (`&items`, `$items`, a key
-- path of its name) or a change inside an element. Any other read keeps every value.

-- The reads: member sites (`x.view`, `x.build()`) that reach a carried producer
-- (their edges are the flow's), with the place their base is.
INSERT OR IGNORE INTO temp.flow_edges(file_id, site_id, from_producer, to_producer)
SELECT t.file_id, t.node_id, n.producer_id, t.producer_id
FROM producers c JOIN node_targets t ON t.producer_id = c.id
JOIN nodes n ON n.id = t.node_id AND n.kind IN ('member', 'apply')
WHERE c.kind = 'carried';
DROP TABLE IF EXISTS temp.carried_reads;
CREATE TEMP TABLE carried_reads AS
WITH RECURSIVE chain(node_id, expr_id, depth) AS (
  SELECT DISTINCT t.node_id, n.value_type_id, 0
  FROM producers c JOIN node_targets t ON t.producer_id = c.id
  JOIN nodes n ON n.id = t.node_id AND n.kind IN ('member', 'apply')
  WHERE c.kind = 'carried' AND n.value_type_id IS NOT NULL
  UNION ALL
  -- an element of an array or dictionary is from the collection's place
  SELECT c.node_id, x.base_id, c.depth + 1 FROM chain c JOIN type_exprs x ON x.id = c.expr_id
  WHERE x.kind = 'element'
     OR (x.kind = 'member' AND x.name IN ('first', 'last')
         AND EXISTS (SELECT 1 FROM expr_types b WHERE b.expr_id = x.base_id AND b.type LIKE '[%]'))
)
SELECT c.node_id, c.expr_id FROM chain c JOIN type_exprs x ON x.id = c.expr_id
WHERE x.kind IN ('member', 'scope', 'scopeOrType')
  AND c.depth = (SELECT MAX(depth) FROM chain d WHERE d.node_id = c.node_id);

-- The property a place names, `Owner.name`: Owner is the type that declares it, the
-- base's type or a superclass (for an unqualified name, the first enclosing type that
-- has it, as Swift looks it up).
-- (Kept per file, as `call_types` is.)
-- (`name`, the property's own name: its last component.)
CREATE TABLE IF NOT EXISTS place_properties(expr_id INTEGER PRIMARY KEY, file_id INTEGER NOT NULL,
                                            property TEXT NOT NULL, name TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS place_properties_by_file ON place_properties(file_id);
CREATE INDEX IF NOT EXISTS place_properties_by_name ON place_properties(name);
CREATE INDEX IF NOT EXISTS place_properties_by_property ON place_properties(property);
DELETE FROM place_properties
WHERE file_id IN (SELECT file_id FROM dirty_files);
INSERT INTO place_properties(expr_id, file_id, property, name)
WITH places AS (
  SELECT target_id AS expr_id FROM property_stores WHERE target_id IS NOT NULL
    AND file_id IN (SELECT file_id FROM dirty_files)
  UNION SELECT value_id FROM property_stores WHERE value_id IS NOT NULL
    AND file_id IN (SELECT file_id FROM dirty_files)
  UNION SELECT r.expr_id FROM temp.carried_reads r JOIN type_exprs x ON x.id = r.expr_id
  WHERE x.file_id IN (SELECT file_id FROM dirty_files)
),
owners AS (
  SELECT x.id AS expr_id, x.name, t.type AS owner, 0 AS rank
  FROM places p JOIN type_exprs x ON x.id = p.expr_id JOIN expr_types t ON t.expr_id = x.base_id
  WHERE x.kind = 'member'
  UNION ALL
  SELECT x.id, x.name, n.name, n.rank
  FROM places p JOIN type_exprs x ON x.id = p.expr_id JOIN type_expr_names n ON n.expr_id = x.id
  WHERE x.kind = 'scope'
  UNION ALL  -- `items.first`: its names are `Owner.items`, the owners without the last component
  SELECT x.id, x.name,
         CASE WHEN instr(n.name, '.') = 0 THEN ''
              ELSE substr(n.name, 1, length(n.name) - length(replace(n.name, rtrim(n.name, replace(n.name, '.', '')), '')) - 1)
         END, n.rank
  FROM places p JOIN type_exprs x ON x.id = p.expr_id JOIN type_expr_names n ON n.expr_id = x.id
  WHERE x.kind = 'scopeOrType'
),
declared AS (
  SELECT o.expr_id, s.super || '.' || o.name AS property,
         ROW_NUMBER() OVER (PARTITION BY o.expr_id ORDER BY o.rank, s.depth) AS position
  FROM owners o CROSS JOIN type_supers s ON s.type = o.owner  -- (a type's few supers first, not
  CROSS JOIN members m ON m.owner = s.super AND m.name = o.name  -- every member of a common name)
)
SELECT d.expr_id, x.file_id, d.property, x.name FROM declared d JOIN type_exprs x ON x.id = d.expr_id
WHERE d.position = 1;

-- `a = b`: the values of property b flow into property a.
DROP TABLE IF EXISTS temp.property_flows;
CREATE TEMP TABLE property_flows AS
SELECT DISTINCT v.property AS source, p.property AS target
FROM property_stores s JOIN place_properties p ON p.expr_id = s.target_id
JOIN place_properties v ON v.expr_id = s.value_id
WHERE s.kind = 'place';
-- Only the properties a carried view is read through matter, and those whose values
-- flow into one: what is stored in, opened and held by any other is never asked
-- below (on most apps, none is: the stores of every property were read for nothing).
DROP TABLE IF EXISTS temp.read_properties;
CREATE TEMP TABLE read_properties(property TEXT PRIMARY KEY) WITHOUT ROWID;
INSERT OR IGNORE INTO temp.read_properties
WITH RECURSIVE wanted(property) AS (
  SELECT p.property FROM temp.carried_reads r JOIN place_properties p ON p.expr_id = r.expr_id
  UNION
  SELECT f.source FROM temp.property_flows f JOIN wanted w ON w.property = f.target
)
SELECT property FROM wanted;
DROP TABLE IF EXISTS temp.stores;
CREATE TEMP TABLE stores AS
SELECT s.file_id, s.kind, p.property AS target, v.property AS source, s.line, s.col, s.call_line, s.call_col
FROM temp.read_properties r CROSS JOIN place_properties p ON p.property = r.property
CROSS JOIN property_stores s ON s.target_id = p.expr_id
LEFT JOIN place_properties v ON v.expr_id = s.value_id;
-- Where each carried producer is stored: the argument of a construction stored whole.
DROP TABLE IF EXISTS temp.carried_stores;
-- (The carried producers first: a few, where a file can hold thousands of stores and
-- producers.)
CREATE TEMP TABLE carried_stores AS
WITH carried AS MATERIALIZED (SELECT id, file_id, line, col FROM producers WHERE kind = 'carried')
SELECT DISTINCT c.id AS producer_id, s.target AS property
FROM temp.stores s JOIN carried c ON c.file_id = s.file_id AND c.line = s.line AND c.col = s.col
WHERE s.kind = 'argument';

-- The properties whose values the analyzer cannot list, and those they flow into.
DROP TABLE IF EXISTS temp.open_properties;
CREATE TEMP TABLE open_properties(property TEXT PRIMARY KEY) WITHOUT ROWID;
INSERT OR IGNORE INTO temp.open_properties
WITH RECURSIVE opened(property) AS (
  SELECT target FROM temp.stores WHERE kind = 'other' OR (kind = 'place' AND source IS NULL)
  UNION  -- a call stored whole that carries no view: a function's result, a value made elsewhere
  SELECT s.target FROM temp.stores s WHERE s.kind = 'argument'
  GROUP BY s.file_id, s.call_line, s.call_col, s.target
  HAVING SUM(EXISTS (SELECT 1 FROM temp.carried_stores k JOIN producers c ON c.id = k.producer_id
                     WHERE c.file_id = s.file_id AND c.line = s.line AND c.col = s.col)) = 0
  UNION  -- a key path to a property of its name may write it
  SELECT p.property FROM temp.read_properties r CROSS JOIN place_properties p ON p.property = r.property
  WHERE p.name IN (SELECT name FROM property_stores WHERE kind = 'keyPath')
  UNION
  SELECT f.target FROM temp.property_flows f JOIN opened o ON o.property = f.source
  WHERE f.target IN (SELECT property FROM temp.read_properties)
)
SELECT property FROM opened;

-- What each carried producer may be held by: where it is stored, and the properties
-- that property's values flow into.
DROP TABLE IF EXISTS temp.carried_holders;
CREATE TEMP TABLE carried_holders AS
WITH RECURSIVE held(producer_id, property) AS (
  SELECT producer_id, property FROM temp.carried_stores
  UNION
  SELECT h.producer_id, f.target FROM held h JOIN temp.property_flows f ON f.source = h.property
)
SELECT producer_id, property FROM held;
CREATE INDEX temp.carried_holders_by_producer ON carried_holders(producer_id, property);

-- A read of a property seen whole shows only the carried views it holds.
DELETE FROM temp.flow_edges WHERE (site_id, from_producer, to_producer, file_id) IN (
  SELECT e.site_id, e.from_producer, e.to_producer, e.file_id
  FROM temp.carried_reads r JOIN place_properties p ON p.expr_id = r.expr_id
  JOIN temp.flow_edges e ON e.site_id = r.node_id
  JOIN producers c ON c.id = e.to_producer AND c.kind = 'carried'
  JOIN members m ON m.qualified = p.property
  WHERE (m.is_static OR EXISTS (SELECT 1 FROM types t WHERE t.name = m.owner AND t.kind IN ('class', 'actor')))
    AND p.property NOT IN (SELECT property FROM temp.open_properties)
    AND NOT EXISTS (SELECT 1 FROM temp.carried_holders h WHERE h.producer_id = c.id AND h.property = p.property)
);

-- One construction's argument stays with that construction. A project hosting
-- controller's initialiser hands `super.init(rootView:)` what its caller passed
-- (`init(rootView: Content)`), and each construction (a `root` node: its own hosting
-- controller, placed where that one goes) passes its own. The root producer is one,
-- its parameter read shows every construction's argument: so where constructions of
-- one type pass different views, each gets its own copy of the root producer, whose
-- parameter reads show only what that construction passed, and a path never enters at
-- one construction to leave with another's argument. The copies are rows of
-- `producers` (ids below -2^50, apart from the conformers' copies of
-- derive_graph_2_bodies.sql), made again with the view flow (the last run's are deleted
-- before the graph is derived: Queries/derive_graph_1_entries.sql); they share the root
-- producer's sites, and have its edges but the other constructions' arguments.
DROP TABLE IF EXISTS temp.construction_copies;
CREATE TEMP TABLE construction_copies AS
WITH separated AS (  -- root producers whose parameter reads show arguments of several constructions
  SELECT a.reader AS producer_id
  FROM temp.argument_slots a JOIN flow_calls c ON c.producer_id = a.producer_id
  JOIN producers r ON r.id = a.reader AND r.kind = 'hosting-root'
  GROUP BY a.reader HAVING COUNT(DISTINCT c.call_id) > 1
)
-- (numbered in source order, so that an edit elsewhere keeps a copy's id)
SELECT -(1125899906842624 + ROW_NUMBER() OVER (ORDER BY n.file_id, n.line, n.col, t.node_id, t.producer_id)) AS copy_id,
       t.node_id AS root_id, t.producer_id
FROM temp.root_targets t JOIN nodes n ON n.id = t.node_id
WHERE t.producer_id IN (SELECT producer_id FROM separated);
INSERT INTO producers(id, file_id, module, owner, name, qualified, kind, labels, is_entry, line, col,
                      file_private, function)
SELECT c.copy_id, p.file_id, p.module, p.owner, p.name, p.qualified, p.kind, p.labels, 0, p.line, p.col,
       p.file_private, p.function
FROM temp.construction_copies c JOIN producers p ON p.id = c.producer_id;
-- The copy's edges: the root producer's, but a parameter read's edge to an argument
-- another construction passed.
INSERT OR IGNORE INTO temp.flow_edges(file_id, site_id, from_producer, to_producer)
SELECT e.file_id, e.site_id, c.copy_id, e.to_producer
FROM temp.construction_copies c
JOIN (SELECT file_id, site_id, from_producer, to_producer FROM edges WHERE flow <> 1
      UNION ALL SELECT file_id, site_id, from_producer, to_producer FROM temp.flow_edges) e
  ON e.from_producer = c.producer_id
WHERE NOT EXISTS (
  SELECT 1 FROM temp.argument_slots a JOIN flow_calls k ON k.producer_id = a.producer_id
  WHERE a.node_id = e.site_id AND a.reader = c.producer_id AND a.producer_id = e.to_producer
    AND k.call_id <> c.root_id);
-- Each construction enters its own copy.
DELETE FROM temp.flow_edges WHERE (site_id, to_producer) IN (
  SELECT root_id, producer_id FROM temp.construction_copies);
INSERT OR IGNORE INTO temp.flow_edges(file_id, site_id, from_producer, to_producer)
SELECT n.file_id, n.id, n.producer_id, c.copy_id
FROM temp.construction_copies c JOIN nodes n ON n.id = c.root_id;
