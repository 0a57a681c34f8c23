// swift-tools-version:6.0
// A client of the Implicits package that applies the ImplicitsCheck build plugin
// (Tests/PluginTests/ClientBuildTests.swift builds it). The dependency path is
// relative so the fixture also builds in place; the test substitutes this
// repository's absolute path when it copies the fixture.
import PackageDescription

let package = Package(
  name: "PluginClient",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "Implicits", path: "../../..")],
  targets: [
    .target(
      name: "Features",
      dependencies: [.product(name: "ImplicitsUI", package: "Implicits")],
      plugins: [.plugin(name: "ImplicitsCheck", package: "Implicits")]),
    .target(
      name: "ClientApp",
      dependencies: ["Features", .product(name: "ImplicitsUI", package: "Implicits")],
      plugins: [.plugin(name: "ImplicitsCheck", package: "Implicits")]),
  ]
)
