// swift-tools-version:5.9
import PackageDescription

// Not in the Xcode project: reached only through Feature's `.package(path:)`.
let package = Package(
  name: "Shared",
  products: [.library(name: "Shared", targets: ["SharedModels"])],
  targets: [.target(name: "SharedModels")]
)
