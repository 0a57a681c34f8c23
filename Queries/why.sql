-- Explanations for `implicits-query why View.property`. Each section is one
-- statement, named by its `-- @name` line; ?1, ?2 ... are bound by the caller.

-- @counterexamples-create
-- The shortest uncovered path of every read at once: one breadth-first search over
-- the proof's states of every slot that has an unsatisfied, unproven or defaulted
-- read, from the entries, keeping each state's parent. A state also carries its
-- path's class (`cls`): 0 from an app entry and seen end to end, 1 from an app entry
-- but blind (an entry whose environment is unknown, a site in `unseen_sites` on the
-- way, a declared value of unknown type that may be the slot's, or a destination
-- pushed before any navigation container: `contained`, as in Queries/proof.sql), 2 from a preview; a read's path is the first of the lowest class, so an
-- app error's counterexample always starts at an app entry. A read's counterexample is then read off
-- backwards from its view (counterexample-ends), never searched for again. The
-- frontier is a temporary table, one statement per level, so each state is visited
-- once (cycles are fine) and the first path to reach it wins. A single `why` searches
-- its read's slot only. By hand: run -create, -slots (?1 NULL), -sites and -start,
-- then -step with ?1 = 0, 1, 2 ... until it inserts nothing.
DROP TABLE IF EXISTS temp.counterexamples;
DROP TABLE IF EXISTS temp.counterexample_slots;
DROP TABLE IF EXISTS temp.counterexample_sites;
-- The searched slots, numbered (integer keys keep the frontier table small and fast),
-- with the key a declaration of unknown type that may be theirs has (`slot_unknowns`).
CREATE TEMP TABLE counterexample_slots (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, unknown TEXT);
-- The sites the search may cross, with their rank in source order (the tie-break)
-- and their navigation shape.
CREATE TEMP TABLE counterexample_sites (
  site_id INTEGER PRIMARY KEY, rank INTEGER NOT NULL, has_dest INTEGER, container_depth INTEGER,
  unseen INTEGER NOT NULL DEFAULT 0, host INTEGER NOT NULL DEFAULT 0, roots INTEGER NOT NULL DEFAULT 0
);
CREATE TEMP TABLE counterexamples (
  slot INTEGER NOT NULL, producer_id INTEGER NOT NULL, now INTEGER NOT NULL, nav INTEGER NOT NULL,
  cls INTEGER NOT NULL, contained INTEGER NOT NULL, root INTEGER NOT NULL, depth INTEGER NOT NULL, via_site INTEGER,
  prev_producer INTEGER, prev_now INTEGER, prev_nav INTEGER, prev_cls INTEGER, prev_contained INTEGER,
  prev_root INTEGER,
  PRIMARY KEY (slot, producer_id, now, nav, cls, contained, root)
) WITHOUT ROWID;
CREATE INDEX temp.counterexamples_by_depth ON counterexamples(depth);

-- @counterexamples-slots  (?1 a slot, or NULL for every slot with an unsatisfied or
-- defaulted read): what to search, and the sites leading to its readers
INSERT INTO temp.counterexample_slots(key, unknown)
SELECT slot, (SELECT u.unknown FROM slot_unknowns u WHERE u.slot = x.slot
              AND EXISTS (SELECT 1 FROM unknown_keys))
FROM (SELECT DISTINCT rd.kind || ':' || rd.key AS slot FROM reads rd
      JOIN read_status s ON s.read_id = rd.id AND s.status IN ('unsatisfied', 'unproven', 'default')
      WHERE ?1 IS NULL OR rd.kind || ':' || rd.key = ?1) x
ORDER BY 1;

-- @counterexamples-sites: every site (searching every slot)
INSERT INTO temp.counterexample_sites(site_id, rank, has_dest, container_depth, unseen, host, roots)
SELECT c.site_id, ROW_NUMBER() OVER (ORDER BY f.path, n.line, n.col), c.has_dest, c.container_depth,
       c.site_id IN (SELECT site_id FROM unseen_sites), c.host,
       c.root AND EXISTS (SELECT 1 FROM site_context w WHERE w.host = 2)
FROM site_context c JOIN nodes n ON n.id = c.site_id JOIN files f ON f.id = n.file_id;

-- @counterexamples-sites-of-slot: only the sites leading to the searched slot's readers
-- (one `why`); ranks keep the same order
INSERT INTO temp.counterexample_sites(site_id, rank, has_dest, container_depth, unseen, host, roots)
SELECT c.site_id, ROW_NUMBER() OVER (ORDER BY f.path, n.line, n.col), c.has_dest, c.container_depth,
       c.site_id IN (SELECT site_id FROM unseen_sites), c.host,
       c.root AND EXISTS (SELECT 1 FROM site_context w WHERE w.host = 2)
FROM site_context c JOIN nodes n ON n.id = c.site_id JOIN files f ON f.id = n.file_id
WHERE c.site_id IN (SELECT e.site_id FROM temp.counterexample_slots sl
                    JOIN relevant r ON r.key = sl.key JOIN edges e ON e.to_producer = r.producer_id);

-- @counterexamples-start: the entries from which a read of a searched slot can be reached
INSERT OR IGNORE INTO temp.counterexamples(slot, producer_id, now, nav, cls, contained, root, depth)
SELECT sl.id, e.producer_id, 0, 0,
       CASE WHEN p.kind IN ('preview', 'previews') THEN 2 WHEN e.environment = 'unknown' THEN 1 ELSE 0 END, 0, -1, 0
FROM temp.counterexample_slots sl
JOIN relevant r ON r.key = sl.key
JOIN entries e ON e.producer_id = r.producer_id
JOIN producers p ON p.id = e.producer_id;

-- @counterexamples-step  (?1 depth to expand) — the transition of Queries/proof.sql
INSERT OR IGNORE INTO temp.counterexamples(slot, producer_id, now, nav, cls, contained, root, depth, via_site,
                                           prev_producer, prev_now, prev_nav, prev_cls, prev_contained, prev_root)
SELECT s.slot, e.to_producer,
       CASE WHEN c.has_dest
            THEN (CASE WHEN c.container_depth IS NOT NULL
                       THEN (CASE c.host WHEN 0 THEN s.now WHEN 1 THEN 0 ELSE s.root > 0 END) OR COALESCE(sk.above_container, 0) ELSE s.nav AND c.host = 0 END)
                 OR COALESCE(sk.local, 0)
            ELSE (CASE c.host WHEN 0 THEN s.now WHEN 1 THEN 0 ELSE s.root > 0 END) OR COALESCE(sk.local, 0) END,
       CASE WHEN c.container_depth IS NOT NULL
            THEN (CASE c.host WHEN 0 THEN s.now WHEN 1 THEN 0 ELSE s.root > 0 END) OR COALESCE(sk.above_container, 0) ELSE s.nav AND c.host = 0 END,
       CASE WHEN s.cls = 0 AND (c.unseen OR (COALESCE(c.has_dest, 0) AND c.container_depth IS NULL
                                             AND NOT (s.contained AND c.host = 0))
                                OR COALESCE(su.local, 0)
                                OR (COALESCE(c.has_dest, 0) AND c.container_depth IS NOT NULL
                                    AND COALESCE(su.above_container, 0)))
            THEN 1 ELSE s.cls END,
       (s.contained AND c.host = 0) OR c.container_depth IS NOT NULL,
       CASE WHEN c.host > 0 OR (s.root < 0 AND c.roots)
            THEN (CASE WHEN c.roots THEN CASE WHEN c.has_dest
            THEN (CASE WHEN c.container_depth IS NOT NULL
                       THEN (CASE c.host WHEN 0 THEN s.now WHEN 1 THEN 0 ELSE s.root > 0 END) OR COALESCE(sk.above_container, 0) ELSE s.nav AND c.host = 0 END)
                 OR COALESCE(sk.local, 0)
            ELSE (CASE c.host WHEN 0 THEN s.now WHEN 1 THEN 0 ELSE s.root > 0 END) OR COALESCE(sk.local, 0) END ELSE -1 END)
            ELSE s.root END,
       s.depth + 1, e.site_id, s.producer_id, s.now, s.nav, s.cls, s.contained, s.root
FROM temp.counterexamples s
JOIN temp.counterexample_slots sl ON sl.id = s.slot
JOIN edges e ON e.from_producer = s.producer_id
JOIN relevant rv ON rv.producer_id = e.to_producer AND rv.key = sl.key
JOIN temp.counterexample_sites c ON c.site_id = e.site_id
LEFT JOIN site_keys sk ON sk.site_id = e.site_id AND sk.key = sl.key
-- a declared value of unknown type that may be the slot's (Queries/proof.sql)
LEFT JOIN site_keys su ON su.site_id = e.site_id AND su.key = sl.unknown
WHERE s.depth = ?1 AND (NOT (s.now AND s.nav) OR EXISTS (SELECT 1 FROM temp.counterexample_sites WHERE host))
-- Among equally short paths, the one through the earliest site in source order wins,
-- so the answer does not depend on row ids (which re-indexing changes). Slots never
-- meet, so ordering by slot first keeps each slot's order. Two states reaching one
-- state through the same site: the first in the level's scan order (the primary key's)
-- wins, said here rather than left to SQLite's sorter, so the search in memory
-- (CounterexampleSearch.swift) can give the same answer.
ORDER BY s.slot, c.rank, s.producer_id, s.now, s.nav, s.cls, s.contained, s.root;

-- @counterexample-states: every state the search reached, with the site and state it
-- was first reached from (none for entries)
SELECT slot, producer_id, now, nav, cls, contained, via_site, prev_producer, prev_now, prev_nav, prev_cls,
       prev_contained, root, prev_root
FROM temp.counterexamples
WHERE via_site IS NOT NULL;

-- @counterexample-ends: for each read of a searched slot and each class, the first
-- uncovered state at its view: the shallowest, nav unset before set. A read's path
-- runs from there back through the parents to an entry.
SELECT t.read_id, c.slot, c.producer_id, c.now, c.nav, c.cls, c.contained, c.root
FROM temp.counterexamples c
JOIN temp.counterexample_slots sl ON sl.id = c.slot
JOIN read_targets t ON t.producer_id = c.producer_id
JOIN reads r ON r.id = t.read_id AND r.kind || ':' || r.key = sl.key
WHERE c.now = 0
ORDER BY t.read_id, c.cls, c.depth, c.nav, c.producer_id, c.contained, c.root;

-- The same search in memory (CounterexampleSearch.swift), which reads the graph once:
-- after -create, -slots (?1 NULL) and -sites, these six, then -drop.
-- @counterexamples-memory-sites: each crossable site's rank and navigation shape
SELECT site_id, rank, COALESCE(has_dest, 0) <> 0, container_depth IS NOT NULL, unseen, host, roots
FROM temp.counterexample_sites;

-- @counterexamples-memory-edges: the edges through crossable sites
SELECT e.from_producer, e.to_producer, e.site_id FROM edges e
JOIN temp.counterexample_sites c ON c.site_id = e.site_id;

-- @counterexamples-memory-relevant: the producers from which a reader of each searched
-- slot can be reached
SELECT sl.id, r.producer_id FROM temp.counterexample_slots sl JOIN relevant r ON r.key = sl.key;

-- @counterexamples-memory-site-keys: what each site provides of each searched slot
-- (`unknown` 0), and what a declared value of unknown type may provide of it (1)
SELECT sl.id, sk.site_id, sk.local <> 0, sk.above_container <> 0, 0 AS unknown
FROM temp.counterexample_slots sl JOIN site_keys sk ON sk.key = sl.key
UNION ALL
SELECT sl.id, sk.site_id, sk.local <> 0, sk.above_container <> 0, 1
FROM temp.counterexample_slots sl JOIN site_keys sk ON sk.key = sl.unknown
WHERE EXISTS (SELECT 1 FROM temp.counterexample_slots WHERE unknown IS NOT NULL);

-- @counterexamples-memory-entries: the entries and their class (as in -start); -start's
-- states are those of them that are relevant to a searched slot
SELECT e.producer_id,
       CASE WHEN p.kind IN ('preview', 'previews') THEN 2 WHEN e.environment = 'unknown' THEN 1 ELSE 0 END
FROM entries e JOIN producers p ON p.id = e.producer_id;

-- @counterexamples-memory-targets: the views of the reads of each searched slot, as in
-- counterexample-ends
SELECT t.read_id, sl.id, t.producer_id
FROM temp.counterexample_slots sl
JOIN reads r ON r.kind || ':' || r.key = sl.key
JOIN read_targets t ON t.read_id = r.id;

-- @counterexamples-drop
DROP TABLE temp.counterexamples;
DROP TABLE temp.counterexample_slots;
DROP TABLE temp.counterexample_sites;

-- @covering  (?1 read id, ?2 slot): the declarations that cover a read. Walk back
-- from the view over sites that do not provide the slot; every site reached that
-- does provide it is a covering site, reported with what provides it there: a
-- declaration, or a custom modifier or container the site is given to
-- (`.withServices()`), whose producer (`via_producer`) provides the slot
-- (@provided-inside says how). A delegate adaptor's declaration covers every scene.
WITH RECURSIVE back(producer_id) AS (
  SELECT producer_id FROM read_targets WHERE read_id = ?1
  UNION
  SELECT e.from_producer FROM back b
  JOIN edges e ON e.to_producer = b.producer_id
  LEFT JOIN site_keys sk ON sk.site_id = e.site_id AND sk.key = ?2
  WHERE COALESCE(sk.local, 0) = 0 AND COALESCE(sk.above_container, 0) = 0
)
SELECT DISTINCT e.site_id, dn.id AS declaration_node,
       COALESCE(d.value_text, dn.name) AS text, COALESCE(d.kind, a.kind) AS kind,
       df.path AS declaration_file, dn.line AS declaration_line, dn.col AS declaration_col,
       sn.name AS site_name, sf.path AS site_file, sn.line AS site_line, sn.col AS site_col,
       (SELECT pn.name FROM producer_names pn WHERE pn.id = p.id) AS producer, t.producer_id AS via_producer
FROM back b
JOIN edges e ON e.to_producer = b.producer_id
JOIN site_keys sk ON sk.site_id = e.site_id AND sk.key = ?2 AND (sk.local OR sk.above_container)
JOIN site_ancestors a ON a.site_id = e.site_id AND a.kind IN ('declare', 'apply', 'instantiate', 'reference', 'modify')
JOIN nodes dn ON dn.id = a.node_id
LEFT JOIN declarations d ON d.node_id = a.node_id AND a.kind = 'declare'
LEFT JOIN node_targets t ON t.node_id = a.node_id AND a.kind <> 'declare'
JOIN files df ON df.id = dn.file_id
JOIN nodes sn ON sn.id = e.site_id
JOIN files sf ON sf.id = sn.file_id
JOIN producers p ON p.id = e.from_producer
WHERE (a.kind = 'declare' AND EXISTS (SELECT 1 FROM declared_keys k WHERE k.node_id = a.node_id AND k.key = ?2))
   OR (a.kind <> 'declare' AND EXISTS (SELECT 1 FROM provides v WHERE v.producer_id = t.producer_id AND v.key = ?2))
-- (a modifier declared twice, a file copied: the first in the code, not in row order)
ORDER BY df.path, dn.line, sf.path, sn.line, sn.col,
         (SELECT vf.path || printf(':%09d:%09d', vp.line, vp.col) FROM producers vp JOIN files vf ON vf.id = vp.file_id
          WHERE vp.id = t.producer_id);

-- @provided-inside  (?1 producer, ?2 slot): how a custom modifier or container
-- provides a slot to what it is given: the declarations above its holes, and the
-- modifiers or containers its holes are given to (whose producer, `via_producer`,
-- provides it in turn)
SELECT DISTINCT COALESCE(d.value_text, an.name) AS text, COALESCE(d.kind, a.kind) AS kind,
       f.path, an.line, an.col, t.producer_id AS via_producer
FROM nodes h
JOIN site_ancestors a ON a.site_id = h.id AND a.kind IN ('declare', 'apply', 'instantiate', 'reference', 'modify')
JOIN nodes an ON an.id = a.node_id
JOIN files f ON f.id = an.file_id
LEFT JOIN declarations d ON d.node_id = a.node_id AND a.kind = 'declare'
LEFT JOIN node_targets t ON t.node_id = a.node_id AND a.kind <> 'declare'
WHERE h.kind = 'hole' AND h.producer_id = ?1
  AND ((a.kind = 'declare' AND EXISTS (SELECT 1 FROM declared_keys k WHERE k.node_id = a.node_id AND k.key = ?2))
       OR (a.kind <> 'declare' AND EXISTS (SELECT 1 FROM provides v WHERE v.producer_id = t.producer_id AND v.key = ?2)))
ORDER BY f.path, an.line, an.col,
         (SELECT vf.path || printf(':%09d:%09d', vp.line, vp.col) FROM producers vp JOIN files vf ON vf.id = vp.file_id
          WHERE vp.id = t.producer_id);

-- @proven-from  (?1 read id): the entries whose paths reach the read's view, previews
-- last (a satisfied read is proven from the app's)
WITH RECURSIVE back(producer_id) AS (
  SELECT producer_id FROM read_targets WHERE read_id = ?1
  UNION
  SELECT e.from_producer FROM back b JOIN edges e ON e.to_producer = b.producer_id
)
SELECT p.qualified, p.kind IN ('preview', 'previews') AS preview, f.path, p.line, p.col
FROM back b JOIN entries en ON en.producer_id = b.producer_id
JOIN producers p ON p.id = b.producer_id JOIN files f ON f.id = p.file_id
ORDER BY preview, f.path, p.line, p.col;

-- @declared-elsewhere  (?1 slot): every declaration of the slot in the project
SELECT k.key, d.value_text, d.kind, f.path, n.line, n.col, p.name AS producer
FROM declared_keys k
JOIN declarations d ON d.node_id = k.node_id
JOIN nodes n ON n.id = k.node_id
JOIN files f ON f.id = n.file_id
JOIN producer_names p ON p.id = n.producer_id
WHERE k.key = ?1
ORDER BY f.path, n.line, n.col;

-- @site-declarations  (?1 site): declarations above a site, nearest first, with the
-- navigation shape and the nearest new host, to find near misses on an uncovered path
SELECT d.kind, COALESCE(k.key, ''), d.value_text, f.path, n.line, n.col, a.depth,
       c.dest_depth, c.container_depth, a.site_id, c.host_depth
FROM site_ancestors a
JOIN site_context c ON c.site_id = a.site_id
JOIN declarations d ON d.node_id = a.node_id
LEFT JOIN declared_keys k ON k.node_id = a.node_id
JOIN nodes n ON n.id = a.node_id
JOIN files f ON f.id = n.file_id
WHERE a.site_id = ?1 AND a.kind = 'declare'
ORDER BY a.site_id, a.depth;

-- @site-declarations-all: the same for every site, in one pass (listing every diagnostic)
SELECT d.kind, COALESCE(k.key, ''), d.value_text, f.path, n.line, n.col, a.depth,
       c.dest_depth, c.container_depth, a.site_id, c.host_depth
FROM site_ancestors a
JOIN site_context c ON c.site_id = a.site_id
JOIN declarations d ON d.node_id = a.node_id
LEFT JOIN declared_keys k ON k.node_id = a.node_id
JOIN nodes n ON n.id = a.node_id
JOIN files f ON f.id = n.file_id
WHERE a.kind = 'declare'
ORDER BY a.site_id, a.depth;

-- @chain-declarations  (?1 site, ?2 slot): declarations of the slot written before a
-- presentation around the site in its modifier chain (`.implicit(store).sheet { … }`):
-- they reach the view the presentation is attached to, not its content, which inherits
-- from where the presentation is attached
SELECT d.kind, d.value_text, f.path, n.line, n.col, p.name, pf.path, p.line, p.col
FROM site_ancestors a
JOIN presentation_bases b ON b.presentation_id = a.node_id
JOIN declarations d ON d.node_id = b.declaration_id
JOIN declared_keys k ON k.node_id = b.declaration_id
JOIN nodes n ON n.id = b.declaration_id
JOIN files f ON f.id = n.file_id
JOIN nodes p ON p.id = a.node_id
JOIN files pf ON pf.id = p.file_id
WHERE a.site_id = ?1 AND a.kind = 'presentation' AND k.key = ?2
  -- (a presentation that starts a new host gets nothing declared outside it, moved or
  -- not: presentationMisses says so)
  AND NOT EXISTS (SELECT 1 FROM presentation_starts s WHERE s.node_id = a.node_id AND s.starts <> 'inherit')
ORDER BY a.depth, n.line, n.col;

-- @site-hosts: every site inside a presented closure that starts a new host
-- (Queries/presentations.sql), with that closure's boundary, where it is written, and
-- why it starts anew (the platform; the deployment target when that is the reason).
-- Read once per index version: most projects have none, and paths cross many sites.
SELECT c.site_id, n.name, f.path, n.line, n.col, p.platform, p.target, p.starts
FROM site_context c
JOIN site_ancestors a ON a.site_id = c.site_id AND a.depth = c.host_depth AND a.kind = 'presentation'
JOIN nodes n ON n.id = a.node_id
JOIN presentation_starts p ON p.node_id = n.id
JOIN files f ON f.id = n.file_id
WHERE c.host;

-- @site  (?1 site): where a site is and which producer it leads from
SELECT sn.name, n.kind, f.path, n.line, n.col, pn.name, p.is_entry
FROM nodes n JOIN files f ON f.id = n.file_id JOIN producers p ON p.id = n.producer_id
JOIN site_names sn ON sn.id = n.id JOIN producer_names pn ON pn.id = p.id
WHERE n.id = ?1;

-- @producer  (?1 producer)
SELECT p.qualified, p.kind, p.is_entry, f.path, p.line, p.col
FROM producers p JOIN files f ON f.id = p.file_id WHERE p.id = ?1;

-- @sites-of  (?1 a JSON array of site ids): @site for many sites in one statement
-- (listing every diagnostic walks thousands of paths), the site id last
SELECT sn.name, n.kind, f.path, n.line, n.col, pn.name, p.is_entry, n.id
FROM nodes n JOIN files f ON f.id = n.file_id JOIN producers p ON p.id = n.producer_id
JOIN site_names sn ON sn.id = n.id JOIN producer_names pn ON pn.id = p.id
WHERE n.id IN (SELECT value FROM json_each(?1));

-- @producers-of  (?1 a JSON array of producer ids): @producer for many, the id last
SELECT p.qualified, p.kind, p.is_entry, f.path, p.line, p.col, p.id
FROM producers p JOIN files f ON f.id = p.file_id WHERE p.id IN (SELECT value FROM json_each(?1));

-- @key-definition  (?1 key, e.g. '\.accent'): where a custom environment key is
-- defined, its EnvironmentKey type and default value; of several definitions (a file
-- copied) the first in the code, not in row order (which an incremental run changes)
SELECT a.accessor, COALESCE(a.key_type, ''), COALESCE(a.default_text, k.default_text, ''),
       f.path, a.line, a.col
FROM environment_keys a
JOIN files f ON f.id = a.file_id
LEFT JOIN environment_keys k ON k.key_type = a.key_type AND k.accessor IS NULL
WHERE a.accessor = ?1
ORDER BY f.path, a.line, a.col, COALESCE(a.default_text, k.default_text, '');

-- @blind-places  (?1 a JSON array of site ids, in path order, ?2 the entry's producer,
-- ?3 the read's slot, ?4 how to name a declared value of unknown type): what a blind path could not see: the entry's unknown
-- environment, the unseen sites on it, a declared value of unknown type that may be
-- the slot's, and a destination it pushes before crossing any navigation container
SELECT 0 AS site_id, origin FROM entries WHERE producer_id = ?2 AND environment = 'unknown'
UNION ALL
SELECT u.site_id, u.reason FROM unseen_sites u WHERE u.site_id IN (SELECT value FROM json_each(?1))
UNION ALL
SELECT sk.site_id, ?4
FROM slot_unknowns u JOIN site_keys sk ON sk.key = u.unknown
WHERE u.slot = ?3 AND sk.site_id IN (SELECT value FROM json_each(?1)) AND (sk.local OR sk.above_container)
UNION ALL
SELECT c.site_id, 'a navigation destination with no navigation container on the path (SwiftUI pushes it only '
                  || 'inside a NavigationStack or NavigationView, which the analyzer does not see here)'
FROM json_each(?1) j JOIN site_context c ON c.site_id = j.value
WHERE c.has_dest AND c.container_depth IS NULL
  AND NOT EXISTS (SELECT 1 FROM json_each(?1) k JOIN site_context d ON d.site_id = k.value
                  WHERE k.key < j.key AND d.container_depth IS NOT NULL)
  AND c.site_id NOT IN (SELECT site_id FROM unseen_sites);

-- @hosting-root  (?1 a producer): where a hosting controller that starts empty is
-- (Queries/controllers.sql), after "a hosting controller"
SELECT substr(e.origin, length('a hosting controller ') + 1)
FROM entries e JOIN producers p ON p.id = e.producer_id
WHERE e.producer_id = ?1 AND p.kind = 'hosting' AND e.environment = 'empty' AND e.origin IS NOT NULL;
