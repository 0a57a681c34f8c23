-- After an edit, the slots whose proof may have changed (Queries/proof.sql recomputes
-- only these). A slot is affected when the edited files' producers could reach one of
-- its reads before the edit (temp.slots_before) or can now, when an edited file reads
-- it, or when what a custom modifier or container provides for it changed. Any other
-- slot's relevant and uncovered states never pass through an edited producer, and
-- their sites' keys are unchanged, so its proof stands.
CREATE TEMP TABLE proof_slots(key TEXT PRIMARY KEY);

INSERT OR IGNORE INTO temp.proof_slots(key) SELECT key FROM temp.slots_before;

INSERT OR IGNORE INTO temp.proof_slots(key)
WITH RECURSIVE down(producer_id) AS (
  SELECT id FROM producers WHERE file_id IN (SELECT file_id FROM temp.dirty_files)
  UNION
  SELECT e.to_producer FROM down JOIN edges e ON e.from_producer = down.producer_id
)
SELECT DISTINCT r.kind || ':' || r.key
FROM down JOIN read_targets t ON t.producer_id = down.producer_id JOIN reads r ON r.id = t.read_id;

INSERT OR IGNORE INTO temp.proof_slots(key)
SELECT kind || ':' || key FROM reads WHERE file_id IN (SELECT file_id FROM temp.dirty_files);

INSERT OR IGNORE INTO temp.proof_slots(key)
SELECT key FROM (SELECT producer_id, key FROM provides EXCEPT SELECT producer_id, key FROM temp.provides_before
                 UNION ALL
                 SELECT producer_id, key FROM temp.provides_before EXCEPT SELECT producer_id, key FROM provides);
