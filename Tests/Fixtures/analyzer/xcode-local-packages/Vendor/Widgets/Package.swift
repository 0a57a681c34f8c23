// swift-tools-version:5.9
import PackageDescription

// A package in the folder that nothing references: its files belong to no target.
let package = Package(name: "Widgets", targets: [.target(name: "Widgets")])
