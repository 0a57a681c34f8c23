#!/usr/bin/env python3
"""Generate a deterministic synthetic SwiftUI app for the implicits analyzer.

    scripts/generate-app.py --views N --out DIR [--seed S] [--broken K] [--missing F] [--hard F] [--force]

Writes a plain folder of Swift files (never compiled; SwiftUI is not needed):
an `@main` App with several `WindowGroup`s, N views in `Features/<Feature>/`,
service and style types used as implicit keys, named keys in
`ImplicitsKeys.swift`, and `#Preview` / `PreviewProvider` entries.

Views read keys with `@Implicit var x: T` and `@Implicit(\\.name) var x: V`;
ancestors declare them with `.implicit(...)` on child expressions, containers,
helper references, navigation stacks and entry points. Bodies use nested
`VStack`/`HStack`/`List`/`ForEach`/`Group`, `if`/`else`, `switch`,
`.sheet`/`.overlay`/`.background` content, `NavigationLink` destinations
(only inside a `NavigationStack` of the same body), helpers
(`var header: some View`, `@ViewBuilder func row(_:)`), some views reused by
two parents and a few recursive ones.

Correct by construction: each view's requirements (its reads plus whatever its
children still need after the declarations on the way to them) are computed
bottom-up with the analyzer's rules (docs/design.md §4: modifier scope, lexical
placement, navigation pushes see only the environment at their stack), and
every entry declares what its root still needs. A built-in checker then proves
it: with `--broken 0` no read is unsatisfied.

`--broken K` applies K mistakes, each verified to add exactly one unsatisfied
read: a declaration moved before a `.sheet`/`.overlay`, a preview that forgets
a declaration, a near miss (`.implicit(LiveX())` where the protocol `X` is
read), a dropped declaration, or (fallback) a read added where the key is not
declared on some path. `DIR/EXPECTED.txt` lists the expected unsatisfied reads
as `View.property file:line` (comment lines start with `#`), and the same list
goes to stdout.

`--missing F` removes the fraction F (0..1) of all declarations, chosen at random
(seeded), to model a large app before anything is fixed: many reads become
unsatisfied at once. The expected unsatisfied reads are computed by the same
checker and listed the same way.

`--hard F` makes the fraction F of the N views hard ones (in `Hard/`, in clusters
of ten, shown from a second App; scripts/generate_hard.py): views no entry reaches, views shown inside calls
that resolve to nothing, two views of one name, overloaded helpers. They make every
statement whose cost grows with unreachable views, unresolved sites and ambiguous
names work, so `scripts/bench` shows it. Their reads are not in EXPECTED.txt.

`--shapes F` makes the fraction F of the N views real-app shapes (in `Shapes/`, in
clusters of ten, scripts/generate_shapes.py): views kept in stored properties and
collections, `#if os(...)` branches, SwiftUI hosted in UIKit (a representable's
controller, a scene delegate's tab bar), all of it declared on every path.
`--platforms iOS,macOS` writes an XcodeGen `project.yml` building the same sources for
each platform: one configuration, and one index, per platform.

Same arguments, same bytes. Python 3.11 standard library only.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
from dataclasses import dataclass, field

from generate_hard import HARD_CLUSTER, hard_files, type_key_declaration
from generate_shapes import SHAPE_CLUSTER, project_spec, shapes_files

# --------------------------------------------------------------------------- keys

PROTOCOL_NAMES = [
    "APIClient", "AuthService", "AnalyticsService", "PaymentService", "StorageService",
    "LocationService", "NotificationService", "SearchService", "SyncService", "FeedService",
    "MediaService", "ChatService", "BillingService", "ReviewService", "ExportService",
]
CLASS_NAMES = [
    "ImageCache", "Router", "SessionStore", "CartStore", "UserStore", "DownloadManager",
    "AudioPlayer", "HapticsEngine", "DraftStore", "UploadQueue", "ReachabilityMonitor",
    "ClipboardManager", "CalendarStore", "BadgeCounter",
]
STRUCT_NAMES = ["Theme", "Typography", "Layout", "FeatureFlags", "AppConfig", "Palette", "Metrics"]
NAMED_KEYS = [
    ("guestMode", "Bool"), ("pageSize", "Int"), ("accountName", "String"), ("isCompact", "Bool"),
    ("maxItems", "Int"), ("regionCode", "String"), ("showsDebugInfo", "Bool"), ("retryLimit", "Int"),
    ("currencyCode", "String"), ("isReadOnly", "Bool"), ("animationScale", "Double"),
    ("welcomeMessage", "String"),
]

FEATURES = [
    "Order", "Cart", "Inbox", "Message", "Account", "Product", "Review", "Search", "Profile",
    "Feed", "Story", "Photo", "Album", "Playlist", "Track", "Event", "Ticket", "Invoice",
    "Payment", "Shipment", "Task", "Project", "Team", "Member", "Note", "Document", "Folder",
    "Comment", "Alert", "Map", "Route", "Place", "Forecast", "Recipe", "Workout", "Goal",
    "Wallet", "Coupon", "Booking", "Course",
]
SUFFIXES = [
    "List", "Row", "Detail", "Header", "Footer", "Card", "Section", "Summary", "Editor",
    "Picker", "Badge", "Banner", "Cell", "Grid", "Panel", "Toolbar", "Gallery", "Status",
    "Filter", "Preview",
]
SMALL_SUFFIXES = {"Row", "Badge", "Cell", "Status", "Banner"}
SYMBOLS = ["star", "bell", "cart", "person", "gear", "folder", "tray", "heart", "bolt", "map"]


def lower_first(name: str) -> str:
    i = 0
    while i < len(name) and name[i].isupper():
        i += 1
    if i <= 1:
        return name[:1].lower() + name[1:]
    if i == len(name):
        return name.lower()
    return name[: i - 1].lower() + name[i - 1:]  # APIClient -> apiClient


@dataclass
class Key:
    ident: str       # what the analyzer keys on: type name, or "\.name"
    kind: str        # protocol | class | struct | named
    name: str        # type name, or the named key's name
    prop: str        # property name when read
    value_type: str  # named keys: Bool/Int/String/Double; type keys: the type


@dataclass(eq=False)
class Decl:
    key: str             # identity declared (a near miss declares another type)
    text: str            # argument text of `.implicit(...)`
    base_key: str = ""   # the key this was meant to declare
    mutable: bool = True


@dataclass(eq=False)
class Dropped:
    """A declaration removed by --broken: emits nothing, remembers where it was."""
    decl: Decl


@dataclass(eq=False)
class Present:
    kind: str                                  # sheet | overlay | background
    nodes: list = field(default_factory=list)
    state: str = ""                            # the @State flag for sheets


@dataclass(eq=False)
class Plain:
    text: str


# Body nodes ---------------------------------------------------------------------


@dataclass(eq=False)
class Child:
    view: int
    args: str
    chain: list = field(default_factory=list)


@dataclass(eq=False)
class Container:
    head: str                                  # "VStack(spacing: 8)"; "ForEach(...)"
    nodes: list = field(default_factory=list)
    chain: list = field(default_factory=list)
    param: str = ""                            # closure parameter: "index"
    is_stack: bool = False                     # a NavigationStack
    tab: str = ""                              # TabView child label


@dataclass(eq=False)
class If:
    cond: str
    then: list = field(default_factory=list)
    other: list = field(default_factory=list)


@dataclass(eq=False)
class Switch:
    expr: str
    cases: list = field(default_factory=list)  # [(pattern, nodes)]


@dataclass(eq=False)
class Helper:
    name: str
    is_func: bool
    nodes: list = field(default_factory=list)


@dataclass(eq=False)
class HelperRef:
    helper: Helper
    call: str
    chain: list = field(default_factory=list)


@dataclass(eq=False)
class NavLink:
    dest: Child
    label: str
    trailing: bool  # NavigationLink { dest } label: { ... }


@dataclass(eq=False)
class Filler:
    text: str


@dataclass(eq=False)
class ViewSpec:
    idx: int
    name: str
    feature: str
    file: str
    param: str = ""               # "", title, id, depth
    reads: list = field(default_factory=list)      # [Key]
    children: list = field(default_factory=list)   # view indices
    recursive: bool = False
    has_stack: bool = False
    is_root: bool = False
    body: object = None
    helpers: list = field(default_factory=list)
    states: list = field(default_factory=list)     # lines
    stored: dict = field(default_factory=dict)     # key ident -> (prop, line)
    needs: frozenset = frozenset()
    uses_mode: bool = False


@dataclass(eq=False)
class Entry:
    kind: str           # window | preview | provider
    root: int
    node: object        # Child or Container (NavigationStack wrapping a Child)
    label: str = ""


# --------------------------------------------------------------------------- generator


class Generator:
    def __init__(self, views: int, seed: int, broken: int, missing: float = 0.0):
        self.n = views
        self.seed = seed
        self.broken = broken
        self.missing = missing
        self.missing_reads: set = set()
        self.rng = random.Random(seed)
        self.keys: list[Key] = []
        self.by_ident: dict[str, Key] = {}
        self.views: list[ViewSpec] = []
        self.entries: list[Entry] = []
        self.app_stored: dict[str, tuple[str, str]] = {}
        self.sites_cache: dict[int, list] = {}
        self.plants: list[dict] = []
        self.decl_lines: dict[int, tuple[str, int]] = {}
        self.read_lines: dict[tuple[int, str], tuple[str, int]] = {}

    # ---- keys

    def make_keys(self) -> None:
        n = self.n
        n_types = max(6, min(60, n // 25))
        n_named = max(3, min(len(NAMED_KEYS), n // 80 + 3))
        pools = [("protocol", PROTOCOL_NAMES), ("class", CLASS_NAMES), ("struct", STRUCT_NAMES)]
        counters = {"protocol": 0, "class": 0, "struct": 0}
        order = ["struct", "protocol", "class", "protocol", "class", "struct", "protocol", "class"]
        for i in range(n_types):
            kind = order[i % len(order)]
            pool = dict(pools)[kind]
            c = counters[kind]
            counters[kind] += 1
            name = pool[c % len(pool)] + ("" if c < len(pool) else str(c // len(pool) + 1))
            self.add_key(Key(name, kind, name, lower_first(name), name))
        for name, vt in NAMED_KEYS[:n_named]:
            self.add_key(Key("\\." + name, "named", name, name, vt))
        # Near misses declare `LiveX`; make those identities known (never read).
        for k in list(self.keys):
            if k.kind == "protocol":
                self.by_ident.setdefault("Live" + k.name, Key("Live" + k.name, "impl", "Live" + k.name, "", ""))

    def add_key(self, key: Key) -> None:
        self.keys.append(key)
        self.by_ident[key.ident] = key

    def pick_keys(self, count: int) -> list[Key]:
        # Zipf-like popularity: a few keys (Theme, the first services) are read a lot.
        weights = [1.0 / (i + 1) ** 0.8 for i in range(len(self.keys))]
        chosen: list[Key] = []
        while len(chosen) < count:
            k = self.rng.choices(self.keys, weights)[0]
            if k not in chosen:
                chosen.append(k)
        return chosen

    # ---- declaration forms

    def decl_for(self, key: Key, owner: ViewSpec | None, preview: bool) -> Decl:
        r = self.rng.random()
        if key.kind == "named":
            return Decl(key.ident, f"{key.ident}, {self.literal(key.value_type)}", key.ident)
        if key.kind == "protocol":
            impl = ("Mock" if preview else "Live") + key.name
            if not preview and r < 0.35:
                prop = self.stored_prop(owner, key, f"{self.prop_name(owner, 'live', key)}: {key.name} = {impl}()")
                return Decl(key.ident, prop, key.ident)
            return Decl(key.ident, f"{impl}() as {key.name}", key.ident)
        if key.kind == "class":
            if r < 0.3:
                return Decl(key.ident, f"{key.name}.shared", key.ident)
            if r < 0.55 and not preview:
                prop = self.stored_prop(owner, key, f"{self.prop_name(owner, 'owned', key)} = {key.name}()")
                return Decl(key.ident, prop, key.ident)
            return Decl(key.ident, f"{key.name}()", key.ident)
        # struct
        if r < 0.45:
            return Decl(key.ident, f"{key.name}.standard", key.ident)
        if r < 0.6:
            return Decl(key.ident, f"{key.name}.compact", key.ident)
        if r < 0.75 and not preview:
            prop = self.stored_prop(owner, key, f"{self.prop_name(owner, 'local', key)}: {key.name} = .standard")
            return Decl(key.ident, prop, key.ident)
        return Decl(key.ident, f"{key.name}(spacing: {self.rng.choice([4, 8, 12, 16])})", key.ident)

    def prop_name(self, owner: ViewSpec | None, prefix: str, key: Key) -> str:
        if owner is None:
            return lower_first(key.name)
        return prefix + key.name

    def stored_prop(self, owner: ViewSpec | None, key: Key, decl_text: str) -> str:
        table = self.app_stored if owner is None else owner.stored
        if key.ident not in table:
            name = decl_text.split(":")[0].split(" =")[0]
            if owner is not None and key.kind == "class" and self.rng.random() < 0.5:
                line = f"@State private var {decl_text}"
            else:
                line = f"private let {decl_text}"
            table[key.ident] = (name, line)
        return table[key.ident][0]

    def literal(self, value_type: str) -> str:
        r = self.rng
        if value_type == "Bool":
            return r.choice(["true", "false"])
        if value_type == "Int":
            return str(r.choice([3, 5, 10, 20, 25, 50]))
        if value_type == "Double":
            return r.choice(["0.5", "1.0", "1.5"])
        return '"' + r.choice(["demo", "en-US", "EUR", "Welcome back", "ada", "main"]) + '"'

    # ---- the view graph

    def make_views(self) -> None:
        rng = self.rng
        n = self.n
        roots = min(n, max(2, min(6, n // 150)))
        names: set[str] = set()
        files: dict[str, int] = {}
        for i in range(n):
            if i < roots:
                feature = FEATURES[(i * 7) % len(FEATURES)]
                name = self.unique(f"{feature}HomeView", names)
                v = ViewSpec(i, name, feature, f"Features/{feature}/{name}.swift", is_root=True, has_stack=True)
                self.views.append(v)
                continue
            parent = max(0, (i - roots) // 3 + rng.randint(-3, 0))
            parent = min(parent, i - 1)
            p = self.views[parent]
            feature = p.feature if rng.random() < 0.7 else rng.choice(FEATURES)
            suffix = rng.choice(SUFFIXES)
            name = self.unique(f"{feature}{suffix}View", names)
            file = f"Features/{feature}/{name}.swift"
            if suffix in SMALL_SUFFIXES and p.feature == feature and files.get(p.file, 1) < 3 and rng.random() < 0.6:
                file = p.file
            files[file] = files.get(file, 0) + 1
            v = ViewSpec(i, name, feature, file)
            r = rng.random()
            if r < 0.02:
                v.recursive, v.param = True, "depth"
            elif r < 0.22:
                v.param = "title"
            elif r < 0.40:
                v.param = "id"
            v.has_stack = rng.random() < 0.04
            self.views.append(v)
            p.children.append(i)
            if i > roots and rng.random() < 0.08:
                second = rng.randrange(0, i)
                if second != parent and i not in self.views[second].children:
                    self.views[second].children.append(i)
        for v in self.views:
            count = rng.choices([0, 1, 2, 3], [20, 35, 30, 15])[0]
            if v.is_root:
                count = max(1, min(count, 2))
            v.reads = self.pick_keys(count)

    @staticmethod
    def unique(name: str, names: set[str]) -> str:
        base, k = name, 2
        while name in names:
            name = f"{base[:-4]}{k}View" if base.endswith("View") else f"{base}{k}"
            k += 1
        names.add(name)
        return name

    # ---- bodies

    def args_for(self, child: ViewSpec, index_in_scope: bool, in_self: bool = False) -> str:
        if child.param == "title":
            return f'title: "{child.feature} {self.rng.choice(["Overview", "Details", "Recent", "All"])}"'
        if child.param == "id":
            return "id: index" if index_in_scope else f"id: {self.rng.randint(1, 99)}"
        if child.param == "depth":
            return "depth: depth + 1" if in_self else "depth: 0"
        return ""

    def filler(self, v: ViewSpec) -> Filler:
        r = self.rng
        choice = r.randrange(6)
        if choice == 0:
            return Filler(f'Text("{v.feature} {r.choice(["items", "updates", "activity", "history"])}")')
        if choice == 1:
            return Filler(f'Label("{r.choice(["Share", "Pin", "Archive", "Refresh"])}", systemImage: "{r.choice(SYMBOLS)}")')
        if choice == 2:
            return Filler("Divider()")
        if choice == 3:
            return Filler(f'Image(systemName: "{r.choice(SYMBOLS)}")')
        if choice == 4:
            return Filler("Spacer()")
        return Filler(f'Text("{r.choice(["Updated just now", "Nothing here yet", "Tap to open", "Loading"])}")')

    def bool_condition(self, v: ViewSpec) -> str:
        reads = [k for k in v.reads if k.kind == "named" and k.value_type == "Bool"]
        if reads and self.rng.random() < 0.6:
            return self.rng.choice(reads).prop
        flag = f"is{self.rng.choice(['Expanded', 'Editing', 'Loaded', 'Filtered', 'Selected'])}"
        if not any(s.split()[3] == flag for s in v.states):
            v.states.append(f"@State private var {flag} = {self.rng.choice(['false', 'true'])}")
        return flag

    def build_body(self, v: ViewSpec) -> None:
        rng = self.rng
        all_children = list(v.children)
        rng.shuffle(all_children)
        # the outer shape
        if v.is_root and len(v.children) >= 2 and rng.random() < 0.7:
            tabs = min(len(v.children), rng.randint(2, 3))
            regions = []
            tabview = Container("TabView")
            for t in range(tabs):
                inner = Container(rng.choice(["List", "ScrollView"]))
                label = self.views[all_children[t]].name[:-4]
                stack = Container("NavigationStack", [inner], [], is_stack=True, tab=label)
                stack.chain.append(Plain(f'.tabItem {{ Label("{label}", systemImage: "{rng.choice(SYMBOLS)}") }}'))
                tabview.nodes.append(stack)
                regions.append((inner, True))
            root = tabview
        elif v.has_stack:
            inner = Container(rng.choice(["List", "VStack(alignment: .leading, spacing: 12)", "Form"]))
            inner.chain.append(Plain(f'.navigationTitle("{v.feature}s")'))
            root = Container("NavigationStack", [inner], [], is_stack=True)
            regions = [(inner, True)]
        else:
            head = rng.choice(["VStack(alignment: .leading, spacing: 8)", "VStack", "List", "Group",
                               "HStack(spacing: 12)", "Form", "ZStack"])
            if rng.random() < 0.15:
                inner = Container("VStack(alignment: .leading)")
                root = Container("ScrollView", [inner])
                regions = [(inner, False)]
            else:
                root = Container(head)
                regions = [(root, False)]
        v.body = root
        nested: list[Container] = []
        foreachs: list[Container] = []
        ifs: list[If] = []
        helper_var: Helper | None = None
        helper_func: Helper | None = None
        func_in_foreach = False
        for pos, c in enumerate(all_children):
            child = self.views[c]
            region, in_stack = regions[pos % len(regions)] if pos < len(regions) else rng.choice(regions)
            kinds = ["direct", "nested", "foreach", "if", "switch", "hvar", "hfunc", "sheet", "overlay"]
            weights = [26, 18, 10, 10, 4, 8, 8, 6, 4]
            if in_stack:
                kinds.append("navlink")
                weights.append(22)
            kind = rng.choices(kinds, weights)[0]
            if pos < len(regions) and v.is_root:
                kind = "direct"  # each tab shows its screen
            if kind == "direct":
                region.nodes.append(Child(c, self.args_for(child, False)))
            elif kind == "nested":
                if nested and rng.random() < 0.5:
                    box = rng.choice(nested)
                else:
                    box = Container(rng.choice(["HStack", "VStack(alignment: .leading)", "Group", "ZStack",
                                                "HStack(alignment: .top, spacing: 8)"]))
                    if rng.random() < 0.5:
                        box.nodes.append(self.filler(v))
                    nested.append(box)
                    region.nodes.append(box)
                box.nodes.append(Child(c, self.args_for(child, False)))
            elif kind == "foreach":
                if foreachs and rng.random() < 0.4:
                    each = rng.choice(foreachs)
                else:
                    count = next((k.prop for k in v.reads if k.kind == "named" and k.value_type == "Int"), None)
                    upper = count if count and rng.random() < 0.7 else str(rng.randint(2, 6))
                    each = Container(f"ForEach(0..<{upper}, id: \\.self)", param="index")
                    foreachs.append(each)
                    region.nodes.append(each)
                each.nodes.append(Child(c, self.args_for(child, True)))
            elif kind == "if":
                open_ifs = [x for x in ifs if not x.other]
                if open_ifs and rng.random() < 0.6:
                    rng.choice(open_ifs).other.append(Child(c, self.args_for(child, False)))
                else:
                    node = If(self.bool_condition(v), [Child(c, self.args_for(child, False))])
                    if rng.random() < 0.4:
                        node.other.append(self.filler(v))
                    ifs.append(node)
                    region.nodes.append(node)
            elif kind == "switch":
                v.uses_mode = True
                cases = [[".compact", []], [".regular", []], [".expanded", []]]
                hit = rng.randrange(3)
                cases[hit][1].append(Child(c, self.args_for(child, False)))
                for i in range(3):
                    if not cases[i][1]:
                        cases[i][1].append(self.filler(v) if rng.random() < 0.7 else Filler("EmptyView()"))
                region.nodes.append(Switch("mode", [(p, ns) for p, ns in cases]))
            elif kind == "hvar":
                if helper_var is None:
                    helper_var = Helper(rng.choice(["header", "footer", "summary", "banner"]), False,
                                        [Container(rng.choice(["VStack(alignment: .leading)", "HStack", "Group"]))])
                    v.helpers.append(helper_var)
                    region.nodes.insert(0 if helper_var.name in ("header", "banner") else len(region.nodes),
                                        HelperRef(helper_var, helper_var.name))
                helper_var.nodes[0].nodes.append(Child(c, self.args_for(child, False)))
            elif kind == "hfunc":
                if helper_func is None:
                    helper_func = Helper("row", True)
                    v.helpers.append(helper_func)
                    if foreachs and rng.random() < 0.6:
                        rng.choice(foreachs).nodes.append(HelperRef(helper_func, "row(index)"))
                        func_in_foreach = True
                    else:
                        region.nodes.append(HelperRef(helper_func, f"row({rng.randint(0, 9)})"))
                if helper_func.nodes and rng.random() < 0.5 and not isinstance(helper_func.nodes[-1], If):
                    last = helper_func.nodes.pop()
                    helper_func.nodes.append(If("index.isMultiple(of: 2)", [last], [Child(c, self.args_for(child, True))]))
                else:
                    helper_func.nodes.append(Child(c, self.args_for(child, True)))
            elif kind in ("sheet", "overlay"):
                target = rng.choice([region] + nested) if kind == "sheet" else rng.choice([region] + nested)
                if kind == "sheet":
                    flag = f"shows{child.name[:-4]}"
                    v.states.append(f"@State private var {flag} = false")
                    pres = Present("sheet", [Child(c, self.args_for(child, False))], flag)
                else:
                    pres = Present(rng.choice(["overlay", "background"]), [Child(c, self.args_for(child, False))])
                target.chain.append(pres)
            elif kind == "navlink":
                dest = Child(c, self.args_for(child, bool(foreachs)))
                link = NavLink(dest, rng.choice(["Open", "Details", "Show all", "More"]), rng.random() < 0.5)
                if foreachs and rng.random() < 0.5:
                    dest.args = self.args_for(child, True)
                    rng.choice(foreachs).nodes.append(link)
                elif rng.random() < 0.3:
                    box = Container("Section")
                    box.nodes.append(link)
                    region.nodes.append(box)
                    nested.append(box)
                else:
                    dest.args = self.args_for(child, False)
                    region.nodes.append(link)
        # NavigationLinks may only sit inside the stack; nested boxes above reused outside
        # a stack never receive links because `nested` only ever gets Sections from stack regions.
        if v.recursive:
            region = regions[0][0]
            region.nodes.append(If("depth < 3", [Container("ForEach(0..<2, id: \\.self)", [
                Child(v.idx, self.args_for(v, True, in_self=True))], param="index")]))
        # realism: fillers and uses of what the view reads
        for region, _ in regions:
            for _ in range(rng.randint(0, 2)):
                region.nodes.insert(rng.randint(0, len(region.nodes)), self.filler(v))
            if not region.nodes:
                region.nodes.append(self.filler(v))
        for box in nested:
            if not box.nodes:
                box.nodes.append(self.filler(v))
        if helper_func is not None and not helper_func.nodes:
            helper_func.nodes.append(self.filler(v))
        for k in v.reads:
            use = self.use_of(k)
            if use:
                root.chain.insert(0, Plain(use))
        if rng.random() < 0.4:
            root.chain.insert(0, Plain(rng.choice([".padding()", ".frame(maxWidth: .infinity, alignment: .leading)",
                                                   ".font(.body)", ".animation(.default, value: 1)"])))
        if v.uses_mode:
            v.states.append("@State private var mode: DisplayMode = .compact")
        v.states = list(dict.fromkeys(v.states))

    def use_of(self, k: Key) -> str:
        if k.kind == "protocol":
            return f".task {{ await {k.prop}.refresh() }}"
        if k.kind == "class":
            return f".onAppear {{ {k.prop}.prepare() }}"
        if k.kind == "struct":
            return f".tint({k.prop}.accent)"
        if k.value_type == "String":
            return f".accessibilityHint({k.prop})"
        return ""

    # ---- scope walking (the analyzer's rules)

    @staticmethod
    def chain_decls(chain: list) -> set:
        return {m.key for m in chain if isinstance(m, Decl)}

    @staticmethod
    def decls_after(chain: list, i: int) -> set:
        return {m.key for m in chain[i + 1:] if isinstance(m, Decl)}

    def walk(self, nodes: list, provided: frozenset, stack: frozenset | None, out: list) -> None:
        for node in nodes:
            self.walk_node(node, provided, stack, out)

    def walk_chain(self, chain: list, provided: frozenset, stack, out: list) -> None:
        for i, m in enumerate(chain):
            if isinstance(m, Present):
                self.walk(m.nodes, provided | self.decls_after(chain, i), stack, out)

    def walk_node(self, node, provided: frozenset, stack, out: list) -> None:
        if isinstance(node, Child):
            out.append((node.view, provided | self.chain_decls(node.chain)))
            self.walk_chain(node.chain, provided, stack, out)
        elif isinstance(node, Container):
            inner = provided | self.chain_decls(node.chain)
            self.walk(node.nodes, inner, inner if node.is_stack else stack, out)
            self.walk_chain(node.chain, provided, stack, out)
        elif isinstance(node, If):
            self.walk(node.then, provided, stack, out)
            self.walk(node.other, provided, stack, out)
        elif isinstance(node, Switch):
            for _, ns in node.cases:
                self.walk(ns, provided, stack, out)
        elif isinstance(node, HelperRef):
            inner = provided | self.chain_decls(node.chain)
            self.walk(node.helper.nodes, inner, stack, out)
            self.walk_chain(node.chain, provided, stack, out)
        elif isinstance(node, NavLink):
            # pushed: only the environment at the stack plus the destination's own chain
            base = stack if stack is not None else frozenset()
            out.append((node.dest.view, base | self.chain_decls(node.dest.chain)))

    def sites(self, v: ViewSpec) -> list:
        if v.idx not in self.sites_cache:
            out: list = []
            self.walk_node(v.body, frozenset(), None, out)
            self.sites_cache[v.idx] = out
        return self.sites_cache[v.idx]

    def entry_sites(self) -> list:
        out = []
        for e in self.entries:
            s: list = []
            self.walk_node(e.node, frozenset(), None, s)
            out.extend(s)
        return out

    # ---- declarations, bottom-up

    def subtree_needs(self, node, v: ViewSpec) -> set:
        """Keys the child sites under `node` need (for choosing useful declarations)."""
        acc: set = set()

        def child_needs(c: Child) -> set:
            return set(v.needs if c.view == v.idx else self.views[c.view].needs) | set(
                k.ident for k in self.views[c.view].reads)

        def visit(n):
            if isinstance(n, Child):
                acc.update(child_needs(n))
                for m in n.chain:
                    if isinstance(m, Present):
                        for x in m.nodes:
                            visit(x)
            elif isinstance(n, Container):
                for x in n.nodes:
                    visit(x)
                for m in n.chain:
                    if isinstance(m, Present):
                        for x in m.nodes:
                            visit(x)
            elif isinstance(n, If):
                for x in n.then + n.other:
                    visit(x)
            elif isinstance(n, Switch):
                for _, ns in n.cases:
                    for x in ns:
                        visit(x)
            elif isinstance(n, HelperRef):
                for x in n.helper.nodes:
                    visit(x)
            elif isinstance(n, NavLink):
                acc.update(child_needs(n.dest))
        visit(node)
        return acc

    def assign_decls(self, v: ViewSpec) -> None:
        rng = self.rng
        probability = {Child: 0.22, Container: 0.3, HelperRef: 0.35}

        def place(chain: list, node, above: frozenset, p: float) -> frozenset:
            if rng.random() >= p:
                return above
            wanted = sorted(self.subtree_needs(node, v) - above)
            if not wanted:
                return above
            picked = rng.sample(wanted, min(len(wanted), rng.choice([1, 1, 2, 3])))
            got = set(above)
            for ident in picked:
                d = self.decl_for(self.by_ident[ident], v, preview=False)
                presents = [i for i, m in enumerate(chain) if isinstance(m, Present)]
                if presents and rng.random() < 0.25:
                    chain.insert(presents[0], d)   # before a presentation: covers the base only
                else:
                    chain.append(d)
                got.add(ident)
            return frozenset(got)

        def visit(n, above: frozenset):
            if isinstance(n, Child):
                place(n.chain, n, above, probability[Child])
                for m in n.chain:
                    if isinstance(m, Present):
                        for x in m.nodes:
                            visit(x, above)
            elif isinstance(n, Container):
                p = 0.45 if n.is_stack else probability[Container]
                inner = place(n.chain, n, above, p)
                for x in n.nodes:
                    visit(x, inner)
                for m in n.chain:
                    if isinstance(m, Present):
                        for x in m.nodes:
                            visit(x, above)
            elif isinstance(n, If):
                for x in n.then + n.other:
                    visit(x, above)
            elif isinstance(n, Switch):
                for _, ns in n.cases:
                    for x in ns:
                        visit(x, above)
            elif isinstance(n, HelperRef):
                inner = place(n.chain, n, above, probability[HelperRef])
                for x in n.helper.nodes:
                    visit(x, inner)
            elif isinstance(n, NavLink):
                place(n.dest.chain, n, frozenset(), 0.3)
        visit(v.body, frozenset())

    def compute_needs(self, v: ViewSpec) -> frozenset:
        needs = {k.ident for k in v.reads}
        for child, provided in self.sites(v):
            if child == v.idx:
                continue  # recursion adds nothing new
            needs |= set(self.views[child].needs) - provided
        return frozenset(needs)

    # ---- entries

    def make_entries(self) -> None:
        rng = self.rng
        for v in self.views:
            if v.is_root:
                child = Child(v.idx, self.args_for(v, False))
                for ident in sorted(v.needs, key=self.key_order):
                    child.chain.append(self.decl_for(self.by_ident[ident], None, preview=False))
                self.entries.append(Entry("window", v.idx, child, v.name))
        # previews: every root, and about one view in eight
        for v in self.views:
            if not (v.is_root or rng.random() < 0.12):
                continue
            child = Child(v.idx, self.args_for(v, False))
            decls = [self.decl_for(self.by_ident[i], v, preview=True) for i in sorted(v.needs, key=self.key_order)]
            if not v.is_root and rng.random() < 0.3:
                node = Container("NavigationStack", [child], decls, is_stack=True)
            else:
                child.chain.extend(decls)
                node = child
            kind = "provider" if rng.random() < 0.2 else "preview"
            self.entries.append(Entry(kind, v.idx, node, v.name))

    def key_order(self, ident: str) -> int:
        return self.keys.index(self.by_ident[ident])

    # ---- the checker

    def unsatisfied(self, only: str | None = None) -> set:
        """(view index, key ident) for every read with an uncovered path from an entry."""
        entry_sites = self.entry_sites()
        keys = [only] if only else sorted({k.ident for v in self.views for k in v.reads})
        result = set()
        for key in keys:
            seen = set()
            todo = [view for view, provided in entry_sites if key not in provided]
            while todo:
                view = todo.pop()
                if view in seen:
                    continue
                seen.add(view)
                for child, provided in self.sites(self.views[view]):
                    if key not in provided and child not in seen:
                        todo.append(child)
            for view in seen:
                if any(k.ident == key for k in self.views[view].reads):
                    result.add((view, key))
        return result

    def reachable(self) -> set:
        seen = set()
        todo = [view for view, _ in self.entry_sites()]
        while todo:
            view = todo.pop()
            if view in seen:
                continue
            seen.add(view)
            todo.extend(c for c, _ in self.sites(self.views[view]))
        return seen

    # ---- --broken

    def decl_slots(self, include_entries: bool, include_views: bool) -> list:
        """(owner, chain, position, decl) of every declaration."""
        slots = []

        def chains_of(node, acc):
            if isinstance(node, (Child, Container, HelperRef)):
                acc.append(node.chain)
            if isinstance(node, Container):
                for x in node.nodes:
                    chains_of(x, acc)
            if isinstance(node, HelperRef):
                for x in node.helper.nodes:
                    chains_of(x, acc)
            if isinstance(node, If):
                for x in node.then + node.other:
                    chains_of(x, acc)
            if isinstance(node, Switch):
                for _, ns in node.cases:
                    for x in ns:
                        chains_of(x, acc)
            if isinstance(node, NavLink):
                acc.append(node.dest.chain)
            if isinstance(node, (Child, Container, HelperRef)):
                for m in node.chain:
                    if isinstance(m, Present):
                        for x in m.nodes:
                            chains_of(x, acc)

        if include_views:
            for v in self.views:
                acc: list = []
                chains_of(v.body, acc)
                for chain in acc:
                    for i, m in enumerate(chain):
                        if isinstance(m, Decl) and m.mutable:
                            slots.append((v, chain, i, m))
        if include_entries:
            for e in self.entries:
                if e.kind == "window":
                    continue
                acc = []
                chains_of(e.node, acc)
                for chain in acc:
                    for i, m in enumerate(chain):
                        if isinstance(m, Decl) and m.mutable:
                            slots.append((e, chain, i, m))
        return slots

    @staticmethod
    def entry_name(entry: Entry) -> str:
        return ("PreviewProvider" if entry.kind == "provider" else "#Preview") + f" of {entry.label}"

    def try_mutation(self, key: str, owner, apply, undo) -> set | None:
        before = self.unsatisfied(key)
        apply()
        if isinstance(owner, ViewSpec):
            self.sites_cache.pop(owner.idx, None)
        after = self.unsatisfied(key)
        if after >= before and len(after) == len(before) + 1:
            return after - before
        undo()
        if isinstance(owner, ViewSpec):
            self.sites_cache.pop(owner.idx, None)
        return None

    def plant(self) -> None:
        rng = self.rng
        kinds = ["sheet-order", "preview-forgets", "near-miss", "drop-declaration"]
        for n in range(self.broken):
            kind = kinds[n % len(kinds)]
            new = None
            if kind == "sheet-order":
                slots = [s for s in self.decl_slots(False, True)
                         if any(isinstance(m, Present) for m in s[1][:s[2]])]
                rng.shuffle(slots)
                for owner, chain, i, d in slots[:200]:
                    first = next(j for j, m in enumerate(chain) if isinstance(m, Present))

                    def apply(chain=chain, i=i, d=d, first=first):
                        chain.pop(i)
                        chain.insert(first, d)

                    def undo(chain=chain, i=i, d=d, first=first):
                        chain.pop(first)
                        chain.insert(i, d)
                    new = self.try_mutation(d.key, owner, apply, undo)
                    if new:
                        d.mutable = False
                        what = next(m.kind for m in chain if isinstance(m, Present))
                        self.plants.append({"kind": kind, "owner": owner.name, "decl": d,
                                            "note": f"`.implicit({d.text})` moved before `.{what}`: the {what} content misses it"})
                        break
            elif kind in ("preview-forgets", "drop-declaration"):
                slots = self.decl_slots(kind == "preview-forgets", kind == "drop-declaration")
                rng.shuffle(slots)
                for owner, chain, i, d in slots[:300]:
                    marker = Dropped(d)

                    def apply(chain=chain, i=i, marker=marker):
                        chain[i] = marker

                    def undo(chain=chain, i=i, d=d):
                        chain[i] = d
                    new = self.try_mutation(d.key, owner, apply, undo)
                    if new:
                        where = self.entry_name(owner) if isinstance(owner, Entry) else owner.name
                        self.plants.append({"kind": kind, "owner": where, "decl": marker,
                                            "note": f"`.implicit({d.text})` removed"})
                        break
            elif kind == "near-miss":
                slots = [s for s in self.decl_slots(True, True)
                         if self.by_ident[s[3].key].kind == "protocol"
                         and s[3].text.startswith("Live") and " as " in s[3].text]
                rng.shuffle(slots)
                for owner, chain, i, d in slots[:200]:
                    key = d.key
                    impl = d.text.split(" as ")[0]

                    def apply(d=d, impl=impl):
                        d.key, d.text = impl[:-2], impl

                    def undo(d=d, key=key):
                        d.key, d.text = key, f"Live{self.by_ident[key].name}() as {self.by_ident[key].name}"
                    before = self.unsatisfied(key)
                    apply()
                    if isinstance(owner, ViewSpec):
                        self.sites_cache.pop(owner.idx, None)
                    after = self.unsatisfied(key)
                    if after >= before and len(after) == len(before) + 1:
                        new = after - before
                        d.mutable = False
                        where = self.entry_name(owner) if isinstance(owner, Entry) else owner.name
                        self.plants.append({"kind": kind, "owner": where, "decl": d,
                                            "note": f"`.implicit({impl})` declares {impl[:-2]}, but {key} (a protocol) is read"})
                        break
                    undo()
                    if isinstance(owner, ViewSpec):
                        self.sites_cache.pop(owner.idx, None)
            if not new:
                new = self.plant_extra_read()
            for view, key in new:
                self.plants[-1].setdefault("reads", []).append((view, key))

    def plant_extra_read(self) -> set:
        """Fallback: a view reads a key that some path to it does not declare."""
        rng = self.rng
        order = list(range(len(self.views)))
        rng.shuffle(order)
        keys = [k for k in self.keys]
        for idx in order:
            v = self.views[idx]
            rng.shuffle(keys)
            for k in keys:
                if k in v.reads:
                    continue
                v.reads.append(k)
                if (idx, k.ident) in self.unsatisfied(k.ident):
                    self.plants.append({"kind": "missing-declaration", "owner": v.name, "decl": None,
                                        "note": f"`{k.prop}` added, reading {k.ident}, which some path to {v.name} does not declare"})
                    return {(idx, k.ident)}
                v.reads.pop()
        raise SystemExit("generate-app: could not plant an unsatisfied read")

    # ---- driver

    def build(self) -> None:
        self.make_keys()
        self.make_views()
        for v in reversed(self.views):
            self.build_body(v)
            self.assign_decls(v)
            self.sites_cache.pop(v.idx, None)
            v.needs = self.compute_needs(v)
        self.make_entries()
        bad = self.unsatisfied()
        if bad:
            raise SystemExit(f"generate-app: internal error, {len(bad)} unsatisfied reads before --broken")
        unreached = set(range(len(self.views))) - self.reachable()
        if unreached:
            raise SystemExit(f"generate-app: internal error, {len(unreached)} views unreachable")
        if self.broken:
            self.plant()
        if self.missing:
            self.remove_declarations()

    def remove_declarations(self) -> None:
        """--missing: drops a seeded random fraction of every declaration still in place."""
        rng = random.Random(self.seed * 7919 + 1)
        slots = [s for s in self.decl_slots(True, True) if s[3].mutable]
        for owner, chain, i, d in rng.sample(slots, round(len(slots) * self.missing)):
            chain[i] = Dropped(d)
        self.sites_cache.clear()
        planted = {r for p in self.plants for r in p.get("reads", [])}
        self.missing_reads = self.unsatisfied() - planted

    # --------------------------------------------------------------------------- emission

    def write(self, out: str) -> list[str]:
        files: dict[str, list[str]] = {}
        order: list[str] = []
        for v in self.views:
            if v.file not in files:
                files[v.file] = ["import SwiftUI", "import ImplicitsUI", ""]
                order.append(v.file)
            self.emit_view(v, files[v.file])
        for e in self.entries:
            if e.kind != "window":
                self.emit_preview(e, files[self.views[e.root].file])
        written = {}
        written["App.swift"] = self.emit_app()
        written["ImplicitsKeys.swift"] = self.emit_keys()
        written["Services/Services.swift"] = self.emit_services()
        written["Services/Stores.swift"] = self.emit_stores()
        written["Services/Styles.swift"] = self.emit_styles()
        written["Support/DisplayMode.swift"] = [
            "/// How dense a screen is; switched on by views that adapt their layout.",
            "enum DisplayMode: Hashable {", "  case compact, regular, expanded", "}"]
        for f in order:
            lines = files[f]
            while lines and lines[-1] == "":
                lines.pop()
            written[f] = lines
        # Markers, stripped here: "\x01tag\x02text" records the line of a read or a
        # declaration; "\x03id" is a dropped declaration (its place: the next line).
        for path, lines in written.items():
            cleaned = []
            for line in lines:
                if line.startswith("\x03"):
                    self.decl_lines[int(line[1:])] = (path, len(cleaned) + 1)
                    continue
                if line.startswith("\x01"):
                    tag, line = line[1:].split("\x02", 1)
                    kind, ident = tag.split(":", 1)
                    if kind == "read":
                        view, prop = ident.split(".", 1)
                        self.read_lines[(int(view), prop)] = (path, len(cleaned) + 1)
                    else:
                        self.decl_lines[int(ident)] = (path, len(cleaned) + 1)
                cleaned.append(line)
            written[path] = cleaned
        os.makedirs(out, exist_ok=True)
        for path in sorted(written):
            full = os.path.join(out, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8", newline="\n") as fh:
                fh.write("\n".join(written[path]) + "\n")
        return sorted(written)

    # Markers (stripped before writing): \x01tag\x02line records a line number.
    def tagged(self, tag: str, line: str) -> str:
        return f"\x01{tag}\x02{line}"

    def emit_view(self, v: ViewSpec, lines: list[str]) -> None:
        doc = {
            True: f"/// The {v.feature.lower()} screen of one window: its own navigation stack.",
        }.get(v.is_root, f"/// {v.feature} {v.name[len(v.feature):-4].lower()}.")
        lines.append(doc)
        lines.append(f"struct {v.name}: View {{")
        if v.param == "title":
            lines.append("  let title: String")
        elif v.param == "id":
            lines.append("  let id: Int")
        elif v.param == "depth":
            lines.append("  let depth: Int")
        for k in v.reads:
            text = (f"  @Implicit var {k.prop}: {k.name}" if k.kind != "named"
                    else f"  @Implicit({k.ident}) var {k.prop}: {k.value_type}")
            lines.append(self.tagged(f"read:{v.idx}.{k.prop}", text))
        for s in v.states:
            lines.append("  " + s)
        for _, (_, line) in v.stored.items():
            lines.append("  " + line)
        lines.append("")
        lines.append("  var body: some View {")
        self.emit_node(v.body, 2, lines)
        lines.append("  }")
        for h in v.helpers:
            lines.append("")
            if h.is_func:
                lines.append("  @ViewBuilder")
                lines.append("  private func row(_ index: Int) -> some View {")
            else:
                lines.append(f"  private var {h.name}: some View {{")
            for n in h.nodes:
                self.emit_node(n, 2, lines)
            lines.append("  }")
        lines.append("}")
        lines.append("")

    def emit_chain(self, chain: list, indent: int, lines: list[str]) -> None:
        pad = "  " * (indent + 1)
        for m in chain:
            if isinstance(m, Decl):
                lines.append(self.tagged(f"decl:{id(m)}", f"{pad}.implicit({m.text})"))
            elif isinstance(m, Dropped):
                lines.append(f"\x03{id(m)}")
            elif isinstance(m, Plain):
                lines.append(pad + m.text)
            elif isinstance(m, Present):
                if m.kind == "sheet":
                    lines.append(f"{pad}.sheet(isPresented: ${m.state}) {{")
                elif m.kind == "overlay":
                    lines.append(f"{pad}.overlay(alignment: .topTrailing) {{")
                else:
                    lines.append(f"{pad}.background {{")
                for n in m.nodes:
                    self.emit_node(n, indent + 2, lines)
                lines.append(pad + "}")

    def emit_node(self, node, indent: int, lines: list[str]) -> None:
        pad = "  " * indent
        if isinstance(node, Child):
            lines.append(f"{pad}{self.views[node.view].name}({node.args})")
            self.emit_chain(node.chain, indent, lines)
        elif isinstance(node, Container):
            head = node.head
            if node.param:
                lines.append(f"{pad}{head} {{ {node.param} in")
            else:
                lines.append(f"{pad}{head} {{")
            for n in node.nodes:
                self.emit_node(n, indent + 1, lines)
            lines.append(pad + "}")
            self.emit_chain(node.chain, indent - 1, lines)  # modifiers line up with the brace
        elif isinstance(node, If):
            lines.append(f"{pad}if {node.cond} {{")
            for n in node.then:
                self.emit_node(n, indent + 1, lines)
            if node.other:
                lines.append(pad + "} else {")
                for n in node.other:
                    self.emit_node(n, indent + 1, lines)
            lines.append(pad + "}")
        elif isinstance(node, Switch):
            lines.append(f"{pad}switch {node.expr} {{")
            for pattern, ns in node.cases:
                lines.append(f"{pad}case {pattern}:")
                for n in ns:
                    self.emit_node(n, indent + 1, lines)
            lines.append(pad + "}")
        elif isinstance(node, HelperRef):
            lines.append(pad + node.call)
            self.emit_chain(node.chain, indent, lines)
        elif isinstance(node, NavLink):
            dest = node.dest
            name = self.views[dest.view].name
            if node.trailing:
                lines.append(f"{pad}NavigationLink {{")
                self.emit_node(dest, indent + 1, lines)
                lines.append(f'{pad}}} label: {{')
                lines.append(f'{pad}  Text("{node.label}")')
                lines.append(pad + "}")
            elif not dest.chain:
                lines.append(f'{pad}NavigationLink(destination: {name}({dest.args})) {{')
                lines.append(f'{pad}  Text("{node.label}")')
                lines.append(pad + "}")
            else:
                lines.append(f"{pad}NavigationLink(")
                lines.append(f"{pad}  destination: {name}({dest.args})")
                self.emit_chain(dest.chain, indent + 1, lines)
                lines.append(f"{pad}) {{")
                lines.append(f'{pad}  Text("{node.label}")')
                lines.append(pad + "}")
        elif isinstance(node, Filler):
            lines.append(pad + node.text)

    def emit_preview(self, e: Entry, lines: list[str]) -> None:
        v = self.views[e.root]
        if e.kind == "provider":
            lines.append(f"struct {v.name}_Previews: PreviewProvider {{")
            lines.append("  static var previews: some View {")
            self.emit_node(e.node, 2, lines)
            lines.append("  }")
            lines.append("}")
        else:
            lines.append(f'#Preview("{v.name[:-4]}") {{')
            self.emit_node(e.node, 1, lines)
            lines.append("}")
        lines.append("")

    def emit_app(self) -> list[str]:
        lines = ["import SwiftUI", "import ImplicitsUI", "",
                 "/// The app: one window per feature area, each declaring what its screens read.",
                 "@main", "struct GeneratedApp: App {"]
        body = []
        first = True
        for e in self.entries:
            if e.kind != "window":
                continue
            v = self.views[e.root]
            if first:
                body.append("    WindowGroup {")
                first = False
            else:
                body.append(f'    WindowGroup("{v.feature}", id: "{v.feature.lower()}") {{')
            self.emit_node(e.node, 3, body)
            body.append("    }")
        for _, (_, line) in self.app_stored.items():
            lines.append("  " + line)
        if self.app_stored:
            lines.append("")
        lines.append("  var body: some Scene {")
        lines.extend(body)
        lines.append("  }")
        lines.append("}")
        return lines

    def emit_keys(self) -> list[str]:
        lines = ["import ImplicitsUI", "", "/// Named keys: values whose type alone does not say what they mean.",
                 "extension ImplicitsKeys {"]
        for k in self.keys:
            if k.kind == "named":
                lines.append(f"  static let {k.name} = Key<{k.value_type}>()")
        lines.append("}")
        return lines

    def emit_services(self) -> list[str]:
        lines = ["import Foundation", ""]
        for k in self.keys:
            if k.kind != "protocol":
                continue
            lines += [f"protocol {k.name} {{", "  func refresh() async", "}", "",
                      f"struct Live{k.name}: {k.name} {{",
                      f'  var baseURL = URL(string: "https://api.example.com/{k.prop.lower()}")!',
                      "  func refresh() async {}", "}", "",
                      f"struct Mock{k.name}: {k.name} {{", "  func refresh() async {}", "}", ""]
        return lines[:-1]

    def emit_stores(self) -> list[str]:
        lines = ["import Foundation", "import Observation", ""]
        for k in self.keys:
            if k.kind != "class":
                continue
            lines += ["@Observable", f"final class {k.name} {{", f"  static let shared = {k.name}()",
                      "  var isReady = false", "  func prepare() { isReady = true }", "}", ""]
        return lines[:-1]

    def emit_styles(self) -> list[str]:
        lines = ["import SwiftUI", ""]
        for k in self.keys:
            if k.kind != "struct":
                continue
            lines += [f"struct {k.name} {{", "  var accent: Color = .accentColor", "  var spacing: CGFloat = 8", "",
                      f"  static let standard = {k.name}()", f"  static let compact: {k.name} = {k.name}(spacing: 4)",
                      "}", ""]
        return lines[:-1]

    # --------------------------------------------------------------------------- report

    def expected(self, argv: list[str]) -> list[str]:
        out = [f"# generate-app.py {' '.join(argv)}",
               f"# {len(self.views)} views, {sum(1 for e in self.entries if e.kind == 'window')} windows, "
               f"{sum(1 for e in self.entries if e.kind != 'window')} previews, {len(self.keys)} keys",
               "# Expected unsatisfied reads, one per line: View.property file:line"]
        for n, p in enumerate(self.plants, 1):
            where = ""
            if p.get("decl") is not None and id(p["decl"]) in self.decl_lines:
                f, l = self.decl_lines[id(p["decl"])]
                where = f" (just before {f}:{l})" if isinstance(p["decl"], Dropped) else f" at {f}:{l}"
            out.append(f"# planted {n}: {p['kind']} in {p['owner']}{where}: {p['note']}")
        rows = []
        for p in self.plants:
            for view, key in p.get("reads", []):
                v = self.views[view]
                prop = next(k.prop for k in v.reads if k.ident == key)
                f, l = self.read_lines[(view, prop)]
                rows.append(f"{v.name}.{prop} {f}:{l}")
        if self.missing_reads:
            out.append(f"# --missing {self.missing}: {len(self.missing_reads)} more reads lose their declaration")
        for view, key in self.missing_reads:
            v = self.views[view]
            prop = next(k.prop for k in v.reads if k.ident == key)
            f, l = self.read_lines[(view, prop)]
            rows.append(f"{v.name}.{prop} {f}:{l}")
        out.extend(sorted(rows))
        return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--views", type=int, required=True, help="number of views (>= 1)")
    parser.add_argument("--out", required=True, help="output folder (must be empty or absent)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--broken", type=int, default=0, help="plant this many unsatisfied reads")
    parser.add_argument("--missing", type=float, default=0.0,
                        help="remove this fraction (0..1) of all declarations")
    parser.add_argument("--hard", type=float, default=0.0,
                        help="make this fraction (0..1) of the views hard ones: views no entry reaches, views "
                             "inside calls that resolve to nothing, ambiguous names (in Hard/)")
    parser.add_argument("--shapes", type=float, default=0.0,
                        help="make this fraction (0..1) of the views real-app shapes: stored view values, "
                             "#if os branches, UIKit hosting (in Shapes/)")
    parser.add_argument("--platforms", default="",
                        help="comma-separated platforms (iOS,macOS,tvOS,...): a project.yml with one target each")
    parser.add_argument("--force", action="store_true", help="replace an existing output folder")
    args = parser.parse_args()
    if args.views < 1 or args.broken < 0:
        parser.error("--views must be >= 1 and --broken >= 0")
    if not 0 <= args.missing <= 1:
        parser.error("--missing must be a fraction between 0 and 1")
    if not 0 <= args.hard < 1:
        parser.error("--hard must be a fraction between 0 and 1 (below 1)")
    if not 0 <= args.hard + args.shapes < 1:
        parser.error("--shapes must be a fraction between 0 and 1, and --hard plus --shapes below 1")
    platforms = [p for p in args.platforms.split(",") if p]
    if os.path.exists(args.out) and os.listdir(args.out):
        if not args.force:
            parser.error(f"{args.out} is not empty (use --force to replace it)")
        shutil.rmtree(args.out)
    hard = round(args.views * args.hard) // HARD_CLUSTER * HARD_CLUSTER if args.hard else 0
    shapes = round(args.views * args.shapes) // SHAPE_CLUSTER * SHAPE_CLUSTER if args.shapes else 0
    gen = Generator(max(1, args.views - hard - shapes), args.seed, args.broken, args.missing)
    sys.setrecursionlimit(10000)
    gen.build()
    files = gen.write(args.out)
    extra = hard_files(gen, hard, args.seed) if hard else {}
    if shapes:
        type_keys = [k for k in gen.keys if k.kind != "named"]
        extra.update(shapes_files(type_keys, shapes, args.seed, type_key_declaration))
    if platforms:
        extra["project.yml"] = project_spec("Generated", platforms)
    if extra:
        for path, lines in sorted(extra.items()):
            full = os.path.join(args.out, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8", newline="\n") as fh:
                fh.write("\n".join(lines) + "\n")
            files.append(path)
    argv = [f"--views {args.views}", f"--seed {args.seed}", f"--broken {args.broken}"]
    if args.missing:
        argv.append(f"--missing {args.missing}")
    if hard:
        argv.append(f"--hard {args.hard}")
    if shapes:
        argv.append(f"--shapes {args.shapes}")
    if platforms:
        argv.append(f"--platforms {args.platforms}")
    report = gen.expected(argv)
    with open(os.path.join(args.out, "EXPECTED.txt"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(report) + "\n")
    reads = sum(len(v.reads) for v in gen.views)
    print(f"wrote {len(files)} files to {args.out}: {len(gen.views) + hard + shapes} views ({hard} hard, {shapes} shapes), {reads} reads, "
          f"{len(gen.entries)} entries")
    for line in report[3:]:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
