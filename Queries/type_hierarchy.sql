-- What each type is, from the declarations alone (no expression typed yet): the
-- types it inherits or conforms to, and which types are views. Run first, before
-- Queries/types.sql and the derive_*.sql files; the indexer reads the names the project declares
-- (ProjectNamesQuery) from these tables before it derives anything else, so a first
-- pass whose names turn out different derives nothing.
--   sqlite3 .implicits/index.sqlite < Queries/type_hierarchy.sql
--
-- The indexer fills `dirty_files` with the re-parsed files and puts a row in
-- `symbols_unchanged` when no file's symbols changed (an incremental run); run by
-- hand, every file is dirty and nothing is kept.
CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;
CREATE TEMP TABLE IF NOT EXISTS symbols_unchanged(unchanged INTEGER);

-- Where a type's members are looked up, nearest first: the type itself (depth 0),
-- then what it inherits or conforms to (depth 1, 2, ...), so a member inherited
-- from a superclass or a protocol extension is found, and hides outer names. A
-- generic parameter's supers are its constraints. Read backwards, it lists the
-- conformers of a protocol (Queries/derive_graph_4_values.sql places them for a
-- protocol value).
-- It reads only types, conformances and aliases, all part of the files' symbols: kept
-- when they are unchanged (temp.symbols_unchanged), rebuilt otherwise.
CREATE TABLE IF NOT EXISTS type_supers (
  type  TEXT NOT NULL,
  super TEXT NOT NULL,
  depth INTEGER NOT NULL,
  PRIMARY KEY (type, super)
) WITHOUT ROWID;
DELETE FROM type_supers WHERE NOT EXISTS (SELECT 1 FROM temp.symbols_unchanged);
INSERT OR IGNORE INTO type_supers(type, super, depth)
WITH RECURSIVE up(type, super, depth) AS (
  SELECT name, name, 0 FROM types WHERE NOT EXISTS (SELECT 1 FROM temp.symbols_unchanged)
  UNION
  SELECT up.type, c.protocol, up.depth + 1
  FROM up JOIN conformances c ON c.type_name = up.super
  WHERE up.depth < 8
  UNION
  -- through an alias (`typealias PlatformRepresentable = UIViewRepresentable`): its
  -- target, as written
  SELECT up.type, n.name, up.depth + 1
  FROM up JOIN type_aliases a ON a.name = up.super
  JOIN type_expr_names n ON n.expr_id = a.target_id
  WHERE up.depth < 8
    AND n.rank = (SELECT MAX(rank) FROM type_expr_names m WHERE m.expr_id = a.target_id)
)
SELECT type, super, MIN(depth) FROM up GROUP BY type, super;
-- Read backwards too: the conformers of a protocol.
CREATE INDEX IF NOT EXISTS type_supers_by_super ON type_supers(super);

-- Protocols of the standard library and the SDKs that say nothing about views: a
-- type conforming to one of them is not taken for a view through it (below).
CREATE TEMP TABLE IF NOT EXISTS plain_protocols(name TEXT PRIMARY KEY) WITHOUT ROWID;
INSERT OR IGNORE INTO plain_protocols(name) VALUES
  ('Equatable'), ('Hashable'), ('Comparable'), ('Identifiable'), ('Codable'), ('Encodable'), ('Decodable'),
  ('Sendable'), ('SendableMetatype'), ('AnyObject'), ('Error'), ('LocalizedError'), ('CustomNSError'),
  ('CaseIterable'), ('RawRepresentable'), ('CustomStringConvertible'), ('CustomDebugStringConvertible'),
  ('CustomLocalizedStringResourceConvertible'), ('Sequence'), ('Collection'), ('IteratorProtocol'),
  ('BidirectionalCollection'), ('RandomAccessCollection'), ('MutableCollection'), ('RangeReplaceableCollection'),
  ('ExpressibleByStringLiteral'), ('ExpressibleByIntegerLiteral'), ('ExpressibleByArrayLiteral'),
  ('ExpressibleByDictionaryLiteral'), ('ExpressibleByBooleanLiteral'), ('ExpressibleByNilLiteral'),
  ('ExpressibleByFloatLiteral'), ('ExpressibleByStringInterpolation'), ('ObservableObject'), ('Observable'),
  ('NSObjectProtocol'), ('NSCoding'), ('NSSecureCoding'), ('NSCopying'), ('Actor'), ('GlobalActor'),
  ('AsyncSequence'), ('AsyncIteratorProtocol'), ('OptionSet'), ('SetAlgebra'), ('Numeric'), ('BinaryInteger'),
  ('StringProtocol'), ('TextOutputStream'), ('Strideable'), ('DynamicProperty'), ('EnvironmentKey'),
  ('PreferenceKey'), ('Transferable'), ('AppIntent'), ('AppEntity'), ('AppEnum'), ('TimelineEntry'),
  ('TimelineProvider'), ('IntentTimelineProvider'), ('AppIntentTimelineProvider'), ('Animatable'),
  ('Shape'), ('InsettableShape'), ('Layout'), ('PreviewProvider'), ('UIApplicationDelegate'),
  ('NSApplicationDelegate'), ('Scene'), ('App');

-- SwiftUI's protocols whose conformers are views of some role: views, modifiers,
-- apps, scenes, representables, toolbar content, commands, table rows, tab content,
-- and the styles, whose `makeBody(configuration:)` (or `_body(configuration:)`) is the
-- body (`style`: derive_graph_2_bodies.sql's own_bodies). By name, as SwiftUI declares
-- them: a name that ends in `Style` decides nothing (a project's `ThemeStyle`
-- observable is no view, nor is a `ShapeStyle`).
CREATE VIEW IF NOT EXISTS swiftui_view_protocols(name, role, style) AS VALUES
  ('View', 'view', 0), ('ViewModifier', 'modifier', 0), ('App', 'app', 0), ('Scene', 'scene', 0),
  ('UIViewRepresentable', 'view', 0), ('NSViewRepresentable', 'view', 0),
  ('UIViewControllerRepresentable', 'view', 0), ('NSViewControllerRepresentable', 'view', 0),
  ('ToolbarContent', 'view', 0), ('CustomizableToolbarContent', 'view', 0),
  ('Commands', 'view', 0), ('TableRowContent', 'view', 0), ('TabContent', 'view', 0),
  ('ButtonStyle', 'view', 1), ('PrimitiveButtonStyle', 'view', 1), ('ToggleStyle', 'view', 1),
  ('LabelStyle', 'view', 1), ('GroupBoxStyle', 'view', 1), ('ProgressViewStyle', 'view', 1),
  ('GaugeStyle', 'view', 1), ('MenuStyle', 'view', 1), ('DisclosureGroupStyle', 'view', 1),
  ('ControlGroupStyle', 'view', 1), ('FormStyle', 'view', 1), ('LabeledContentStyle', 'view', 1),
  ('NavigationSplitViewStyle', 'view', 1), ('TableStyle', 'view', 1),
  ('DatePickerStyle', 'view', 1), ('TextFieldStyle', 'view', 1), ('TextEditorStyle', 'view', 1),
  ('MenuBarExtraStyle', 'view', 1), ('PickerStyle', 'view', 1), ('ListStyle', 'view', 1),
  ('TabViewStyle', 'view', 1), ('NavigationViewStyle', 'view', 1), ('IndexViewStyle', 'view', 1),
  ('MenuButtonStyle', 'view', 1), ('WindowStyle', 'view', 1), ('WindowToolbarStyle', 'view', 1);

-- Types that are views (or view modifiers, apps, scenes, toolbar content, commands,
-- styles, representables), by declaration or extension, directly or through project
-- protocols that refine them (`protocol PanelTab: View`). A row reads its type and
-- type_supers: while the symbols are unchanged, only the dirty files' rows change
-- (a type's id, file and position).
CREATE TABLE IF NOT EXISTS view_types (
  type_id   INTEGER NOT NULL,
  module    TEXT NOT NULL,
  name      TEXT NOT NULL,
  file_id   INTEGER NOT NULL,
  is_public INTEGER NOT NULL,
  line      INTEGER NOT NULL,
  col       INTEGER NOT NULL,
  role      TEXT NOT NULL,
  file_private INTEGER NOT NULL DEFAULT 0   -- visible in its file only (types.file_private)
);
DELETE FROM view_types
WHERE file_id IN (SELECT file_id FROM dirty_files);
INSERT INTO view_types(type_id, module, name, file_id, is_public, line, col, role, file_private)
SELECT t.id AS type_id, t.module, t.name, t.file_id, t.is_public, t.line, t.col,
       MIN(p.role) AS role, t.file_private
FROM types t JOIN type_supers s ON s.type = t.name JOIN swiftui_view_protocols p ON p.name = s.super
WHERE t.kind NOT IN ('protocol', 'generic') AND s.depth > 0
  AND t.file_id IN (SELECT file_id FROM dirty_files)
GROUP BY t.id;
-- A type that conforms to a protocol the sources do not declare (a package outside
-- them: a flux library's `ConnectedView`) and declares a `body` that builds views
-- (`var body: some View`, `func body(props:) -> some View`) is a view too: the unknown
-- protocol most likely refines View, and its screens are otherwise unreachable. Known
-- protocols that are not views (Equatable, Identifiable, ObservableObject, ...) do not
-- count. derive_sites_3_findings.sql says so (`external-protocol-view`) where the type is shown.
INSERT INTO view_types(type_id, module, name, file_id, is_public, line, col, role)
SELECT t.id, t.module, t.name, t.file_id, t.is_public, t.line, t.col, 'view'
FROM types t
WHERE t.kind NOT IN ('protocol', 'generic') AND t.file_id IN (SELECT file_id FROM dirty_files)
  -- (one lookup in a list made once: view_types has no index on type_id yet, and a
  -- correlated NOT EXISTS scanned it once per type)
  AND t.id NOT IN (SELECT type_id FROM view_types)
  AND EXISTS (SELECT 1 FROM producers p WHERE p.owner = t.name AND p.module = t.module AND p.kind = 'body')
  AND EXISTS (SELECT 1 FROM conformances c
              WHERE c.type_name = t.name AND c.module = t.module
                AND NOT EXISTS (SELECT 1 FROM types d WHERE d.name = c.protocol)
                AND c.protocol NOT IN (SELECT name FROM plain_protocols));
CREATE INDEX IF NOT EXISTS view_types_by_name ON view_types(name);
CREATE INDEX IF NOT EXISTS view_types_by_file ON view_types(file_id);
