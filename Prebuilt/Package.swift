// swift-tools-version:6.0
//
// Implicits, prebuilt: the ImplicitsUI library and the ImplicitsCheck and ImplicitsReport
// plugins, whose tools (implicits-index, implicits-glue, implicits-query) come from an
// artifact bundle instead of being compiled. A client compiles ImplicitsUI and nothing
// else: no SwiftSyntax, no analyzer (docs/build-plugin.md, "The prebuilt plugin").
//
// This file is the template `scripts/release --plugin-package DIR` fills in: it copies
// the sources of ImplicitsUI and of the two plugins beside it, and either the bundle
// (binaryTarget(path:), below) or, with `--url`, the address and checksum of the
// released zip (binaryTarget(url:checksum:)). The released package is
// https://github.com/implicits-swift/implicits-prebuilt, made this way from each tag.
import PackageDescription

let package = Package(
  name: "ImplicitsPrebuilt",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "ImplicitsUI", targets: ["ImplicitsUI"]),
    .plugin(name: "ImplicitsCheck", targets: ["ImplicitsCheck"]),
    .plugin(name: "ImplicitsReport", targets: ["ImplicitsReport"]),
  ],
  targets: [
    .target(name: "ImplicitsUI"),
    // RELEASE: the binary target (scripts/release rewrites this line with --url).
    .binaryTarget(name: "ImplicitsTools", path: "implicits.artifactbundle"),
    .plugin(
      name: "ImplicitsCheck",
      capability: .buildTool(),
      dependencies: ["ImplicitsTools"]),
    .plugin(
      name: "ImplicitsReport",
      capability: .command(
        intent: .custom(verb: "implicits-report", description: "Index the package and print implicits-query report")),
      dependencies: ["ImplicitsTools"]),
  ]
)
