import Foundation
import Testing
import ImplicitsIndexer
import ImplicitsStore

/// The generator's real-app shapes (scripts/generate_shapes.py): an app built for two
/// platforms, views kept in stored properties and collections, `#if os(...)` branches,
/// SwiftUI hosted in UIKit. The generator declares every read on every path, so every
/// read is satisfied in every configuration; an edit's answer is a full run's.
@Suite("Generated real-app shapes")
struct GeneratedShapesTests {
  static func app() throws -> URL {
    try Reliability.generatedApp(views: 400, ["--seed", "3", "--shapes", "0.5", "--platforms", "iOS,macOS"])
  }

  /// Each configuration's index (index.sqlite first), by platform.
  static func indexes(_ root: URL) -> [String: String] {
    let folder = root.appendingPathComponent(".implicits").path
    return ["iOS": folder + "/index.sqlite", "macOS": folder + "/index.macOS.sqlite"]
  }

  /// Every read's place, name and status in one configuration's index (its own rows:
  /// `ProjectIndex` answers for all configurations at once).
  static func statuses(_ database: String) throws -> [String] {
    try IndexStore.openForReading(path: database).rows("""
      SELECT f.path || ':' || r.line || ' ' || r.view || '.' || r.property || ' ' || s.status
      FROM reads r JOIN read_status s ON s.read_id = r.id JOIN files f ON f.id = r.file_id
      """).map { $0.string(0) }.sorted()
  }

  static func index(_ root: URL, rebuild: Bool) throws {
    var options = Indexer.Options(root: root, databasePath: Self.indexes(root)["iOS"]!)
    options.rebuild = rebuild
    _ = try Indexer(options: options).run()
  }

  @Test func everyReadIsSatisfiedOnEveryPlatform() throws {
    let app = try Self.app()
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    try Self.index(app, rebuild: true)
    for (platform, database) in Self.indexes(app) {
      let statuses = try Self.statuses(database)
      #expect(statuses.filter { !$0.hasSuffix(" satisfied") }.isEmpty, "\(platform)")
      // Each shape is seen: views kept in properties and collections, shown by a case.
      for reader in ["ShapePage0x0", "ShapePage0x1", "ShapeDetail0", "ShapeTabPage0", "ShapeRouteView0x0"] {
        #expect(statuses.contains { $0.contains(" \(reader).") }, "\(platform): \(reader)")
      }
      // The UIKit screen on iOS, the other platforms' own view elsewhere.
      let hosted = statuses.contains { $0.contains(" ShapeHosted0.") }
      let desk = statuses.contains { $0.contains(" ShapeDesk0.") }
      #expect(hosted == (platform == "iOS") && desk == (platform != "iOS"), "\(platform)")
    }
  }

  /// A declaration of the first cluster's root removed: what it gave its stored views
  /// and its UIKit screen is missing on both platforms, the incremental run says so as
  /// a rebuild does, and putting it back satisfies them again.
  @Test func anEditOfTheShapesAnswersAsARebuild() throws {
    let app = try Self.app()
    defer { Reliability.remove(app.deletingLastPathComponent()) }
    try Self.index(app, rebuild: true)
    let cluster = app.appendingPathComponent("Shapes/ShapeCluster0.swift")
    let text = try String(contentsOf: cluster, encoding: .utf8)
    let declaration = try #require(text.range(of: #"\n    \.implicit\([^\n]*\)"#, options: .regularExpression))
    try text.replacingCharacters(in: declaration, with: "").write(to: cluster, atomically: true, encoding: .utf8)
    try Self.index(app, rebuild: false)
    let incremental = try Self.indexes(app).mapValues(Self.statuses)
    try Self.index(app, rebuild: true)
    let full = try Self.indexes(app).mapValues(Self.statuses)
    #expect(incremental == full)
    for (platform, statuses) in full {
      #expect(statuses.contains { $0.contains(" ShapePage0x0.") && $0.hasSuffix(" unsatisfied") }, "\(platform)")
    }
    #expect(full["iOS"]!.contains { $0.contains(" ShapeHosted0.") && $0.hasSuffix(" unsatisfied") })
    try text.write(to: cluster, atomically: true, encoding: .utf8)
    try Self.index(app, rebuild: false)
    for (platform, database) in Self.indexes(app) {
      #expect(try Self.statuses(database).allSatisfy { $0.hasSuffix(" satisfied") }, "\(platform)")
    }
  }
}
