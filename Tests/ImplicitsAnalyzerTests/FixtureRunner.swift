import Foundation
@testable import ImplicitsDiscovery
@testable import ImplicitsIndexer
import ImplicitsQuery
import ImplicitsStore

/// Indexes a fixture (a `.swift` file or a folder of them) in a scratch folder and
/// returns what the analyzer says about it.
struct FixtureRunner {
  static let fixturesRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  struct Outcome {
    var reads: [ReadResult]
    var diagnostics: [Diagnostic]
    var index: ProjectIndex
    var root: URL
  }

  /// Copies the fixture into a fresh folder, so the index never lands in the source tree.
  static func run(fixture relative: String) throws -> (Outcome, [(path: String, text: String)]) {
    let source = fixturesRoot.appendingPathComponent(relative)
    let scratch = try makeScratchFolder()
    var isDirectory: ObjCBool = false
    FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory)
    if isDirectory.boolValue {
      for entry in try FileManager.default.contentsOfDirectory(atPath: source.path) {
        try FileManager.default.copyItem(at: source.appendingPathComponent(entry),
                                         to: scratch.appendingPathComponent(entry))
      }
    } else {
      try FileManager.default.copyItem(at: source, to: scratch.appendingPathComponent(source.lastPathComponent))
    }
    let outcome = try index(scratch)
    let files = ProjectDiscovery.swiftFiles(under: scratch).map {
      (path: $0, text: (try? String(contentsOf: scratch.appendingPathComponent($0), encoding: .utf8)) ?? "")
    }
    return (outcome, files)
  }

  /// Indexes an in-memory project: file name → source.
  static func run(sources: [String: String]) throws -> Outcome {
    let scratch = try makeScratchFolder()
    for (name, text) in sources {
      let url = scratch.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return try index(scratch)
  }

  static func index(_ root: URL) throws -> Outcome {
    let databasePath = root.appendingPathComponent(".implicits/index.sqlite").path
    _ = try Indexer(options: .init(root: root, databasePath: databasePath)).run()
    let index = ProjectIndex(database: try IndexStore.openForReading(path: databasePath))
    return Outcome(reads: try index.reads(), diagnostics: try index.allDiagnostics(), index: index, root: root)
  }

  /// A fresh folder of its own for one test, under `scratchParent`.
  static func makeScratchFolder() throws -> URL {
    let url = scratchParent.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Every scratch folder of this test process, removed when the process exits: a
  /// suite run makes hundreds of them, and they used to pile up in the temporary
  /// folder run after run. (A test can't remove its own: its outcome keeps the index
  /// open, and some tests hand the folder on.)
  static let scratchParent: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("implicits-tests-\(getpid())-\(UUID().uuidString.prefix(8))")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: FixtureRunner.scratchParent) }
    return url
  }()

  /// Every fixture: top-level `.swift` files and folders under Tests/Fixtures/analyzer.
  static func fixtureNames() -> [String] {
    let folder = fixturesRoot.appendingPathComponent("analyzer")
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    // Without libyaml XcodeGen specs are not read (DiscoveryTests checks the warning).
    return entries.sorted().filter { YAMLNode.isAvailable || $0 != "xcodegen-project" }.map { "analyzer/" + $0 }
  }
}
