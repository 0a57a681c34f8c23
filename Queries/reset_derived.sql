-- Before a full derivation: drop the per-file derived relations, the tables kept while
-- the symbols are unchanged, the per-slot proof and the resolved types, so they are
-- rebuilt from empty tables (Queries/types.sql, derive_*.sql, site_keys.sql, proof.sql);
-- nothing rendered from them before holds (Queries/diagnostics.sql).
-- The one list of the derived tables: an index without one of them derives everything
-- (SQLScripts.derivedTables reads the DROP lines), and a test checks that every table
-- the derivation's files create is here.
DROP TABLE IF EXISTS expr_types;
DROP TABLE IF EXISTS type_supers;
DROP TABLE IF EXISTS view_types;
DROP TABLE IF EXISTS view_bodies;
DROP TABLE IF EXISTS conformer_producers;
DELETE FROM producers WHERE id < 0;
DROP TABLE IF EXISTS node_targets;
DROP TABLE IF EXISTS edges;
DROP TABLE IF EXISTS call_types;
DROP TABLE IF EXISTS flow_calls;
DROP TABLE IF EXISTS place_properties;
DROP TABLE IF EXISTS generic_placements;
DROP TABLE IF EXISTS site_ancestors;
DROP TABLE IF EXISTS site_context;
DROP TABLE IF EXISTS presentation_starts;
DROP TABLE IF EXISTS unseen_sites;
DROP TABLE IF EXISTS unresolved_sites;
DROP TABLE IF EXISTS declared_keys;
DROP TABLE IF EXISTS provides;
DROP TABLE IF EXISTS derived_findings;
DROP TABLE IF EXISTS site_keys;
DROP TABLE IF EXISTS entries;
DROP TABLE IF EXISTS relevant;
DROP TABLE IF EXISTS uncovered;
DROP TABLE IF EXISTS app_uncovered;
DROP TABLE IF EXISTS reachable;
DROP TABLE IF EXISTS read_targets;
DROP TABLE IF EXISTS read_status;
DROP TABLE IF EXISTS stored_diagnostic_files;
DROP TABLE IF EXISTS stored_diagnostics;
DROP TABLE IF EXISTS stored_diagnostic_slots;
