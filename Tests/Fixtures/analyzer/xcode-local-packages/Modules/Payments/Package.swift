// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Payments",
  products: [.library(name: "Payments", targets: ["PaymentsUI"])],
  dependencies: [.package(path: "../../Packages/Shared")],
  targets: [.target(name: "PaymentsUI", dependencies: ["Shared"])]
)
