-- Derivation, step 1 of 8: the reads' canonical type keys, and the entry points.
--   makes  reads.key (canonical), entries, temp.entries_before (the first pass's)
--   reads  the facts (Schema/facts.sql); expr_types (Queries/types.sql)
--   order  after Queries/type_hierarchy.sql, types.sql and types_step.sql; before
--          derive_graph_2_bodies.sql
--
-- The derivation: relations recomputed from the facts after every indexing run: name
-- resolution, the producer graph and what each site declares. Eight files, in this
-- order (SQLScripts.deriveGraph is the first five, deriveSites the last three):
--   derive_graph_1_entries.sql    reads' keys, entry points
--   derive_graph_2_bodies.sql     each view type's body; conformers' copies of a
--                                 protocol extension's producers
--   derive_graph_3_names.sql      name resolution: what each call and reference is
--   derive_graph_4_values.sql     views a value carries, members of typed values
--   derive_graph_5_edges.sql      the producer graph; generic views' placements
--     (then Queries/view_flow.sql, controllers.sql, flow_apply.sql, flow_changes.sql
--     and presentations.sql)
--   derive_sites_1_context.sql    conformers' edges; each site's ancestors, unseen
--                                 places and navigation shape
--   derive_sites_2_keys.sql       what declarations fill, where reads receive;
--                                 `provides` made empty
--   derive_sites_3_findings.sql   findings that need the whole project
--
-- Relations that belong to one file's rows (node_targets, edges, site_ancestors,
-- site_context, declared_keys, generic_placements, derived_findings) are
-- recomputed only for the files in `dirty_files` (a re-parsed file keeps its id, and a
-- run that removes a file derives everything from empty tables: no row is left of a
-- file that is gone); view_bodies, which depends on the
-- files' symbols alone, is kept while they are unchanged (temp.symbols_unchanged,
-- Queries/type_hierarchy.sql); the rest are small and recomputed whole. The indexer
-- fills `dirty_files` with the files it re-parsed when no file changed its
-- declarations (types, producers, members), and with every file otherwise. The flow
-- of view values and controllers (Queries/view_flow.sql, controllers.sql) crosses
-- files: its edges (`edges.flow`) are recomputed whole in every run (and applied as a
-- difference, Queries/flow_apply.sql), and a file whose
-- flow edges come out different joins the dirty files, for which the graph is derived
-- once more (Queries/flow_changes.sql). Run by hand on an index, every file is
-- dirty. The eight files, the five between them and Queries/type_hierarchy.sql before
-- them run in one sqlite3 connection, as temp tables made by one file are read by
-- later ones (each file's header says which); the types Queries/types.sql and
-- types_step.sql resolved are kept in the index:
--   cat Queries/type_hierarchy.sql Queries/derive_graph_*.sql Queries/view_flow.sql \
--       Queries/controllers.sql Queries/flow_apply.sql Queries/flow_changes.sql \
--       Queries/presentations.sql \
--       Queries/derive_sites_*.sql \
--     | sqlite3 .implicits/index.sqlite

CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;
CREATE TEMP TABLE IF NOT EXISTS symbols_unchanged(unchanged INTEGER);
-- The view flow's copies of hosting-root producers (ids below -2^50, Queries/view_flow.sql)
-- are made again from this run's flow: the last run's must not be found meanwhile (as
-- a root's target, they would stay beside the new copies).
DELETE FROM producers WHERE id < -1125899906842624;
-- A read's type key, made canonical by the resolver (Queries/types.sql): `Tracker`
-- read inside `Screen` is `Screen.Tracker` when the project declares that type, as
-- the declaration that names it there is.
UPDATE reads SET key = COALESCE((SELECT x.type FROM expr_types x WHERE x.expr_id = reads.key_id), written_key)
WHERE key_id IS NOT NULL AND file_id IN (SELECT file_id FROM dirty_files);

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
CREATE TEMP TABLE IF NOT EXISTS entries_before AS SELECT producer_id, environment FROM entries;
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
-- An App's `body` written in an extension that does not restate `: App`: the type is an
-- App wherever its conformance is declared, and that body is its scenes.
SELECT p.id, 'empty', NULL FROM producers p
WHERE p.kind = 'scene-body' AND p.name = 'body' AND NOT p.is_entry
  AND EXISTS (SELECT 1 FROM type_supers s WHERE s.type = p.owner AND s.super = 'App')
UNION
-- A WatchKit hosting controller's `body` (`class Face: WKHostingController<Dial>`): the
-- watch app's storyboard makes the controller, which shows its body as the root of its
-- interface, with nothing of the app's in its environment.
SELECT p.id, 'empty', NULL FROM producers p
WHERE p.name = 'body' AND p.kind IN ('body', 'property', 'code')
  AND EXISTS (SELECT 1 FROM type_supers s WHERE s.type = p.owner AND s.super = 'WKHostingController')
UNION
-- Carried views that their carrier never shows where the analysis can see it: an
-- entry whose environment is unknown (and said so: `carrier-not-shown`).
SELECT c.id, 'unknown', 'a carried view its carrier never shows' FROM producers c
WHERE c.kind = 'carried' AND NOT EXISTS (
  SELECT 1 FROM nodes n JOIN producers p ON p.id = n.producer_id
  WHERE p.owner = c.owner AND n.name = substr(c.name, 2) AND n.kind IN ('reference', 'hole') AND p.kind <> 'code')
  AND c.id NOT IN (  -- nor from outside, as a member of a value of its type or a stored
  -- closure called on one (the members of its name, Schema/facts.sql's nodes_members)
  SELECT v.id FROM producers v CROSS JOIN nodes n ON n.name = substr(v.name, 2) AND n.kind IN ('member', 'apply')
  JOIN expr_types x ON x.expr_id = n.value_type_id AND x.type = v.owner
  WHERE v.kind = 'carried')
) GROUP BY producer_id;
