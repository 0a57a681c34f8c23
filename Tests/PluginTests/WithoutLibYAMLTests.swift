import Foundation
import Testing

/// A stock Mac has no libyaml. Package.swift uses it only when it finds `yaml.h`
/// (`IMPLICITS_YAML_INCLUDE` replaces the folders it searches; `IMPLICITS_YAML=on|off`
/// forces either): pinned by evaluating the manifest, then by building `implicits-index`
/// with the header hidden and running it: it links no libyaml, indexes a package as the
/// usual build does, and meets an XcodeGen spec with a warning that says what to do.
@Suite("Builds without libyaml", .serialized)
struct WithoutLibYAMLTests {
  static let repository = SwiftSyntaxChoiceTests.repository

  /// An environment in which the manifest finds no libyaml: its header folders are empty.
  static func hidden(in folder: URL) throws -> [String: String] {
    let empty = folder.appendingPathComponent("no-include")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["IMPLICITS_YAML_INCLUDE"] = empty.path
    environment["IMPLICITS_YAML"] = nil
    return environment
  }

  /// The targets Package.swift declares under `environment`, and the Swift settings of
  /// ImplicitsDiscovery (the module that reads XcodeGen specs).
  static func manifest(_ environment: [String: String], scratch: URL) throws -> (targets: [String], discoverySettings: String) {
    let run = try ProcessRun.run("swift", ["package", "--package-path", repository.path, "--scratch-path", scratch.path,
                                "--manifest-cache", "none", "dump-package"], environment: environment)
    try #require(run.status == 0, "dump-package failed: \(run.output)")
    let start = try #require(run.output.firstIndex(of: "{"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output[start...].utf8)) as? [String: Any])
    let targets = try #require(object["targets"] as? [[String: Any]])
    let discovery = try #require(targets.first { $0["name"] as? String == "ImplicitsDiscovery" })
    let settings = try JSONSerialization.data(withJSONObject: discovery["settings"] ?? [])
    return (targets.compactMap { $0["name"] as? String }, String(decoding: settings, as: UTF8.self))
  }

  @Test func theManifestUsesLibYAMLOnlyWhereItIsFound() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("implicits-noyaml-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scratch = folder.appendingPathComponent("build")
    let hidden = try Self.hidden(in: folder)

    // This machine has libyaml-dev: the CYAML module and the condition that reads XcodeGen specs.
    let found = try Self.manifest(ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("IMPLICITS_YAML") },
                                  scratch: scratch)
    #expect(found.targets.contains("CYAML"))
    #expect(found.discoverySettings.contains("IMPLICITS_YAML"))
    // Hidden, as on a stock Mac: neither, and nothing else goes.
    let missing = try Self.manifest(hidden, scratch: scratch)
    #expect(!missing.targets.contains("CYAML"))
    #expect(!missing.discoverySettings.contains("IMPLICITS_YAML"))
    #expect(Set(found.targets).subtracting(missing.targets) == ["CYAML"])
    // Forced either way.
    #expect(try Self.manifest(hidden.merging(["IMPLICITS_YAML": "on"]) { $1 }, scratch: scratch).targets.contains("CYAML"))
    var off = ProcessInfo.processInfo.environment
    off["IMPLICITS_YAML"] = "off"
    #expect(try !Self.manifest(off, scratch: scratch).targets.contains("CYAML"))
  }

  @Test(.timeLimit(.minutes(20)))
  func theAnalyzerBuildsAndRunsWithLibYAMLHidden() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("implicits-noyaml-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scratch = folder.appendingPathComponent("build")
    let build = try ProcessRun.run("swift", ["build", "--package-path", Self.repository.path, "--scratch-path", scratch.path,
                                       "--product", "implicits-index"], environment: try Self.hidden(in: folder))
    try #require(build.status == 0, "\(build.output)")
    #expect(!build.output.contains("CYAML"), "\(build.output)")
    let binary = scratch.appendingPathComponent("debug/implicits-index").path

    // Nothing of libyaml is linked.
    #if os(Linux)
    let libraries = try ProcessRun.run("readelf", ["-d", binary])
    #expect(libraries.output.contains("libsqlite3"), "\(libraries.output)")
    #else
    let libraries = try ProcessRun.run("otool", ["-L", binary])
    #endif
    #expect(!libraries.output.contains("libyaml"), "\(libraries.output)")

    // A package (the broken demo) is indexed exactly as by the usual build.
    let usual = ProcessRun.products.appendingPathComponent("implicits-index").path
    /// Indexes a copy of `source` (its `project` folder), paths and time made comparable.
    func index(_ tool: String, _ copyName: String, of source: String, project: String = "") throws -> (status: Int32, output: String) {
      let copy = folder.appendingPathComponent(copyName)
      try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(source), to: copy)
      let root = project.isEmpty ? copy : copy.appendingPathComponent(project)
      let run = try ProcessRun.run(tool, [root.path])
      return (run.status, run.output.replacingOccurrences(of: root.path, with: "ROOT")
                .replacingOccurrences(of: #"\(\d+\.\d+ s\)"#, with: "(TIME)", options: .regularExpression))
    }
    // The broken demo links to the correct one's files: copy both.
    let withoutYAML = try index(binary, "demo-a", of: "Examples", project: "ImplicitsDemoBroken")
    let withYAML = try index(usual, "demo-b", of: "Examples", project: "ImplicitsDemoBroken")
    #expect(withoutYAML.status == 1)
    #expect(withoutYAML.status == withYAML.status)
    #expect(withoutYAML.output == withYAML.output)
    #expect(withoutYAML.output.contains("unsatisfied-read"))

    // An XcodeGen project: a warning at project.yml naming the way out; its files are
    // still indexed, as one module.
    let spec = try index(binary, "garden", of: "Tests/Fixtures/analyzer/xcodegen-project")
    #expect(spec.output.contains("project.yml:1:1: warning: cannot read this XcodeGen spec (this build of the analyzer has no libyaml"),
            "\(spec.output)")
    #expect(spec.output.contains("`xcodegen`"))
    #expect(spec.output.contains("note: no module could be read: every Swift file is indexed as one module"))
    #expect(spec.output.contains("implicits: 6 files (6 parsed)"), "\(spec.output)")
  }
}
