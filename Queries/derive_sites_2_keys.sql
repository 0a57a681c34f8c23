-- Derivation, step 7 of 8: the slots: what each declaration fills, the keys of
-- declarations of unknown type, and the producers where each read's view receives
-- its environment; `provides` made again, empty, for Queries/provides.sql.
--   makes  declared_keys, read_targets, provides (empty), the views type_key_kinds,
--          unknown_keys, declaration_keys and slot_unknowns; temp.host_holes, which
--          Queries/provides.sql reads
--   reads  declarations, expr_types, type_supers, types, scene_delegates, reads,
--          producers, conformances, members, view_bodies (derive_graph_2_bodies.sql),
--          site_ancestors (derive_sites_1_context.sql), presentation_starts
--          (Queries/presentations.sql)
--   order  after derive_sites_1_context.sql; before derive_sites_3_findings.sql, and
--          then Queries/provides.sql until a step adds nothing

CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;

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
WHERE file_id IN (SELECT file_id FROM dirty_files);
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
WHERE file_id IN (SELECT file_id FROM dirty_files);
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

-- Rules 4 and 5: what a producer provides to the content it is given. A custom
-- modifier places its receiver at a hole (`self`, `content`); a container places the
-- views passed to it at its holes. A key is provided when every hole of the producer
-- has it above: declared there, or provided by a custom modifier or container the
-- hole is itself given to. That is recursive through other producers with a "for
-- every hole", so Queries/provides.sql adds facts until nothing changes.
DROP TABLE IF EXISTS provides;
CREATE TABLE provides (
  producer_id INTEGER NOT NULL,
  key         TEXT NOT NULL,
  PRIMARY KEY (producer_id, key)
);
-- Where a producer shows the content it is given: its holes, and the places it shows
-- a helper of its own type that shows that content (`var body { inner.implicit(x) }`,
-- `var inner: some View { content }`: the content is under `x`). `helper` is the
-- helper's producer (Queries/provides.sql adds what it provides there); NULL for a hole.
-- (Not `self`, a modifier's receiver: a View extension calling another is a chain of
-- modifiers, whose holes already see each other, rule 4.)
DROP TABLE IF EXISTS temp.content_sites;
CREATE TEMP TABLE content_sites(site_id INTEGER PRIMARY KEY, producer_id INTEGER NOT NULL, helper INTEGER);
INSERT INTO temp.content_sites(site_id, producer_id, helper)
SELECT id, producer_id, NULL FROM nodes INDEXED BY nodes_holes WHERE kind = 'hole';
INSERT OR IGNORE INTO temp.content_sites(site_id, producer_id, helper)
WITH RECURSIVE holders(producer_id) AS (
  SELECT DISTINCT h.producer_id FROM nodes h INDEXED BY nodes_holes
  JOIN producers q ON q.id = h.producer_id AND q.kind IN ('property', 'function')
  WHERE h.kind = 'hole' AND h.name <> 'self' AND q.owner NOT IN ('', 'View', 'SwiftUI.View')
  UNION
  SELECT n.producer_id FROM holders h
  JOIN node_targets t ON t.producer_id = h.producer_id AND t.via = 'name'
  JOIN nodes n ON n.id = t.node_id AND n.kind IN ('reference', 'apply')
  JOIN producers p ON p.id = n.producer_id AND p.kind IN ('property', 'function')
  JOIN producers q ON q.id = h.producer_id AND q.owner = p.owner
)
SELECT n.id, n.producer_id, t.producer_id
FROM holders h
JOIN node_targets t ON t.producer_id = h.producer_id AND t.via = 'name'
JOIN nodes n ON n.id = t.node_id AND n.kind IN ('reference', 'apply')
JOIN producers p ON p.id = n.producer_id AND p.kind IN ('body', 'property', 'function')
JOIN producers q ON q.id = h.producer_id AND q.owner = p.owner;
-- Holes inside a presented closure that starts a new host (Queries/presentations.sql),
-- with the depth of the nearest one: nothing declared beyond it reaches the hole.
DROP TABLE IF EXISTS temp.host_holes;
CREATE TEMP TABLE host_holes(hole_id INTEGER PRIMARY KEY, depth INTEGER NOT NULL);
INSERT INTO temp.host_holes(hole_id, depth)
SELECT a.site_id, MIN(a.depth)
FROM site_ancestors a
JOIN presentation_starts p ON p.node_id = a.node_id AND p.starts IN ('empty', 'window')
JOIN temp.content_sites h ON h.site_id = a.site_id
WHERE a.kind = 'presentation'
GROUP BY a.site_id;

-- What the declarations above a site provide on its path:
--   local            declared between the site and its destination (or its producer's root)
--   above_container  declared above the navigation container that the site is pushed onto
-- A site or hole above it that leads to a custom modifier or container counts as a
-- declaration of what that producer provides (Queries/provides.sql fills it first).
-- Kept in `site_keys`, recomputed by Queries/site_keys.sql once `provides` is complete.
