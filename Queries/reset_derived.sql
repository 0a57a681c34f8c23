-- Before a full derivation: drop the per-file derived relations and the per-slot
-- proof, so they are rebuilt from empty tables (Queries/derive.sql, proof.sql).
DROP TABLE IF EXISTS node_targets;
DROP TABLE IF EXISTS edges;
DROP TABLE IF EXISTS site_ancestors;
DROP TABLE IF EXISTS site_context;
DROP TABLE IF EXISTS declared_keys;
DROP TABLE IF EXISTS relevant;
DROP TABLE IF EXISTS uncovered;
DROP TABLE IF EXISTS app_uncovered;
