"""The real-app shapes of `generate-app.py --shapes F` and its `--platforms` spec.

Shipped apps are not the plain generator's tree of views shown by name: they are built
for several platforms from one set of sources, with `#if os(...)` in their bodies; they
host SwiftUI in UIKit (a scene delegate's window, a representable's controller); they
keep views in stored properties and collections (a generic card's `content`, an array
of `AnyView`, a tab model's `view`, an enum's `destination` listed by `allCases` or
presented by `.sheet(item:)`). These files give the
synthetic app those shapes, so that the bench's synthetic rows cost what the real apps'
do: every configuration derives again what its `#if`s change, and the flow of view
values has stored values to follow.

Correct by construction, like the plain part: every read is declared on every path to
it, in every configuration, so EXPECTED.txt does not change. Python 3.11 standard
library only; imported by generate-app.py.
"""

from __future__ import annotations

import random

SHAPE_CLUSTER = 10  # views per cluster (per configuration: the hosted view on iOS, the desk view elsewhere)

HEADER = ["import SwiftUI", "import ImplicitsUI", ""]


def project_spec(name: str, platforms: list[str]) -> list[str]:
    """An XcodeGen spec with one application target per platform over the same sources:
    one configuration (and one index) per platform."""
    lines = [f"# {name}: one app built for {', '.join(platforms)} from the same sources.",
             f"name: {name}", "targets:"]
    for platform in platforms:
        lines += [f"  {name}{platform}:", "    type: application", f"    platform: {platform}",
                  "    sources: [.]", "    settings:", "      base:", f"        PRODUCT_MODULE_NAME: {name}"]
        if platform == "iOS":
            # iPhone and iPad only: on a Mac a sheet would get a window of its own, and
            # the generator's rules have a sheet inherit what its presenter has.
            lines.append("        SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD: NO")
    return lines


def cluster_file(c: int, keys: list, declare) -> list[str]:
    """Cluster c: a root that keeps its children in stored values and shows one more
    per platform; the root declares what they read, the place that shows it what the
    root reads. `keys` holds the cluster's four keys: the root's, two its children
    read, and the one its UIKit screen's hosting controller injects."""
    top, first, second, hosted = keys
    return ["import SwiftUI", "import ImplicitsUI", "#if os(iOS)", "import UIKit", "#endif", ""] + [
        f"/// Shape cluster {c}: views carried in stored properties and collections, and one",
        "/// view per platform (a UIKit controller through a representable on iOS).",
        f"struct ShapeRoot{c}: View {{",
        f"  @Implicit var {top.prop}: {top.name}",
        f"  private let pages: [AnyView] = [AnyView(ShapePage{c}x0()), AnyView(ShapePage{c}x1())]",
        f"  @State private var presented: ShapeRoute{c}?",
        "  var body: some View {",
        "    VStack {",
        f'      ShapeCard{c}(title: "cluster {c}", content: ShapeDetail{c}())',
        "      ForEach(pages.indices, id: \\.self) { index in pages[index] }",
        f'      ShapeTabs{c}(tabs: [ShapeTab{c}(title: "first", view: AnyView(ShapeTabPage{c}()))])',
        f"      ForEach(ShapeRoute{c}.allCases, id: \\.self) {{ route in route.destination }}",
        "      #if os(iOS)",
        f"      ShapeBridge{c}()",
        "      #else",
        f"      ShapeDesk{c}()",
        "      #endif",
        "    }",
        "    .sheet(item: $presented) { $0.destination }",
        f"    .implicit({declare(first)})",
        f"    .implicit({declare(second)})",
        "  }",
        "}",
        "",
        "/// A card that shows the view it stores.",
        f"struct ShapeCard{c}<Content: View>: View {{",
        "  let title: String",
        "  let content: Content",
        "  var body: some View {",
        "    VStack(alignment: .leading) {",
        "      Text(title)",
        "      content",
        "    }",
        "  }",
        "}",
        "",
        "/// A tab's model: its title and the view it shows.",
        f"struct ShapeTab{c} {{",
        "  let title: String",
        "  let view: AnyView",
        "}",
        "",
        f"struct ShapeTabs{c}: View {{",
        f"  let tabs: [ShapeTab{c}]",
        "  var body: some View {",
        "    TabView {",
        "      ForEach(tabs.indices, id: \\.self) { index in",
        "        tabs[index].view",
        "          .tabItem { Text(tabs[index].title) }",
        "      }",
        "    }",
        "  }",
        "}",
        "",
        "/// Where a row leads, or what the root presents: each case's screen.",
        f"enum ShapeRoute{c}: Hashable, CaseIterable, Identifiable {{",
        "  case summary, history",
        "  var id: Self { self }",
        "  @ViewBuilder var destination: some View {",
        "    switch self {",
        f"    case .summary: ShapeRouteView{c}x0()",
        f"    case .history: ShapeRouteView{c}x1()",
        "    }",
        "  }",
        "}",
        "",
    ] + leaf(f"ShapePage{c}x0", first) + leaf(f"ShapePage{c}x1", second) + leaf(f"ShapeDetail{c}", first) \
      + leaf(f"ShapeTabPage{c}", second) + leaf(f"ShapeRouteView{c}x0", first) \
      + leaf(f"ShapeRouteView{c}x1", second) + [
        "#if os(iOS)",
        f"/// The root's UIKit screen: a controller whose child hosts a view with {hosted.name}.",
        f"struct ShapeBridge{c}: UIViewControllerRepresentable {{",
        f"  func makeUIViewController(context: Context) -> ShapeController{c} {{ ShapeController{c}() }}",
        f"  func updateUIViewController(_ controller: ShapeController{c}, context: Context) {{}}",
        "}",
        "",
        f"final class ShapeController{c}: UIViewController {{",
        "  override func viewDidLoad() {",
        "    super.viewDidLoad()",
        f"    let child = UIHostingController(rootView: ShapeHosted{c}().implicit({declare(hosted)}))",
        "    addChild(child)",
        "    view.addSubview(child.view)",
        "    child.didMove(toParent: self)",
        "  }",
        "}",
        "",
        f"/// Hosted by ShapeController{c}: what the root declares reaches it through the representable.",
        f"struct ShapeHosted{c}: View {{",
        f"  @Implicit var {first.prop}: {first.name}",
        f"  @Implicit var {hosted.prop}: {hosted.name}",
        '  var body: some View { Text("hosted") }',
        "}",
        "#else",
        "",
        "/// The root's screen on the other platforms.",
        f"struct ShapeDesk{c}: View {{",
        f"  @Implicit var {second.prop}: {second.name}",
        '  var body: some View { Text("desk") }',
        "}",
        "#endif",
    ]


def leaf(name: str, key) -> list[str]:
    return [f"struct {name}: View {{", f"  @Implicit var {key.prop}: {key.name}",
            f'  var body: some View {{ Text("{name}") }}', "}", ""]


def entries_files(roots: list[tuple[int, object]], declare) -> dict[str, list[str]]:
    """Where the cluster roots are shown: the even ones from a SwiftUI App's window, the
    odd ones from UIKit on iOS (a scene delegate whose window's root is a tab bar
    controller of hosting controllers, each injecting its root's value) and from the
    App's window on the other platforms."""
    scenes = HEADER + ["/// The shapes part's windows: the cluster roots SwiftUI shows.",
                       "struct ShapeScenes: App {", "  var body: some Scene {", "    WindowGroup {",
                       "      ScrollView {"]
    uikit = [(c, key) for c, key in roots if c % 2]
    for c, key in roots:
        if c % 2:
            scenes.append("        #if !os(iOS)")
        scenes.append(f"        ShapeRoot{c}().implicit({declare(key)})")
        if c % 2:
            scenes.append("        #endif")
    scenes += ["      }", "    }", "  }", "}"]
    delegate = ["#if os(iOS)", "import SwiftUI", "import UIKit", "import ImplicitsUI", "",
                "/// The shapes part's UIKit window: a tab bar of hosting controllers, each",
                "/// injecting what its root reads (a window's root starts with no environment).",
                "final class ShapeSceneDelegate: UIResponder, UIWindowSceneDelegate {",
                "  var window: UIWindow?",
                "  func scene(_ scene: UIScene, willConnectTo session: UISceneSession,",
                "             options connectionOptions: UIScene.ConnectionOptions) {",
                "    let tabs = UITabBarController()",
                "    tabs.viewControllers = ["]
    for c, key in uikit:
        delegate.append(f"      UINavigationController(rootViewController: "
                        f"UIHostingController(rootView: ShapeRoot{c}().implicit({declare(key)}))),")
    delegate += ["    ]", "    window?.rootViewController = tabs", "  }", "}", "#endif"]
    return {"Shapes/ShapeScenes.swift": scenes, "Shapes/ShapeSceneDelegate.swift": delegate}


def shapes_files(type_keys: list, views: int, seed: int, declare) -> dict[str, list[str]]:
    """--shapes: `views // SHAPE_CLUSTER` clusters (at least one), each a file of its
    own, and the files that show their roots. `declare(key)` is the `.implicit(...)`
    argument that declares a type key."""
    rng = random.Random(seed * 130363 + 5)
    files: dict[str, list[str]] = {}
    roots = []
    for c in range(max(1, views // SHAPE_CLUSTER)):
        keys = rng.sample(type_keys, 4)
        files[f"Shapes/ShapeCluster{c}.swift"] = cluster_file(c, keys, declare)
        roots.append((c, keys[0]))
    files.update(entries_files(roots, declare))
    return files
