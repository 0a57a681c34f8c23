-- Derivation, step 6 of 8: each site's context: the edges of conformers' copies, every
-- ancestor of every site, the calls that resolve to nothing with views inside, the
-- sites whose environment the analyzer cannot see, and each site's navigation shape.
--   makes  edges (of conformers' copies), site_ancestors, unresolved_sites,
--          unseen_sites, site_context; temp.navigation_views, temp.navigation_sites
--          (read here only)
--   reads  edges (derive_graph_5_edges.sql, Queries/view_flow.sql,
--          controllers.sql), conformer_producers (derive_graph_2_bodies.sql),
--          node_targets, candidates, nodes, producers, type_supers,
--          presentation_starts (Queries/presentations.sql); temp.name_matches,
--          temp.name_levels, temp.modifier_choices (derive_graph_3_names.sql, in the
--          same session)
--   order  after Queries/view_flow.sql, controllers.sql and presentations.sql, whose
--          edges get ancestors and keys here like any other; before
--          derive_sites_2_keys.sql

CREATE TEMP TABLE IF NOT EXISTS dirty_files AS SELECT id AS file_id FROM files;

-- Each conformer's copy of a protocol extension's producer (`conformer_producers`,
-- derive_graph_2_bodies.sql) has the producer's edges, from the same sites: `self`'s
-- members narrowed to the conformer's own (or what it inherits), the extension's other
-- producers to the conformer's copies of them. A row belongs to the extension's file.
INSERT INTO edges(file_id, site_id, from_producer, to_producer)
SELECT DISTINCT e.file_id, e.site_id, k.clone_id, COALESCE(t.clone_id, e.to_producer)
FROM edges e JOIN conformer_producers k ON k.producer_id = e.from_producer
LEFT JOIN conformer_producers t
  ON t.producer_id = e.to_producer AND t.conformer = k.conformer AND t.module = k.module AND t.file_id IS k.file_id
WHERE e.file_id IN (SELECT file_id FROM dirty_files)
  AND NOT EXISTS (SELECT 1 FROM node_targets nt JOIN producers tp ON tp.id = nt.producer_id
                  WHERE nt.node_id = e.site_id AND nt.producer_id = e.to_producer AND nt.via = 'conformer'
                    AND tp.owner NOT IN (SELECT super FROM type_supers WHERE type = k.conformer));

-- Every ancestor of every site and every hole inside its producer, with its distance
-- (1 = parent).
CREATE TABLE IF NOT EXISTS site_ancestors (
  file_id INTEGER NOT NULL,
  site_id INTEGER NOT NULL,
  node_id INTEGER NOT NULL,
  depth   INTEGER NOT NULL,
  kind    TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS site_ancestors_by_site ON site_ancestors(site_id, kind);
CREATE INDEX IF NOT EXISTS site_ancestors_by_node ON site_ancestors(node_id);
CREATE INDEX IF NOT EXISTS site_ancestors_by_file ON site_ancestors(file_id);
DELETE FROM site_ancestors
WHERE file_id IN (SELECT file_id FROM dirty_files);
INSERT INTO site_ancestors(file_id, site_id, node_id, depth, kind)
WITH RECURSIVE up(file_id, site_id, node_id, depth) AS (
  SELECT n.file_id, n.id, n.parent_id, 1
  FROM nodes n
  WHERE n.parent_id IS NOT NULL AND n.file_id IN (SELECT file_id FROM dirty_files)
    AND (n.kind = 'hole' OR n.id IN (SELECT site_id FROM edges))
  UNION ALL
  SELECT up.file_id, up.site_id, n.parent_id, up.depth + 1
  FROM up JOIN nodes n ON n.id = up.node_id
  WHERE n.parent_id IS NOT NULL
)
SELECT up.file_id, up.site_id, up.node_id, up.depth, n.kind
FROM up JOIN nodes n ON n.id = up.node_id;

-- Calls that resolve to nothing: no declaration of the project (type, function,
-- method, view-building member) and no framework name the analyzer knows has the
-- name, while views are placed inside it (`Wrapper { Row() }`, `present(Row())`). Such
-- a call may show those views anywhere, in any environment (a package's container
-- hosting them in a window of its own), so nothing is dropped silently: the call is a
-- fact here, said (`unresolved-site`), and each site placed under it is unseen
-- (`unseen_sites`): a read missed only on paths through it is not proven. A call with
-- no view inside cannot change a path and is not listed; nor is a modifier's receiver
-- (an unknown modifier applies to the view it is called on, where it stands).
CREATE TABLE IF NOT EXISTS unresolved_sites (
  site_id INTEGER PRIMARY KEY,
  file_id INTEGER NOT NULL,
  name    TEXT NOT NULL,
  line    INTEGER NOT NULL,
  col     INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS unresolved_sites_by_file ON unresolved_sites(file_id);
DELETE FROM unresolved_sites
WHERE file_id IN (SELECT file_id FROM dirty_files);
INSERT INTO unresolved_sites(site_id, file_id, name, line, col)
WITH framework(name) AS (VALUES
  -- SwiftUI's scenes, toolbar and command content, and views with content of their
  -- own that ImplicitsExtract/BuiltInViews.swift does not list (all place their
  -- content where it is written)
  ('WindowGroup'), ('Window'), ('Settings'), ('DocumentGroup'), ('MenuBarExtra'), ('UtilityWindow'),
  ('ImmersiveSpace'), ('WindowGroupLaunchBehavior'), ('ToolbarItem'), ('ToolbarItemGroup'), ('ToolbarTitleMenu'),
  ('ToolbarSpacer'), ('CommandMenu'), ('CommandGroup'), ('HSplitView'), ('VSplitView'), ('PasteButton'),
  ('EditButton'), ('RenameButton'), ('SettingsLink'), ('HelpLink'), ('TextFieldLink'), ('MultiDatePicker'),
  ('TabSection'), ('TableRow'), ('DisclosureTableRow'), ('AnyLayout'), ('HStackLayout'), ('VStackLayout'),
  ('ZStackLayout'), ('GridLayout'), ('TupleView'), ('ModifiedContent'), ('SubscriptionStoreView'),
  ('StoreView'), ('ProductView'), ('PhotosPicker'), ('SignInWithAppleButton'), ('VideoPlayer'), ('Map'),
  ('Marker'), ('Annotation'), ('MapAnnotation'), ('Chart'), ('SpriteView'), ('SceneView'), ('RealityView'),
  ('Model3D'), ('Sheet'), ('withAnimation'), ('withTransaction'), ('Binding'), ('State'), ('Task'),
  ('DispatchQueue.main.async'), ('MainActor.run'), ('AnyShape'),
  -- SwiftUI's views and containers (ImplicitsExtract/BuiltInViews.swift, and the
  -- navigation ones): a call of one of these names is a project call only where a
  -- project type of that name is in scope (a `List` model of another module, a
  -- `Theme.Button` outside `Theme`, ProjectNames.shadowedViews); where none of the
  -- project's is visible, Swift's lookup finds SwiftUI's, which places its content
  -- where it is written
  ('Text'), ('Image'), ('Label'), ('Button'), ('Toggle'), ('Slider'), ('Stepper'), ('Picker'), ('DatePicker'),
  ('ColorPicker'), ('TextField'), ('SecureField'), ('TextEditor'), ('Link'), ('ShareLink'), ('Menu'),
  ('ProgressView'), ('Gauge'), ('Spacer'), ('Divider'), ('Color'), ('EmptyView'), ('AnyView'), ('Group'),
  ('GroupBox'), ('VStack'), ('HStack'), ('ZStack'), ('LazyVStack'), ('LazyHStack'), ('LazyVGrid'), ('LazyHGrid'),
  ('Grid'), ('GridRow'), ('ScrollView'), ('ScrollViewReader'), ('List'), ('ForEach'), ('Section'), ('Form'),
  ('TabView'), ('GeometryReader'), ('ViewThatFits'), ('ControlGroup'), ('DisclosureGroup'), ('OutlineGroup'),
  ('Table'), ('TableColumn'), ('Canvas'), ('TimelineView'), ('ContentUnavailableView'), ('LabeledContent'),
  ('AsyncImage'), ('Circle'), ('Rectangle'), ('RoundedRectangle'), ('Capsule'), ('Ellipse'), ('Path'), ('Tab'),
  ('NavigationStack'), ('NavigationView'), ('NavigationSplitView'), ('NavigationLink')
)
SELECT n.id, n.file_id, n.name, n.line, n.col
-- a view placed inside: a site leading to a view-building producer, or a hole (first:
-- a few hundred nodes, not each call of the dirty files)
FROM (SELECT DISTINCT a.node_id
      FROM site_ancestors a JOIN nodes s ON s.id = a.site_id
      WHERE a.file_id IN (SELECT file_id FROM dirty_files)
        AND (s.kind = 'hole' OR EXISTS (SELECT 1 FROM edges e JOIN producers tp ON tp.id = e.to_producer
                                        WHERE e.site_id = a.site_id
                                          -- (a value passed is no view until the flow shows it one)
                                          AND tp.kind NOT IN ('code', 'hosting', 'argument')))) placed
CROSS JOIN nodes n ON n.id = placed.node_id
JOIN producers owner ON owner.id = n.producer_id
  -- in plain code every view made is an entry whose environment is unknown already,
  -- and so is a value plain code passes to a call (an `argument`, Queries/view_flow.sql)
  AND owner.kind NOT IN ('code', 'argument')
WHERE n.file_id IN (SELECT file_id FROM dirty_files) AND n.kind IN ('instantiate', 'reference')
  AND EXISTS (SELECT 1 FROM candidates c WHERE c.node_id = n.id AND c.purpose = 'type')  -- a call
  AND n.id NOT IN (SELECT node_id FROM node_targets)
  -- a type of the project that is no view (a model constructed) is resolved; a
  -- project function none of whose overloads accepts the call is not
  AND NOT EXISTS (SELECT 1 FROM temp.name_matches m JOIN temp.name_levels l ON l.node_id = m.node_id AND l.rank = m.rank
                  WHERE m.node_id = n.id AND m.purpose = 'type')
  AND n.name NOT IN (SELECT name FROM framework)
  -- a property holding a SwiftUI Layout called with content (`stackLayout { A(); B() }`,
  -- `var stackLayout: some Layout`): Layout's callAsFunction places that content where
  -- the call is written, as HStack does
  AND NOT EXISTS (SELECT 1 FROM candidates c JOIN members m ON m.qualified = c.name
                  WHERE c.node_id = n.id AND c.purpose = 'producer'
                    AND (m.type IN ('someLayout', 'Layout', 'AnyLayout', 'HStackLayout', 'VStackLayout',
                                    'ZStackLayout', 'GridLayout')
                         OR m.type IN (SELECT type FROM type_supers WHERE super = 'Layout')))
ORDER BY n.file_id, n.id;

INSERT OR IGNORE INTO unseen_sites(site_id, file_id, reason)
SELECT a.site_id, a.file_id, 'placed inside ' || u.name || '(...), which resolves to nothing the analyzer knows'
FROM unresolved_sites u JOIN site_ancestors a ON a.node_id = u.site_id
WHERE u.file_id IN (SELECT file_id FROM dirty_files);
-- Views a modifier is called on that may be the project's or SwiftUI's, the argument's
-- type undecided (`modifier_choices`, derive_graph_3_names.sql): whether its
-- declarations apply is unknown.
INSERT OR IGNORE INTO unseen_sites(site_id, file_id, reason)
SELECT a.site_id, a.file_id,
       'placed under .' || n.name || '(...), which may be the project''s View.' || n.name
       || ' or SwiftUI''s (its argument''s type decides, and the analyzer cannot type it)'
FROM nodes n JOIN site_ancestors a ON a.node_id = n.id
WHERE n.file_id IN (SELECT file_id FROM dirty_files)
  AND n.id IN (SELECT node_id FROM temp.modifier_choices WHERE choice = 'undecided')
  AND n.id NOT IN (SELECT node_id FROM temp.modifier_choices WHERE choice = 'project');

-- A project view whose body puts the content it is given inside a navigation
-- container (`struct Stacked<C: View>: View { var body: some View { NavigationStack {
-- content } } }`: every hole of its body under a `container`, none under a
-- destination) is the navigation container of the links in that content: an
-- instantiation of it counts as a container below (one that resolves only to such
-- views). What its body declares above its NavigationStack is not counted for the
-- views pushed there (a false alarm at worst). Whether a body wraps its holes so is
-- part of its file's symbols (FileFacts.symbols), so an edit that changes it derives
-- everything again.
DROP TABLE IF EXISTS temp.navigation_views;
CREATE TEMP TABLE navigation_views(producer_id INTEGER PRIMARY KEY);
INSERT INTO temp.navigation_views(producer_id)
SELECT h.producer_id FROM nodes h
WHERE h.kind = 'hole'
GROUP BY h.producer_id
HAVING SUM(EXISTS (SELECT 1 FROM site_ancestors a WHERE a.site_id = h.id AND a.kind = 'container')
           AND NOT EXISTS (SELECT 1 FROM site_ancestors a WHERE a.site_id = h.id AND a.kind = 'destination'))
       = COUNT(*);
DROP TABLE IF EXISTS temp.navigation_sites;
CREATE TEMP TABLE navigation_sites(node_id INTEGER PRIMARY KEY);
INSERT INTO temp.navigation_sites(node_id)
SELECT t.node_id FROM node_targets t WHERE t.via = 'type' AND t.file_id IN (SELECT file_id FROM dirty_files)
GROUP BY t.node_id
HAVING SUM(t.producer_id IN (SELECT producer_id FROM temp.navigation_views)) = COUNT(*);

-- Navigation shape of each site (rule 2's exception). `dest_depth`: the nearest
-- destination above the site; `container_depth`: the nearest navigation container
-- above that destination (or above the site when it is not pushed): SwiftUI's, or a
-- project view that is one (above). `host_depth`: the nearest presented closure that
-- starts a new host here (Queries/presentations.sql): nothing beyond it reaches the
-- site, so destinations and containers count only below it (Queries/site_keys.sql
-- bounds the declarations the same way). The table is created with the
-- edges (derive_graph_5_edges.sql).
DELETE FROM site_context
WHERE file_id IN (SELECT file_id FROM dirty_files);
INSERT INTO site_context(file_id, site_id, has_dest, dest_depth, container_depth, host_depth, host, root)
WITH nearest AS (
  -- the nearest such closure's depth and how it starts (1 empty, 2 window), packed into
  -- one number so that one ordered lookup finds both
  SELECT s.file_id, s.site_id,
         (SELECT a.depth * 4 + (CASE p.starts WHEN 'empty' THEN 1 ELSE 2 END)
            FROM site_ancestors a JOIN presentation_starts p ON p.node_id = a.node_id
           WHERE a.site_id = s.site_id AND a.kind = 'presentation' AND p.starts IN ('empty', 'window')
           ORDER BY a.depth LIMIT 1) AS packed
  FROM (SELECT DISTINCT file_id, site_id FROM edges WHERE file_id IN (SELECT file_id FROM dirty_files)) s
),
host AS (
  SELECT file_id, site_id, packed / 4 AS host_depth, COALESCE(packed % 4, 0) AS host FROM nearest
),
dest AS (
  SELECT h.file_id, h.site_id, h.host_depth, h.host,
         (SELECT MIN(depth) FROM site_ancestors a
           WHERE a.site_id = h.site_id AND a.kind = 'destination' AND a.depth < COALESCE(h.host_depth, 1e9)) AS dest_depth
  FROM host h
)
SELECT d.file_id, d.site_id,
       d.dest_depth IS NOT NULL,
       d.dest_depth,
       (SELECT MIN(depth) FROM site_ancestors a
         WHERE a.site_id = d.site_id
           AND (a.kind = 'container' OR (a.kind = 'instantiate' AND a.node_id IN (SELECT node_id FROM temp.navigation_sites)))
           AND a.depth > COALESCE(d.dest_depth, 0) AND a.depth < COALESCE(d.host_depth, 1e9)),
       d.host_depth,
       d.host,
       (SELECT n.kind = 'instantiate' FROM nodes n WHERE n.id = d.site_id)
FROM dest d;
