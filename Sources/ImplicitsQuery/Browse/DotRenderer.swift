/// A view graph as Graphviz `dot` source (`why --format dot`, and the HTML report's
/// picture when Graphviz is installed). Render with `dot -Tsvg` or `dot -Tpng`.
public enum DotRenderer {
  public static func render(_ graph: ViewGraph) -> String {
    var lines = [
      "digraph implicits {",
      "  graph [rankdir=TB, fontname=\"Helvetica\", fontsize=13, labelloc=t, label=\(quote(graph.title)), "
        + "nodesep=0.35, ranksep=0.55];",
      "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11, margin=\"0.15,0.06\"];",
      "  edge [fontname=\"Helvetica\", fontsize=9, arrowsize=0.7];",
    ]
    for node in graph.nodes {
      var attributes = [
        "id=\"view-\(node.id)\"", "label=\(quote(([node.title] + node.detail).joined(separator: "\n")))",
        "color=\"\(node.tone.stroke)\"", "fillcolor=\"\(node.tone.fill)\"",
        "tooltip=\(quote("\(node.title)  \(node.location.file):\(node.location.line)"))",
      ]
      if node.isEntry { attributes.append("peripheries=2") }
      if node.isFocus { attributes.append("penwidth=2.5") }
      lines.append("  n\(node.id) [\(attributes.joined(separator: ", "))];")
    }
    for edge in graph.edges {
      var attributes = [
        // Declarations always read as covering, even on an edge where another key is missing.
        "color=\"\(edge.tone.stroke)\"", "fontcolor=\"\(ViewGraph.Tone.covered.stroke)\"",
        "tooltip=\(quote("\(edge.site)  \(edge.location.file):\(edge.location.line):\(edge.location.column)"))",
      ]
      if !edge.declarations.isEmpty { attributes.append("label=\(quote(edge.declarations.joined(separator: "\n")))") }
      if edge.isOnUncoveredPath { attributes.append("penwidth=3") }
      if edge.tone == .unreachable { attributes.append("style=dashed") }
      lines.append("  n\(edge.from) -> n\(edge.to) [\(attributes.joined(separator: ", "))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A double-quoted dot string: backslashes (named keys are `\.key`) and quotes
  /// escaped, line breaks as dot's centred `\n`.
  static func quote(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": break
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
