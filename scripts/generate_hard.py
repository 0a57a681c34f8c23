"""The hard part of `generate-app.py --hard F`: views that make the analyzer's
statements work on what plain apps have little of (views no entry reaches, views
inside calls that resolve to nothing, two views of one name, overloads), in clusters
of ten, in `Hard/`. Their reads are not in EXPECTED.txt. Python 3.11 standard
library only; imported by generate-app.py.
"""

from __future__ import annotations

import random

HARD_CLUSTER = 10  # views per cluster of the hard part


def type_key_declaration(key) -> str:
    """`.implicit(...)` text for a type key, with no stored property (what the hard part
    and the shapes declare)."""
    if key.kind == "protocol":
        return f"Live{key.name}() as {key.name}"
    if key.kind == "class":
        return f"{key.name}()"
    return f"{key.name}.standard"


def hard_files(gen, views: int, seed: int) -> dict[str, list[str]]:
    """--hard: views that make the analyzer's statements work on what plain apps have
    little of, in clusters of ten:
      - five views no entry reaches (a chain of orphans) and a nested view of the same
        last name as a view that is shown (`HardPanelN.Badge` beside `Badge`): each
        with a read, so `unreachable-view` lists them with the site that names them;
      - a view shown inside a call that resolves to nothing (`UnfoldedN { ... }`):
        an unresolved site, whose read is unproven;
      - two views of one name in two files (`CellN`): an ambiguous name, each reading
        a key one of them lacks; and two overloads of one helper (`tile()`): an
        ambiguous reference;
      - the cluster's root, shown from one more App's window, declaring one key.
    """
    rng = random.Random(seed * 104729 + 3)
    keys = [k for k in gen.keys if k.kind != "named"]
    clusters = max(1, views // HARD_CLUSTER)
    files: dict[str, list[str]] = {}
    header = ["import SwiftUI", "import ImplicitsUI", ""]
    shared = header + ["/// The badge every hard cluster's root shows (the nested `Badge`s are others).",
                       "struct Badge: View {", '  var body: some View { Text("badge") }', "}"]
    scenes = header + ["/// A second app of hard clusters: views no entry reaches, unresolved calls, ambiguous names.",
                       "struct HardScenes: App {", "  var body: some Scene {", "    WindowGroup {",
                       "      VStack {"]
    for c in range(clusters):
        declared, missing, orphan = rng.sample(keys, 3)
        scenes.append(f"        HardRoot{c}()")
        main = header + [
            f"/// Hard cluster {c}: its root, shown from HardScenes.",
            f"struct HardRoot{c}: View {{",
            f"  @Implicit var {declared.prop}: {declared.name}",
            "  var body: some View {",
            "    VStack {",
            f"      Unfolded{c} {{ HardLeaf{c}() }}",
            f"      Cell{c}()",
            "      Badge()",
            "      tile()",
            "    }",
            f"    .implicit({type_key_declaration(missing)})",
            "  }",
            "}",
            "",
            f"/// Shown inside Unfolded{c}, which no file declares: where it ends up is not seen.",
            f"struct HardLeaf{c}: View {{",
            f"  @Implicit var {orphan.prop}: {orphan.name}",
            '  var body: some View { Text("leaf") }',
            "}",
            "",
            f"/// One of two `Cell{c}`s (the other is in HardCluster{c}b.swift).",
            f"struct Cell{c}: View {{",
            f"  @Implicit var {missing.prop}: {missing.name}",
            '  var body: some View { Text("cell a") }',
            "}",
            "",
            f"extension HardRoot{c} {{",
            "  func tile() -> some View { Text(\"tile a\") }",
            "}",
            "",
            f"/// No entry shows HardPanel{c}.Badge: the `Badge()` above is the top-level one.",
            f"enum HardPanel{c} {{",
            "  struct Badge: View {",
            f"    @Implicit var {orphan.prop}: {orphan.name}",
            f"    var body: some View {{ Orphan{c}x0() }}",
            "  }",
            "}",
        ]
        for j in range(5):
            nxt = f"Orphan{c}x{j + 1}()" if j < 4 else 'Text("end")'
            key = rng.choice(keys)
            main += ["", f"/// Orphan {j} of cluster {c}: nothing reaches it.",
                     f"struct Orphan{c}x{j}: View {{", f"  @Implicit var {key.prop}: {key.name}",
                     f"  var body: some View {{ {nxt} }}", "}"]
        other = header + [
            f"/// The other `Cell{c}`: two views of one name.",
            f"struct Cell{c}: View {{",
            f"  @Implicit var {declared.prop}: {declared.name}",
            '  var body: some View { Text("cell b") }',
            "}",
            "",
            f"extension HardRoot{c} {{",
            "  func tile() -> some View { Text(\"tile b\") }",
            "}",
        ]
        files[f"Hard/HardCluster{c}.swift"] = main
        files[f"Hard/HardCluster{c}b.swift"] = other
    top = rng.sample(keys, 1)[0]
    scenes += ["      }", f"      .implicit({type_key_declaration(top)})"]
    scenes += ["    }", "  }", "}"]
    files["Hard/HardScenes.swift"] = scenes
    files["Hard/Badge.swift"] = shared
    return files
