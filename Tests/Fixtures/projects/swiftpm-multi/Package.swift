// swift-tools-version:5.9
// Discovery fixture: an app depending on a library at a custom path with an excluded
// folder, a `sources:`-restricted library, a macro, a test target, and a script
// outside every target (not compiled, so not indexed).
import CompilerPluginSupport
import PackageDescription

let featureDependencies: [Target.Dependency] = [
  .product(name: "Collections", package: "swift-collections"),
]

let package = Package(
  name: "Multi",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.0.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "600.0.0"),
  ],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [.target(name: "Feature"), "Shared", .byName(name: "Macros")]),
    .target(
      name: "Feature",
      dependencies: featureDependencies + ["Shared"],
      path: "Modules/Feature",
      exclude: ["Legacy", "README.md"]),
    .target(name: "Shared", sources: ["Public"]),
    .macro(
      name: "Macros",
      dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]),
    .testTarget(name: "AppTests", dependencies: [Target.Dependency.target(name: "App")]),
  ]
)
