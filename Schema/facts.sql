-- Facts extracted from source, stored per file. Deleting a file's row cascades to
-- every fact it produced, so re-indexing a changed file replaces exactly its facts.
-- Run in sqlite3 against an index:  sqlite3 .implicits/index.sqlite < Schema/facts.sql

CREATE TABLE IF NOT EXISTS meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS files (
  id     INTEGER PRIMARY KEY,
  path   TEXT NOT NULL UNIQUE,          -- relative to the project root
  module TEXT NOT NULL,
  hash   TEXT NOT NULL,                 -- content hash: unchanged files are not re-parsed
  stamp  TEXT NOT NULL,                 -- size and modification time: unchanged files are not read
  symbols TEXT NOT NULL,                -- fingerprint of what other files see (FileFacts.symbolsFingerprint)
  status TEXT NOT NULL                  -- 'ok' | 'syntax-errors' | 'unreadable'
);

-- Every nominal type declaration (views and the types their values use).
CREATE TABLE IF NOT EXISTS types (
  id        INTEGER PRIMARY KEY,
  file_id   INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  module    TEXT NOT NULL,
  name      TEXT NOT NULL,              -- qualified as nested: 'Parent.Row'
  kind      TEXT NOT NULL,              -- struct | class | enum | actor | protocol
                                        -- | generic (a generic parameter or associated type)
                                        -- | tuple (an alias of a tuple with labelled elements)
  is_public INTEGER NOT NULL,
  line      INTEGER NOT NULL,
  col       INTEGER NOT NULL,
  file_private INTEGER NOT NULL DEFAULT 0  -- private/fileprivate: its name is visible in its file only
);
CREATE INDEX IF NOT EXISTS types_by_name ON types(name);

-- Protocols a type conforms to, from its declaration or from any extension.
CREATE TABLE IF NOT EXISTS conformances (
  file_id   INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  module    TEXT NOT NULL,
  type_name TEXT NOT NULL,              -- as declared or extended
  protocol  TEXT NOT NULL               -- last component: 'View' for 'SwiftUI.View'
);
CREATE INDEX IF NOT EXISTS conformances_by_type ON conformances(type_name);

-- Stored, static and global properties whose type is known; they type declarations
-- like `.implicit(network)` or `.implicit(Service.shared)` across files.
CREATE TABLE IF NOT EXISTS members (
  file_id   INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  module    TEXT NOT NULL,
  owner     TEXT NOT NULL,              -- enclosing type, '' for globals
  name      TEXT NOT NULL,
  qualified TEXT NOT NULL,              -- owner.name, or name when owner is ''
  type      TEXT NOT NULL,              -- as written or plainly constructed; '' when only the resolver knows
  is_static INTEGER NOT NULL,
  type_id   INTEGER,                    -- type_exprs: how the resolver finds its type; NULL: unknown
  wrapper   TEXT                        -- its property wrapper: 'Themed' for `@Themed var x`
);
CREATE INDEX IF NOT EXISTS members_by_wrapper ON members(wrapper);
CREATE INDEX IF NOT EXISTS members_by_qualified ON members(qualified);
CREATE INDEX IF NOT EXISTS members_by_owner ON members(owner, name);
-- Lookup by name alone (Queries/types.sql: is there any value or function of a name).
CREATE INDEX IF NOT EXISTS members_by_name ON members(name);

-- The type resolver's facts (Sources/ImplicitsExtract/TypeExpression.swift): how the
-- static type of a value is found, resolved across files by Queries/types_step.sql.
--   named   a type as written: the best-ranked of its names the project declares, else as written
--   member  member `name` of the type of base_id
--   scope   an unqualified value: member `name` of the best-ranked owner in its names ('' = globals)
--   call    the result of `name(labels)`: a method of base_id's type, or of the best-ranked owner
CREATE TABLE IF NOT EXISTS type_exprs (
  id      INTEGER PRIMARY KEY,
  file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  kind    TEXT NOT NULL,
  base_id INTEGER,
  name    TEXT NOT NULL,
  labels  TEXT
);
CREATE INDEX IF NOT EXISTS type_exprs_by_file ON type_exprs(file_id);
CREATE TABLE IF NOT EXISTS type_expr_names (
  expr_id INTEGER NOT NULL,
  file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  rank    INTEGER NOT NULL,
  name    TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS type_expr_names_by_expr ON type_expr_names(expr_id);
CREATE INDEX IF NOT EXISTS type_expr_names_by_file ON type_expr_names(file_id);
CREATE TABLE IF NOT EXISTS type_expr_arguments (
  expr_id     INTEGER NOT NULL,
  file_id     INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  argument_id INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS type_expr_arguments_by_expr ON type_expr_arguments(expr_id);
CREATE INDEX IF NOT EXISTS type_expr_arguments_by_file ON type_expr_arguments(file_id);

-- Functions and methods with a declared result, for calls in declarations.
CREATE TABLE IF NOT EXISTS functions (
  file_id         INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  module          TEXT NOT NULL,
  owner           TEXT NOT NULL,        -- '' for free functions
  name            TEXT NOT NULL,
  labels          TEXT NOT NULL,
  is_static       INTEGER NOT NULL,
  result_id       INTEGER,              -- type_exprs of the declared result
  result_argument INTEGER               -- or: a generic result bound by the argument at this position
);
CREATE INDEX IF NOT EXISTS functions_by_owner ON functions(owner, name);
CREATE INDEX IF NOT EXISTS functions_by_name ON functions(name);
CREATE INDEX IF NOT EXISTS functions_by_file ON functions(file_id);

-- Arguments of a generic view's initialisers that bind one of its parameters
-- (`Panel<Tab>`'s `selection: Binding<Tab?>`, or a stored `let tab: Tab`).
CREATE TABLE IF NOT EXISTS generic_arguments (
  file_id  INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  owner    TEXT NOT NULL,
  label    TEXT NOT NULL,
  generic  TEXT NOT NULL,               -- qualified: 'Panel.Tab'
  is_array INTEGER NOT NULL             -- `[Tab]`: the argument is an array of it
);
CREATE INDEX IF NOT EXISTS generic_arguments_by_owner ON generic_arguments(owner);
CREATE INDEX IF NOT EXISTS generic_arguments_by_file ON generic_arguments(file_id);

-- Initialiser arguments a type stores to show later (`Route(id:) { Detail() }`): a
-- closure passed there is a `carried` producer of the property, shown where it is.
CREATE TABLE IF NOT EXISTS carried_parameters (
  file_id  INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  owner    TEXT NOT NULL,
  label    TEXT NOT NULL,
  property TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS carried_parameters_by_file ON carried_parameters(file_id);

-- The labelled value arguments of an instantiation, with their type expressions.
CREATE TABLE IF NOT EXISTS node_arguments (
  node_id INTEGER NOT NULL REFERENCES nodes(id) ON DELETE CASCADE,
  file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  label   TEXT NOT NULL,
  type_id INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS node_arguments_by_node ON node_arguments(node_id);
CREATE INDEX IF NOT EXISTS node_arguments_by_file ON node_arguments(file_id);

-- `typealias Name = Type`.
CREATE TABLE IF NOT EXISTS type_aliases (
  file_id   INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  module    TEXT NOT NULL,
  name      TEXT NOT NULL,              -- qualified as nested
  target_id INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS type_aliases_by_name ON type_aliases(name);
CREATE INDEX IF NOT EXISTS type_aliases_by_file ON type_aliases(file_id);

-- Code that builds views: bodies, helpers, previews, scene bodies.
CREATE TABLE IF NOT EXISTS producers (
  id        INTEGER PRIMARY KEY,
  file_id   INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  module    TEXT NOT NULL,
  owner     TEXT NOT NULL,              -- enclosing type, '' for free functions and #Preview
  name      TEXT NOT NULL,              -- 'body', 'header', 'footer(title:)', '#Preview'
  qualified TEXT NOT NULL,              -- owner.name, or name when owner is ''
  kind      TEXT NOT NULL,              -- body | modifier-body | scene-body | preview | previews | property
                                        -- | function | hosting | code | carried ('#content': views a value carries)
                                        -- | argument (a value passed to a call) | hosting-root (Queries/view_flow.sql)
  labels    TEXT NOT NULL,              -- argument labels of a function: 'for:', '_:title:'
  is_entry  INTEGER NOT NULL,           -- rule 6: the environment starts empty here
  line      INTEGER NOT NULL,
  col       INTEGER NOT NULL,
  file_private INTEGER NOT NULL DEFAULT 0, -- private/fileprivate (or in such a type): visible in its file only
  function  TEXT NOT NULL DEFAULT ''    -- the function or property its code is written in ('makeUIView')
);
CREATE INDEX IF NOT EXISTS producers_by_qualified ON producers(qualified);
CREATE INDEX IF NOT EXISTS producers_by_owner ON producers(owner, kind);
CREATE INDEX IF NOT EXISTS producers_by_name ON producers(name);
-- The hosting controllers, a few among the producers: Queries/controllers.sql places
-- each at every run that derives, and ProjectNamesQuery looks for outside ones.
CREATE INDEX IF NOT EXISTS producers_hosting ON producers(name) WHERE kind = 'hosting';

-- Views are values (Queries/view_flow.sql). An `argument` producer is a value passed to
-- a call; the call's node is found by its position in the same file.
CREATE TABLE IF NOT EXISTS argument_values (
  producer_id INTEGER PRIMARY KEY REFERENCES producers(id) ON DELETE CASCADE,
  file_id     INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  label       TEXT NOT NULL,            -- '_' without a label, '+' for a trailing closure
  call_line   INTEGER NOT NULL,
  call_col    INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS argument_values_by_file ON argument_values(file_id);
-- How controllers and views of UIKit and AppKit are put inside one another
-- (ImplicitsExtract/ControllerFlow.swift): the value at `from` is placed where `to` is.
-- Each end is a kind (site | instances | member | parameter | result | call | present
-- | window | lost), a type (type_exprs: a site's constructed type, the owner of a
-- member, result or instances), a name, and for a site its position in this file.
CREATE TABLE IF NOT EXISTS controller_steps (
  file_id      INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  line         INTEGER NOT NULL,
  col          INTEGER NOT NULL,
  from_kind    TEXT NOT NULL,
  from_type_id INTEGER,
  from_name    TEXT NOT NULL,
  from_line    INTEGER,
  from_col     INTEGER,
  to_kind      TEXT NOT NULL,
  to_type_id   INTEGER,
  to_name      TEXT NOT NULL,
  to_line      INTEGER,
  to_col       INTEGER,
  -- A step that takes a name's UIKit or AppKit meaning holds only when the receiver's
  -- type (check_type_id) declares no project member `check_name` the call fits
  -- (check_shape, CallShapes; NULL for a property): check_holds 'unless'; its twin,
  -- into the project's member, only when it does: 'if'. NULL: always.
  check_holds   TEXT,
  check_type_id INTEGER,
  check_name    TEXT,
  check_shape   TEXT
);
CREATE INDEX IF NOT EXISTS controller_steps_by_file ON controller_steps(file_id);
-- What code stores in properties (ImplicitsExtract/PropertyStores.swift), so that a
-- view a value carries is shown by the reads of the property the value is stored in
-- (Queries/view_flow.sql). `target_id` is the place (type_exprs: a member or an
-- unqualified name); `kind`: argument (an argument of a construction stored whole, at
-- line:col, the call at call_line:call_col) | place (the values of `value_id`) | other
-- (values the analyzer does not follow, or the place changed through an alias) |
-- keyPath (a key path to a property named `name`, target_id NULL).
CREATE TABLE IF NOT EXISTS property_stores (
  file_id   INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  target_id INTEGER,
  kind      TEXT NOT NULL,
  value_id  INTEGER,
  name      TEXT NOT NULL,
  line      INTEGER,
  col       INTEGER,
  call_line INTEGER,
  call_col  INTEGER
);
CREATE INDEX IF NOT EXISTS property_stores_by_file ON property_stores(file_id);
CREATE INDEX IF NOT EXISTS property_stores_by_target ON property_stores(target_id);
-- `configuration.delegateClass = WindowDelegate.self` in code of `owner` (an app
-- delegate): the scene delegate of the scenes it configures, which SwiftUI puts into
-- their environment as it does the app delegate (derive_sites_2_keys.sql, declared keys).
CREATE TABLE IF NOT EXISTS scene_delegates (
  file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  owner   TEXT NOT NULL,
  type_id INTEGER                       -- type_exprs of the class named
);
CREATE INDEX IF NOT EXISTS scene_delegates_by_file ON scene_delegates(file_id);

-- The expression tree of each producer, reduced to the nodes that matter:
--   declare      a declaration modifier; its subtree is the expression it is called on
--   instantiate  `Child(...)`: a view instantiated here (a site)
--   reference    `header`, `footer()`: a producer referenced here (a site)
--   container    NavigationStack / NavigationView / NavigationSplitView
--   destination  a NavigationLink destination or navigationDestination closure
--   apply        a custom modifier applied (`.withServices()`, `.modifier(M())`); its
--                subtree is the content it is given (a site)
--   hole         where a producer places the content it is given (`self`, `content`)
--   member       `item.destination` where a view goes (for protocol-requirement checks)
--   parameter    a read of a parameter of the enclosing function; name 'Owner.function#label'
--   root         a project hosting controller's root view (its `hosting-root` producers)
--   bridge       a representable's placement, where the controllers it hosts start
--   argument     where a value passed to a call is shown when the callee shows it there
-- Everything else (stacks, ForEach, if/else, other modifiers) is transparent.
CREATE TABLE IF NOT EXISTS nodes (
  id          INTEGER PRIMARY KEY,
  file_id     INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  producer_id INTEGER NOT NULL REFERENCES producers(id) ON DELETE CASCADE,
  parent_id   INTEGER REFERENCES nodes(id) ON DELETE CASCADE,
  kind        TEXT NOT NULL,
  name        TEXT,                     -- callee, reference or container name as written
  labels      TEXT,                     -- a call's argument labels, '+' when trailing closures follow
  value_type_id INTEGER,                -- type_exprs: the value it is on or is (`tab` in `tab.makeView()`)
  line        INTEGER NOT NULL,
  col         INTEGER NOT NULL,
  guessed_type INTEGER NOT NULL DEFAULT 0 -- a call extraction took for a type ('instantiate'): name resolution
                                        -- (derive_graph_3_names.sql) rewrites `kind`, and gives this guess back
                                        -- when no declaration of the name is left, as a rebuild would find it
);
CREATE INDEX IF NOT EXISTS nodes_by_parent ON nodes(parent_id);
CREATE INDEX IF NOT EXISTS nodes_by_producer ON nodes(producer_id);
-- Hosting controllers made from outside the project (ProjectNamesQuery reads them
-- every pass: a handful of rows, where a scan read every node).
CREATE INDEX IF NOT EXISTS nodes_making_hosting ON nodes(name)
  WHERE kind = 'instantiate' AND name LIKE '%HostingController';
-- Holes, by producer: the fixpoint of what modifiers provide (Queries/provides.sql) and
-- the navigation queries read them at every step; a few hundred among the nodes.
CREATE INDEX IF NOT EXISTS nodes_holes ON nodes(producer_id) WHERE kind = 'hole';
-- The view flow's rare kinds (Queries/view_flow.sql reads each in every run that
-- derives): parameter reads by name, and modifier values, a few among the nodes.
CREATE INDEX IF NOT EXISTS nodes_parameters ON nodes(name) WHERE kind = 'parameter';
CREATE INDEX IF NOT EXISTS nodes_modifier_values ON nodes(file_id) WHERE kind = 'modify';
-- Member reads by name: a view a value carries is shown where a member of its name is
-- read (Queries/derive_graph_1_entries.sql looks them up per carried view).
CREATE INDEX IF NOT EXISTS nodes_members ON nodes(name) WHERE kind IN ('member', 'apply');
-- A representable's bridges, by its body (Queries/controllers.sql, at every run that
-- derives: without it, a scan of every node for the few bridges).
CREATE INDEX IF NOT EXISTS nodes_bridges ON nodes(producer_id) WHERE kind = 'bridge';
-- Sites by the name they call or reference: the report's unreachable views look up
-- the sites that name each (Queries/report.sql), a few names among every node.
CREATE INDEX IF NOT EXISTS nodes_sites_by_name ON nodes(name) WHERE kind IN ('instantiate', 'reference');

-- A declaration written before a presentation in its modifier chain
-- (`.implicit(store).sheet { … }`): it reaches the view the sheet is attached to, not
-- the sheet's content (ImplicitsQuery/Explanation.swift says so at an error).
CREATE TABLE IF NOT EXISTS presentation_bases (
  presentation_id INTEGER NOT NULL REFERENCES nodes(id) ON DELETE CASCADE,
  declaration_id  INTEGER NOT NULL REFERENCES nodes(id) ON DELETE CASCADE,
  file_id         INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS presentation_bases_by_presentation ON presentation_bases(presentation_id);
CREATE INDEX IF NOT EXISTS presentation_bases_by_file ON presentation_bases(file_id);

-- What a `declare` node declares. `key` is known here for a named key; a value's
-- type is found by the resolver from `type_id` (NULL: it cannot be followed).
CREATE TABLE IF NOT EXISTS declarations (
  node_id    INTEGER PRIMARY KEY REFERENCES nodes(id) ON DELETE CASCADE,
  file_id    INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  kind       TEXT NOT NULL,             -- implicit | environmentObject | environmentType | environmentKey
                                        -- | delegate (an App's delegate adaptor, Queries/derive_sites_2_keys.sql)
  key        TEXT,                      -- '\.guestMode'
  value_text TEXT NOT NULL,             -- the declared expression as written
  type_id    INTEGER                    -- type_exprs
);

-- Names a node may mean, tried in rank order (nested types first, then outward):
--   purpose 'type'     an instantiated type     ('Parent.Row', 'Row')
--   purpose 'producer' a referenced producer    ('ContentView.header', 'makeRow()')
CREATE TABLE IF NOT EXISTS candidates (
  node_id INTEGER NOT NULL REFERENCES nodes(id) ON DELETE CASCADE,
  file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,
  rank    INTEGER NOT NULL,
  name    TEXT NOT NULL,
  -- Where the name's last dot is, in characters from 1 ('ContentView.header': 12), 0
  -- without one: the inherited-member lookup (derive_graph_3_names.sql) asks every
  -- candidate for its last component, and SQL has no cheap "after the last dot" (an
  -- rtrim over the name's own characters is quadratic in its length).
  -- A number, not the component: one more text per candidate slowed the writer more.
  last_dot INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS candidates_by_node ON candidates(node_id);
CREATE INDEX IF NOT EXISTS candidates_by_name ON candidates(name);

-- Environment reads: `@Implicit var x: T`, `@Implicit(\.k) var x: T`.
CREATE TABLE IF NOT EXISTS reads (
  id       INTEGER PRIMARY KEY,
  file_id  INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  module   TEXT NOT NULL,
  view     TEXT NOT NULL,               -- qualified type name: 'Parent.Row'
  property TEXT NOT NULL,
  key      TEXT NOT NULL,               -- canonical: the resolver qualifies a type key (Queries/derive_graph_1_entries.sql)
  written_key TEXT NOT NULL,            -- as written: 'Tracker' inside 'Screen'
  key_id   INTEGER,                     -- type_exprs of a type key
  kind     TEXT NOT NULL,               -- implicit | environmentObject | environmentType | environmentKey
  optional INTEGER NOT NULL,            -- a missing value is nil rather than a crash
  used     INTEGER NOT NULL,            -- its file names the property besides declaring it
  line     INTEGER NOT NULL,
  col      INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS reads_by_view ON reads(view);
-- Whether a read's property is declared and never used: its file never names it again
-- (`used`), and no other file adds members to its view (an extension elsewhere could
-- use it). Read by the reports (Queries/report.sql).
CREATE VIEW IF NOT EXISTS read_uses AS
SELECT r.id AS read_id,
       NOT r.used AND NOT EXISTS (SELECT 1 FROM producers p WHERE p.owner = r.view AND p.file_id <> r.file_id AND p.id > 0)
                  AND NOT EXISTS (SELECT 1 FROM functions fn WHERE fn.owner = r.view AND fn.file_id <> r.file_id)
                  AND NOT EXISTS (SELECT 1 FROM members m WHERE m.owner = r.view AND m.file_id <> r.file_id) AS unused
FROM reads r;

-- What the reports say of each read: the proof's status (`read_status`, Queries/proof.sql),
-- except that an `@EnvironmentObject` missing on some path whose property nothing uses is
-- 'unused': SwiftUI looks an environment object up when the property is accessed, so it
-- cannot crash until it is used (docs/design.md §4.6). Decided when read, not by the
-- proof: whether a property is used depends on other files' members, not on the paths.
CREATE VIEW IF NOT EXISTS read_verdicts AS
SELECT s.read_id,
       CASE WHEN s.status = 'unsatisfied' AND r.kind = 'environmentObject' AND u.unused THEN 'unused'
            ELSE s.status END AS status,
       s.only_previews, s.reach
FROM read_status s
JOIN reads r ON r.id = s.read_id
JOIN read_uses u ON u.read_id = s.read_id;

-- Problems found while extracting one file (syntax errors, untyped declarations, ...).
-- `code` names a rule in docs/diagnostics.md; the rule turns `subject`/`detail` into its message.
CREATE TABLE IF NOT EXISTS file_findings (
  file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  code    TEXT NOT NULL,
  subject TEXT NOT NULL,
  detail  TEXT NOT NULL,
  line    INTEGER NOT NULL,
  col     INTEGER NOT NULL
);

-- Re-indexing a file deletes its rows; these keep that cheap.
CREATE INDEX IF NOT EXISTS types_by_file ON types(file_id);
CREATE INDEX IF NOT EXISTS conformances_by_file ON conformances(file_id);
CREATE INDEX IF NOT EXISTS members_by_file ON members(file_id);
CREATE INDEX IF NOT EXISTS producers_by_file ON producers(file_id);
CREATE INDEX IF NOT EXISTS nodes_by_file ON nodes(file_id);
CREATE INDEX IF NOT EXISTS declarations_by_file ON declarations(file_id);
CREATE INDEX IF NOT EXISTS candidates_by_file ON candidates(file_id);
CREATE INDEX IF NOT EXISTS reads_by_file ON reads(file_id);
CREATE INDEX IF NOT EXISTS file_findings_by_file ON file_findings(file_id);

-- Custom SwiftUI environment keys: an `EnvironmentKey` type with its default, or an
-- `EnvironmentValues` accessor (`\.theme`) with the key type it subscripts or, for
-- `@Entry`, its default. For `why` on `@Environment(\.key)` reads.
CREATE TABLE IF NOT EXISTS environment_keys (
  file_id      INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  accessor     TEXT,                    -- '\.theme'
  key_type     TEXT,                    -- 'ThemeKey'
  default_text TEXT,
  default_call TEXT,                    -- the function the default calls: 'fatalError', 'Required.missing'
  line         INTEGER NOT NULL,
  col          INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS environment_keys_by_file ON environment_keys(file_id);

-- Functions that never return (declared `-> Never`, or whose body starts with
-- `fatalError`/`preconditionFailure`).
CREATE TABLE IF NOT EXISTS trapping_functions (
  file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  owner   TEXT NOT NULL,                -- '' for free functions
  name    TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS trapping_functions_by_file ON trapping_functions(file_id);

-- Custom keys whose default value traps: there is no default to fall back to, so a read
-- of one is required, as an @EnvironmentObject is (docs/design.md §5). The default
-- calls a standard function that never returns, or a project function that does
-- (`Required<Theme>.missing()`: the name after the last dot, on the type named before
-- it when there is one).
CREATE VIEW IF NOT EXISTS trapping_keys(key) AS
SELECT c.accessor
FROM (SELECT a.accessor, COALESCE(a.default_call, k.default_call) AS called
      FROM environment_keys a
      LEFT JOIN environment_keys k ON k.key_type = a.key_type AND k.accessor IS NULL
      WHERE a.accessor IS NOT NULL) c
WHERE c.called IN ('fatalError', 'preconditionFailure', 'Swift.fatalError', 'Swift.preconditionFailure')
   OR EXISTS (SELECT 1 FROM trapping_functions t
              WHERE (instr(c.called, '.') = 0 AND t.name = c.called)
                 OR t.owner || '.' || t.name = c.called
                 OR c.called LIKE '%.' || t.owner || '.' || t.name);

-- The run's settings that the queries depend on, rewritten by every indexing run
-- (from .implicits.json and the command line):
--   name 'required-key'  value '\.theme'   a custom environment key that must be declared
--   name 'rule'          value 'CODE<TAB>LEVEL<TAB>LINE'   "rules" in .implicits.json: how the
--                        reports show CODE (error, warning, note, off), and the line it is on
CREATE TABLE IF NOT EXISTS settings (
  name  TEXT NOT NULL,
  value TEXT NOT NULL
);

-- Protocol requirements that return views: a view reached through one cannot be followed.
CREATE TABLE IF NOT EXISTS view_requirements (
  file_id  INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  protocol TEXT NOT NULL,
  name     TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS view_requirements_by_name ON view_requirements(name);
CREATE INDEX IF NOT EXISTS view_requirements_by_file ON view_requirements(file_id);

-- `// implicits:ignore CODE reason`: silences CODE on that line and the next.
CREATE TABLE IF NOT EXISTS suppressions (
  file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  line    INTEGER NOT NULL,
  code    TEXT NOT NULL,
  reason  TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS suppressions_by_file ON suppressions(file_id);

-- Modules each file imports (name resolution prefers them to other modules).
CREATE TABLE IF NOT EXISTS imports (
  file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  module  TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS imports_by_file ON imports(file_id);

-- Modules from the package manifest or Xcode project (none for a plain folder or a
-- source list), rewritten by every run. A public view of a library module that
-- nothing shows is that module's exported requirement.
CREATE TABLE IF NOT EXISTS modules (
  name TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('library', 'executable', 'test'))
);
CREATE TABLE IF NOT EXISTS module_dependencies (
  module     TEXT NOT NULL,
  depends_on TEXT NOT NULL,             -- may name a product of another package
  PRIMARY KEY (module, depends_on)
);


-- How paths name producers and sites to a reader (why, diagnostics, reports): the
-- index's own names for code it made up (`Settings.#argument`, a view passed as an
-- argument; `Model.#toolbar`, the view a property holds; `Host.super.init`; a site
-- `Host.init#rootView`, an argument given to a project initialiser) read as Swift; a
-- representable's bridge is named so, not as a second step of its own name.
CREATE VIEW IF NOT EXISTS producer_names(id, name) AS
SELECT id, CASE kind
             WHEN 'argument' THEN CASE WHEN owner = '' THEN 'a view passed as an argument'
                                       ELSE owner || ' (a view passed as an argument)' END
             WHEN 'carried' THEN owner || '.' || substr(name, 2) || ' (the view it holds)'
             WHEN 'hosting-root' THEN owner || '.init (' || name || ')'
             ELSE qualified
           END
FROM producers;
CREATE VIEW IF NOT EXISTS site_names(id, name) AS
SELECT id, CASE WHEN kind = 'bridge' THEN name || ' (the representable)'
                WHEN instr(name, '#') > 1
                THEN CASE WHEN substr(name, 1, instr(name, '#') - 1) LIKE '%.init'
                          THEN substr(name, 1, instr(name, '#') - 6)
                          ELSE substr(name, 1, instr(name, '#') - 1) END
                     || '(' || substr(name, instr(name, '#') + 1) || ':)'
                ELSE name END
FROM nodes;
