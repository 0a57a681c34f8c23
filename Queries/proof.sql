-- The coverage proof (docs/design.md §5), as recursive SQL over the derived graph.
--
-- A read (V, k) is satisfied iff V is reachable from an entry point and every path
-- from an entry point to V passes a site that provides k. We compute the opposite:
-- the states reachable *without* k. A state is (producer, key, now, nav), where
-- key is the read's slot, 'kind:key' (e.g. 'implicit:NetworkService'):
--   now  k is in the environment at this producer's root
--   nav  k was in the environment at the nearest navigation container above
-- Entries start with nothing. Crossing a site:
--   base = k at the container the site is pushed onto or sits in:
--          now OR above_container  when that container is in this producer,
--          nav                     otherwise
--   now' = base OR local           when the site is a navigation destination,
--          now OR local            otherwise
--   nav' = base
-- A site inside a presented closure that starts a new host (a context menu's
-- preview; a sheet on a Mac: Queries/presentations.sql) starts anew: `now` is 0 (the
-- host starts empty) or `root` (it starts with what its window's root view was given:
-- `root` is k at the first view instantiated on the path since the host began, -1
-- before one), nav and `contained` are 0, and only what the closure declares counts
-- (site_keys.sql stops at the closure).
-- States with now and nav both set can lose k again only at a new host, and are not
-- expanded where none can be reached.
-- Cycles are fine: UNION keeps each state once, so the recursion terminates.
--
-- `relevant` and `uncovered` are kept per slot and recomputed only for the slots in
-- `proof_slots`: after an edit, the indexer lists the slots the edit can affect
-- (Queries/affected_slots.sql). `reachable` is recomputed when an edge or an entry
-- that leads somewhere changed (`changed_producers`), and `read_status` for the reads
-- of the dirty files, of those slots, and of producers whose reachability changed.
-- Run by hand, everything is recomputed:
--   sqlite3 .implicits/index.sqlite < Queries/proof.sql

CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;
CREATE TEMP TABLE IF NOT EXISTS proof_slots AS SELECT DISTINCT kind || ':' || key AS key FROM reads;
CREATE TEMP TABLE IF NOT EXISTS changed_producers AS SELECT id AS producer_id FROM producers;
-- A row in an incremental run (Queries/types.sql): only then is anything kept.
CREATE TEMP TABLE IF NOT EXISTS symbols_unchanged(unchanged INTEGER);

-- The producers some entry reaches: they change only when an edge or entry does.
-- `app`: an app entry reaches it (any entry but `#Preview` and `PreviewProvider`): a
-- read is judged on the app's entries, and a view only previews reach is unreachable
-- from the app, whatever the previews inject.
CREATE TABLE IF NOT EXISTS reachable (producer_id INTEGER PRIMARY KEY, app INTEGER NOT NULL);
DROP TABLE IF EXISTS temp.reachable_before;
CREATE TEMP TABLE reachable_before(producer_id INTEGER PRIMARY KEY, app INTEGER NOT NULL);
INSERT INTO temp.reachable_before(producer_id, app)
SELECT producer_id, app FROM reachable
WHERE EXISTS (SELECT 1 FROM temp.changed_producers) AND EXISTS (SELECT 1 FROM temp.symbols_unchanged);
DELETE FROM reachable WHERE EXISTS (SELECT 1 FROM temp.changed_producers);
INSERT INTO reachable(producer_id, app)
WITH RECURSIVE r(producer_id, app) AS (
  SELECT e.producer_id, p.kind NOT IN ('preview', 'previews')
  FROM entries e JOIN producers p ON p.id = e.producer_id
  WHERE EXISTS (SELECT 1 FROM temp.changed_producers)
  UNION
  SELECT e.to_producer, r.app FROM r JOIN edges e ON e.from_producer = r.producer_id
)
SELECT producer_id, MAX(app) FROM r GROUP BY producer_id;
-- Reachable before or now, not both, or reached from the app before or now, not both:
-- their reads' status is recomputed below (in an incremental run; otherwise every read's).
DROP TABLE IF EXISTS temp.reachable_changed;
CREATE TEMP TABLE reachable_changed(producer_id INTEGER PRIMARY KEY);
INSERT OR IGNORE INTO temp.reachable_changed(producer_id)
SELECT producer_id FROM (SELECT producer_id, app FROM reachable
                         WHERE EXISTS (SELECT 1 FROM temp.changed_producers)
                           AND EXISTS (SELECT 1 FROM temp.symbols_unchanged)
                         EXCEPT SELECT producer_id, app FROM temp.reachable_before)
UNION ALL
SELECT producer_id FROM (SELECT producer_id, app FROM temp.reachable_before EXCEPT SELECT producer_id, app FROM reachable);
DROP TABLE temp.reachable_before;

-- Only states that can still reach a read of their key matter: the producers from
-- which some path leads to a view reading the slot. Pruning the others keeps the
-- proof proportional to the readers' ancestors, not to producers × keys.
-- Slots are numbered for the two searches (integers compare and deduplicate faster
-- than 'kind:key' text); `relevant` keeps the text for the explanations (why.sql).
DROP TABLE IF EXISTS temp.slot_ids;
CREATE TEMP TABLE slot_ids(id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE);
INSERT INTO temp.slot_ids(key) SELECT key FROM proof_slots;
DROP TABLE IF EXISTS temp.relevant_ids;
CREATE TEMP TABLE relevant_ids(slot INTEGER NOT NULL, producer_id INTEGER NOT NULL,
                               PRIMARY KEY (slot, producer_id)) WITHOUT ROWID;
INSERT INTO temp.relevant_ids(slot, producer_id)
WITH RECURSIVE rel(producer_id, slot) AS (
  SELECT t.producer_id, s.id FROM read_targets t JOIN reads r ON r.id = t.read_id
  JOIN temp.slot_ids s ON s.key = r.kind || ':' || r.key
  UNION
  SELECT e.from_producer, rel.slot FROM rel JOIN edges e ON e.to_producer = rel.producer_id
)
SELECT slot, producer_id FROM rel ORDER BY slot, producer_id;
-- Stored without a rowid: the primary key is the one index (the per-slot delete and
-- the (producer, key) probes of why.sql).
CREATE TABLE IF NOT EXISTS relevant (key TEXT NOT NULL, producer_id INTEGER NOT NULL,
                                     PRIMARY KEY (key, producer_id)) WITHOUT ROWID;
DELETE FROM relevant WHERE key IN (SELECT key FROM proof_slots);
INSERT INTO relevant(key, producer_id)
SELECT s.key, r.producer_id FROM temp.relevant_ids r JOIN temp.slot_ids s ON s.id = r.slot ORDER BY s.key, r.producer_id;

CREATE TABLE IF NOT EXISTS uncovered (
  producer_id INTEGER NOT NULL, key TEXT NOT NULL, now INTEGER NOT NULL, nav INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS uncovered_by_producer ON uncovered(producer_id, key);
CREATE INDEX IF NOT EXISTS uncovered_by_key ON uncovered(key);
-- The same states, also kept for the app's own entries alone (scenes, hosting, plain
-- code, configured entry points: every entry but `#Preview` and `PreviewProvider`): a
-- state carries `app` when an app entry reaches it. A read missing in `uncovered` but
-- not in `app_uncovered` fails in previews alone: the canvas crashes, users don't
-- (`preview-missing-value`). One search serves both.
-- A state also carries `blind` when its path is not seen end to end: it starts at an
-- entry whose environment is unknown (`entries.environment`), or crosses a site whose
-- views' environment the analyzer cannot see (`unseen_sites`), or passes a declared
-- value of unknown type that may be the slot's (`slot_site_keys.unknown_*`), or reaches a navigation
-- destination before crossing any navigation container (`contained`: SwiftUI pushes a
-- destination only inside a NavigationStack, and none is in view on that path: one the
-- caller's code or a package provides). A read whose app paths miss the value only
-- blind is `unproven`: neither satisfied nor an error.
CREATE TABLE IF NOT EXISTS app_uncovered (producer_id INTEGER NOT NULL, key TEXT NOT NULL,
                                          blind INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS app_uncovered_by_producer ON app_uncovered(producer_id, key);
CREATE INDEX IF NOT EXISTS app_uncovered_by_key ON app_uncovered(key);
DELETE FROM uncovered WHERE key IN (SELECT key FROM proof_slots);
DELETE FROM app_uncovered WHERE key IN (SELECT key FROM proof_slots);
DROP TABLE IF EXISTS temp.uncovered_states;
-- The search below crosses each edge once per state: its site's shape and the keys
-- its declarations provide are looked up as integers (by slot number), in tables
-- ordered for those probes (empty when no slot is proved).
DROP TABLE IF EXISTS temp.steps;
-- `roots`: the site instantiates a view, which is its host's root when it is the first
-- on the path since the host began; tracked only where some presentation starts with
-- its window's root (site_context.host 2), so elsewhere no state carries a root.
CREATE TEMP TABLE steps(from_producer INTEGER NOT NULL, to_producer INTEGER NOT NULL, site_id INTEGER NOT NULL,
                        dest INTEGER NOT NULL, in_container INTEGER NOT NULL, unseen INTEGER NOT NULL,
                        host INTEGER NOT NULL, roots INTEGER NOT NULL);
INSERT INTO temp.steps(from_producer, to_producer, site_id, dest, in_container, unseen, host, roots)
SELECT e.from_producer, e.to_producer, e.site_id, c.has_dest, c.container_depth IS NOT NULL,
       e.site_id IN (SELECT site_id FROM unseen_sites), c.host,
       c.root AND EXISTS (SELECT 1 FROM site_context w WHERE w.host = 2)
FROM edges e JOIN site_context c ON c.site_id = e.site_id
WHERE EXISTS (SELECT 1 FROM temp.slot_ids);
CREATE INDEX temp.steps_from ON steps(from_producer, to_producer, site_id, dest, in_container, unseen, host, roots);
-- Per site and slot: what its declarations provide (`local`, `above`), and what a
-- declaration of unknown type may provide (`unknown_local`, `unknown_above`: its
-- `KIND:*` key, derive_sites_2_keys.sql), which makes the path blind where the key would count.
DROP TABLE IF EXISTS temp.slot_site_keys;
CREATE TEMP TABLE slot_site_keys(site_id INTEGER NOT NULL, slot INTEGER NOT NULL, local INTEGER NOT NULL,
                                 above INTEGER NOT NULL, unknown_local INTEGER NOT NULL,
                                 unknown_above INTEGER NOT NULL, PRIMARY KEY (site_id, slot)) WITHOUT ROWID;
INSERT INTO temp.slot_site_keys(site_id, slot, local, above, unknown_local, unknown_above)
SELECT k.site_id, sl.id, k.local, k.above_container, 0, 0 FROM site_keys k JOIN temp.slot_ids sl ON sl.key = k.key;
-- (only looked for when the project has a declaration of unknown type)
INSERT INTO temp.slot_site_keys(site_id, slot, local, above, unknown_local, unknown_above)
SELECT k.site_id, sl.id, 0, 0, k.local, k.above_container
FROM temp.slot_ids sl JOIN slot_unknowns u ON u.slot = sl.key JOIN site_keys k ON k.key = u.unknown
WHERE EXISTS (SELECT 1 FROM unknown_keys)
ON CONFLICT(site_id, slot) DO UPDATE SET unknown_local = excluded.unknown_local,
                                         unknown_above = excluded.unknown_above;
-- A state whose value is present (now) can lose it again only at a navigation
-- destination or a new host: one at a producer from which no such edge can be reached
-- never leads to a state without the value, and is not expanded. A state with both
-- bits set can lose them only at a new host.
DROP TABLE IF EXISTS temp.reaches_destination;
CREATE TEMP TABLE reaches_destination(producer_id INTEGER PRIMARY KEY);
INSERT INTO temp.reaches_destination(producer_id)
WITH RECURSIVE d(producer_id) AS (
  SELECT from_producer FROM temp.steps WHERE dest OR host
  UNION
  SELECT e.from_producer FROM d JOIN edges e ON e.to_producer = d.producer_id
)
SELECT producer_id FROM d;
DROP TABLE IF EXISTS temp.reaches_host;
CREATE TEMP TABLE reaches_host(producer_id INTEGER PRIMARY KEY);
INSERT INTO temp.reaches_host(producer_id)
WITH RECURSIVE d(producer_id) AS (
  SELECT from_producer FROM temp.steps WHERE host
  UNION
  SELECT e.from_producer FROM d JOIN edges e ON e.to_producer = d.producer_id
)
SELECT producer_id FROM d;
CREATE TEMP TABLE uncovered_states AS
WITH RECURSIVE
state(producer_id, slot, now, nav, root, app, blind, contained) AS (
  SELECT e.producer_id, r.slot, 0, 0, -1, p.kind NOT IN ('preview', 'previews'), e.environment = 'unknown', 0
  FROM entries e JOIN producers p ON p.id = e.producer_id
  JOIN temp.relevant_ids r ON r.producer_id = e.producer_id
  UNION
  -- A site in a new host (st.host) starts anew: from nothing (1), or from what its
  -- window's root was given (2: `root`, -1 before the path has shown a root view); nav
  -- and `contained` do not cross, and the host's own root is the first view shown in it.
  SELECT st.to_producer, s.slot,
         CASE WHEN st.dest
              THEN (CASE WHEN st.in_container THEN (CASE st.host WHEN 0 THEN s.now WHEN 1 THEN 0 ELSE s.root > 0 END) OR COALESCE(k.above, 0)
                         ELSE s.nav AND st.host = 0 END)
                   OR COALESCE(k.local, 0)
              ELSE (CASE st.host WHEN 0 THEN s.now WHEN 1 THEN 0 ELSE s.root > 0 END) OR COALESCE(k.local, 0) END,
         CASE WHEN st.in_container THEN (CASE st.host WHEN 0 THEN s.now WHEN 1 THEN 0 ELSE s.root > 0 END) OR COALESCE(k.above, 0)
              ELSE s.nav AND st.host = 0 END,
         CASE WHEN st.host > 0 OR (s.root < 0 AND st.roots)
              THEN (CASE WHEN st.roots THEN CASE WHEN st.dest
                             THEN (CASE WHEN st.in_container THEN (CASE st.host WHEN 0 THEN s.now WHEN 1 THEN 0 ELSE s.root > 0 END) OR COALESCE(k.above, 0)
                                        ELSE s.nav AND st.host = 0 END)
                                  OR COALESCE(k.local, 0)
                             ELSE (CASE st.host WHEN 0 THEN s.now WHEN 1 THEN 0 ELSE s.root > 0 END) OR COALESCE(k.local, 0) END ELSE -1 END)
              ELSE s.root END,
         s.app,
         -- a destination pushed where the path has crossed no navigation container:
         -- SwiftUI pushes only inside one, which the analyzer does not see here
         s.blind OR st.unseen OR (st.dest AND NOT st.in_container AND NOT (s.contained AND st.host = 0))
         -- a value of unknown type declared where the slot's key would count
         OR COALESCE(k.unknown_local, 0) OR (st.dest AND st.in_container AND COALESCE(k.unknown_above, 0)),
         (s.contained AND st.host = 0) OR st.in_container
  FROM state s
  JOIN temp.steps st ON st.from_producer = s.producer_id
  JOIN temp.relevant_ids rv ON rv.slot = s.slot AND rv.producer_id = st.to_producer
  LEFT JOIN temp.slot_site_keys k ON k.site_id = st.site_id AND k.slot = s.slot
  WHERE (NOT (s.now AND s.nav) OR s.producer_id IN (SELECT producer_id FROM temp.reaches_host))
    AND (NOT s.now OR s.producer_id IN (SELECT producer_id FROM temp.reaches_destination))
)
SELECT producer_id, sl.key, now, nav, app, blind FROM state JOIN temp.slot_ids sl ON sl.id = state.slot WHERE now = 0;
INSERT INTO uncovered(producer_id, key, now, nav)
SELECT DISTINCT producer_id, key, now, nav FROM temp.uncovered_states;
INSERT INTO app_uncovered(producer_id, key, blind)
SELECT DISTINCT producer_id, key, blind FROM temp.uncovered_states WHERE app;
DROP TABLE temp.uncovered_states;
DROP TABLE temp.steps;
DROP TABLE temp.slot_site_keys;
DROP TABLE temp.reaches_destination;
DROP TABLE temp.reaches_host;
DROP TABLE temp.relevant_ids;
DROP TABLE temp.slot_ids;



-- A read is judged on the app's entries (every entry but previews):
--   unsatisfied  an app path the analyzer sees end to end misses the value (a missing
--                value crashes for `@Implicit`, `@EnvironmentObject` and
--                `@Environment(T.self)` reads);
--   unproven     app paths miss it, but each of them is blind (app_uncovered.blind):
--                it starts where the analyzer cannot see the environment, or crosses
--                a site whose views it cannot place;
--   satisfied    app entries reach the view, and every path from them has the value;
--   unreachable  no app entry reaches the view (`reach` says whether previews do);
--   exported     a public view of a library no app of the project uses.
-- A read missing its value only on paths from previews stays `unsatisfied` with
-- `only_previews` (`preview-missing-value`: the canvas crashes, the app does not).
-- An `@Environment(\.key)` read, or an optional `@Environment(T.self) var x: T?`,
-- falls back to a default instead of crashing: 'default' wherever it misses (with
-- `only_previews` when only previews miss it), unless the key is required by the
-- settings or its default traps (`trapping_keys`: then there is no default). `used_by_app`: the modules an app (executable) module of the project
-- uses, directly or through other modules.
-- A read's status reads its slot's uncovered states, whether its targets are
-- reachable, and the settings and modules: recomputed for the reads of the dirty
-- files, of the slots proved again, and of producers whose reachability changed; in
-- a run that is not incremental, every read's.
CREATE TABLE IF NOT EXISTS read_status (
  read_id       INTEGER PRIMARY KEY,
  status        TEXT NOT NULL,
  only_previews INTEGER NOT NULL,
  reach         TEXT NOT NULL        -- app | previews | none: which entries reach the view
);
DROP TABLE IF EXISTS temp.stale_reads;
CREATE TEMP TABLE stale_reads(read_id INTEGER PRIMARY KEY);
INSERT OR IGNORE INTO temp.stale_reads(read_id)
SELECT id FROM reads
WHERE file_id IN (SELECT file_id FROM dirty_files) AND EXISTS (SELECT 1 FROM temp.symbols_unchanged);
INSERT OR IGNORE INTO temp.stale_reads(read_id)
SELECT id FROM reads
WHERE kind || ':' || key IN (SELECT key FROM proof_slots) AND EXISTS (SELECT 1 FROM temp.symbols_unchanged);
INSERT OR IGNORE INTO temp.stale_reads(read_id)
SELECT read_id FROM read_targets WHERE producer_id IN (SELECT producer_id FROM temp.reachable_changed);
-- Gone too: the rows of reads that no longer exist (their ids may be reused).
DELETE FROM read_status
WHERE read_id IN (SELECT read_id FROM temp.stale_reads) OR read_id NOT IN (SELECT id FROM reads)
   OR NOT EXISTS (SELECT 1 FROM temp.symbols_unchanged);
INSERT INTO read_status(read_id, status, only_previews, reach)
WITH RECURSIVE used_by_app(module) AS (
  SELECT d.depends_on FROM module_dependencies d JOIN modules m ON m.name = d.module AND m.kind = 'executable'
  UNION
  SELECT d.depends_on FROM module_dependencies d JOIN used_by_app u ON d.module = u.module
),
evidence AS (
  SELECT r.id, r.kind, r.key, r.optional, r.view, r.module,
         EXISTS (SELECT 1 FROM read_targets t JOIN uncovered u ON u.producer_id = t.producer_id
                 WHERE t.read_id = r.id AND u.key = r.kind || ':' || r.key) AS missing,
         EXISTS (SELECT 1 FROM read_targets t JOIN app_uncovered u ON u.producer_id = t.producer_id
                 WHERE t.read_id = r.id AND u.key = r.kind || ':' || r.key AND NOT u.blind) AS app_missing_seen,
         EXISTS (SELECT 1 FROM read_targets t JOIN app_uncovered u ON u.producer_id = t.producer_id
                 WHERE t.read_id = r.id AND u.key = r.kind || ':' || r.key) AS app_missing,
         (SELECT MAX(a.app) FROM read_targets t JOIN reachable a ON a.producer_id = t.producer_id
          WHERE t.read_id = r.id) AS reached
  FROM reads r
  WHERE r.id IN (SELECT read_id FROM temp.stale_reads) OR NOT EXISTS (SELECT 1 FROM temp.symbols_unchanged)
)
SELECT x.id AS read_id,
       CASE
         WHEN x.missing AND (x.kind = 'environmentKey' OR (x.kind = 'environmentType' AND x.optional))
              AND NOT EXISTS (SELECT 1 FROM settings WHERE name = 'required-key' AND value = x.key)
              AND NOT EXISTS (SELECT 1 FROM trapping_keys t WHERE t.key = x.key)
           THEN 'default'
         WHEN x.app_missing_seen THEN 'unsatisfied'
         WHEN x.app_missing THEN 'unproven'
         WHEN x.missing THEN 'unsatisfied'          -- in previews only
         WHEN x.reached = 1 THEN 'satisfied'
         -- A public view of a library that no app of the project uses: its reads are the
         -- library's requirements on its clients. (A library an app uses is the app's
         -- own code: a view of it nothing reaches is unreachable, a miss to report.)
         WHEN EXISTS (SELECT 1 FROM view_types v JOIN modules m ON m.name = v.module AND m.kind = 'library'
                      WHERE v.name = x.view AND v.module = x.module AND v.is_public)
              AND x.module NOT IN (SELECT module FROM used_by_app)
           THEN 'exported'
         ELSE 'unreachable'
       END AS status,
       -- Missing somewhere, but on no path from the app's own entries: only in previews.
       x.missing AND NOT x.app_missing AS only_previews,
       CASE x.reached WHEN 1 THEN 'app' WHEN 0 THEN 'previews' ELSE 'none' END AS reach
FROM evidence x;
DROP TABLE temp.stale_reads;
DROP TABLE temp.reachable_changed;
