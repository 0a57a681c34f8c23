// swift-tools-version:6.0
// A library declares a public protocol whose requirement is a view; the app's screen
// shows whichever conformer it holds. The project's conformers are followed (their
// reads are proved through the screen), and the warning says only that a type of
// another module could conform too.
import PackageDescription

let package = Package(
  name: "Tabs",
  targets: [
    .executableTarget(name: "App", dependencies: ["Tabs"]),
    .target(name: "Tabs"),
  ]
)
