import Foundation
import ImplicitsIndexer
import ImplicitsQuery
import ImplicitsStore
import Testing

/// Helpers of the reliability suites (docs/reliability.md): small projects, the
/// executables, integrity checks, and mounts where the sandbox allows them.
enum Reliability {
  /// A fixture whose reads have both verdicts: the "good file" whose results must not
  /// change when bad files sit next to it.
  static let goodFixture = "rule1-modifier-scope.swift"

  static func fixtureText(_ name: String) throws -> String {
    try String(contentsOf: FixtureRunner.fixturesRoot.appendingPathComponent("analyzer/\(name)"), encoding: .utf8)
  }

  /// A scratch project holding the good fixture as `Good.swift`.
  static func goodProject() throws -> URL {
    let folder = try FixtureRunner.makeScratchFolder()
    try fixtureText(goodFixture).write(to: folder.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
    return folder
  }

  static func indexPath(_ folder: URL) -> String { folder.appendingPathComponent(".implicits/index.sqlite").path }

  /// `View.property` → status, position: what must not change (module names differ per folder).
  static func verdicts(_ reads: [ReadResult]) -> [String: String] {
    Dictionary(uniqueKeysWithValues: reads.map {
      ("\($0.name)@\($0.location.line):\($0.location.column)", $0.status.rawValue)
    })
  }

  static func index(_ folder: URL, db: String? = nil, rebuild: Bool = false) throws -> Indexer.Summary {
    var options = Indexer.Options(root: folder, databasePath: db ?? indexPath(folder))
    options.rebuild = rebuild
    return try Indexer(options: options).run()
  }

  static func open(_ folder: URL, db: String? = nil) throws -> ProjectIndex {
    ProjectIndex(database: try IndexStore.openForReading(path: db ?? indexPath(folder)))
  }

  /// `PRAGMA integrity_check` on a fresh read-only connection: "ok" or SQLite's complaints.
  static func integrity(_ path: String) throws -> String {
    let database = try Database(path: path, mode: .readOnly)
    return try database.rows("PRAGMA integrity_check").map { $0.string(0) }.joined(separator: "\n")
  }

  static func run(_ tool: String, _ arguments: [String], in folder: URL? = nil) throws -> CommandLineTests.Run {
    try CommandLineTests.run(tool, arguments, in: folder, environment: ["NO_COLOR": "1"])
  }

  /// Runs a command-line tool (mount, umount, mkfifo, python3), returning its status.
  @discardableResult
  static func shell(_ executable: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Whether this process may mount file systems (root in a sandbox that allows it):
  /// the read-only and full-disk cases then use a real read-only bind mount and a
  /// tiny tmpfs. Probed once, on a scratch folder.
  static let canMount: Bool = {
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount"),
          let folder = try? FixtureRunner.makeScratchFolder() else { return false }
    guard shell("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]) == 0 else { return false }
    shell("/bin/umount", [folder.path])
    return true
  }()

  /// Mounts `folder` over itself read-only for `body`.
  static func readOnly<T>(_ folder: URL, _ body: () throws -> T) throws -> T {
    guard shell("/bin/mount", ["--bind", "-o", "ro", folder.path, folder.path]) == 0 else {
      throw Unavailable(what: "read-only bind mount")
    }
    defer { shell("/bin/umount", [folder.path]) }
    // Older mount(8) ignores `ro` on the first bind; remounting applies it.
    if FileManager.default.isWritableFile(atPath: folder.path) {
      shell("/bin/mount", ["-o", "remount,bind,ro", folder.path])
    }
    return try body()
  }

  /// A tmpfs of `kilobytes` at a new scratch folder for `body`.
  static func tinyDisk<T>(kilobytes: Int, _ body: (URL) throws -> T) throws -> T {
    let folder = try FixtureRunner.makeScratchFolder()
    guard shell("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path]) == 0 else {
      throw Unavailable(what: "tmpfs")
    }
    defer {
      shell("/bin/umount", [folder.path])
      remove(folder)
    }
    return try body(folder)
  }

  struct Unavailable: Error { var what: String }

  /// `python3 scripts/generate-app.py --views N --out DIR`: a large, fully satisfied app.
  static func generatedApp(views: Int, _ arguments: [String] = []) throws -> URL {
    try generatedApp(["--views", String(views)] + arguments)
  }

  /// `python3 scripts/generate-app.py ARGUMENTS --out DIR`, in a scratch folder.
  static func generatedApp(_ arguments: [String]) throws -> URL {
    let folder = try FixtureRunner.makeScratchFolder().appendingPathComponent("App")
    let script = FixtureRunner.fixturesRoot.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts/generate-app.py")
    let status = shell("/usr/bin/env", ["python3", script.path] + arguments + ["--out", folder.path])
    try #require(status == 0, "generate-app.py failed")
    return folder
  }

  /// Deletes a scratch folder (the large ones: generated apps, the 50 MB file).
  static func remove(_ folder: URL) { try? FileManager.default.removeItem(at: folder) }

  /// The size of a file, 0 when it does not exist.
  static func size(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
  }
}
