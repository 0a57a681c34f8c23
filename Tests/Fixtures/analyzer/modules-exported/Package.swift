// swift-tools-version:6.0
// A package with an app target and a library target: names resolve through imports,
// and the library's public views that nothing shows are its exported requirements.
import PackageDescription

let package = Package(
  name: "Shop",
  targets: [
    .executableTarget(name: "App", dependencies: ["Feature"]),
    .target(name: "Feature"),
  ]
)
