import Foundation
import ImplicitsGlue
import Testing

/// `implicits-glue` as the build plugin runs it, in process.
@Suite("implicits-glue")
struct GlueCommandTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glue-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func modified(_ url: URL) throws -> Date {
    try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
  }

  @Test func writesTheGlueOfTheListedModuleOnlyAndKeepsAnUnchangedFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App.swift"), lib = folder.appendingPathComponent("Lib.swift")
    try "extension ImplicitsKeys { static let inApp = Key<Int>() }".write(to: app, atomically: true, encoding: .utf8)
    try "extension ImplicitsKeys { static let inLib = Key<Int>() }".write(to: lib, atomically: true, encoding: .utf8)
    let list = folder.appendingPathComponent("sources.txt")
    try "App\t\(app.path)\nLib\t\(lib.path)\n".write(to: list, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("out/ImplicitsKeys+Glue.swift")
    let arguments = ["--sources", list.path, "--module", "App", "--output", output.path]

    #expect(GlueCommand.main(arguments) == 0)
    let text = try String(contentsOf: output, encoding: .utf8)
    #expect(text.contains("var inApp:"))
    #expect(!text.contains("inLib"))

    let before = try Self.modified(output)
    Thread.sleep(forTimeInterval: 0.05)
    #expect(GlueCommand.main(arguments) == 0)
    #expect(try Self.modified(output) == before)
  }

  @Test func thenRunsTheNextCommandAndReturnsItsStatus() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Glue.swift").path
    #expect(GlueCommand.main(["--output", output, "--then", "/bin/sh", "-c", "exit 1"]) == 1)
    #expect(GlueCommand.main(["--output", output, "--then", "/bin/sh", "-c", "exit 0"]) == 0)
    #expect(FileManager.default.fileExists(atPath: output), "the glue is written before the command runs")
  }

  @Test func usageErrorsExitTwo() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(GlueCommand.main([]) == 2)
    #expect(GlueCommand.main(["--output", folder.appendingPathComponent("G.swift").path, "--frobnicate"]) == 2)
    #expect(GlueCommand.main(["--output", folder.appendingPathComponent("G.swift").path, "/nope.swift"]) == 2)
    #expect(GlueCommand.main(["--output", folder.appendingPathComponent("G.swift").path, "--then"]) == 2)
  }
}
