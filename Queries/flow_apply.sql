-- The flow's edges enter the graph: `edges`' flow rows become this run's
-- (temp.flow_edges, gathered by Queries/view_flow.sql and controllers.sql) by their
-- difference, not deleted and written again. An edit moves few of the flow's edges,
-- while each row of `edges` written or deleted costs five indexes.
--   makes  temp.flow_edges_removed, temp.flow_edges_added (by file: what
--          Queries/flow_changes.sql compares), and `edges`' flow rows
--   reads  temp.flow_edges, edges
--   order  after Queries/controllers.sql; before flow_changes.sql and presentations.sql
-- The dirty files' flow rows went with their other rows (derive_graph_5_edges.sql): they
-- are all added again here, so the difference is the other files'. A file with a row
-- removed or added is one whose flow changed: flow_changes.sql makes it dirty, and the
-- next derivation replaces all its rows. `edges` holds no duplicate flow row:
-- temp.flow_edges has none, and only rows `edges` lacks are added (a value shown where
-- its call is written and also handed to a method that builds views for its caller
-- has its edge once, as its file's, `flow` 2: Queries/view_flow.sql).

DROP TABLE IF EXISTS temp.flow_edges_removed;
CREATE TEMP TABLE flow_edges_removed AS
SELECT e.rowid AS edge, e.file_id FROM edges e
WHERE e.flow = 1 AND NOT EXISTS (
  SELECT 1 FROM temp.flow_edges f
  WHERE f.site_id = e.site_id AND f.from_producer = e.from_producer AND f.to_producer = e.to_producer
    AND f.file_id = e.file_id);
DELETE FROM edges WHERE rowid IN (SELECT edge FROM temp.flow_edges_removed);

DROP TABLE IF EXISTS temp.flow_edges_added;
CREATE TEMP TABLE flow_edges_added AS
SELECT file_id, site_id, from_producer, to_producer FROM temp.flow_edges
EXCEPT SELECT file_id, site_id, from_producer, to_producer FROM edges WHERE flow <> 0;
INSERT INTO edges(file_id, site_id, from_producer, to_producer, flow)
SELECT file_id, site_id, from_producer, to_producer, 1 FROM temp.flow_edges_added;
