/// `report --format html`: one self-contained page (no scripts, no external files)
/// with the summary, a picture of the view tree coloured by the proof, every read
/// with its status and its `why`, and the other findings. The picture is Graphviz's
/// SVG when `dot` is given, else the built-in SVGTreeRenderer.
public enum HTMLReport {
  public static func render(_ report: Report, dot: String?) throws -> String {
    let graph = try report.index.projectGraph()
    let graphviz = dot.flatMap { Graphviz.svg(DotRenderer.render(graph), executable: $0) }
    let picture = graphviz ?? SVGTreeRenderer.render(graph)

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
    // Unsatisfied on the app's paths, and only in previews, counted apart.
    var statusCounts: [(String, Int, String)] = [("satisfied", report.count(.satisfied), "satisfied"),
                                                 ("unsatisfied", report.appUnsatisfiedCount, "unsatisfied")]
    if report.previewOnlyCount > 0 { statusCounts.append(("in previews only", report.previewOnlyCount, "preview")) }
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
      <h2>View tree</h2>
      <p class="legend">\(legend)</p>
      <figure class="tree" data-renderer="\(graphviz == nil ? "builtin" : "graphviz")">
      \(picture)
      </figure>

      """

    // The app's reads first (its unsatisfied ones on top), then, apart, the reads that
    // miss their value only in previews: a different finding, fixed at its own pace.
    let previewOnly = report.reads.filter(\.failsOnlyInPreviews)
    let appReads = report.reads.filter(\.failsInApp) + report.reads.filter { $0.status != .unsatisfied }
    html += "<h2>Reads</h2>\n" + (try readsTable(appReads, report: report, openFailures: true))
    if !previewOnly.isEmpty {
      let level = report.previewFindings == .error ? "errors (previewFindings: error)" : "warnings"
      html += "<h2 id=\"previews\">Missing only in previews</h2>\n"
        + "<p class=\"muted\">No path from the app's own entry points misses these values; a #Preview or "
        + "PreviewProvider shows the view without them, so the canvas crashes. Reported as \(level).</p>\n"
        + (try readsTable(previewOnly, report: report, openFailures: false))
    }

    // Unsatisfied reads are in the tables above, with their why; everything else is here.
    let inTables: Set<String> = [DiagnosticRules.unsatisfiedRead.code, DiagnosticRules.previewMissingValue.code]
    let others = report.newFindings.filter { !inTables.contains($0.diagnostic.code) }
    if !others.isEmpty {
      html += "<h2>Other findings</h2>\n<table class=\"findings\">\n<thead><tr><th>Severity</th><th>Code</th><th>Message</th><th>Where</th></tr></thead>\n<tbody>\n"
      for finding in others {
        let diagnostic = finding.diagnostic
        html += "<tr class=\"\(diagnostic.severity.rawValue)\"><td>\(diagnostic.severity.rawValue)</td>"
          + "<td><code>\(escape(diagnostic.code))</code></td><td>\(escape(diagnostic.message))</td>"
          + "<td><code>\(escape(diagnostic.location.rendered(report.paths)))</code></td></tr>\n"
      }
      html += "</tbody>\n</table>\n"
    }
    return html + "</body>\n</html>\n"
  }

  static func escape(_ text: String) -> String { XMLEscaping.text(text) }

  /// One row per read: its status badge, its `why` (open for the failures that
  /// matter), its key and where it is read.
  static func readsTable(_ reads: [ReadResult], report: Report, openFailures: Bool) throws -> String {
    var html = "<table class=\"reads\">\n<thead><tr><th>Status</th><th>Read</th><th>Key</th><th>Where</th></tr></thead>\n<tbody>\n"
    for read in reads {
      let known = read.status == .unsatisfied && report.isKnown(read)
      let tone = read.failsOnlyInPreviews ? "preview" : read.status.rawValue
      let label = read.failsOnlyInPreviews ? "previews only" : read.status.rawValue
      let why = try report.whyText(for: read)
      html += "<tr class=\"\(tone)\">"
        + "<td><span class=\"badge \(tone)\">\(label)\(known ? " (known)" : "")</span></td>"
        + "<td><details\(read.status == .unsatisfied && !known && openFailures ? " open" : "")><summary><code>\(escape(read.name))</code></summary>"
        + "<pre>\(escape(why))</pre></details></td>"
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
    h1{margin-bottom:.2rem}h2{margin-top:2rem;border-bottom:1px solid #d8dee4;padding-bottom:.3rem}
    .muted{color:#59636e}code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
    .counts{display:flex;flex-wrap:wrap;gap:.6rem;margin:1rem 0}
    .count{border:1px solid #d0d7de;border-radius:6px;padding:.35rem .9rem;min-width:5rem}
    .count b{display:block;font-size:1.4rem}.count.satisfied b{color:#1a7f37}.count.unsatisfied b{color:#cf222e}
    .count.unreachable b,.count.default b{color:#9a6700}.count.exported b{color:#0969da}.count.preview b{color:#bc4c00}
    .legend span{display:inline-block;margin-right:1.2rem;font-size:13px}
    .swatch{display:inline-block;width:.9em;height:.9em;border:2px solid;border-radius:3px;vertical-align:-2px;margin-right:.35em}
    figure.tree{margin:0;border:1px solid #d0d7de;border-radius:6px;padding:.5rem;overflow:auto;max-height:85vh;background:#fff}
    figure.tree svg{max-width:max(100%,1400px);height:auto}
    table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #d8dee4;vertical-align:top}
    .badge{display:inline-block;border-radius:2em;padding:0 .6em;font-size:12px;font-weight:600;color:#fff;white-space:nowrap}
    .badge.satisfied{background:#1a7f37}.badge.unsatisfied{background:#cf222e}.badge.unreachable,.badge.default{background:#9a6700}
    .badge.exported{background:#0969da}.badge.preview{background:#bc4c00}summary{cursor:pointer}
    details pre{background:#f6f8fa;border-radius:6px;padding:.6rem;white-space:pre-wrap;margin:.4rem 0}
    """
}
