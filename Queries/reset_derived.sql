-- Before a full derivation: drop the per-file derived relations and the per-slot
-- proof and the resolved types, so they are rebuilt from empty tables
-- (Queries/types.sql, derive.sql, proof.sql).
DROP TABLE IF EXISTS expr_types;
DROP TABLE IF EXISTS node_targets;
DROP TABLE IF EXISTS edges;
DROP TABLE IF EXISTS site_ancestors;
DROP TABLE IF EXISTS site_context;
DROP TABLE IF EXISTS declared_keys;
DROP TABLE IF EXISTS relevant;
DROP TABLE IF EXISTS uncovered;
DROP TABLE IF EXISTS app_uncovered;
