-- The stored diagnostics (Schema/facts.sql, `stored_diagnostics`): which ones a run
-- keeps, and how the reports read them (ImplicitsQuery/StoredDiagnostics.swift).

-- @tables: made by each derivation, like the derived tables (Queries/reset_derived.sql
-- drops them before a full one).
-- The diagnostics as rendered (ImplicitsQuery/StoredDiagnostics.swift), stored with
-- the derivation they came from so that a run in which nothing changed prints them
-- from here, and an edit renders again only the slots it may have changed
-- (Queries/diagnostics.sql says which). A slot's rows are complete when the slot is in
-- `stored_diagnostic_slots` ('' stands for the diagnostics that are no read's: views
-- no entry reaches, and the findings); they hold for the renderer and the reporting
-- settings `meta.diagnostics` names, and for nothing else.
CREATE TABLE IF NOT EXISTS stored_diagnostic_slots (
  slot TEXT PRIMARY KEY
);
CREATE TABLE IF NOT EXISTS stored_diagnostics (
  slot     TEXT NOT NULL REFERENCES stored_diagnostic_slots(slot) ON DELETE CASCADE,
  position INTEGER NOT NULL,             -- order within the slot ('': as rendered)
  read_id  INTEGER,                      -- the read it is about (a slot's rows)
  part     TEXT NOT NULL,                -- 'read' | 'unreachable' | 'finding'
  verbose  INTEGER NOT NULL DEFAULT 0,   -- a finding shown only with --verbose
  code     TEXT NOT NULL,
  severity TEXT NOT NULL,
  message  TEXT NOT NULL,
  file     TEXT NOT NULL,
  line     INTEGER NOT NULL,
  col      INTEGER NOT NULL,
  notes    TEXT NOT NULL,                -- StoredDiagnostics.encodeNotes
  hops     TEXT NOT NULL DEFAULT ''      -- StoredDiagnostics.encodePath: a read's path, its origin
);
CREATE INDEX IF NOT EXISTS stored_diagnostics_by_slot ON stored_diagnostics(slot);
-- The files whose rows a slot's rendering read (the reads, every site and entry on its
-- paths, every place a note names): an edit of one of them renders the slot again.
-- (Its columns in the key's order: SQLite 3.40's quick_check, which `--rebuild` runs,
-- reported every row of a WITHOUT ROWID table whose columns are in another order as
-- holding NULL, and the index was taken for damaged.)
CREATE TABLE IF NOT EXISTS stored_diagnostic_files (
  path TEXT NOT NULL,
  slot TEXT NOT NULL REFERENCES stored_diagnostic_slots(slot) ON DELETE CASCADE,
  PRIMARY KEY (path, slot)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS stored_diagnostic_files_by_slot ON stored_diagnostic_files(slot);

-- @forget-all: rows stored under another key go (StoredDiagnostics.store).
DELETE FROM stored_diagnostics;
DELETE FROM stored_diagnostic_files;
DELETE FROM stored_diagnostic_slots;

-- @forget-stale: after an incremental derivation (Indexer.derive: temp.proof_slots from
-- Queries/affected_slots.sql, temp.reads_before, temp.reparsed_files). A slot's text is
-- made of its reads (their files, lines and whether they are used), its proof, its
-- counterexample paths and what their sites and entries say (their files' rows), and
-- the reporting settings (meta.diagnostics). In an incremental run no file's symbols
-- changed and clean files' rows are as they were; among equally short paths the
-- earliest site in source order wins (Queries/why.sql), and a file's sites stay in
-- its block of that order, so a path that crosses no re-parsed file is the one found
-- before. A slot is rendered again when it was proved again, when a re-parsed file has
-- (or had) a read of it, or when its rendering read a re-parsed file. The
-- diagnostics that are no read's ('') are rendered again whenever anything changed.
DELETE FROM stored_diagnostic_slots
WHERE slot = ''
   OR slot IN (SELECT key FROM temp.proof_slots)
   OR slot IN (SELECT slot FROM temp.reads_before)
   OR slot IN (SELECT kind || ':' || key FROM reads WHERE file_id IN (SELECT file_id FROM temp.reparsed_files))
   OR slot IN (SELECT d.slot FROM stored_diagnostic_files d JOIN files f ON f.path = d.path
               WHERE f.id IN (SELECT file_id FROM temp.reparsed_files));
DELETE FROM stored_diagnostics WHERE slot NOT IN (SELECT slot FROM stored_diagnostic_slots);
DELETE FROM stored_diagnostic_files WHERE slot NOT IN (SELECT slot FROM stored_diagnostic_slots);

-- @slots: the slots whose rows are complete
SELECT slot FROM stored_diagnostic_slots;

-- @rows: every stored diagnostic, slot by slot in order
SELECT slot, position, read_id, part, verbose, code, severity, message, file, line, col, notes, hops
FROM stored_diagnostics ORDER BY slot, position;
