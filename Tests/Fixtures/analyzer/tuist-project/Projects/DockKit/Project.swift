import ProjectDescription

let project = Project(
  name: "DockKit",
  targets: [
    Target(name: "DockKit", platform: .iOS, product: .framework, bundleId: "com.example.dockkit", sources: "Sources/Views/**"),
  ]
)
