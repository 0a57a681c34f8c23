import Foundation
import Testing

/// The prebuilt plugin: `scripts/release` builds the artifact bundle and the plugin
/// package that uses it (Prebuilt/Package.swift, binaryTarget(path:)); the plugin
/// client fixture built against that package compiles ImplicitsUI and its own code and
/// nothing else (no SwiftSyntax, no analyzer), fails on a missing value as the source
/// plugin does, and passes once the value is declared again.
@Suite("The prebuilt plugin", .serialized)
struct PrebuiltPluginTests {
  static let repository = ClientBuildTests.repository

  /// What the source plugin's first build compiles and the prebuilt one must not.
  static let analyzerModules = ["SwiftSyntax", "SwiftParser", "SwiftIfConfig", "SwiftOperators", "ImplicitsStore",
                                "ImplicitsExtract", "ImplicitsDiscovery", "ImplicitsIndexer", "ImplicitsQuery",
                                "ImplicitsCLI", "ImplicitsGlue", "implicits_index", "implicits_glue", "implicits_query"]

  @Test(.timeLimit(.minutes(30)))
  func aClientOfTheBundleCompilesNoAnalyzer() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("implicits-prebuilt-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let dist = folder.appendingPathComponent("dist"), plugin = folder.appendingPathComponent("implicits-prebuilt")
    let release = try ProcessRun.run(Self.repository.appendingPathComponent("scripts/release").path,
                               ["--output", dist.path, "--plugin-package", plugin.path])
    try #require(release.status == 0, "\(release.output)")

    // The bundle: info.json (schema 1.0), one variant of each tool for this machine.
    let bundle = dist.appendingPathComponent("implicits.artifactbundle")
    let info = try #require(try JSONSerialization.jsonObject(
      with: Data(contentsOf: bundle.appendingPathComponent("info.json"))) as? [String: Any])
    #expect(info["schemaVersion"] as? String == "1.0")
    let artifacts = try #require(info["artifacts"] as? [String: [String: Any]])
    #expect(Set(artifacts.keys) == ["implicits-index", "implicits-glue", "implicits-query"])
    #if os(Linux) && arch(x86_64)
    let triple = "x86_64-unknown-linux-gnu"
    #elseif os(Linux)
    let triple = "aarch64-unknown-linux-gnu"
    #else
    let triple = "arm64-apple-macosx"
    #endif
    for (name, artifact) in artifacts {
      #expect(artifact["type"] as? String == "executable")
      let variants = try #require(artifact["variants"] as? [[String: Any]])
      let variant = try #require(variants.first { ($0["supportedTriples"] as? [String])?.contains(triple) == true }, "\(name)")
      let path = try #require(variant["path"] as? String)
      #expect(FileManager.default.isExecutableFile(atPath: bundle.appendingPathComponent(path).path))
    }
    #expect(FileManager.default.fileExists(atPath: dist.appendingPathComponent("implicits.artifactbundle.zip").path))
    let checksum = try String(contentsOf: dist.appendingPathComponent("implicits.artifactbundle.zip.checksum"), encoding: .utf8)
    #expect(checksum.trimmingCharacters(in: .whitespacesAndNewlines).count == 64)

    #if os(Linux)
    // The tools load the Swift runtime and SwiftSyntax from the bundle, not a toolchain.
    let index = try #require(((artifacts["implicits-index"]?["variants"] as? [[String: Any]])?.first?["path"]) as? String)
    let libraries = try ProcessRun.run("/usr/bin/ldd", [bundle.appendingPathComponent(index).path])
    let swiftLibraries = libraries.output.split(separator: "\n").filter { $0.contains("libSwift") || $0.contains("libswift") || $0.contains("Foundation") }
    #expect(swiftLibraries.count >= 10, "\(libraries.output)")
    for line in swiftLibraries { #expect(line.contains(bundle.path), "\(line)") }
    #endif

    // A client of the prebuilt package: correct, then broken, then correct again.
    let client = try ClientBuildTests.Client(dependency: plugin, in: folder)
    let sources = client.package.path + "/Sources"
    let first = try client.swift("build")
    #expect(first.status == 0, "\(first.output)")
    #expect(first.output.contains("implicits: 5 files (5 parsed), 4 views, 5 reads: 5 satisfied, 0 unsatisfied"))
    #expect(first.output.contains("Compiling ImplicitsUI"))
    for module in Self.analyzerModules {
      #expect(!first.lines.contains { $0.contains("Compiling \(module) ") || $0.contains("Emitting module \(module)") },
              "\(module) is compiled: \(first.output)")
    }
    #expect(!first.output.contains("Linking implicits-"), "\(first.output)")
    #expect(try client.glue(of: "ClientApp").contains("var compactRows: Named<_ImplicitKeyTag_compactRows>"))

    try client.applyBrokenVariant()
    let broken = try client.swift("build")
    #expect(broken.status != 0, "\(broken.output)")
    // The check's errors come through the compiler (an unavailable call at the read's line, as the
    // source plugin's: ClientBuildTests), each once per file and line.
    let errors = Set(broken.lines.filter { $0.contains(": error: ") && $0.hasPrefix("/") }.map { line in
      let parts = line.split(separator: ":", maxSplits: 3)
      return "\(parts[0]):\(parts[1]):" + CompilerErrorText.message(line.components(separatedBy: ": error: ")[1])
    })
    #expect(errors.contains { $0.hasPrefix(sources + "/ClientApp/ClientApp.swift:29:@Implicit Session of ProfileView.session") },
            "\(broken.output)")
    #expect(errors.contains { $0.hasPrefix(sources + "/Features/SettingsView.swift:6:@Implicit(\\.guestMode) of SettingsView.guest") })
    #expect(errors.count == 2, "\(errors)")

    try client.restoreCorrectVariant()
    let fixed = try client.swift("build")
    #expect(fixed.status == 0, "\(fixed.output)")
    #expect(fixed.output.contains("5 reads: 5 satisfied, 0 unsatisfied"), "\(fixed.output)")

    // The report command plugin runs the bundled implicits-query.
    let report = try client.swift("package", "implicits-report", "--format", "json")
    #expect(report.status == 0, "\(report.output)")
    #expect(report.output.contains("\"unsatisfied\": 0,"), "\(report.output)")
  }
}
