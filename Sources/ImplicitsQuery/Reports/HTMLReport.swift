/// `report --format html`: one self-contained page (no external files: its style and
/// its one script are inline) with the summary, a picture of the view tree coloured by
/// the proof, every read with its status, a picture of its own path (PathPicture: in
/// view for the failures, whose details are open) and its `why`; each place the
/// analyzer cannot see and each preview that misses values, with their reads, as the
/// terminal groups them; and the other findings. The tree is Graphviz's SVG when `dot` is given,
/// else the built-in SVGTreeRenderer, shown in a viewer (TreeViewer) that zooms, pans
/// and searches it; its nodes and counterexample edges link to their reads, and the
/// path pictures link back to the tree. Nothing is wider than the page.
public enum HTMLReport {
  /// The id of a read's row.
  static func anchor(_ identity: String) -> String {
    // `iOS#12` → read-iOS-12; `#12` (one configuration) → read-12.
    let cleaned = String(identity.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    return "read-" + cleaned.drop { $0 == "-" }
  }

  public static func render(_ report: Report, dot: String?) throws -> String {
    let numbers = HTMLPageNumbers(report)
    let graph = numbers.renumbered(try report.index.projectGraph())
    let graphviz = dot.flatMap { Graphviz.svg(DotRenderer.render(graph), executable: $0) }
    let picture = graphviz ?? SVGTreeRenderer.render(graph, link: { "#" + anchor($0) })
    let pictures = PathPicture(graph: graph, paths: report.paths, numbers: numbers)

    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Implicits report</title>
      <style>\(style)</style>
      </head>
      <body>
      <h1>Implicits report</h1>
      <p class="muted">\(escape(report.summaryLine)) · \(Report.toolName) \(Report.toolVersion)</p>
      <div class="counts">

      """
    // Every unsatisfied read, and apart where they miss their value when some miss it
    // only in previews (the words and numbers of every other surface: ReadTally).
    let tally = report.tally
    var statusCounts: [(String, Int, String)] = [("satisfied", tally.satisfied, "satisfied"),
                                                 ("unsatisfied", tally.unsatisfied, "unsatisfied")]
    if tally.inPreviewsOnly > 0 {
      statusCounts += [("unsatisfied in the app", tally.inApp, "unsatisfied"),
                       ("unsatisfied in previews only", tally.inPreviewsOnly, "preview")]
    }
    for status in ReadResult.Status.allCases where status != .satisfied && status != .unsatisfied && report.count(status) > 0 {
      statusCounts.append((status.rawValue, report.count(status), status.rawValue))
    }
    for (label, value, tone) in [("files", report.counts.files, ""), ("views", report.counts.views, ""),
                                 ("reads", report.reads.count, "")] + statusCounts {
      html += "<div class=\"count \(tone)\"><b>\(value)</b>\(label)</div>\n"
    }
    html += "</div>\n"
    if report.knownCount > 0 {
      html += "<p class=\"muted\">\(report.knownCount) known findings from the baseline are marked “known”.</p>\n"
    }

    html += """
      <h2 id="tree">View tree</h2>
      <p class="legend">\(legend)</p>
      \(TreeViewer.toolbar)
      <figure class="tree" data-renderer="\(graphviz == nil ? "builtin" : "graphviz")">
      \(picture)
      </figure>

      """

    // The app's reads first (its unsatisfied ones on top); then, as the terminal groups
    // them, each place the analyzer cannot see with the reads it leaves unproven, and
    // each preview that misses values with the reads it misses them for.
    let groups = report.findings.filter(\.isGroup)
    let grouped = Set(groups.flatMap(\.reads).map(\.identity))
    let previewOnly = report.reads.filter { $0.failsOnlyInPreviews && !grouped.contains($0.identity) }
    let appReads = report.reads.filter(\.failsInApp)
      + report.reads.filter { $0.status == .unproven && !grouped.contains($0.identity) }
      + report.reads.filter { $0.status != .unsatisfied && $0.status != .unproven }
    html += "<h2>Reads</h2>\n" + (try readsTable(appReads, report: report, pictures: pictures, openFailures: true))
    html += try groupSections(groups, previewOnly: previewOnly, report: report, pictures: pictures)
    html += otherFindings(report)
    return html + "<script>\(TreeViewer.script)</script>\n</body>\n</html>\n"
  }

  /// Each place the analyzer cannot see, then each preview that misses values, with
  /// its reads; and the reads missing their value only in previews that no preview's
  /// finding stands for (previewFindings off, a rule set off).
  static func groupSections(_ groups: [Finding], previewOnly: [ReadResult], report: Report,
                            pictures: PathPicture) throws -> String {
    var html = ""
    let unprovenGroups = groups.filter { $0.diagnostic.code == DiagnosticRules.unprovenRead.code }
    if !unprovenGroups.isEmpty {
      html += "<h2 id=\"unproven\">Unproven, by the place the analyzer cannot see</h2>\n"
        + "<p class=\"muted\">Every app path that misses these values passes a place where the analyzer cannot see "
        + "what the environment holds: neither proven nor an error.</p>\n"
      for group in unprovenGroups { html += try groupSection(group, report: report, pictures: pictures) }
    }
    let previewGroups = groups.filter { $0.diagnostic.code == DiagnosticRules.previewMissingValue.code }
    if !previewGroups.isEmpty || !previewOnly.isEmpty {
      let level = report.previewFindings == .error ? "errors (previewFindings: error)" : "warnings"
      html += "<h2 id=\"previews\">Unsatisfied in previews only, by preview</h2>\n"
        + "<p class=\"muted\">No path from the app's own entry points misses these values; a #Preview or "
        + "PreviewProvider shows the views without them, so the canvas crashes. Reported as \(level), one per preview.</p>\n"
      for group in previewGroups { html += try groupSection(group, report: report, pictures: pictures) }
      if !previewOnly.isEmpty {
        html += try readsTable(previewOnly, report: report, pictures: pictures, openFailures: false)
      }
    }
    return html
  }

  /// The findings no table above shows.
  static func otherFindings(_ report: Report) -> String {
    // The reads' findings are in the tables above, with their why.
    var html = ""
    let others = report.newFindings.filter { finding in
      !finding.isGroup && !(finding.read != nil && ProjectIndex.readCodes.contains(finding.diagnostic.code))
    }
    if !others.isEmpty {
      html += "<h2>Other findings</h2>\n<table class=\"findings\">\n<colgroup><col class=\"severity\"><col class=\"code\"><col><col class=\"where\"></colgroup>\n"
        + "<thead><tr><th>Severity</th><th>Code</th><th>Message</th><th>Where</th></tr></thead>\n<tbody>\n"
      for finding in others {
        let diagnostic = finding.diagnostic
        html += "<tr class=\"\(diagnostic.severity.rawValue)\"><td>\(diagnostic.severity.rawValue)</td>"
          + "<td><code>\(escape(diagnostic.code))</code></td><td>\(escape(diagnostic.message))</td>"
          + "<td><code>\(escape(diagnostic.location.rendered(report.paths)))</code></td></tr>\n"
      }
      html += "</tbody>\n</table>\n"
    }
    return html
  }

  /// A grouped finding (a preview's, a blind place's): its place, its message, and the
  /// reads it stands for (rows the tree links to, so never hidden).
  static func groupSection(_ group: Finding, report: Report, pictures: PathPicture) throws -> String {
    let diagnostic = group.diagnostic
    let known = group.isKnown ? " <span class=\"muted\">(known)</span>" : ""
    return "<h3 class=\"group \(diagnostic.severity.rawValue)\"><code>\(escape(diagnostic.origin?.name ?? diagnostic.code))</code>"
      + " <small><code>\(escape(diagnostic.location.rendered(report.paths)))</code></small>\(known)</h3>\n"
      + "<p>\(escape(diagnostic.message)) <code>[\(escape(diagnostic.code))]</code></p>\n"
      + (try readsTable(group.reads, report: report, pictures: pictures, openFailures: false))
  }

  static func escape(_ text: String) -> String { XMLEscaping.text(text) }

  /// One row per read (its id `read-…` is what the tree links to): its status badge,
  /// the picture of its path, its `why` (open for the failures that matter), its key
  /// and where it is read.
  static func readsTable(_ reads: [ReadResult], report: Report, pictures: PathPicture, openFailures: Bool) throws -> String {
    var html = "<table class=\"reads\">\n<colgroup><col class=\"status\"><col><col class=\"key\"><col class=\"where\"></colgroup>\n"
      + "<thead><tr><th>Status</th><th>Read</th><th>Key</th><th>Where</th></tr></thead>\n<tbody>\n"
    for read in reads {
      let known = read.status == .unsatisfied && report.isKnown(read)
      let tone = read.failsOnlyInPreviews ? "preview" : read.status.rawValue
      let label = read.failsOnlyInPreviews ? "previews only" : read.status.rawValue
      let explanation = try report.index.explain(read)
      let why = WhyRenderer(paths: report.paths, color: false).render(explanation)
      html += "<tr id=\"\(anchor(pictures.numbers.read(read.identity)))\" class=\"\(tone)\">"
        + "<td><span class=\"badge \(tone)\">\(label)\(known ? " (known)" : "")</span></td>"
        + "<td><details\(read.status == .unsatisfied && !known && openFailures ? " open" : "")><summary><code>\(escape(read.name))</code></summary>"
        + pictures.render(explanation) + "<pre>\(escape(why))</pre></details></td>"
        + "<td><code>\(escape(read.keyDescription))</code></td>"
        + "<td><code>\(escape(read.location.rendered(report.paths)))</code></td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  static var legend: String {
    let items: [(ViewGraph.Tone, String)] = [
      (.covered, "all reads satisfied; green edges carry declarations"),
      (.uncovered, "an unsatisfied read; heavy red edges are the paths without the value"),
      (.previewOnly, "a read missing only in previews; heavy orange edges are their paths"),
      (.unreachable, "not reachable from an entry point"),
      (.neutral, "no reads"),
    ]
    return items.map { tone, text in
      "<span><i class=\"swatch\" style=\"background:\(tone.fill);border-color:\(tone.stroke)\"></i>\(escape(text))</span>"
    }.joined() + "<span>double border: entry point</span>"
  }

  static let style = """
    body{font:14px/1.5 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#1f2328;max-width:1200px;margin:2rem auto;padding:0 1rem}
    h1{margin-bottom:.2rem}h3.group{margin:1.2rem 0 .2rem;font-size:15px}h2{margin-top:2rem;border-bottom:1px solid #d8dee4;padding-bottom:.3rem}
    .muted{color:#59636e}code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
    .counts{display:flex;flex-wrap:wrap;gap:.6rem;margin:1rem 0}
    .count{border:1px solid #d0d7de;border-radius:6px;padding:.35rem .9rem;min-width:5rem}
    .count b{display:block;font-size:1.4rem}.count.satisfied b{color:#1a7f37}.count.unsatisfied b{color:#cf222e}.count.unproven b{color:#8250df}
    .count.unreachable b,.count.default b,.count.unused b{color:#9a6700}.count.exported b{color:#0969da}.count.preview b{color:#bc4c00}
    .legend span{display:inline-block;margin-right:1.2rem;font-size:13px}
    .swatch{display:inline-block;width:.9em;height:.9em;border:2px solid;border-radius:3px;vertical-align:-2px;margin-right:.35em}
    figure.tree{margin:0;border:1px solid #d0d7de;border-radius:6px;padding:.5rem;overflow:auto;max-height:85vh;background:#fff}
    figure.tree.interactive{padding:0;overflow:hidden;height:70vh;max-height:none}
    figure.tree.interactive svg{display:block;width:100%;height:100%;cursor:grab;touch-action:none;user-select:none}
    figure.tree.dragging svg{cursor:grabbing}
    svg.searching g.node:not(.match){opacity:.3}
    g.node.match rect,g.node.match polygon,g.node.match path{stroke:#0969da;stroke-width:3}
    g.node.focused rect,g.node.focused polygon,g.node.focused path{stroke:#8250df;stroke-width:4}
    .viewer-bar{display:flex;flex-wrap:wrap;align-items:center;gap:.4rem;margin:.4rem 0}
    .viewer-bar input{flex:0 1 16rem;font:inherit;padding:.2rem .5rem;border:1px solid #d0d7de;border-radius:6px}
    .viewer-bar button{font:inherit;min-width:2.2rem;padding:.1rem .5rem;border:1px solid #d0d7de;border-radius:6px;background:#f6f8fa;cursor:pointer}
    ol.path{list-style:none;display:flex;flex-wrap:wrap;align-items:center;gap:.3rem 0;margin:.45rem 0;padding:0}
    ol.path li{display:flex;align-items:center}
    ol.path li+li::before{content:"→";color:#59636e;padding:0 .35rem;font-size:15px}
    ol.path .box{display:block;border:1px solid #d0d7de;border-radius:6px;padding:.15rem .5rem;background:#f6f8fa;color:inherit;text-decoration:none;max-width:22rem;overflow-wrap:anywhere}
    ol.path a.box:hover{border-color:#0969da;box-shadow:0 0 0 1px #0969da}
    ol.path .box b{display:block;font-weight:600;font-size:12.5px;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
    ol.path .box small{display:block;font-size:11.5px;color:#59636e}
    ol.path.uncovered .box{border-color:#cf222e}ol.path.unproven .box{border-color:#8250df}ol.path.preview .box{border-color:#bc4c00}ol.path.defaulted .box{border-color:#9a6700}
    ol.path li.entry .box{border-width:3px;border-style:double}
    ol.path li.declaration .box,ol.path li.end.covered .box{border-color:#1a7f37;background:#dafbe1}
    ol.path li.end.uncovered .box{background:#ffebe9}ol.path li.end.unproven .box{background:#fbefff}ol.path li.end.preview .box{background:#fff1e5}
    ol.path li.end.defaulted .box{background:#fff8c5}ol.path li.more .box{background:#fff;border-style:dashed}
    col.status{width:7.5rem}col.key{width:15%}col.where{width:19%}col.severity{width:6rem}col.code{width:11rem}
    table{table-layout:fixed}td code,td{overflow-wrap:anywhere}
    table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #d8dee4;vertical-align:top}
    .badge{display:inline-block;border-radius:2em;padding:0 .6em;font-size:12px;font-weight:600;color:#fff;white-space:nowrap}
    .badge.satisfied{background:#1a7f37}.badge.unsatisfied{background:#cf222e}.badge.unproven{background:#8250df}.badge.unreachable,.badge.default,.badge.unused{background:#9a6700}
    .badge.exported{background:#0969da}.badge.preview{background:#bc4c00}summary{cursor:pointer}
    details pre{background:#f6f8fa;border-radius:6px;padding:.6rem;white-space:pre-wrap;margin:.4rem 0}
    """
}
