// swift-tools-version:6.2
//
// Implicits for SwiftUI: the `ImplicitsUI` runtime library and the analyzer
// (`implicits-index`, `implicits-query`).
//
// SwiftSyntax comes from the toolchain when it has it: `<toolchain>/usr/lib/swift/host`
// holds SwiftSyntax, SwiftParser, SwiftIfConfig ... as library-evolution modules on
// Linux toolchains. The toolchain is located from the `swiftc` on PATH;
// `IMPLICITS_TOOLCHAIN=/path/to/usr` overrides it. A toolchain without those modules
// (Xcode's) gets the swift-syntax package instead, with nothing to set.
// `IMPLICITS_SWIFT_SYNTAX=host|package` forces either.
//
// libyaml, which reads XcodeGen's project.yml, is used when its header is found (Debian's
// libyaml-dev, Homebrew's or MacPorts' libyaml); macOS does not ship it, and without it
// the package builds all the same and a project.yml met at run time is a warning.
// `IMPLICITS_YAML=on|off` forces either; `IMPLICITS_YAML_INCLUDE=DIR:DIR` replaces the
// folders searched for yaml.h. SQLite and libedit are in the macOS SDK. See docs/building.md.
import Foundation
import PackageDescription

let environment = ProcessInfo.processInfo.environment

/// `<toolchain>/usr`, from IMPLICITS_TOOLCHAIN or the `swiftc` found on PATH.
func toolchainUsr() -> String {
  if let override = environment["IMPLICITS_TOOLCHAIN"], !override.isEmpty { return override }
  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
    if FileManager.default.isExecutableFile(atPath: candidate.path) {
      return candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().path
    }
  }
  return "/usr"
}

let hostLibraries = toolchainUsr() + "/lib/swift/host"
let syntaxModules = ["SwiftSyntax", "SwiftParser", "SwiftIfConfig", "SwiftOperators", "SwiftDiagnostics"]

/// Whether the toolchain ships every module the analyzer imports.
let hostHasSwiftSyntax = syntaxModules.allSatisfy {
  FileManager.default.fileExists(atPath: "\(hostLibraries)/\($0).swiftmodule")
}
let usesSwiftSyntaxPackage: Bool
switch environment["IMPLICITS_SWIFT_SYNTAX"] {
case "package": usesSwiftSyntaxPackage = true
case "host": usesSwiftSyntaxPackage = false
default: usesSwiftSyntaxPackage = !hostHasSwiftSyntax
}

var packageDependencies: [Package.Dependency] = []
var syntaxDependencies: [Target.Dependency] = []
var syntaxSettings: [SwiftSetting] = []
var syntaxLinkerSettings: [LinkerSetting] = []
if usesSwiftSyntaxPackage {
  packageDependencies.append(.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0"))
  syntaxDependencies = syntaxModules.map { .product(name: $0, package: "swift-syntax") }
} else {
  syntaxSettings = [.unsafeFlags(["-I", hostLibraries])]
  syntaxLinkerSettings = [.unsafeFlags(["-L", hostLibraries, "-Xlinker", "-rpath", "-Xlinker", hostLibraries])]
    + syntaxModules.map { .linkedLibrary($0) }
}

/// Folders searched for libyaml's header: the system's, Homebrew's (Apple silicon and
/// Intel) and MacPorts'. Homebrew's are found again through pkg-config when building.
let yamlIncludeFolders = (environment["IMPLICITS_YAML_INCLUDE"].map { $0.split(separator: ":").map(String.init) })
  ?? ["/usr/include", "/usr/local/include", "/opt/homebrew/include", "/opt/local/include"]
let usesYAML: Bool
switch environment["IMPLICITS_YAML"] {
case "on": usesYAML = true
case "off": usesYAML = false
default: usesYAML = yamlIncludeFolders.contains { FileManager.default.fileExists(atPath: $0 + "/yaml.h") }
}
/// With libyaml discovery reads XcodeGen specs (`IMPLICITS_YAML` is its compilation
/// condition); without it the CYAML module is not declared at all.
let yamlTargets: [Target] = usesYAML
  ? [.systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])])]
  : []
let yamlDependencies: [Target.Dependency] = usesYAML ? ["CYAML"] : []
let yamlSettings: [SwiftSetting] = usesYAML ? [.define("IMPLICITS_YAML")] : []

/// The SQL of Schema/ and Queries/ is embedded in the store module (through the
/// symlinks in Sources/ImplicitsStore/SQL), so the binaries never look for it at run
/// time. Listed by name: SwiftPM caches this manifest, so a directory scan here
/// would miss new files.
let schemaFiles = ["facts.sql"]
let queryFiles = ["reset_derived.sql", "type_hierarchy.sql", "types.sql", "types_step.sql",
                  "derive_graph_1_entries.sql", "derive_graph_2_bodies.sql", "derive_graph_3_names.sql",
                  "derive_graph_4_values.sql", "derive_graph_5_edges.sql", "view_flow.sql", "controllers.sql",
                  "flow_apply.sql", "flow_changes.sql", "presentations.sql", "derive_sites_1_context.sql", "derive_sites_2_keys.sql",
                  "derive_sites_3_findings.sql", "provides.sql", "site_keys.sql", "affected_slots.sql", "diagnostics.sql",
                  "proof.sql", "why.sql", "report.sql", "browse.sql"]
let embeddedSQL: [Resource] =
  schemaFiles.map { .embedInCode("SQL/Schema/\($0)") } + queryFiles.map { .embedInCode("SQL/Queries/\($0)") }

let package = Package(
  name: "Implicits",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "ImplicitsUI", targets: ["ImplicitsUI"]),
    .executable(name: "implicits-index", targets: ["implicits-index"]),
    .executable(name: "implicits-query", targets: ["implicits-query"]),
    .executable(name: "implicits-glue", targets: ["implicits-glue"]),
    .plugin(name: "ImplicitsCheck", targets: ["ImplicitsCheck"]),
    .plugin(name: "ImplicitsReport", targets: ["ImplicitsReport"]),
  ],
  dependencies: packageDependencies,
  targets: [
    // Runtime library users import in their SwiftUI code.
    .target(name: "ImplicitsUI"),

    // --- ImplicitsUI tests (test support only; no product uses these) ---
    // SwiftUI exists only on Apple platforms, so the ImplicitsUI sources are
    // compiled a second time (symlinks in Tests/ImplicitsUIOnStandIn) against a
    // stand-in whose declarations mirror SwiftUI's. Its module is named
    // SwiftUIStandIn and imported as `SwiftUI` through -module-alias, in these
    // targets only: a module literally named SwiftUI would sit in the shared
    // Modules folder and turn on `canImport(SwiftUI)` in every other target,
    // the real ImplicitsUI included.
    .target(name: "SwiftUIStandIn", path: "Tests/SwiftUIStandIn"),
    .target(
      name: "ImplicitsUIOnStandIn",
      dependencies: ["SwiftUIStandIn"],
      path: "Tests/ImplicitsUIOnStandIn",
      swiftSettings: [.unsafeFlags(["-module-alias", "SwiftUI=SwiftUIStandIn"])]),
    .testTarget(
      name: "ImplicitsUITests",
      dependencies: ["ImplicitsUIOnStandIn", "SwiftUIStandIn"],
      swiftSettings: [.unsafeFlags(["-module-alias", "SwiftUI=SwiftUIStandIn"])]),
    // --- end ImplicitsUI tests ---

    // Analyzer layers: storage, extraction, discovery, indexing, queries, command line.
    .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    // libedit (BSD-licensed) for the interactive prompt of implicits-query.
    .systemLibrary(name: "CEditLine", providers: [.apt(["libedit-dev"])]),
    // The C library allocator's settings (glibc's mallopt; a no-op elsewhere).
    .systemLibrary(name: "CMalloc"),
    // The one version string (`--version`, SARIF's tool.driver.version).
    .target(name: "ImplicitsVersion"),
  ] + yamlTargets + [
    .target(
      name: "ImplicitsStore",
      dependencies: ["CSQLite", "ImplicitsVersion"],
      resources: embeddedSQL),
    .target(
      name: "ImplicitsExtract",
      dependencies: syntaxDependencies,
      swiftSettings: syntaxSettings,
      linkerSettings: syntaxLinkerSettings),
    // Which files, in which module, built for which platforms and conditions: package
    // manifests, Xcode projects and workspaces, XcodeGen and Tuist specs, read without
    // running anything. Apart from indexing so either can change without the other.
    .target(
      name: "ImplicitsDiscovery",
      dependencies: syntaxDependencies + yamlDependencies,
      swiftSettings: syntaxSettings + yamlSettings,
      linkerSettings: syntaxLinkerSettings),
    .target(
      name: "ImplicitsIndexer",
      dependencies: ["ImplicitsDiscovery", "ImplicitsStore", "ImplicitsExtract", "ImplicitsVersion", "CMalloc"],
      swiftSettings: syntaxSettings),
    .target(
      name: "ImplicitsQuery",
      dependencies: ["ImplicitsStore", "ImplicitsVersion"]),
    .target(
      name: "ImplicitsCLI",
      dependencies: ["ImplicitsDiscovery", "ImplicitsIndexer", "ImplicitsQuery", "ImplicitsVersion", "CEditLine"],
      swiftSettings: syntaxSettings),
    // Thin front ends: all behaviour lives in ImplicitsCLI.
    .executableTarget(
      name: "implicits-index",
      dependencies: ["ImplicitsCLI"],
      swiftSettings: syntaxSettings),
    .executableTarget(
      name: "implicits-query",
      dependencies: ["ImplicitsCLI"],
      swiftSettings: syntaxSettings),
    // The parse-only limit of scripts/bench (docs/performance.md), built against the same
    // SwiftSyntax as the analyzer, toolchain or package.
    .executableTarget(
      name: "parse-baseline",
      dependencies: syntaxDependencies + ["ImplicitsExtract"],
      path: "scripts/parse-baseline",
      swiftSettings: syntaxSettings,
      linkerSettings: syntaxLinkerSettings),
    // Deterministic mutation fuzzer of extraction and indexing (scripts/fuzz, docs/reliability.md).
    .executableTarget(
      name: "implicits-fuzz",
      dependencies: ["ImplicitsIndexer", "ImplicitsQuery"],
      swiftSettings: syntaxSettings),

    // --- Build plugin (docs/build-plugin.md) ---
    // Named-key glue generator (docs/implicitsui-glue.md), and its thin front end,
    // which the build plugin runs before implicits-index.
    .target(
      name: "ImplicitsGlue",
      dependencies: syntaxDependencies + ["ImplicitsVersion"],
      swiftSettings: syntaxSettings,
      linkerSettings: syntaxLinkerSettings),
    .executableTarget(
      name: "implicits-glue",
      dependencies: ["ImplicitsGlue"],
      swiftSettings: syntaxSettings),
    .plugin(
      name: "ImplicitsCheck",
      capability: .buildTool(),
      dependencies: ["implicits-glue", "implicits-index"]),
    .plugin(
      name: "ImplicitsReport",
      // No write permission: the report goes to standard output, and asking for
      // one would make every run need --allow-writing-to-package-directory.
      capability: .command(
        intent: .custom(verb: "implicits-report", description: "Index the package and print implicits-query report")),
      dependencies: ["implicits-index", "implicits-query"]),
    // Glue unit tests, and an end-to-end build of Tests/Fixtures/plugin-client.
    .testTarget(
      name: "PluginTests",
      dependencies: ["ImplicitsGlue"],
      swiftSettings: syntaxSettings),
    // --- end build plugin ---

    .testTarget(
      name: "ImplicitsAnalyzerTests",
      dependencies: ["ImplicitsDiscovery", "ImplicitsIndexer", "ImplicitsQuery", "ImplicitsCLI"],
      swiftSettings: syntaxSettings),
  ]
)
