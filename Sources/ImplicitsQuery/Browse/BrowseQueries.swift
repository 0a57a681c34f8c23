import Foundation
import ImplicitsStore

/// What the interactive commands of `implicits-query` list: views, keys, declarations,
/// producers and routes, each read from Queries/browse.sql.
extension ProjectIndex {
  public struct View: Sendable, Equatable {
    public var name, module, role: String
    public var location: Location
    public var reads: Int
    public var isReachable: Bool
  }

  public struct Key: Sendable, Equatable {
    /// `kind:key`, the proof's slot.
    public var slot, kind, key: String
    public var reads, unsatisfied, declarations: Int
  }

  public struct Declaration: Sendable, Equatable {
    public var kind: String
    /// `kind:key`; nil when the declared type is unknown (untyped-declaration).
    public var slot: String?
    public var valueText, producer: String
    public var location: Location
    /// The key part of the slot: `NetworkService`, `\.guestMode`.
    public var key: String? { slot.map { String($0.dropFirst(kind.count + 1)) } }
    /// As written: `.implicit(NetworkService())`.
    public var text: String { ProjectIndex.declarationText(kind: kind, value: valueText) }
  }

  public struct Producer: Sendable, Equatable {
    public var id: Int
    public var qualified, owner, kind, module: String
    /// How a reader is shown it (`Host.init (super.init)` for `Host.super.init`).
    public var readable = ""
    public var isEntry, isReachable: Bool
    /// Has a site that shows a view or references a producer.
    public var showsViews = true
    public var location: Location
    /// Bodies are named by their view (`Checkout`), everything else by its full name.
    public var displayName: String {
      ProjectIndex.bodyKinds.contains(kind) && !owner.isEmpty ? owner : readable.isEmpty ? qualified : readable
    }
  }

  /// One step of a route: a site in a producer that shows a view or references a producer.
  public struct RouteHop: Sendable, Equatable {
    public var siteID: Int
    /// `Checkout()` for an instantiation, `header` for a reference.
    public var name, producer: String
    public var location: Location
    /// The declarations above the site in its producer, nearest first.
    public var declarations: [String]
  }

  /// The producers a view's reads are checked at (docs/design.md §4).
  public static let bodyKinds: Set<String> = ["body", "modifier-body", "scene-body"]

  static func declarationText(kind: String, value: String) -> String {
    let modifier = kind == "implicit" ? "implicit" : kind == "environmentObject" ? "environmentObject" : "environment"
    return ".\(modifier)(\(value))"
  }

  public func views() throws -> [View] {
    try database.rows(SQLScripts.browse["views"]).map {
      View(name: $0.string(0), module: $0.string(1), role: $0.string(2),
           location: Location(file: $0.string(3), line: $0.int(4), column: $0.int(5)),
           reads: $0.int(6), isReachable: $0.int(7) != 0)
    }
  }

  public func keys() throws -> [Key] {
    try database.rows(SQLScripts.browse["keys"]).map {
      Key(slot: $0.string(0), kind: $0.string(1), key: $0.string(2),
          reads: $0.int(3), unsatisfied: $0.int(4), declarations: $0.int(5))
    }
  }

  public func declarations() throws -> [Declaration] {
    try database.rows(SQLScripts.browse["declarations"]).map {
      Declaration(kind: $0.string(0), slot: $0.optionalString("slot"), valueText: $0.string(2),
                  producer: $0.string(3), location: Location(file: $0.string(4), line: $0.int(5), column: $0.int(6)))
    }
  }

  public func producers() throws -> [Producer] {
    try database.rows(SQLScripts.browse["producers"]).map {
      Producer(id: $0.int(0), qualified: $0.string(1), owner: $0.string(2), kind: $0.string(3),
               module: $0.string(5), readable: $0.string(11), isEntry: $0.int(4) != 0, isReachable: $0.int(9) != 0,
               showsViews: $0.int(10) != 0, location: Location(file: $0.string(6), line: $0.int(7), column: $0.int(8)))
    }
  }

  /// The producers a name means in `paths`: `entries` (every entry point), a producer
  /// (`ContentView.header`, `ShopApp.body`), or a view (its body). Empty when unknown.
  public func producers(named name: String) throws -> [Producer] {
    let all = try producers()
    if name == "entries" { return all.filter(\.isEntry) }
    let exact = all.filter { $0.qualified == name }
    if !exact.isEmpty { return exact }
    return all.filter { $0.owner == name && Self.bodyKinds.contains($0.kind) }
  }

  /// Names `paths` accepts, for completion and suggestions.
  public func routeEndpointNames() throws -> [String] {
    let all = try producers()
    return Array(Set(all.map(\.qualified) + all.filter { !$0.owner.isEmpty }.map(\.owner) + ["entries"])).sorted()
  }

  /// Routes from any of `from` to any of `to`, shortest first, each at most `maxLength` sites.
  public func routes(from: [Producer], to: [Producer], maxLength: Int = 24, limit: Int = 10) throws -> [[RouteHop]] {
    func ids(_ producers: [Producer]) -> String { "[" + producers.map { String($0.id) }.joined(separator: ",") + "]" }
    let rows = try database.rows(SQLScripts.browse["routes"], ids(from), ids(to), maxLength, limit)
    let declarations = try siteDeclarations()
    return try rows.map { row in
      try row.string(0).split(separator: ",").compactMap { Int($0) }.map { site in
        try routeHop(site: site, declarations: declarations[site] ?? [])
      }
    }
  }

  func routeHop(site: Int, declarations: [(text: String, slot: String)]) throws -> RouteHop {
    let row = try database.rows(SQLScripts.browse["site"], site)[0]
    let name = row.string(1) == "instantiate" ? row.string(0) + "()" : row.string(0)
    return RouteHop(siteID: site, name: name, producer: row.string(5),
                    location: Location(file: row.string(2), line: row.int(3), column: row.int(4)),
                    declarations: declarations.map(\.text))
  }

  /// The declarations above every site (nearest first), with the slot each fills ('' if unknown).
  func siteDeclarations() throws -> [Int: [(text: String, slot: String)]] {
    var result: [Int: [(text: String, slot: String)]] = [:]
    for row in try database.rows(SQLScripts.browse["site-declarations"]) {
      result[row.int(0), default: []].append(
        (Self.declarationText(kind: row.string(1), value: row.string(2)), row.string(3)))
    }
    return result
  }

  /// Tables and views of the index, for completing `sql`.
  public func tableNames() throws -> [String] {
    try database.rows(SQLScripts.browse["tables"]).map { $0.string(0) }
  }
}
