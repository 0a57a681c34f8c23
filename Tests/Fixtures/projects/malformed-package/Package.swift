// swift-tools-version:5.9
// Discovery fixture: a manifest with a syntax error (the `]` of `targets:` is
// missing). Discovery warns at the error and falls back to the conventional layout.
import PackageDescription

let package = Package(
  name: "Broken",
  targets: [
    .target(name: "Alpha"),
    .testTarget(name: "AlphaTests", dependencies: ["Alpha"]),
)
