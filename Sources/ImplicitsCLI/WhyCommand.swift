import ImplicitsQuery

extension QuerySession {
  /// `why View.property [--format text|json|dot]`: exit 1 when the read is not satisfied.
  func why(_ names: [String], format: String) throws -> Int32 {
    guard names.count == 1, let name = names.first else { throw Failure(message: "usage: why View.property") }
    guard ["text", "json", "dot"].contains(format) else {
      throw Failure(message: "unknown format '\(format)' for why (text, json, dot)")
    }
    guard let reads = try index.reads(named: name) else {
      throw Failure(message: "'\(name)' is not of the form View.property")
    }
    guard !reads.isEmpty else {
      throw Failure(message: "no read named \(name)" + suggestion(name, try index.readNames()))
    }
    for read in reads {
      switch format {
      case "json": print(JSONReport.why(try index.explain(read)).rendered())
      case "dot": print(DotRenderer.render(try index.graph(for: read)), terminator: "")
      default: print(WhyRenderer(color: color).render(try index.explain(read)))
      }
    }
    return reads.allSatisfy { $0.status == .satisfied } ? 0 : 1
  }
}
