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

  /// With `--fail-through-compiler`, a check that exits 1 does not fail the command: its
  /// error lines become calls of unavailable functions at their own file, line and
  /// column, which the compiler reports (and which fail the build) when the target
  /// compiles; its other lines pass through.
  @Test func failThroughCompilerTurnsTheCheckErrorsIntoCompilerErrors() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Glue.swift")
    let read = folder.appendingPathComponent("Settings View.swift")
    try "struct SettingsView {\n  var guest: Bool\n}\n".write(to: read, atomically: true, encoding: .utf8)
    let check = """
      echo '\(read.path):2:3: error: @Implicit(\\.guestMode) of SettingsView.guest is not "declared" [unsatisfied-read]'
      echo '\(read.path):1:12: error: at column 12'
      echo '\(read.path):1:1: note: shown here'
      echo 'implicits: 1 files'
      exit 1
      """
    #expect(GlueCommand.main(["--output", output.path, "--fail-through-compiler", "--then", "/bin/sh", "-c", check]) == 0)
    let glue = try String(contentsOf: output, encoding: .utf8)
    #expect(glue.contains("@available(*, unavailable, message: "
                          + "\"@Implicit(\\\\.guestMode) of SettingsView.guest is not \\\"declared\\\" [unsatisfied-read]\")\n"
                          + "private func implicits_1() {}\n"), "\(glue)")
    #expect(glue.contains("#sourceLocation(file: \"\(read.path)\", line: 2)\n  implicits_1()\n#sourceLocation()\n"), "\(glue)")
    #expect(glue.hasSuffix("#sourceLocation()\n}\n"))
    #expect(!glue.contains("note: shown here"), "only error lines become errors")

    // The compiler reports it at the read's file and line.
    let compile = Process()
    compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    compile.arguments = ["swiftc", "-typecheck", output.path]
    let pipe = Pipe()
    compile.standardError = pipe
    compile.standardOutput = pipe
    try compile.run()
    let diagnostics = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    compile.waitUntilExit()
    #expect(compile.terminationStatus != 0)
    #expect(diagnostics.contains("\(read.path):1:12: error: 'implicits_2()' is unavailable: at column 12"), "\(diagnostics)")
    #expect(diagnostics.contains("\(read.path):2:3: error: 'implicits_1()' is unavailable: "
                                 + "@Implicit(\\.guestMode) of SettingsView.guest is not \"declared\" [unsatisfied-read]"),
            "\(diagnostics)")
    // Once each: not an #error, which every compile job of the module reports again.
    #expect(diagnostics.components(separatedBy: ": error: 'implicits_1()'").count == 2, "\(diagnostics)")

    // A check that passes leaves the glue as it is; one that cannot run fails the command.
    #expect(GlueCommand.main(["--output", output.path, "--fail-through-compiler", "--then", "/bin/sh", "-c", "exit 0"]) == 0)
    #expect(!(try String(contentsOf: output, encoding: .utf8)).contains("unavailable"))
    #expect(GlueCommand.main(["--output", output.path, "--fail-through-compiler", "--then", "/bin/sh", "-c", "exit 2"]) == 2)
    #expect(!(try String(contentsOf: output, encoding: .utf8)).contains("unavailable"))
    // Exit 1 with no error line still fails the compile.
    #expect(GlueCommand.main(["--output", output.path, "--fail-through-compiler", "--then", "/bin/sh", "-c", "exit 1"]) == 0)
    #expect(try String(contentsOf: output, encoding: .utf8).contains("message: \"implicits: the check failed"))
  }

  @Test func errorLinesAreReadByTheirPlace() {
    #expect(CompilerErrors.Error(line: "/a/b.swift:12:3: error: x: y [code]")
            == CompilerErrors.Error(file: "/a/b.swift", line: 12, column: 3, message: "x: y [code]"))
    #expect(CompilerErrors.Error(line: "C:/a.swift:1:2: error: m")?.file == "C:/a.swift")
    #expect(CompilerErrors.Error(line: "/a/b.swift:12:3: warning: x") == nil)
    #expect(CompilerErrors.Error(line: "implicits-index: error: cannot read") == nil)
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
