/// The colours of the pictures (Graphviz and the built-in SVG), one pair per tone, so
/// every picture and the HTML legend agree. GitHub's palette: readable in print too.
extension ViewGraph.Tone {
  /// Lines and text.
  public var stroke: String {
    switch self {
    case .covered: "#1a7f37"
    case .uncovered: "#cf222e"
    case .previewOnly: "#bc4c00"
    case .unreachable: "#9a6700"
    case .neutral: "#6e7781"
    }
  }

  /// Node backgrounds.
  public var fill: String {
    switch self {
    case .covered: "#dafbe1"
    case .uncovered: "#ffebe9"
    case .previewOnly: "#fff1e5"
    case .unreachable: "#fff8c5"
    case .neutral: "#f6f8fa"
    }
  }
}
