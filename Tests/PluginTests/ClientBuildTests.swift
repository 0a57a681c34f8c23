import Foundation
import Testing

/// End to end on Linux: a client package (Tests/Fixtures/plugin-client) applies
/// the ImplicitsCheck plugin and is built with `swift build`, first correct, then
/// broken, in one build folder (the first build compiles the analyzer; the rest
/// are incremental). Then `swift package implicits-report` on the same folder.
@Suite("ImplicitsCheck on a client package", .serialized)
struct ClientBuildTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct Run {
    var status: Int32
    var output: String
    var lines: [String] { output.split(separator: "\n").map(String.init) }
  }

  /// A copy of the fixture whose dependency is this repository (or `dependency`: the
  /// prebuilt plugin package), and its build folder.
  struct Client {
    let folder: URL
    var package: URL { folder.appendingPathComponent("client") }
    var scratch: URL { folder.appendingPathComponent("build") }

    init(dependency: URL = ClientBuildTests.repository, in parent: URL? = nil) throws {
      folder = (parent ?? FileManager.default.temporaryDirectory).appendingPathComponent("implicits-plugin-client-\(UUID().uuidString)")
      let fixture = ClientBuildTests.repository.appendingPathComponent("Tests/Fixtures/plugin-client")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: fixture, to: package)
      try? FileManager.default.removeItem(at: package.appendingPathComponent(".build"))
      let manifest = package.appendingPathComponent("Package.swift")
      let text = try String(contentsOf: manifest, encoding: .utf8)
      #expect(text.contains("path: \"../../..\""))
      try text.replacingOccurrences(of: "path: \"../../..\"", with: "path: \"\(dependency.path)\"")
        .write(to: manifest, atomically: true, encoding: .utf8)
    }

    /// Copies the fixture's own sources back over the broken ones.
    func restoreCorrectVariant() throws {
      let fixture = ClientBuildTests.repository.appendingPathComponent("Tests/Fixtures/plugin-client/Sources")
      let sources = package.appendingPathComponent("Sources")
      try FileManager.default.removeItem(at: sources)
      try FileManager.default.copyItem(at: fixture, to: sources)
    }

    /// Copies the files of `Broken/` over the sources.
    func applyBrokenVariant() throws {
      let broken = package.appendingPathComponent("Broken")
      for relative in FileManager.default.subpaths(atPath: broken.path) ?? [] where relative.hasSuffix(".swift") {
        let destination = package.appendingPathComponent(relative)
        try? FileManager.default.removeItem(at: destination)
        try FileManager.default.copyItem(at: broken.appendingPathComponent(relative), to: destination)
      }
    }

    /// `swift build ...` or `swift package ...`; the folders go before the arguments (a plugin's own).
    /// SwiftPM's own `swift-build` has crashed here now and then (a segmentation fault
    /// in one of its threads, before or after our plugin ran): such a run says nothing
    /// about the package, so it is run once more. Any other outcome is the answer.
    func swift(_ command: String, _ arguments: String...) throws -> Run {
      let arguments = [command, "--package-path", package.path, "--scratch-path", scratch.path] + arguments
      let run = try ProcessRun.run("swift", arguments)
      guard run.status == 11, run.output.contains("Thread 0 \"swift-build\"") else { return run }
      return try ProcessRun.run("swift", arguments)
    }

    /// This repository's implicits-index (built with the tests) on the client.
    func index(_ arguments: [String]) throws -> Run {
      try ProcessRun.run(ProcessRun.products.appendingPathComponent("implicits-index").path, arguments)
    }

    /// The glue the plugin generated for `target`.
    func glue(of target: String) throws -> String {
      let url = scratch.appendingPathComponent("plugins/outputs/client/\(target)/destination/ImplicitsCheck/ImplicitsKeys+Glue.swift")
      return try String(contentsOf: url, encoding: .utf8)
    }
  }

  @Test(.timeLimit(.minutes(10)))
  func aMissingValueFailsTheClientBuild() throws {
    let client = try Client()
    defer { try? FileManager.default.removeItem(at: client.folder) }
    let sources = client.package.path + "/Sources"

    // Correct variant: builds; the ClientApp check covers Features too (5 files).
    let first = try client.swift("build")
    #expect(first.status == 0, "\(first.output)")
    #expect(first.output.contains("implicits: 5 files (5 parsed), 4 views, 5 reads: 5 satisfied, 0 unsatisfied"))
    #expect(first.output.contains("implicits: 3 files (3 parsed)"), "the Features check covers Features only")
    #expect(!first.lines.contains { $0.contains(": error:") })
    // The glue exists and was compiled (AppKeys.swift and Keys.swift use it outside #if).
    let features = try client.glue(of: "Features")
    #expect(features.contains("public var guestMode: Named<_ImplicitKeyTag_guestMode> { Named() }"))
    #expect(features.contains("package var accentName: Named<_ImplicitKeyTag_accentName> { Named() }"))
    #expect(!features.contains("debugBorder"), "hand-written glue is not generated again")
    #expect(try client.glue(of: "ClientApp").contains("var compactRows: Named<_ImplicitKeyTag_compactRows>"))

    // No change: nothing is parsed and nothing recompiled. (The check may re-run
    // once: SwiftPM relinks plugin tools on the build after the first.)
    let second = try client.swift("build")
    #expect(second.status == 0, "\(second.output)")
    let parsed = second.lines.filter { $0.hasPrefix("implicits: ") }
    #expect(parsed.allSatisfy { $0.contains(" files (0 parsed)") }, "\(parsed)")
    #expect(!second.output.contains("Compiling Features"), "\(second.output)")
    #expect(!second.output.contains("Compiling ClientApp"), "\(second.output)")
    // Then the check does not run at all: its inputs (sources, file list, tools)
    // are unchanged. (Unless a tool was rebuilt: this repository edited meanwhile.)
    let third = try client.swift("build")
    #expect(third.status == 0, "\(third.output)")
    #expect(!third.output.contains("Checking implicits") || third.output.contains("Linking implicits-"), "\(third.output)")
    #expect(third.lines.filter { $0.hasPrefix("implicits: ") }.allSatisfy { $0.contains(" files (0 parsed)") })

    // Broken variant: the build fails with the errors at the reads, in both
    // targets' files, with absolute paths; only the changed files are parsed. The
    // check itself succeeds: its errors are calls of unavailable functions in the glue, which the compiler
    // reports at the reads (the same file and line) and which fail the build.
    try client.applyBrokenVariant()
    let broken = try client.swift("build")
    #expect(broken.status != 0, "\(broken.output)")
    func errors(_ run: Run) -> Set<String> {
      // Each error at its file and line, once (the compiler may print one twice).
      Set(run.lines.filter { $0.contains(": error: ") && $0.hasPrefix("/") }.map { line in
        let parts = line.split(separator: ":", maxSplits: 3)
        return "\(parts[0]):\(parts[1]):" + CompilerErrorText.message(line.components(separatedBy: ": error: ")[1])
      })
    }
    let brokenErrors = errors(broken)
    #expect(brokenErrors.contains { $0.hasPrefix(sources + "/Features/SettingsView.swift:6:@Implicit(\\.guestMode) of SettingsView.guest") },
            "\(broken.output)")
    #expect(brokenErrors.contains { $0.hasPrefix(sources + "/ClientApp/ClientApp.swift:29:@Implicit Session of ProfileView.session") })
    #expect(broken.lines.contains { $0.hasPrefix(sources + "/ClientApp/ClientApp.swift:21:49: note: ProfileView() is shown here without Session") })
    #expect(broken.lines.contains { $0.hasPrefix(sources + "/Features/DebugKeys.swift:6:22: warning: the private named key 'traceLayout' gets no generated glue") })
    #expect(broken.output.contains("implicits: 6 files (2 parsed), 4 views, 5 reads: 3 satisfied, 2 unsatisfied"))
    #expect(brokenErrors.count == 2, "\(brokenErrors)")

    // A compile error of the target shows in the same build as its check's errors
    // (a check that failed its command would have cancelled the compile). (In a
    // target it depends on, it stops this target's compile, as any compile error does.)
    let typo = client.package.appendingPathComponent("Sources/ClientApp/Typo.swift")
    try "let typo: Int = \"not a number\"\n".write(to: typo, atomically: true, encoding: .utf8)
    let both = try client.swift("build")
    #expect(both.status != 0)
    #expect(errors(both).contains { $0.hasPrefix(sources + "/ClientApp/Typo.swift:1:cannot convert value of type 'String'") },
            "\(both.output)")
    #expect(errors(both).contains { $0.hasPrefix(sources + "/Features/SettingsView.swift:6:@Implicit(\\.guestMode)") },
            "\(both.output)")
    try FileManager.default.removeItem(at: typo)

    // Adopting with a baseline: the findings it records print as notes and the build
    // passes; the configuration names it, and the plugin makes it an input.
    let baseline = client.package.appendingPathComponent("implicits-baseline.json")
    let record = try client.index(["--write-baseline", baseline.path, client.package.path])
    #expect(record.output.contains("recorded 2 findings"), "\(record.output)")
    let configuration = client.package.appendingPathComponent(".implicits.json")
    try #"{"baseline": "implicits-baseline.json"}"#.write(to: configuration, atomically: true, encoding: .utf8)
    let adopted = try client.swift("build")
    #expect(adopted.status == 0, "\(adopted.output)")
    #expect(adopted.lines.contains { $0.hasPrefix(sources + "/Features/SettingsView.swift:6:3: note: @Implicit(\\.guestMode)")
      && $0.contains("(known: in the baseline \(baseline.path), error when new)") }, "\(adopted.output)")
    #expect(errors(adopted).isEmpty)
    try FileManager.default.removeItem(at: configuration)
    try FileManager.default.removeItem(at: baseline)

    // The report command plugin on the same build folder writes the report and,
    // like `implicits-query report`, fails when a read is unsatisfied.
    let report = try client.swift("package", "implicits-report", "--format", "json", "--output", "report.json")
    #expect(report.status != 0)
    #expect(report.output.contains("error: some reads are unsatisfied; the report lists them"), "\(report.output)")
    let help = try client.swift("package", "implicits-report", "-h")
    #expect(help.status == 0)
    #expect(help.output.contains("USAGE: swift package implicits-report [--target NAME]... [REPORT OPTIONS]"), "\(help.output)")
    let data = try Data(contentsOf: client.package.appendingPathComponent("report.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary["files"] == 6)
    #expect(summary["unsatisfied"] == 2)
  }
}
