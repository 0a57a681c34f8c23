import ImplicitsStore

/// Where an uncovered path crosses into a new host (Queries/presentations.sql): a
/// context menu's preview, a sheet on a Mac, a sheet before iOS 14. Such content starts
/// with nothing, so what the presenter injects outside the presented closure does not
/// reach it: the fix is inside the closure. Each boundary on the path is said once, at
/// the modifier, with why it starts anew here, and each declaration of the read's key
/// left outside it is named.
extension ProjectIndex {
  /// A presented closure on a path that starts a new host.
  struct PresentationBoundary {
    var hop: PathHop
    var site: Int
    /// `sheet`, `contextMenu(preview:)`.
    var name: String
    var location: Location
    var platform: String?
    var target: String?
    /// `empty`, or `window`: it starts with what its window's root view was given.
    var starts: String
    var closure: String { ProjectIndex.closureName(name) }
  }

  /// Each new host a path enters, once, in path order.
  func presentationBoundaries(on path: [PathHop]) throws -> [PresentationBoundary] {
    let hosts = try siteHosts()
    guard !hosts.isEmpty else { return [] }
    var result: [PresentationBoundary] = []
    for hop in path {
      guard let siteID = try hop.siteID ?? hop.site.flatMap({ try self.siteID(at: $0) }),
            let row = hosts[siteID] else { continue }
      let location = Location(file: row.string(2), line: row.int(3), column: row.int(4))
      guard !result.contains(where: { $0.location == location }) else { continue }
      result.append(PresentationBoundary(hop: hop, site: siteID, name: row.string(1), location: location,
                                         platform: row[5].string, target: row[6].string, starts: row.string(7)))
    }
    return result
  }

  /// The sites inside a new host, read once per index version (QueryMemo).
  private func siteHosts() throws -> [Int: Row] {
    try memo.validate(database)
    if let known = memo.siteHosts { return known }
    let hosts = Dictionary(try database.rows(SQLScripts.why["site-hosts"]).map { ($0.int(0), $0) },
                           uniquingKeysWith: { first, _ in first })
    memo.siteHosts = hosts
    return hosts
  }

  /// Where to inject a read's value when its path enters a new host: inside the last
  /// one (nothing outside it reaches the view); nil when the path enters none.
  func presentationFix(on path: [PathHop]) throws -> String? {
    try presentationBoundaries(on: path).last.map { "inside \($0.closure) at \($0.location.file):\($0.location.line)" }
  }

  func presentationMisses(on path: [PathHop], for read: ReadResult) throws -> [Explanation.NearMiss] {
    var result: [Explanation.NearMiss] = []
    for boundary in try presentationBoundaries(on: path) {
      let closure = boundary.closure
      var reason = Self.boundaryReason(boundary.name, platform: boundary.platform, target: boundary.target,
                                       starts: boundary.starts)
      if boundary.platform == "iOSOnMac" {
        // An iOS configuration runs on a Mac only as an iPad app; else this is the Mac Catalyst build.
        reason += try runsOnIPhoneToo()
          ? " (this iOS app runs on a Mac as an iPad app: it does not set SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD = NO)"
          : " (this is the app's Mac Catalyst build)"
      }
      let reaches = boundary.starts == "window" ? "only what its window's root view was given and what \(closure) "
        : "only what \(closure) itself "
      result.append(.init(
        message: "\(reason): \(reaches)injects reaches \(boundary.hop.name); inject \(read.suggestedDeclaration) "
          + "inside \(closure)",
        location: boundary.location, isBoundary: true))
      for declaration in try declarations(above: boundary.site) {
        let depth = declaration.int(6)
        guard declaration.string(1) == read.slot, let hostDepth = declaration[10].int, depth > hostDepth else { continue }
        result.append(.init(
          message: "\(declarationText(declaration.string(0), declaration.string(2))) is on this path but does not "
            + "reach \(boundary.hop.name): it is applied outside \(closure), where a new host begins; move it inside"
            + (boundary.starts == "window" ? ", or onto the window's root view" : ""),
          location: Location(file: declaration.string(3), line: declaration.int(4), column: declaration.int(5)),
          isBoundary: true, isDeclaration: true))
      }
    }
    return result
  }

  /// Whether this configuration runs on iPhone and iPad too (its `runtime` settings).
  private func runsOnIPhoneToo() throws -> Bool {
    try database.rows("SELECT 1 FROM settings WHERE name = 'runtime' AND value LIKE 'iOS' || char(9) || '%'")
      .isEmpty == false
  }

  /// `the preview closure`, `the sheet's content`.
  static func closureName(_ boundary: String) -> String {
    switch boundary {
    case "contextMenu(preview:)": return "the preview closure"
    case "fullScreenCover": return "the cover's content"
    case "navigationBarItems(leading:)", "navigationBarItems(trailing:)": return "the bar item"
    default: return "the \(boundary)'s content"
    }
  }

  /// Why a boundary starts a new host in this configuration, as SwiftUI behaves there
  /// (docs/design.md, "Where a new host begins").
  static func boundaryReason(_ boundary: String, platform: String?, target: String?, starts: String) -> String {
    if boundary == "contextMenu(preview:)" {
      return "`.contextMenu` previews do not inherit the environment (the system hosts the preview apart)"
    }
    let modifier = boundary.hasPrefix("navigationBarItems(") ? "a view in `.\(boundary)`"
      : "a `.\(boundary)`'s content"
    if let target, let platform {
      let fixed = ["macOS": "11", "watchOS": "7"][platform] ?? "14"
      return "before \(platform) \(fixed), \(modifier) does not inherit the environment, and the project's "
        + "deployment target is \(platform) \(target)"
    }
    let where_ = platform == "iOSOnMac" ? "when an iOS app runs on a Mac (Mac Catalyst, or as an iPad app)"
      : "on \(platform ?? "this platform")"
    return "\(where_), \(modifier) is hosted in a window of its own and "
      + (starts == "window" ? "does not inherit what is injected between the window's root view and the `.\(boundary)`"
                            : "does not inherit the presenter's environment")
  }
}
