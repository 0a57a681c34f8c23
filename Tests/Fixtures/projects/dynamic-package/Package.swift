// swift-tools-version:5.9
// Discovery fixture: a manifest that computes its targets. What the analyzer can
// evaluate is used (constants, interpolation, a function, a loop over a list); what it
// cannot (listing a folder) is a warning, and the targets it may add fall back to
// SwiftPM's conventional layout.
import Foundation
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

for name in try FileManager.default.contentsOfDirectory(atPath: "Sources").filter({ $0 != "App" }) {
  package.targets.append(.target(name: name))
}
