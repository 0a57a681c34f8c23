-- The files the flow of view values changed: after an edit, the flow's edges
-- (Queries/view_flow.sql, controllers.sql, flow_apply.sql: `edges.flow`) are recomputed whole, while
-- the rows derived from a file's edges (conformers' copies, site ancestors and context,
-- unresolved calls, site keys, the proof's transitions) are recomputed for the dirty
-- files only. A file that was not dirty but whose flow edges came out different (a
-- parameter read in it now shows another argument, a value it shows is now stored
-- elsewhere) joins the dirty files here, with what its rows were before
-- (Queries/affected_slots.sql compares): the indexer then derives the graph once more,
-- for these files too (DeriveStage.swift). An edit that changes no call's arguments,
-- no stored view and no hosting controller widens nothing.
--   makes  temp.flow_changed_files (the count is what the indexer reads), adds them
--          to temp.dirty_files, temp.before_files; their edges before
--          (temp.changed_edges_before) to temp.sites_before and temp.site_keys_before
--   reads  temp.flow_edges_removed, temp.flow_edges_added (Queries/flow_apply.sql: the
--          difference with the last derivation's, the same for the files not dirty as
--          with the run's start), edges, temp.flow_edges_before
--          (Queries/derive_graph_5_edges.sql), site_context, unseen_sites, site_keys
--   order  after Queries/flow_apply.sql; before presentations.sql

DROP TABLE IF EXISTS temp.flow_changed_files;
CREATE TEMP TABLE flow_changed_files(file_id INTEGER PRIMARY KEY);
INSERT OR IGNORE INTO temp.flow_changed_files(file_id)
SELECT file_id FROM (SELECT file_id FROM temp.flow_edges_removed UNION SELECT file_id FROM temp.flow_edges_added)
WHERE file_id NOT IN (SELECT file_id FROM dirty_files) AND file_id IN (SELECT id FROM files);

-- Their rows before: the edges that are their file's (unchanged since the last run,
-- `flow` 0 and 2) and the flow's edges as they were.
DROP TABLE IF EXISTS temp.changed_edges_before;
CREATE TEMP TABLE changed_edges_before AS
SELECT site_id, from_producer, to_producer FROM edges
WHERE flow <> 1 AND file_id IN (SELECT file_id FROM temp.flow_changed_files)
UNION ALL
SELECT site_id, from_producer, to_producer FROM temp.flow_edges_before
WHERE file_id IN (SELECT file_id FROM temp.flow_changed_files);
INSERT INTO temp.sites_before
SELECT e.site_id, e.from_producer, e.to_producer, c.has_dest, c.container_depth IS NOT NULL,
       e.site_id IN (SELECT site_id FROM unseen_sites), c.host, c.root
FROM temp.changed_edges_before e LEFT JOIN site_context c ON c.site_id = e.site_id;
INSERT INTO temp.site_keys_before
SELECT site_id, key, local, above_container FROM site_keys
WHERE site_id IN (SELECT site_id FROM temp.changed_edges_before);
INSERT OR IGNORE INTO temp.before_files SELECT file_id FROM temp.flow_changed_files;
INSERT OR IGNORE INTO dirty_files(file_id) SELECT file_id FROM temp.flow_changed_files;
