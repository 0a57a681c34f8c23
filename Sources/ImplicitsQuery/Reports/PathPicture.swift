/// The HTML report's small picture of one read's own path, drawn at reading size
/// beside the read (the whole tree is too big to read at a glance on a real app):
/// - missing (unsatisfied, or falling back to a default): the shortest path from an
///   entry point on which the value is not declared, hop by hop, ending at the read;
/// - satisfied: each declaration that covers it (two at most), then the sites it
///   covers on the way to the read's view.
/// A chain of boxes that wraps within the page (HTML and CSS, no script); each box of
/// a view links to that view in the tree (`#view-ID`).
struct PathPicture {
  var paths: PathStyle
  /// The tree node shown at a site, and the node of a producer by where it is declared.
  var nodeAtSite: [Location: Int]
  var nodeAtDeclaration: [Location: Int]
  /// The page's ids of reads (HTMLPageNumbers), for the reads' rows.
  var numbers: HTMLPageNumbers

  static let coveringLimit = 2, siteLimit = 8

  init(graph: ViewGraph, paths: PathStyle, numbers: HTMLPageNumbers) {
    self.paths = paths
    self.numbers = numbers
    nodeAtSite = Dictionary(graph.edges.map { ($0.location, $0.to) }, uniquingKeysWith: { first, _ in first })
    nodeAtDeclaration = Dictionary(graph.nodes.map { ($0.location, $0.id) }, uniquingKeysWith: { first, _ in first })
  }

  func render(_ explanation: Explanation) -> String {
    let read = explanation.read
    switch read.status {
    case .unsatisfied, .defaulted, .unproven, .unused:
      guard !explanation.uncoveredPath.isEmpty else { return "" }
      let tone = read.status == .defaulted || read.status == .unused ? "defaulted" : read.status == .unproven ? "unproven"
        : read.failsOnlyInPreviews ? "preview" : "uncovered"
      var steps = explanation.uncoveredPath.map { hop -> String in
        if let site = hop.site {
          return step(hop.name, "in \(hop.producer) · \(short(site))", node: nodeAtSite[site], kind: "")
        }
        return step(hop.name, "entry point · \(short(hop.location))", node: nodeAtDeclaration[hop.location], kind: "entry")
      }
      let missing = read.status == .defaulted ? "falls back to its default"
        : read.status == .unproven ? "not proven: \(explanation.blindPlaces.first?.reason ?? "a place the analyzer cannot see")"
        : read.status == .unused ? "no \(read.keyDescription) (never used)" : "no \(read.keyDescription)"
      steps.append(step(read.name, missing, node: nil, kind: "end \(tone)"))
      return chain(steps, tone: tone, label: "Path on which \(read.keyDescription) is missing")
    case .satisfied:
      return explanation.coverings.prefix(Self.coveringLimit).map { covering in
        var steps = [step(covering.declaration, short(covering.declarationLocation), node: nil, kind: "declaration")]
        for site in covering.sites.prefix(Self.siteLimit) {
          steps.append(step(site.name, "in \(site.producer) · \(short(site.location))", node: nodeAtSite[site.location], kind: ""))
        }
        if covering.sites.count > Self.siteLimit {
          steps.append(step("+ \(covering.sites.count - Self.siteLimit) more sites", "", node: nil, kind: "more"))
        }
        steps.append(step(read.name, "has \(read.keyDescription)", node: nil, kind: "end covered"))
        return chain(steps, tone: "covered", label: "\(covering.declaration) covers \(read.name)")
      }.joined(separator: "\n")
    default:
      return ""
    }
  }

  /// `File.swift:12`: the file's name and line (the full place is in the why below).
  private func short(_ location: Location) -> String {
    let file = paths.display(location.file)
    return "\(file.split(separator: "/").last.map(String.init) ?? file):\(location.line)"
  }

  private func step(_ title: String, _ detail: String, node: Int?, kind: String) -> String {
    let body = "<b>\(XMLEscaping.text(title))</b>" + (detail.isEmpty ? "" : "<small>\(XMLEscaping.text(detail))</small>")
    let content = node.map { "<a class=\"box\" href=\"#view-\($0)\">\(body)</a>" } ?? "<span class=\"box\">\(body)</span>"
    return "<li class=\"step\(kind.isEmpty ? "" : " " + kind)\">\(content)</li>"
  }

  private func chain(_ steps: [String], tone: String, label: String) -> String {
    "<ol class=\"path \(tone)\" aria-label=\"\(XMLEscaping.attribute(label))\">" + steps.joined() + "</ol>"
  }
}
