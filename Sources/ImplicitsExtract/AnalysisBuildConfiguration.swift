import SwiftIfConfig
import SwiftSyntax

/// The build the analyzer assumes when it meets `#if` (docs/design.md §4, "`#if`"): by default
/// an iOS app built for debugging. A condition it cannot decide (an unknown module in
/// `canImport`, an unlisted `targetEnvironment`) makes the `#if` undecided: every
/// branch is indexed as a possibility, and a declaration that only an undecided
/// branch applies never counts.
public struct AnalysisBuildConfiguration: BuildConfiguration, Sendable, Hashable {
  public var os: String = "iOS"
  public var architectures: Set<String> = ["arm64"]
  /// `-D` flags: `DEBUG` and the project's own.
  public var customConditions: Set<String> = ["DEBUG"]
  /// Modules `canImport` accepts; `unavailableModules` it rejects; others are undecided.
  public var availableModules: Set<String> = [
    "SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "SwiftData", "CoreData", "Swift", "Dispatch",
    "CoreGraphics", "CoreFoundation", "os", "OSLog", "Charts", "MapKit", "PhotosUI", "StoreKit", "WidgetKit",
    "ActivityKit", "AVKit", "AVFoundation", "CoreLocation", "UserNotifications", "Darwin", "ImplicitsUI",
  ]
  public var unavailableModules: Set<String> = ["AppKit", "WatchKit", "Cocoa", "Glibc", "WinSDK", "XCTest"]
  /// `targetEnvironment(...)` values that are set; `simulator`/`macCatalyst` are unset
  /// by default (a device build).
  public var environments: Set<String> = []
  public var languageMode: [Int] = [6]
  public var compilerVersionComponents: [Int] = [6, 3]
  /// What the project itself declares that changes how a call reads: see ProjectNames.
  public var projectNames = ProjectNames()

  public init() {}

  /// A stable description, stored with the index: changing it re-parses every file.
  public var fingerprint: String {
    [os, architectures.sorted().joined(separator: ","), customConditions.sorted().joined(separator: ","),
     availableModules.sorted().joined(separator: ","), unavailableModules.sorted().joined(separator: ","),
     environments.sorted().joined(separator: ","), projectNames.fingerprint].joined(separator: ";")
  }

  struct Undecidable: Error { var what: String }

  public func isCustomConditionSet(name: String) throws -> Bool { customConditions.contains(name) }
  public func hasFeature(name: String) throws -> Bool { true }
  public func hasAttribute(name: String) throws -> Bool { true }
  public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
    let module = importPath.first?.1 ?? ""
    if availableModules.contains(module) { return true }
    if unavailableModules.contains(module) { return false }
    throw Undecidable(what: "canImport(\(importPath.map(\.1).joined(separator: ".")))")
  }
  public func isActiveTargetOS(name: String) throws -> Bool { name == os }
  public func isActiveTargetArchitecture(name: String) throws -> Bool { architectures.contains(name) }
  public func isActiveTargetEnvironment(name: String) throws -> Bool { environments.contains(name) }
  public func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" ? os != "Linux" : false }
  public func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
  public func isActiveTargetObjectFormat(name: String) throws -> Bool { name == (os == "Linux" ? "ELF" : "MachO") }
  public var targetPointerBitWidth: Int { 64 }
  public var targetAtomicBitWidths: [Int] { [8, 16, 32, 64] }
  public var endianness: Endianness { .little }
  public var languageVersion: VersionTuple { VersionTuple(components: languageMode) }
  public var compilerVersion: VersionTuple { VersionTuple(components: compilerVersionComponents) }
}

/// What an `#if` means under the build configuration.
enum IfConfigDecision {
  /// The active clause (nil: no clause is active).
  case decided(IfConfigClauseSyntax?)
  /// Some condition could not be evaluated.
  case undecided(condition: String)

  init(_ ifConfig: IfConfigDeclSyntax, configuration: AnalysisBuildConfiguration) {
    for clause in ifConfig.clauses {
      guard let condition = clause.condition else {  // #else
        self = .decided(clause)
        return
      }
      let (state, _, diagnostics) = IfConfigRegionState.evaluating(condition, in: configuration)
      if diagnostics.contains(where: { $0.diagMessage.severity == .error }) {
        self = .undecided(condition: SyntaxNames.trimmedText(condition))
        return
      }
      if state == .active {
        self = .decided(clause)
        return
      }
    }
    self = .decided(nil)
  }
}
