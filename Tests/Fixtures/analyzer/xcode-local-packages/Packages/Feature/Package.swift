// swift-tools-version:5.9
import PackageDescription

// The product's name differs from its target's: clients get CatalogViews.
let package = Package(
  name: "Feature",
  products: [.library(name: "FeatureUI", targets: ["CatalogViews"])],
  dependencies: [.package(path: "../Shared")],
  targets: [
    .target(name: "CatalogViews", dependencies: [.product(name: "Shared", package: "Shared")]),
  ]
)
