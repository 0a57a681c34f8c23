// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Soil",
  products: [.library(name: "SoilUI", targets: ["SoilViews"])],
  targets: [.target(name: "SoilViews")]
)
