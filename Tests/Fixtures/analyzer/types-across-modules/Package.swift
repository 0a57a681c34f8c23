// swift-tools-version:6.0
// Member chains resolve through types of another module: the app injects values
// that a library's singletons hold.
import PackageDescription

let package = Package(
  name: "Chains",
  targets: [
    .executableTarget(name: "App", dependencies: ["Core"]),
    .target(name: "Core"),
  ]
)
