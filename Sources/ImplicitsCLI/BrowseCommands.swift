import ImplicitsQuery

/// The listing commands: views, keys, reads, declarations, entries, unsatisfied,
/// unreachable, paths. Each prints a table or a short message, never nothing.
extension QuerySession {
  /// Each view, whether its body is reached, and what the proof says about its reads
  /// (the same statuses as `report`).
  func views() throws -> Int32 {
    var table = TextTable(header: ["VIEW", "MODULE", "ROLE", "REACHED", "READS", "DECLARED AT"])
    var byView: [String: [ReadResult]] = [:]
    for read in try index.reads() { byView[read.module + "\u{1F}" + read.view, default: []].append(read) }
    for view in try index.views() {
      let reads = byView[view.module + "\u{1F}" + view.name] ?? []
      table.rows.append([view.name, view.module, view.role, view.isReachable ? "yes" : paint("no", "33"),
                         readSummary(reads), view.location.rendered(.relative)])
    }
    print(table.rows.isEmpty ? "No views in the index." : table.rendered(color: color))
    return 0
  }

  /// `3: 2 satisfied, 1 unsatisfied`, `2: 2 unsatisfied (1 in the app, 1 in previews only)`
  /// (ReadTally's words); `-` for a view that reads nothing.
  func readSummary(_ reads: [ReadResult]) -> String {
    guard !reads.isEmpty else { return "-" }
    var parts: [String] = []
    let tally = ReadTally(reads)
    if tally.unsatisfied > 0 { parts.append(paint(tally.unsatisfiedPhrase, tally.inApp > 0 ? "31;1" : "33")) }
    for status in ReadResult.Status.allCases where status != .unsatisfied {
      let n = reads.filter { $0.status == status }.count
      if n > 0 { parts.append(paint(status == .satisfied ? "\(n) satisfied" : "\(n) \(status.rawValue)", status == .satisfied ? "32" : "33")) }
    }
    return "\(reads.count): " + parts.joined(separator: ", ")
  }

  func keys() throws -> Int32 {
    var table = TextTable(header: ["KEY", "READS", "UNSATISFIED IN THE APP", "DECLARATIONS"])
    for key in try index.keys() {
      table.rows.append([key.written, String(key.reads),
                         key.unsatisfied > 0 ? paint(String(key.unsatisfied), "31;1") : "0", String(key.declarations)])
    }
    print(table.rows.isEmpty ? "No keys are read or declared." : table.rendered(color: color))
    return 0
  }

  /// `reads [View]`
  func reads(_ arguments: [String]) throws -> Int32 {
    guard arguments.count <= 1 else { throw Failure(message: "usage: reads [View]") }
    var reads = try index.reads()
    if let view = arguments.first {
      let views = try index.views().map(\.name)
      guard views.contains(view) || reads.contains(where: { $0.view == view }) else {
        throw Failure(message: "no view named \(view)" + suggestion(view, views))
      }
      reads = reads.filter { $0.view == view }
      if reads.isEmpty {
        print("\(view) reads nothing from the environment.")
        return 0
      }
    }
    printReads(reads, empty: "No environment reads in the index.")
    return 0
  }

  /// `declarations [Key]`: the key as read (`NetworkService`, `\.guestMode`, `guestMode`)
  /// or as a slot (`implicit:NetworkService`).
  func declarations(_ arguments: [String]) throws -> Int32 {
    guard arguments.count <= 1 else { throw Failure(message: "usage: declarations [Key]") }
    var declarations = try index.declarations()
    if let key = arguments.first {
      let matches = { (d: ProjectIndex.Declaration) in d.key == key || d.slot == key || d.key == "\\." + key }
      guard declarations.contains(where: matches) else {
        let keys = try index.keys()
        let read = keys.contains { $0.key == key || $0.slot == key || $0.key == "\\." + key }
        throw Failure(message: read ? "\(key) is read but declared nowhere in the project"
                        : "no key named \(key)" + suggestion(key, keys.map(\.key)), status: read ? 1 : 2)
      }
      declarations = declarations.filter(matches)
    }
    var table = TextTable(header: ["DECLARATION", "KEY", "IN", "WHERE"])
    for declaration in declarations {
      table.rows.append([declaration.text, declaration.key ?? paint("(type unknown)", "33"), declaration.producer,
                         declaration.location.rendered(.relative)])
    }
    print(table.rows.isEmpty ? "No declarations in the index." : table.rendered(color: color))
    return 0
  }

  /// `entries [--all]`: scenes, previews, hosting sites and configured entry points;
  /// plain code that creates views (an entry too, rule 6) is counted on one line, and
  /// listed with `--all`.
  func entries(all: Bool) throws -> Int32 {
    var table = TextTable(header: ["ENTRY POINT", "KIND", "WHERE"])
    let entries = try index.producers().filter(\.isEntry)
    let code = entries.filter { $0.kind == "code" }
    for producer in entries where all || producer.kind != "code" {
      let kind = producer.kind == "code" ? "code" : ProjectIndex.bodyKinds.contains(producer.kind) && producer.kind != "scene-body"
        ? "configured" : producer.kind
      table.rows.append([producer.qualified, kind, producer.location.rendered(.relative)])
    }
    if table.rows.isEmpty {
      print("No entry points: no scene, #Preview, PreviewProvider or hosting controller was found.")
    } else {
      print(table.rendered(color: color))
    }
    if !all && !code.isEmpty {
      let showing = code.filter(\.showsViews).count
      print("\n\(code.count) plain-code entr\(code.count == 1 ? "y" : "ies") (methods that are not producers), "
        + "\(showing) of which show a view; `entries --all` lists them.")
    }
    return 0
  }

  /// Exit 1 when some read is unsatisfied, so scripts can test it.
  func unsatisfied() throws -> Int32 {
    let all = try index.reads()
    let reads = all.filter(\.failsInApp), previews = all.filter(\.failsOnlyInPreviews)
    guard !reads.isEmpty || !previews.isEmpty else {
      print("Every reachable read is satisfied.")
      return 0
    }
    for read in reads {
      let route = try index.uncoveredPath(for: read).map(\.name).joined(separator: " → ")
      print("\(paint(read.name, "1"))  \(read.keyDescription)  \(read.location.rendered(.relative))")
      print("  missing on: \(read.configurationTag)\(route)")
    }
    if !previews.isEmpty {
      print((reads.isEmpty ? "" : "\n") + "Missing only in previews (no path from the app's own entry points misses them):")
      for read in previews {
        let route = try index.uncoveredPath(for: read).map(\.name).joined(separator: " → ")
        print("\(paint(read.name, "1"))  \(read.keyDescription)  \(read.location.rendered(.relative))")
        print("  missing on: \(read.configurationTag)\(route)")
      }
    }
    print("\n\(ReadTally(all).unsatisfiedPhrase); `why View.property` explains one.")
    let previewsFail = try index.previewFindings() == .error && !previews.isEmpty
    return reads.isEmpty && !previewsFail ? 0 : 1
  }

  func unreachable() throws -> Int32 {
    let reads = try index.reads().filter { $0.status == .unreachable }
    printReads(reads, empty: "Every read is in a view that an entry point reaches.")
    if !reads.isEmpty {
      print("\nNo entry point shows these views; show them from a reachable view or add a #Preview.")
    }
    return 0
  }

  func printReads(_ reads: [ReadResult], empty: String) {
    var table = TextTable(header: ["STATUS", "READ", "KEY", "WHERE"])
    for read in reads {
      // A read missing its value only in previews is never called unsatisfied alone.
      let status = read.failsOnlyInPreviews ? paint("unsatisfied in previews only", "33") : paint(read.status)
      table.rows.append([status + (read.configurations.isEmpty ? "" : " " + read.configurationTag.dropLast()),
                         read.name, read.keyDescription, read.location.rendered(.relative)])
    }
    print(reads.isEmpty ? empty : table.rendered(color: color))
  }

  /// `paths FROM TO [--limit N]`: exit 1 when there is no route.
  func paths(_ arguments: [String], limit: String?) throws -> Int32 {
    guard arguments.count == 2 else { throw Failure(message: "usage: paths FROM TO (views, producers or `entries`)") }
    guard let count = Int(limit ?? "10"), count > 0 else { throw Failure(message: "--limit needs a positive number") }
    var ends: [[ProjectIndex.Producer]] = []
    for name in arguments {
      let producers = try index.producers(named: name)
      guard !producers.isEmpty else {
        throw Failure(message: "no view or producer named \(name)" + suggestion(name, try index.routeEndpointNames()))
      }
      ends.append(producers)
    }
    let routes = try timeLimit.run(seconds: timeout, what: "paths") {
      try index.routes(from: ends[0], to: ends[1], limit: count)
    }
    guard !routes.isEmpty else {
      print("No route from \(arguments[0]) to \(arguments[1]).")
      return 1
    }
    print("\(routes.count == count ? "The first \(count)" : "\(routes.count)") route\(routes.count == 1 ? "" : "s") "
      + "from \(arguments[0]) to \(arguments[1]), shortest first:")
    for (number, route) in routes.enumerated() {
      let start = route.first?.producer ?? arguments[0]
      print("\n\(number + 1). " + paint(([start] + route.map(\.name)).joined(separator: " → "), "1"))
      var table = TextTable(header: [])
      for hop in route {
        table.rows.append([hop.name, "in " + hop.producer, hop.location.rendered(.relative),
                           hop.declarations.isEmpty ? "" : paint("under " + hop.declarations.joined(separator: ", "), "32")])
      }
      let lines = table.rendered(color: false).split(separator: "\n", omittingEmptySubsequences: true)
      for line in lines { print("     " + line) }
    }
    return 0
  }
}

extension ProjectIndex.Key {
  /// As a read writes it: `@Implicit NetworkService`, `@Environment(\.locale)`.
  var written: String {
    switch kind {
    case "implicit": key.hasPrefix("\\.") ? "@Implicit(\(key))" : "@Implicit \(key)"
    case "environmentObject": "@EnvironmentObject \(key)"
    case "environmentType": "@Environment(\(key).self)"
    default: "@Environment(\(key))"
    }
  }
}
