-- What the content of each presented closure starts with in this configuration
-- (docs/design.md §4.4, "Where a new host begins"): SwiftUI presents a sheet, a
-- popover or a context menu's preview in a host of its own, and what that host's
-- content inherits differs by platform.
--   inherit  the environment where the presentation modifier is attached (rule 1)
--   window   what the root view of the presenter's window (or of the presentation it is
--            in) was given, and what the closure itself injects: not what is injected
--            between that root and the modifier
--   empty    only what the presented closure itself injects
--
-- A configuration runs on the platforms the settings name (`runtime`, written by the
-- indexer from the project: `iOS`, `iOSOnMac` for an iOS app that also runs on a Mac
-- (Mac Catalyst, "Designed for iPad": UIKit on a Mac), `macOS` (AppKit), `tvOS`,
-- `watchOS`, `visionOS`, each with the deployment target the project declares, ''
-- when it declares none).
-- A boundary takes the strictest reading of any of them (empty, then window, then
-- inherit): the one binary runs on each.
-- `presentation_policies` is SwiftUI's behaviour as evidenced (a row per boundary and
-- platform; `before`: a deployment target below this version starts empty); settings
-- `presentation` rows ("presentations" in .implicits.json) replace a row.
-- Run by hand after Queries/derive_graph_*.sql and view_flow.sql (and controllers.sql),
-- before derive_sites_*.sql: every file is dirty.
CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;

DROP TABLE IF EXISTS temp.presentation_policies;
CREATE TEMP TABLE presentation_policies (
  boundary TEXT NOT NULL, platform TEXT NOT NULL, starts TEXT NOT NULL, before TEXT,
  PRIMARY KEY (boundary, platform)
);
INSERT INTO temp.presentation_policies(boundary, platform, starts, before) VALUES
  -- The system's context-menu interaction hosts the preview apart: nothing crosses.
  ('contextMenu(preview:)', 'iOS', 'empty', NULL),
  ('contextMenu(preview:)', 'iOSOnMac', 'empty', NULL),
  ('contextMenu(preview:)', 'macOS', 'empty', NULL),
  ('contextMenu(preview:)', 'tvOS', 'empty', NULL),
  ('contextMenu(preview:)', 'visionOS', 'empty', NULL),
  ('contextMenu(preview:)', 'watchOS', 'empty', NULL),
  -- Sheets and covers inherit on iOS since the iOS 14 SDK, nothing before it.
  ('sheet', 'iOS', 'inherit', '14.0'),
  ('fullScreenCover', 'iOS', 'inherit', '14.0'),
  ('popover', 'iOS', 'inherit', '14.0'),
  ('sheet', 'visionOS', 'inherit', NULL),
  ('fullScreenCover', 'visionOS', 'inherit', NULL),
  ('popover', 'visionOS', 'inherit', NULL),
  ('sheet', 'tvOS', 'inherit', '14.0'),
  ('fullScreenCover', 'tvOS', 'inherit', '14.0'),
  ('sheet', 'watchOS', 'inherit', '7.0'),
  ('fullScreenCover', 'watchOS', 'inherit', '7.0'),
  -- An iOS app on a Mac presents in a window of its own, whose content loses what the
  -- presenter injects between its window's root view and the modifier (shipped apps'
  -- crash fixes); what the root view was given crosses (`"empty"` is the strictest
  -- reading of a few reports that it did not).
  ('sheet', 'iOSOnMac', 'window', NULL),
  ('fullScreenCover', 'iOSOnMac', 'window', NULL),
  ('popover', 'iOSOnMac', 'window', NULL),
  -- Natively on macOS (AppKit) sheets inherit since macOS 11, as on iOS 14: shipped Mac
  -- apps present with what they inject on the presenter (CodeEdit's source-control
  -- sheets); a few reports say otherwise (`"window"` is their reading).
  ('sheet', 'macOS', 'inherit', '11.0'),
  ('popover', 'macOS', 'inherit', '11.0'),
  ('fullScreenCover', 'macOS', 'inherit', '11.0'),
  -- iOS 13 hosts a navigation bar's items apart: they did not get the environment
  -- objects of the view the modifier is on (ACHNBrowserUI's ResidentButton crash, fixed
  -- by injecting on the item itself). `toolbar` is iOS 14 API: it always inherits.
  ('navigationBarItems(leading:)', 'iOS', 'inherit', '14.0'),
  ('navigationBarItems(trailing:)', 'iOS', 'inherit', '14.0'),
  ('inspector', 'iOS', 'inherit', NULL),
  ('inspector', 'iOSOnMac', 'inherit', NULL),
  ('inspector', 'macOS', 'inherit', NULL),
  ('inspector', 'visionOS', 'inherit', NULL);
-- The project's choices (.implicits.json "presentations": PLATFORM -> BOUNDARY -> starts).
INSERT OR REPLACE INTO temp.presentation_policies(boundary, platform, starts, before)
SELECT substr(rest, 1, instr(rest, char(9)) - 1), substr(value, 1, instr(value, char(9)) - 1),
       substr(rest, instr(rest, char(9)) + 1), NULL
FROM (SELECT value, substr(value, instr(value, char(9)) + 1) AS rest FROM settings WHERE name = 'presentation');

-- The platforms this configuration runs on, with their deployment targets.
DROP TABLE IF EXISTS temp.runtime_platforms;
CREATE TEMP TABLE runtime_platforms(platform TEXT PRIMARY KEY, target TEXT NOT NULL);
INSERT OR IGNORE INTO temp.runtime_platforms(platform, target)
SELECT substr(value, 1, instr(value || char(9), char(9)) - 1),
       substr(value, instr(value || char(9), char(9)) + 1)
FROM settings WHERE name = 'runtime';

-- A version as a sortable number: '14.0' < '9.3' as text, not as 1400 and 903.
DROP TABLE IF EXISTS temp.version_numbers;
CREATE TEMP TABLE version_numbers AS
SELECT v, CAST(CASE WHEN instr(v, '.') THEN substr(v, 1, instr(v, '.') - 1) ELSE v END AS INTEGER) * 100
          + CAST(CASE WHEN instr(v, '.') THEN substr(v, instr(v, '.') + 1) ELSE '0' END AS INTEGER) AS n
FROM (SELECT target AS v FROM temp.runtime_platforms WHERE target <> '' UNION SELECT before FROM temp.presentation_policies
      WHERE before IS NOT NULL);

-- Per presented closure of the dirty files: how it starts, and on which platform it
-- starts empty (the first in a stable order), for the diagnostics.
CREATE TABLE IF NOT EXISTS presentation_starts (
  node_id  INTEGER PRIMARY KEY,
  file_id  INTEGER NOT NULL,
  starts   TEXT NOT NULL,
  platform TEXT,                        -- where it starts anew: iOS, iOSOnMac, macOS, tvOS, watchOS, visionOS
  target   TEXT                         -- the deployment target, when that is why (below `before`)
);
CREATE INDEX IF NOT EXISTS presentation_starts_by_file ON presentation_starts(file_id);
DELETE FROM presentation_starts
WHERE file_id IN (SELECT file_id FROM dirty_files);
INSERT INTO presentation_starts(node_id, file_id, starts, platform, target)
SELECT n.id, n.file_id, COALESCE(e.starts, 'inherit'), e.platform, e.target
FROM nodes n
LEFT JOIN (
  -- the strictest reading over the platforms (rank 2 empty, 1 window); SQLite: the bare
  -- columns are the row of the MAX's
  SELECT boundary, starts, platform, target, MAX(rank) FROM (
    SELECT pp.boundary, r.platform,
           CASE WHEN pp.starts = 'inherit' THEN 'empty' ELSE pp.starts END AS starts,
           CASE WHEN pp.starts = 'inherit' THEN r.target END AS target,
           CASE WHEN pp.starts = 'window' THEN 1 ELSE 2 END * 10 - (r.platform = 'iOSOnMac') AS rank
    FROM temp.presentation_policies pp
    JOIN temp.runtime_platforms r ON r.platform = pp.platform
    LEFT JOIN temp.version_numbers t ON t.v = r.target
    LEFT JOIN temp.version_numbers b ON b.v = pp.before
    WHERE pp.starts IN ('empty', 'window') OR (pp.before IS NOT NULL AND t.n IS NOT NULL AND t.n < b.n))
  GROUP BY boundary
) e ON e.boundary = n.name
WHERE n.kind = 'presentation' AND n.file_id IN (SELECT file_id FROM dirty_files);
DROP TABLE temp.presentation_policies;
DROP TABLE temp.runtime_platforms;
DROP TABLE temp.version_numbers;
