import Foundation
import Testing
@testable import ImplicitsQuery

/// The HTML report at real-app size: each read has a picture of its own path (a missing
/// value: the counterexample hop by hop; a satisfied read: the declarations that cover
/// it), whose views link to the tree; the tree's nodes and counterexample edges link to
/// their reads; the tree sits in a viewer that zooms, pans and searches; nothing is
/// wider than the page. Checked on the markup (the screenshots are in the issue's notes).
@Suite("HTML report structure")
struct HTMLReportStructureTests {
  static func html() throws -> String {
    let folder = try ReportFormatTests.indexedShop()
    return try ReportFormatTests.report(folder, ["--format", "html", "--fail-on", "never"],
                                        environment: ["PATH": "/nonexistent"]).stdout
  }

  /// The `<tr>` of a read, from its id to its end.
  static func row(_ html: String, of name: String) throws -> String {
    let rows = html.components(separatedBy: "<tr id=\"").dropFirst()
    let row = try #require(rows.first { $0.contains("<summary><code>\(name)</code></summary>") }, "no row for \(name)")
    return "<tr id=\"" + row.components(separatedBy: "</tr>")[0]
  }

  static func ids(_ text: String) -> Set<String> {
    Set(text.matches(of: /id="([^"]+)"/).map { String($0.output.1) })
  }

  static func links(_ text: String) -> [String] {
    text.matches(of: /href="#([^"]+)"/).map { String($0.output.1) }
  }

  @Test func aMissingValueGetsAPictureOfItsPathWhoseViewsLinkToTheTree() throws {
    let html = try Self.html()
    let row = try Self.row(html, of: "Checkout.network")
    #expect(row.hasPrefix("<tr id=\"read-2\" class=\"unsatisfied\">"))
    // Entry, the two sites, the read: in order, readable (HTML text, not a scaled picture).
    let picture = try #require(row.firstMatch(of: /<ol class="path uncovered"[^>]*>(.*?)<\/ol>/)?.output.1)
    let steps = picture.matches(of: /<li class="step([^"]*)">.*?<b>([^<]*)<\/b><small>([^<]*)<\/small>/)
      .map { "\($0.output.1)|\($0.output.2)|\($0.output.3)" }
    #expect(steps == [
      " entry|ShopApp.body|entry point · Shop.swift:4",
      "|Catalog()|in ShopApp.body · Shop.swift:6",
      "|Checkout()|in Catalog.body · Shop.swift:15",
      " end uncovered|Checkout.network|no @Implicit NetworkService",
    ])
    // Its views link to nodes of the tree, in the same order as the path goes down.
    let treeIDs = Self.ids(try #require(ReportPictureTests.svg(in: html)))
    let targets = Self.links(String(picture))
    #expect(targets == ["view-1", "view-2", "view-3"])
    for target in targets { #expect(treeIDs.contains(target), "\(target) is not in the tree") }
    // The picture comes before the why text, both inside the open details.
    #expect(row.contains("<details open><summary><code>Checkout.network</code></summary><ol class=\"path uncovered\""))
  }

  @Test func aSatisfiedReadGetsItsCoveringDeclarations() throws {
    let row = try Self.row(try Self.html(), of: "Checkout.cart")
    let picture = try #require(row.firstMatch(of: /<ol class="path covered"[^>]*>(.*?)<\/ol>/)?.output.1)
    #expect(picture.hasPrefix("<li class=\"step declaration\"><span class=\"box\"><b>.implicit(Cart())</b><small>Shop.swift:8</small>"))
    #expect(picture.contains("<b>Catalog()</b>"))
    #expect(picture.hasSuffix("<li class=\"step end covered\"><span class=\"box\"><b>Checkout.cart</b><small>has @Implicit Cart</small></span></li>"))
  }

  @Test func theTreeLinksToTheReadsAndEveryLinkLands() throws {
    let html = try Self.html()
    let svg = try #require(ReportPictureTests.svg(in: html))
    // A view with a failing read links to that read first; the counterexample's edges too.
    #expect(svg.contains("<a href=\"#read-2\"><g class=\"node uncovered\" id=\"view-3\" data-name=\"Checkout\">"))
    #expect(svg.contains("<a href=\"#read-2\"><g class=\"edge uncovered\">"))
    // Every in-page link of the page has its target.
    let ids = Self.ids(html)
    let links = Self.links(html)
    #expect(links.count > 8)
    for link in links { #expect(ids.contains(link), "#\(link) leads nowhere") }
    #expect(ReportPictureTests.isWellFormedXML(svg))
  }

  @Test func theTreeSitsInAViewerAndNothingIsWiderThanThePage() throws {
    let html = try Self.html()
    // The viewer: its controls, and its script inline, after the tree it works on.
    for control in ["id=\"tree-search\"", "data-zoom=\"in\"", "data-zoom=\"out\"", "data-zoom=\"fit\"", "data-zoom=\"actual\""] {
      #expect(html.contains(control))
    }
    let script = try #require(html.range(of: "<script>"))
    #expect(html.range(of: "<figure class=\"tree\"")!.lowerBound < script.lowerBound)
    #expect(html.components(separatedBy: "<script").count == 2, "one script")
    for handler in ["'wheel'", "'pointerdown'", "'hashchange'", "'keydown'"] { #expect(html.contains(handler)) }
    // The page's widths: tables lay out to the page and break long paths; the tree's
    // frame is as wide as the page (the picture keeps its size only inside it).
    #expect(html.contains("table{table-layout:fixed}td code,td{overflow-wrap:anywhere}"))
    #expect(html.contains("figure.tree{margin:0;border:1px solid #d0d7de;border-radius:6px;padding:.5rem;overflow:auto;"))
    #expect(!html.contains("1400px"))
    #expect(html.contains("white-space:pre-wrap"))
  }

  @Test func anchorsAreValidIDs() {
    #expect(HTMLReport.anchor("#12") == "read-12")
    #expect(HTMLReport.anchor("iOS#12") == "read-iOS-12")
    #expect(HTMLReport.anchor("macOS 14#3") == "read-macOS-14-3")
  }
}
