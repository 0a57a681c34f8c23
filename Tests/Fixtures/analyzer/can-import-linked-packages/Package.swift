// swift-tools-version:5.9
// Fixture: `#if canImport(X)` of a package the project links is true; of one it does
// not link, it stays undecided.
import PackageDescription

let package = Package(
  name: "Journal",
  platforms: [.iOS(.v17)],
  dependencies: [.package(url: "https://example.com/pulse.git", from: "4.0.0")],
  targets: [
    .executableTarget(name: "Journal", dependencies: [.product(name: "Pulse", package: "pulse")]),
  ]
)
