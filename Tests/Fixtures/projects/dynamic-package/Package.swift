// swift-tools-version:5.9
// Discovery fixture: a manifest that computes part of its targets. What can be read
// is used; the rest falls back, per target, to SwiftPM's conventional layout.
import PackageDescription

let base = "Features"
let appDependencies: [Target.Dependency] = ["Profile", "Search"]

let package = Package(
  name: "Dynamic",
  targets: [
    .executableTarget(name: "App", dependencies: appDependencies),
    .target(name: "Profile", path: "\(base)/Profile"),
    .testTarget(name: "AppTests", dependencies: ["App"] + testHelpers()),
  ]
)

func testHelpers() -> [Target.Dependency] { [] }

for name in ["Search"] {
  package.targets.append(.target(name: name))
}
