// swift-tools-version:5.9
// Discovery fixture: a manifest that computes its lists, as larger packages do: products
// and targets built in closures, `#if os(macOS)` (true: manifests are evaluated on the
// Mac that builds), targets and local packages mapped from constants, interpolated paths.
import PackageDescription

let features = ["Search", "Profile"]
let localPackages = ["Kit"]

let package = Package(
  name: "Computed",
  platforms: [.macOS(.v14)],
  products: {
    var products: [Product] = [.library(name: "Core", targets: ["Core"])]
    #if os(macOS)
    products.append(.executable(name: "Desk", targets: ["Desk"]))
    #endif
    return products
  }(),
  dependencies: localPackages.map { .package(path: "Packages/\($0)") },
  targets: {
    var targets: [Target] = [
      .target(name: "Core"),
      .testTarget(name: "CoreTests", dependencies: ["Core"]),
    ]
    targets += features.map { feature in
      .target(name: feature, dependencies: ["Core", .product(name: "Kit", package: "Kit")], path: "Features/\(feature)")
    }
    #if os(macOS)
    targets.append(.executableTarget(name: "Desk", dependencies: ["Core"] + features.map { .target(name: $0) }))
    #else
    targets.append(.executableTarget(name: "LinuxTool", dependencies: ["Core"]))
    #endif
    return targets
  }()
)
