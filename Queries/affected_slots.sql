-- After an edit, the slots whose proof may have changed (Queries/proof.sql recomputes
-- only these), from what the edited files gave the proof before and give it now.
--
-- The proof of a slot reads: its reads and the producers they target (fixed by the
-- read's view and module), the entries, and each edge's transition for the slot:
-- (from, to, whether its site is a destination, whether it sits under a container,
-- whether its views' environment is unseen, whether it is in a new host and which, whether it instantiates a view, and the site's `local` and
-- `above_container` for the slot). In an incremental run
-- the rows of clean files do not change, save the keys of sites above a producer
-- whose `provides` changed. So a slot is affected when:
--   - an edited file's reads of it changed (temp.reads_before: slot, view, module);
--   - the set of transitions of the edited files' edges for it changed: compared
--     key by key over the keys the sites of each transition have (a site without
--     the key counts as 0, 0), and on the edges alone for every other key
--     (temp.sites_before and temp.site_keys_before: the old edges, kept by
--     Queries/derive_graph_5_edges.sql);
--   - an edge gone or new, or an entry gone or new (temp.entries_before), leads to
--     a producer that was relevant to the slot before (`relevant`) or that reaches a
--     read of it now: such producers are `temp.changed_producers`, and the proof
--     recomputes `reachable` when there are any;
--   - what a producer provides for it changed (temp.provides_before).
-- Any other slot's relevant and uncovered states come from the same transitions as
-- before: its proof stands. `IncrementalTests` compares this with full runs.
CREATE TEMP TABLE proof_slots(key TEXT PRIMARY KEY);
-- (A difference both ways is two subqueries joined by UNION ALL: SQLite reads a chain
-- `A EXCEPT B UNION ALL B EXCEPT A` from the left, which is `B EXCEPT A` alone.)

INSERT OR IGNORE INTO temp.proof_slots(key)
SELECT slot FROM (
  SELECT slot, view, module FROM temp.reads_before
  EXCEPT SELECT kind || ':' || key, view, module FROM reads WHERE file_id IN (SELECT file_id FROM temp.dirty_files)
  UNION ALL
  SELECT * FROM (SELECT kind || ':' || key, view, module FROM reads WHERE file_id IN (SELECT file_id FROM temp.dirty_files)
                 EXCEPT SELECT slot, view, module FROM temp.reads_before));

-- The edited files' sites now, as temp.sites_before has them before.
DROP TABLE IF EXISTS temp.sites_after;
CREATE TEMP TABLE sites_after AS
SELECT e.site_id, e.from_producer, e.to_producer, c.has_dest, c.container_depth IS NOT NULL AS has_container,
       e.site_id IN (SELECT site_id FROM unseen_sites) AS unseen, c.host, c.root
FROM edges e LEFT JOIN site_context c ON c.site_id = e.site_id
WHERE e.file_id IN (SELECT file_id FROM temp.dirty_files);
DROP TABLE IF EXISTS temp.transitions_changed;
CREATE TEMP TABLE transitions_changed AS
WITH site_keys_after AS (
  SELECT k.site_id, k.key, k.local, k.above_container
  FROM site_keys k WHERE k.site_id IN (SELECT site_id FROM temp.sites_after)
),
-- The keys any site of a transition has, before or after: each of the transition's
-- sites is compared on these (one without the key counts as 0, 0). A key none of its
-- sites has is 0, 0 at all of them both times, or the transition is gone or new,
-- which its producer says for every key (temp.changed_producers below). (Every
-- site crossed with every key of the edited files would be quadratic.)
transition_keys AS (
  SELECT s.from_producer, s.to_producer, s.has_dest, s.has_container, s.unseen, s.host, s.root, b.key
  FROM temp.sites_before s JOIN temp.site_keys_before b ON b.site_id = s.site_id
  UNION
  SELECT s.from_producer, s.to_producer, s.has_dest, s.has_container, s.unseen, s.host, s.root, a.key
  FROM temp.sites_after s JOIN site_keys_after a ON a.site_id = s.site_id
),
before AS (
  SELECT from_producer, to_producer, has_dest, has_container, unseen, host, root, '' AS key, 0 AS local, 0 AS above
  FROM temp.sites_before
  UNION
  SELECT s.from_producer, s.to_producer, s.has_dest, s.has_container, s.unseen, s.host, s.root, k.key,
         COALESCE(b.local, 0), COALESCE(b.above_container, 0)
  FROM temp.sites_before s
  JOIN transition_keys k ON k.from_producer = s.from_producer AND k.to_producer = s.to_producer
   AND k.has_dest IS s.has_dest AND k.has_container IS s.has_container AND k.unseen IS s.unseen AND k.host IS s.host AND k.root IS s.root
  LEFT JOIN temp.site_keys_before b ON b.site_id = s.site_id AND b.key = k.key
),
after AS (
  SELECT from_producer, to_producer, has_dest, has_container, unseen, host, root, '' AS key, 0 AS local, 0 AS above
  FROM temp.sites_after
  UNION
  SELECT s.from_producer, s.to_producer, s.has_dest, s.has_container, s.unseen, s.host, s.root, k.key,
         COALESCE(a.local, 0), COALESCE(a.above_container, 0)
  FROM temp.sites_after s
  JOIN transition_keys k ON k.from_producer = s.from_producer AND k.to_producer = s.to_producer
   AND k.has_dest IS s.has_dest AND k.has_container IS s.has_container AND k.unseen IS s.unseen AND k.host IS s.host AND k.root IS s.root
  LEFT JOIN site_keys_after a ON a.site_id = s.site_id AND a.key = k.key
)
SELECT * FROM (SELECT * FROM before EXCEPT SELECT * FROM after)
UNION ALL
SELECT * FROM (SELECT * FROM after EXCEPT SELECT * FROM before);

INSERT OR IGNORE INTO temp.proof_slots(key)
SELECT key FROM temp.transitions_changed WHERE key <> '';

-- Producers an edge gone or new leads to, and entries gone, new or of another environment.
DROP TABLE IF EXISTS temp.changed_producers;
CREATE TEMP TABLE changed_producers(producer_id INTEGER PRIMARY KEY);
INSERT OR IGNORE INTO temp.changed_producers(producer_id)
SELECT to_producer FROM temp.transitions_changed WHERE key = '';
INSERT OR IGNORE INTO temp.changed_producers(producer_id)
SELECT producer_id FROM (
  SELECT * FROM (SELECT producer_id, environment FROM entries
                 EXCEPT SELECT producer_id, environment FROM temp.entries_before)
  UNION ALL
  SELECT * FROM (SELECT producer_id, environment FROM temp.entries_before
                 EXCEPT SELECT producer_id, environment FROM entries));

-- ... relevant to the slot before,
INSERT OR IGNORE INTO temp.proof_slots(key)
SELECT s.key FROM (SELECT kind || ':' || key AS key FROM reads UNION SELECT slot FROM temp.reads_before) s
WHERE EXISTS (SELECT 1 FROM temp.changed_producers c
              WHERE EXISTS (SELECT 1 FROM relevant r WHERE r.key = s.key AND r.producer_id = c.producer_id));

-- ... or leading to a read of it now.
INSERT OR IGNORE INTO temp.proof_slots(key)
WITH RECURSIVE down(producer_id) AS (
  SELECT producer_id FROM temp.changed_producers
  UNION
  SELECT e.to_producer FROM down JOIN edges e ON e.from_producer = down.producer_id
)
SELECT DISTINCT r.kind || ':' || r.key
FROM down JOIN read_targets t ON t.producer_id = down.producer_id JOIN reads r ON r.id = t.read_id;

INSERT OR IGNORE INTO temp.proof_slots(key)
SELECT key FROM (
  SELECT * FROM (SELECT producer_id, key FROM provides EXCEPT SELECT producer_id, key FROM temp.provides_before)
  UNION ALL
  SELECT * FROM (SELECT producer_id, key FROM temp.provides_before EXCEPT SELECT producer_id, key FROM provides));

-- A declared value of unknown type stands as the key `KIND:*` (derive_sites_2_keys.sql): its
-- change affects every slot it may be (`slot_unknowns`), and is no slot itself.
INSERT OR IGNORE INTO temp.proof_slots(key)
SELECT u.slot FROM slot_unknowns u WHERE u.unknown IN (SELECT key FROM temp.proof_slots);
DELETE FROM temp.proof_slots WHERE substr(key, -2) = ':*';
