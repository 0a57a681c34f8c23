import Foundation
import Testing
@testable import ImplicitsDiscovery
@testable import ImplicitsIndexer

/// The manifests kept beside the index (ManifestCache): a manifest whose text is the
/// one read last time is not parsed again, and anything else is: a changed text, another
/// analyzer build, a damaged or missing cache file.
@Suite("Manifest cache")
struct ManifestCacheTests {
  static let manifestPath = "Package.swift"

  /// A scratch folder holding a copy of the `swiftpm-multi` fixture project.
  static func project() throws -> URL { try DiscoveryTests().copy("swiftpm-multi") }

  /// The fixture's manifest with a target `Extra` added.
  static func addingTarget(_ source: String) -> String {
    source.replacingOccurrences(of: ".target(name: \"Shared\", sources: [\"Public\"]),",
                                with: ".target(name: \"Shared\", sources: [\"Public\"]),\n    .target(name: \"Extra\"),")
  }

  static func cacheFile(_ root: URL) throws -> String {
    let folder = root.appendingPathComponent(".implicits")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("manifests.json").path
  }

  /// What `cache` gives for `source`, and whether it had to parse it.
  static func lookUp(_ cache: ManifestCache, _ source: String) throws -> (PackageManifest, parsed: Bool) {
    var parsed = false
    let manifest = try cache.manifest(path: manifestPath, source: source) { () throws(PackageManifest.SyntaxError) in
      parsed = true
      return try PackageManifest.read(source: source, path: manifestPath)
    }
    return (manifest, parsed)
  }

  static func targets(_ manifest: PackageManifest) -> [String] {
    manifest.targets.map { "\($0.name):\($0.kind.rawValue):\($0.path ?? "-"):\($0.dependencies)" }
  }

  @Test func discoveryWithTheCacheIsDiscoveryWithout() throws {
    let root = try Self.project()
    let file = try Self.cacheFile(root)
    let without = try ProjectDiscovery.discoverProject(root: root)
    for _ in 0..<2 {  // the first run reads the manifest, the second takes it from the file
      let cache = ManifestCache(file: file, reader: "build-1")
      let with = try ProjectDiscovery.discoverProject(root: root, manifests: cache)
      cache.save()
      #expect(DiscoveryTests.pairs(with) == DiscoveryTests.pairs(without))
      #expect(DiscoveryTests.shapes(with) == DiscoveryTests.shapes(without))
      #expect(with.notes == without.notes)
      #expect(with.modules.map(\.preferredPlatforms) == without.modules.map(\.preferredPlatforms))
    }
    let source = try String(contentsOf: root.appendingPathComponent(Self.manifestPath), encoding: .utf8)
    let (kept, parsed) = try Self.lookUp(ManifestCache(file: file, reader: "build-1"), source)
    #expect(!parsed)
    #expect(Self.targets(kept) == Self.targets(try PackageManifest.read(source: source, path: Self.manifestPath)))
  }

  @Test func aChangedManifestOrAnotherBuildIsReadAgain() throws {
    let root = try Self.project()
    let file = try Self.cacheFile(root)
    let source = try String(contentsOf: root.appendingPathComponent(Self.manifestPath), encoding: .utf8)
    let first = ManifestCache(file: file, reader: "build-1")
    #expect(try Self.lookUp(first, source).parsed)
    #expect(try !Self.lookUp(first, source).parsed)
    first.save()

    let edited = Self.addingTarget(source)
    #expect(edited != source)
    let (read, parsed) = try Self.lookUp(ManifestCache(file: file, reader: "build-1"), edited)
    #expect(parsed)
    #expect(read.targets.map(\.name).contains("Extra"))
    #expect(try Self.lookUp(ManifestCache(file: file, reader: "build-2"), source).parsed)
    #expect(try Self.lookUp(ManifestCache(file: file, reader: "build-1", load: false), source).parsed)  // --rebuild
    #expect(try !Self.lookUp(ManifestCache(file: file, reader: "build-1"), source).parsed)
  }

  @Test func aDamagedOrMissingFileIsAnEmptyCache() throws {
    let root = try Self.project()
    let file = try Self.cacheFile(root)
    let source = try String(contentsOf: root.appendingPathComponent(Self.manifestPath), encoding: .utf8)
    try "{\"reader\": \"build-1\", \"entries\": [".write(toFile: file, atomically: true, encoding: .utf8)
    let damaged = ManifestCache(file: file, reader: "build-1")
    #expect(try Self.lookUp(damaged, source).parsed)
    damaged.save()  // replaces the damaged file
    #expect(try !Self.lookUp(ManifestCache(file: file, reader: "build-1"), source).parsed)

    // No folder to keep it in: nothing is written, and nothing fails.
    let nowhere = root.appendingPathComponent("missing/manifests.json").path
    let homeless = ManifestCache(file: nowhere, reader: "build-1")
    #expect(try Self.lookUp(homeless, source).parsed)
    homeless.save()
    #expect(!FileManager.default.fileExists(atPath: nowhere))
  }

  @Test func onlyTheManifestsOfThisRunAreKept() throws {
    let root = try Self.project()
    let file = try Self.cacheFile(root)
    let source = try String(contentsOf: root.appendingPathComponent(Self.manifestPath), encoding: .utf8)
    let first = ManifestCache(file: file, reader: "build-1")
    _ = try first.manifest(path: "Old/Package.swift", source: source) { () throws(PackageManifest.SyntaxError) in
      try PackageManifest.read(source: source, path: "Old/Package.swift")
    }
    _ = try Self.lookUp(first, source)
    first.save()
    let second = ManifestCache(file: file, reader: "build-1")
    _ = try Self.lookUp(second, source)
    second.save()  // Old/Package.swift was not read: it leaves the file
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(!text.contains("Old/Package.swift"))
    #expect(try !Self.lookUp(ManifestCache(file: file, reader: "build-1"), source).parsed)
  }

  /// End to end: an index, an edit of the manifest that adds a target, an index again:
  /// the new target's file is indexed (the kept manifest is not the edited one).
  @Test func anEditedManifestIsSeenByTheNextIndex() throws {
    let root = try Self.project()
    let database = root.appendingPathComponent(".implicits/index.sqlite").path
    func index() throws -> Indexer.Summary {
      try Indexer(options: Indexer.Options(root: root, databasePath: database)).run()
    }
    let before = try index()
    _ = try index()  // keeps the manifest: the index's folder exists now
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(".implicits/index.manifests.json").path))
    let extra = root.appendingPathComponent("Sources/Extra")
    try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
    try "import SwiftUI\nstruct ExtraView: View { var body: some View { Text(\"x\") } }\n"
      .write(to: extra.appendingPathComponent("ExtraView.swift"), atomically: true, encoding: .utf8)
    let manifest = root.appendingPathComponent(Self.manifestPath)
    let source = try String(contentsOf: manifest, encoding: .utf8)
    try Self.addingTarget(source).write(to: manifest, atomically: true, encoding: .utf8)
    let after = try index()
    #expect(after.files == before.files + 1)
    #expect(!after.unassigned.contains("Sources/Extra/ExtraView.swift"))
  }

  /// A manifest whose code asks whether a file exists is read again when the answer
  /// changes, though its text is the same.
  @Test func aManifestThatAskedAboutAFileIsReadAgainWhenTheFileChanges() throws {
    let root = try FixtureRunner.makeScratchFolder()
    let source = """
      // swift-tools-version:5.9
      import Foundation
      import PackageDescription
      let extras: [Target] = FileManager.default.fileExists(atPath: "Extras/Package.swift") ? [.target(name: "Extras")] : []
      let package = Package(name: "P", targets: [.target(name: "Core")] + extras)
      """
    func read(_ cache: ManifestCache) throws -> (names: [String], parsed: Bool) {
      var parsed = false
      let manifest = try cache.manifest(path: Self.manifestPath, source: source) { () throws(PackageManifest.SyntaxError) in
        parsed = true
        return try PackageManifest.read(source: source, path: Self.manifestPath, folder: root.path)
      }
      return (manifest.targets.map(\.name), parsed)
    }
    let file = try Self.cacheFile(root)
    let first = ManifestCache(file: file, reader: "test")
    #expect(try read(first) == (["Core"], true))
    first.save()
    #expect(try read(ManifestCache(file: file, reader: "test")) == (["Core"], false))  // nothing changed
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Extras"), withIntermediateDirectories: true)
    try "".write(to: root.appendingPathComponent("Extras/Package.swift"), atomically: true, encoding: .utf8)
    #expect(try read(ManifestCache(file: file, reader: "test")) == (["Core", "Extras"], true))
  }
}
