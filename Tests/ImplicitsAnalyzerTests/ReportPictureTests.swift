import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ImplicitsQuery

/// The pictures: `why --format dot` (routes to a read for Graphviz) and the HTML
/// report's view tree, drawn by Graphviz when `dot` is installed and by the built-in
/// SVG otherwise. Graphviz itself is optional: the checks that need it run only
/// when it is installed.
@Suite("Report pictures")
struct ReportPictureTests {
  static func isWellFormedXML(_ text: String) -> Bool {
    XMLParser(data: Data(text.utf8)).parse()
  }

  /// The `<svg>...</svg>` inside an HTML page.
  static func svg(in html: String) -> String? {
    guard let start = html.range(of: "<svg"), let end = html.range(of: "</svg>", options: .backwards) else { return nil }
    return String(html[start.lowerBound..<end.upperBound])
  }

  @Test func whyDotColoursTheUncoveredPathAndTheDeclarations() throws {
    let folder = try ReportFormatTests.indexedShop()
    let unsatisfied = try CommandLineTests.run("implicits-query", ["why", "Checkout.network", "--format", "dot"], in: folder)
    #expect(unsatisfied.status == 1)
    let red = ViewGraph.Tone.uncovered.stroke, green = ViewGraph.Tone.covered.stroke
    #expect(unsatisfied.stdout.hasPrefix("digraph implicits {"))
    #expect(unsatisfied.stdout.contains("label=\"Routes to Checkout.network (@Implicit NetworkService): unsatisfied\""))
    #expect(unsatisfied.stdout.contains("label=\"Checkout\\nreads @Implicit NetworkService\", color=\"\(red)\""))
    let heavy = unsatisfied.stdout.split(separator: "\n").filter { $0.contains("->") && $0.contains("penwidth=3") }
    #expect(heavy.count == 2, "ShopApp → Catalog → Checkout is the uncovered path")
    #expect(heavy.allSatisfy { $0.contains("color=\"\(red)\"") })

    let satisfied = try CommandLineTests.run("implicits-query", ["why", "Checkout.cart", "--format", "dot"], in: folder)
    #expect(satisfied.status == 0)
    #expect(satisfied.stdout.contains("color=\"\(green)\", fontcolor=\"\(green)\", tooltip=\"Catalog()  Shop.swift:6:7\", label=\".implicit(Cart())\""))
    #expect(!satisfied.stdout.contains("penwidth=3"))
  }

  @Test func dotQuotesNamedKeysAndQuotes() {
    #expect(DotRenderer.quote("reads @Implicit(\\.guest) \"x\"\nnext") == "\"reads @Implicit(\\\\.guest) \\\"x\\\"\\nnext\"")
  }

  @Test func whyDotRendersWithGraphvizWhenInstalled() throws {
    guard let dot = Graphviz.executable() else { return }  // optional tool: checked where present
    let folder = try ReportFormatTests.indexedShop()
    let run = try CommandLineTests.run("implicits-query", ["why", "Checkout.network", "--format", "dot"], in: folder)
    let svg = try #require(Graphviz.svg(run.stdout, executable: dot))
    #expect(Self.isWellFormedXML(svg))
    #expect(svg.contains("Checkout"))
  }

  @Test func htmlIsOneSelfContainedPageWithTheBuiltInPicture() throws {
    let folder = try ReportFormatTests.indexedShop()
    // No PATH, so no Graphviz: the built-in picture.
    let run = try ReportFormatTests.report(folder, ["--format", "html"], environment: ["PATH": "/nonexistent"])
    #expect(run.status == 1)
    let html = run.stdout
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<figure class=\"tree\" data-renderer=\"builtin\">"))
    for forbidden in ["<script src", "<link", " src=", "url(http", "url(//", "@import", "fetch(", "XMLHttpRequest"] {
      #expect(!html.contains(forbidden), "self-contained: no \(forbidden)")
    }
    #expect(!html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http"), "no address but SVG's namespace")
    // Every read, with its status and its why.
    #expect(html.contains("<span class=\"badge unsatisfied\">unsatisfied</span></td><td><details open><summary><code>Checkout.network</code>"))
    #expect(html.contains("<summary><code>Checkout.cart</code></summary><ol class=\"path covered\""))
    #expect(html.contains("<pre>Checkout.cart: @Implicit Cart is satisfied"))
    #expect(html.contains("<summary><code>Catalog.cart</code></summary>"))
    #expect(html.contains("Shortest path from an app entry point on which NetworkService is not declared:"))
    // The picture: well-formed SVG with the three producers, Checkout in the uncovered
    // colour, the uncovered path heavy, and the declarations on ShopApp's site.
    let svg = try #require(Self.svg(in: html))
    #expect(Self.isWellFormedXML(svg))
    for name in ["ShopApp", "Catalog", "Checkout"] { #expect(svg.contains(">\(name)</text>")) }
    #expect(svg.contains("<g class=\"node uncovered\" id=\"view-3\" data-name=\"Checkout\"><title>Checkout  Shop.swift:21</title>"))
    #expect(svg.contains("stroke=\"\(ViewGraph.Tone.uncovered.stroke)\" stroke-width=\"3\""))
    #expect(svg.contains(">.implicit(LiveNetwork())</text>"))
  }

  @Test func htmlUsesGraphvizWhenInstalled() throws {
    guard Graphviz.executable() != nil else { return }  // optional tool: checked where present
    let folder = try ReportFormatTests.indexedShop()
    let run = try ReportFormatTests.report(folder, ["--format", "html"])
    #expect(run.stdout.contains("<figure class=\"tree\" data-renderer=\"graphviz\">"))
    let svg = try #require(Self.svg(in: run.stdout))
    #expect(!svg.contains("<?xml"), "inline: no XML prolog")
    #expect(Self.isWellFormedXML(svg))
    #expect(svg.contains("Checkout"))
  }

  @Test func builtInLayoutPutsChildrenBelowParentsAndSurvivesCycles() {
    func node(_ id: Int, entry: Bool = false) -> ViewGraph.Node {
      .init(id: id, title: "N\(id)", detail: [], tone: .neutral, isEntry: entry, isFocus: false,
            location: Location(file: "A.swift", line: id, column: 1))
    }
    func edge(_ from: Int, _ to: Int) -> ViewGraph.Edge {
      .init(from: from, to: to, site: "N\(to)()", location: Location(file: "A.swift", line: from, column: 1),
            declarations: [], tone: .neutral, isOnUncoveredPath: false)
    }
    // 1 → 2 → 3 → 2 (a recursive view), 4 (a preview) → 3.
    let graph = ViewGraph(title: "t", nodes: [node(1, entry: true), node(2), node(3), node(4, entry: true)],
                          edges: [edge(1, 2), edge(2, 3), edge(3, 2), edge(4, 3)])
    let rows = SVGTreeRenderer.layered(graph)
    #expect(rows == [[1], [2, 4], [3]])
    #expect(Self.isWellFormedXML(SVGTreeRenderer.render(graph)))
  }
}
