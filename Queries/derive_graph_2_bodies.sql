-- Derivation, step 2 of 8: the body of each view type, and each conformer's copies of
-- a protocol extension's producers.
--   makes  view_bodies, conformer_producers, the copies' rows of `producers` (negative
--          ids); temp.own_bodies, temp.inherited_bodies (read here only)
--   reads  view_types, type_supers, types, swiftui_view_protocols
--          (Queries/type_hierarchy.sql), producers; temp.symbols_unchanged
--   order  after derive_graph_1_entries.sql; before derive_graph_3_names.sql
-- Kept while the symbols are unchanged (temp.symbols_unchanged, filled by the indexer;
-- empty by hand: everything is made again).

CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;
CREATE TEMP TABLE IF NOT EXISTS symbols_unchanged(unchanged INTEGER);

-- The body of each view type: its own, or when it has none, the default body of the
-- nearest project protocol it conforms to (`extension PlatformScreen { var body: some
-- View { phone } }`), whose members are then each conformer's (below, and
-- derive_graph_3_names.sql). It reads the view types' names and modules, type_supers,
-- the protocols, and the producers' ids, owners, modules and kinds: all unchanged
-- while the symbols are (a re-parsed file's producers keep their ids, FactWriter), so
-- it is kept then.
--
-- Inside a protocol extension, `self`'s members are each conformer's: Swift calls the
-- extension's `body` on the conformer, and `phone` there is that conformer's `phone`.
-- So a conformer that takes its body from a protocol extension gets its own copy of
-- every producer of that extension (`conformer_producers`: a producer row with a
-- negative id, owner the conformer, the extension's position), whose edges are the
-- extension's with `self`'s members narrowed to that conformer's own and the
-- extension's other members to their copies (derive_sites_1_context.sql). Copies
-- share the extension's sites, so what a site declares is the same for every conformer.
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
