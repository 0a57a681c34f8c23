import ImplicitsQuery

extension QuerySession {
  /// `why View.property [--format text|json|dot]`: exit 1 when the read is not satisfied.
  func why(_ names: [String], format: String) throws -> Int32 {
    guard names.count == 1, let name = names.first else { throw Failure(message: "usage: why View.property") }
    guard ["text", "json", "dot"].contains(format) else {
      throw Failure(message: "unknown format '\(format)' for why (text, json, dot)")
    }
    guard let reads = try index.reads(named: name) else {
      return try readsOfView(name, format: format)
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

  /// `why StatusRowView`, a view rather than one of its reads: lists the view's reads
  /// with their verdicts, and how to ask about one (exit 1 when one is not satisfied).
  private func readsOfView(_ view: String, format: String) throws -> Int32 {
    func owner(_ name: String) -> String { name.split(separator: ".").dropLast().joined(separator: ".") }
    let all = try index.readNames()
    let names = all.filter { owner($0) == view || owner($0).hasSuffix("." + view) }
    guard !names.isEmpty else {
      throw Failure(message: "'\(view)' is not of the form View.property, and no view of that name reads a value"
                      + suggestion(view, all.map(owner)))
    }
    guard format == "text" else {
      throw Failure(message: "why --format \(format) explains one read: name it as View.property (\(names.joined(separator: ", ")))")
    }
    let reads = try names.flatMap { try index.reads(named: $0) ?? [] }
    print("\(view) reads \(reads.count == 1 ? "one value" : "\(reads.count) values"); ask about one with `why View.property`:")
    let width = names.map(\.count).max() ?? 0
    for read in reads {
      let name = read.name
      print("  \(name.padding(toLength: max(width, name.count), withPad: " ", startingAt: 0))  "
            + "\(read.status.rawValue)  \(read.keyDescription)")
    }
    return reads.allSatisfy { $0.status == .satisfied } ? 0 : 1
  }
}
