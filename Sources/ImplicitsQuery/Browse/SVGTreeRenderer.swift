import Foundation

/// The built-in picture of a view graph, for machines without Graphviz: nodes in
/// layers by their distance from the entry points, edges as curves downwards, and
/// edges that go back up (recursive views) looping round the right-hand side.
/// Plain SVG with no scripts (the HTML report's viewer adds zoom, pan and search).
/// Each node is `<g id="view-ID" data-name="Title">`; with `link`, a node with reads and
/// an edge on a read's counterexample are links to that read (`link(identity)`).
public enum SVGTreeRenderer {
  static let margin = 20.0, titleHeight = 30.0, padding = 9.0, lineHeight = 15.0
  static let characterWidth = 6.8, nodeGap = 24.0, layerGap = 46.0, labelLineHeight = 12.0, loopBulge = 60.0

  struct Box { var x, y, width, height: Double; var midX: Double { x + width / 2 } }

  public static func render(_ graph: ViewGraph, link: ((String) -> String)? = nil) -> String {
    let layers = layered(graph)
    let layerOf = Dictionary(uniqueKeysWithValues: layers.enumerated().flatMap { index, ids in ids.map { ($0, index) } })
    let nodes = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0) })
    let (boxes, width, height) = placed(graph, layers: layers, layerOf: layerOf)
    var svg = opening(graph, width: width, height: height)
    for edge in graph.edges {
      guard let from = boxes[edge.from], let to = boxes[edge.to] else { continue }
      let goesDown = (layerOf[edge.to] ?? 0) > (layerOf[edge.from] ?? 0)
      svg.append(linked(edge.reads, edgeGroup(edge, from: from, to: to, goesDown: goesDown), link))
    }
    for id in layers.flatMap({ $0 }) {
      guard let node = nodes[id], let box = boxes[id] else { continue }
      svg.append(linked(node.reads, nodeGroup(node, box), link))
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n")
  }

  /// `<a href>` round `content` when the item has a read to link to.
  private static func linked(_ reads: [String], _ content: String, _ link: ((String) -> String)?) -> String {
    guard let link, let first = reads.first else { return content }
    return "<a href=\"\(XMLEscaping.attribute(link(first)))\">" + content + "</a>"
  }

  /// Each node's box, and the picture's size. Sizes, then rows: each row as tall as its
  /// tallest node, the gap below it tall enough for the declarations written on the
  /// edges that leave it.
  private static func placed(_ graph: ViewGraph, layers: [[Int]], layerOf: [Int: Int])
    -> (boxes: [Int: Box], width: Double, height: Double) {
    var boxes: [Int: Box] = [:]
    for node in graph.nodes {
      let lines = [node.title] + node.detail
      let width = max(90, Double(lines.map(\.count).max() ?? 0) * characterWidth + 2 * padding)
      boxes[node.id] = Box(x: 0, y: 0, width: width, height: 2 * padding + lineHeight * Double(lines.count))
    }
    let rowWidths = layers.map { ids in ids.reduce(0) { $0 + boxes[$1]!.width } + nodeGap * Double(max(0, ids.count - 1)) }
    let contentWidth = rowWidths.max() ?? 0
    var y = margin + titleHeight
    for (index, ids) in layers.enumerated() {
      var x = margin + (contentWidth - rowWidths[index]) / 2
      let rowHeight = ids.map { boxes[$0]!.height }.max() ?? 0
      for id in ids {
        boxes[id]!.x = x
        boxes[id]!.y = y
        x += boxes[id]!.width + nodeGap
      }
      let labelLines = graph.edges.filter { layerOf[$0.from] == index }.map { shortLabel($0).count }.max() ?? 0
      y += rowHeight + layerGap + labelLineHeight * Double(labelLines)
    }
    return (boxes, contentWidth + 2 * margin + loopBulge * 2, y - layerGap + margin)
  }

  /// The `<svg>` element's opening, the arrow heads of each tone and the title.
  private static func opening(_ graph: ViewGraph, width: Double, height: Double) -> [String] {
    var svg = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"implicits-tree\" width=\"\(format(width))\" "
        + "height=\"\(format(height))\" viewBox=\"0 0 \(format(width)) \(format(height))\" "
        + "font-family=\"Helvetica, Arial, sans-serif\" role=\"img\" aria-label=\"\(XMLEscaping.attribute(graph.title))\">",
      "<defs>",
    ]
    for tone in [ViewGraph.Tone.covered, .uncovered, .previewOnly, .unreachable, .neutral] {
      svg.append("<marker id=\"implicits-arrow-\(tone.rawValue)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
        + "markerUnits=\"userSpaceOnUse\" markerWidth=\"9\" markerHeight=\"9\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(tone.stroke)\"/></marker>")
    }
    svg.append("</defs>")
    svg.append("<text x=\"\(format(margin))\" y=\"\(format(margin + 12))\" font-size=\"14\" font-weight=\"bold\">"
      + "\(XMLEscaping.text(graph.title))</text>")
    return svg
  }

  /// One edge: a curve down to a lower row, or a loop round the right-hand side back up,
  /// with its declarations written beside it.
  private static func edgeGroup(_ edge: ViewGraph.Edge, from: Box, to: Box, goesDown: Bool) -> String {
    let path: String
    let label: (x: Double, y: Double, anchor: String)
    if goesDown {
      let (x1, y1, x2, y2) = (from.midX, from.y + from.height, to.midX, to.y)
      let bend = (y2 - y1) / 2
      path = "M\(format(x1)),\(format(y1)) C\(format(x1)),\(format(y1 + bend)) \(format(x2)),\(format(y2 - bend)) \(format(x2)),\(format(y2))"
      // Just below the parent, beside the curve on the side it leaves towards: edges
      // from one view part ways, and edges from different views start apart.
      let t = 0.3
      let x = x1 * (pow(1 - t, 3) + 3 * pow(1 - t, 2) * t) + x2 * (3 * (1 - t) * t * t + pow(t, 3))
      let side = x2 > x1 + 1 ? "start" : x2 < x1 - 1 ? "end" : "middle"
      label = (x + (side == "start" ? 6 : side == "end" ? -6 : 0), y1 + 16, side)
    } else {
      let (x1, y1, x2, y2) = (from.x + from.width, from.y + from.height / 2, to.x + to.width, to.y + to.height / 2)
      let out = max(x1, x2) + loopBulge
      path = "M\(format(x1)),\(format(y1)) C\(format(out)),\(format(y1)) \(format(out)),\(format(y2)) \(format(x2)),\(format(y2))"
      label = (out - 8, (y1 + y2) / 2, "start")
    }
    let tooltip = (["\(edge.site)  \(edge.location.file):\(edge.location.line):\(edge.location.column)"] + edge.declarations)
      .joined(separator: "\n")
    var group = "<g class=\"edge \(edge.tone.rawValue)\"><title>\(XMLEscaping.text(tooltip))</title>"
    group += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(edge.tone.stroke)\" stroke-width=\"\(edge.isOnUncoveredPath ? "3" : "1.3")\""
      + (edge.tone == .unreachable ? " stroke-dasharray=\"5,4\"" : "")
      + " marker-end=\"url(#implicits-arrow-\(edge.tone.rawValue))\"/>"
    for (offset, declaration) in shortLabel(edge).enumerated() {
      group += "<text x=\"\(format(label.x))\" y=\"\(format(label.y + labelLineHeight * Double(offset)))\" "
        + "font-size=\"10\" fill=\"\(ViewGraph.Tone.covered.stroke)\" text-anchor=\"\(label.anchor)\" "
        + "stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\">\(XMLEscaping.text(declaration))</text>"
    }
    return group + "</g>"
  }

  /// One node: its box (a second, inner one for an entry point), its title and detail lines.
  private static func nodeGroup(_ node: ViewGraph.Node, _ box: Box) -> String {
    var group = "<g class=\"node \(node.tone.rawValue)\" id=\"view-\(node.id)\" data-name=\"\(XMLEscaping.attribute(node.title))\"><title>\(XMLEscaping.text("\(node.title)  \(node.location.file):\(node.location.line)"))</title>"
    group += rect(box, node.tone, strokeWidth: node.isFocus ? 2.5 : 1.2)
    if node.isEntry {
      group += rect(Box(x: box.x + 3, y: box.y + 3, width: box.width - 6, height: box.height - 6), node.tone, strokeWidth: 0.8)
    }
    for (offset, line) in ([node.title] + node.detail).enumerated() {
      group += "<text x=\"\(format(box.midX))\" y=\"\(format(box.y + padding + lineHeight * Double(offset) + 11))\" "
        + "text-anchor=\"middle\" font-size=\"\(offset == 0 ? "12" : "10.5")\""
        + (offset == 0 ? " font-weight=\"bold\"" : " fill=\"#424a53\"") + ">\(XMLEscaping.text(line))</text>"
    }
    return group + "</g>"
  }

  /// Rows of node ids. Each node sits one row below its lowest parent (longest path,
  /// with the edges that close a cycle set aside), a node without parents one row
  /// above its highest child, and each row is ordered by where its parents sit.
  static func layered(_ graph: ViewGraph) -> [[Int]] {
    var children: [Int: [Int]] = [:]
    for edge in graph.edges where edge.from != edge.to { children[edge.from, default: []].append(edge.to) }

    // Depth-first from the entry points, then from anything left: an edge to a node
    // still on the stack closes a cycle; the rest form a DAG, in `order` (post-order).
    var state: [Int: Bool] = [:]  // false: on the stack; true: done
    var order: [Int] = []
    var dagParents: [Int: [Int]] = [:]
    func visit(_ root: Int) {
      guard state[root] == nil else { return }
      var stack: [(id: Int, next: Int)] = [(root, 0)]
      state[root] = false
      while let top = stack.last {
        let next = children[top.id] ?? []
        if top.next < next.count {
          stack[stack.count - 1].next += 1
          let child = next[top.next]
          if state[child] == false { continue }  // closes a cycle
          dagParents[child, default: []].append(top.id)
          if state[child] == nil {
            state[child] = false
            stack.append((child, 0))
          }
        } else {
          state[top.id] = true
          order.append(top.id)
          stack.removeLast()
        }
      }
    }
    for node in graph.nodes where node.isEntry { visit(node.id) }
    for node in graph.nodes { visit(node.id) }

    var layer: [Int: Int] = [:]
    for id in order.reversed() {  // parents before children
      layer[id] = (dagParents[id] ?? []).compactMap { layer[$0] }.map { $0 + 1 }.max() ?? 0
    }
    for id in order where dagParents[id] == nil {
      let below = (children[id] ?? []).compactMap { child in
        dagParents[child]?.contains(id) == true ? layer[child] : nil
      }
      if let highest = below.min(), highest - 1 > layer[id]! { layer[id] = highest - 1 }
    }

    var rows = Array(repeating: [Int](), count: (layer.values.max() ?? -1) + 1)
    for node in graph.nodes { rows[layer[node.id]!].append(node.id) }
    var position: [Int: Double] = [:]
    for index in rows.indices {
      if index > 0 {
        let original = Dictionary(uniqueKeysWithValues: rows[index].enumerated().map { ($1, $0) })
        rows[index].sort { a, b in
          let (ka, kb) = (barycenter(a, dagParents, position) ?? .infinity, barycenter(b, dagParents, position) ?? .infinity)
          return ka != kb ? ka < kb : original[a]! < original[b]!
        }
      }
      for (offset, id) in rows[index].enumerated() { position[id] = Double(offset) }
    }
    return rows
  }

  /// Without Graphviz's label placement, long lists would cover each other: two lines at
  /// most on the picture, the whole list in the edge's tooltip.
  static func shortLabel(_ edge: ViewGraph.Edge) -> [String] {
    edge.declarations.count <= 2 ? edge.declarations : [edge.declarations[0], "+ \(edge.declarations.count - 1) more"]
  }

  private static func barycenter(_ id: Int, _ parents: [Int: [Int]], _ position: [Int: Double]) -> Double? {
    let placed = (parents[id] ?? []).compactMap { position[$0] }
    return placed.isEmpty ? nil : placed.reduce(0, +) / Double(placed.count)
  }

  private static func rect(_ box: Box, _ tone: ViewGraph.Tone, strokeWidth: Double) -> String {
    "<rect x=\"\(format(box.x))\" y=\"\(format(box.y))\" width=\"\(format(box.width))\" height=\"\(format(box.height))\" "
      + "rx=\"6\" fill=\"\(tone.fill)\" stroke=\"\(tone.stroke)\" stroke-width=\"\(format(strokeWidth))\"/>"
  }

  static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
