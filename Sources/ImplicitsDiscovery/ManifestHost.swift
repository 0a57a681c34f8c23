import SwiftIfConfig
import SwiftSyntax

/// The machine a manifest of an Apple-platform project is evaluated on: a Mac. SwiftPM
/// and Tuist run a manifest on the host that builds, not on the device the app runs
/// on, so `#if os(macOS)` in a `Package.swift` is true even for an iOS app, and a
/// manifest's `os(Linux)` branch is never the one that builds it. Evaluating as this
/// Mac gives the same answer on any machine the analyzer runs on.
struct ManifestHost: BuildConfiguration {
  static let importable: Set<String> = [
    "Foundation", "Darwin", "AppKit", "Dispatch", "PackageDescription", "ProjectDescription",
    "ProjectDescriptionHelpers", "Swift",
  ]

  /// The clause of an `#if` a Mac compiles; nil when none is (or a condition is malformed).
  static func activeClause(of ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    ifConfig.activeClause(in: ManifestHost()).clause
  }

  func isCustomConditionSet(name: String) throws -> Bool { false }
  func hasFeature(name: String) throws -> Bool { true }
  func hasAttribute(name: String) throws -> Bool { true }
  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
    Self.importable.contains(importPath.first?.1 ?? "")
  }
  func isActiveTargetOS(name: String) throws -> Bool { name == "macOS" }
  func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
  func isActiveTargetEnvironment(name: String) throws -> Bool { false }
  func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" }
  func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
  func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
  var targetPointerBitWidth: Int { 64 }
  var targetAtomicBitWidths: [Int] { [8, 16, 32, 64] }
  var endianness: Endianness { .little }
  var languageVersion: VersionTuple { VersionTuple(6) }
  var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
