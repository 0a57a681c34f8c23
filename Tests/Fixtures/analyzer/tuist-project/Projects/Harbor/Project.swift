import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Harbor",
  targets: [
    .target(
      name: "Harbor",
      destinations: .iOS,
      product: .app,
      bundleId: "com.example.harbor",
      sources: ["Sources/**"],
      dependencies: [.project(target: "DockKit", path: "../DockKit")]
    ),
    .target(
      name: "HarborTests",
      destinations: .iOS,
      product: .unitTests,
      bundleId: "com.example.harbor.tests",
      sources: ["Tests/**/*.swift"],
      dependencies: [.target(name: "Harbor")]
    ),
    .makeWidget(name: "HarborWidget"),
  ]
)
