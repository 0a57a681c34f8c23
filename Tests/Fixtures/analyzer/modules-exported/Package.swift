// swift-tools-version:6.0
// A package with an app target and two library targets: names resolve through
// imports; a library the app uses is the app's own code (its views nothing shows are
// unreachable), while the public views of a library nothing in the package uses are
// that library's exported requirements.
import PackageDescription

let package = Package(
  name: "Shop",
  targets: [
    .executableTarget(name: "App", dependencies: ["Feature"]),
    .target(name: "Feature"),
    .target(name: "Gallery"),
  ]
)
