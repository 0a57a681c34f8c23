// What a plan is made of: modules and the Swift files compiled into them, as the
// project describes them (whatever its format), so the indexer needs no format of its own.

/// One Swift file of the project and the module it belongs to.
public struct SourceFile: Sendable, Hashable {
  /// Relative to the project root, `/`-separated; absolute for a file an Xcode
  /// project compiles from outside the root.
  public var path: String
  public var module: String
}

/// A module of the project: a SwiftPM target or an Xcode native target.
public struct Module: Sendable, Hashable {
  public enum Kind: String, Sendable {
    /// Importable by other modules: its public views are exported requirements.
    case library
    /// An app, app extension or command-line tool.
    case executable
    case test
  }

  public var name: String
  /// How discovery tells modules apart: the name, except for a second target of the
  /// same module name built for other platforms (an iOS app and a watchOS app both
  /// named `Pocket`, or one XcodeGen target per destination): `Pocket@watchOS`. Such
  /// modules are never built in one configuration, so each is indexed by its name
  /// in its own; they are never merged into one module. Two apps of one module name
  /// compiled with other conditions are kept apart the same way (`Pocket#REMOTE`).
  var id: String
  public var kind: Kind
  /// Names of the modules and products it depends on, as declared (SwiftPM
  /// `dependencies:`, Xcode target dependencies, linked products and package
  /// products). Names outside the project (external products) are kept.
  public var dependencies: [String]
  /// The platforms it is built for, as `#if os(...)` names them (`iOS`, `tvOS`), from
  /// the project (`SDKROOT`, `SUPPORTED_PLATFORMS`, XcodeGen's `platform`, Tuist's
  /// `destinations`); empty when the project does not say. A package's `platforms:`
  /// only sets minimum versions: its modules are built for whatever uses them, so
  /// `preferredPlatforms` holds those, used only when nothing in the project does.
  var platforms: [String] = []
  var preferredPlatforms: [String] = []
  /// Its active compilation conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS` of the
  /// Debug configuration, `swiftSettings: [.define(...)]`); nil when not stated.
  public var defines: [String]?
  /// Whether its iOS build also runs on a Mac (Mac Catalyst, or an iPad app on a Mac),
  /// where SwiftUI presents apart what it presents inline on iOS; nil when the project
  /// does not say (a package, a plain folder).
  var runsOnMac: Bool?
  /// The minimum OS version per platform (`iOS` → `16.0`), as the project declares it.
  var deploymentTargets: [String: String] = [:]
  /// The project file that describes it and how that was read (`implicits-index --plan`).
  var origin: ModuleOrigin?

  init(name: String, kind: Kind, dependencies: [String] = [], platforms: [String] = [],
              defines: [String]? = nil) {
    self.name = name
    self.id = name
    self.kind = kind
    self.dependencies = dependencies
    self.platforms = platforms
    self.defines = defines
  }
}


/// Where a module comes from: the project file that describes it, and whether its
/// values were read as written, evaluated (a manifest that computes them), or guessed
/// (a convention, where the description could not be read).
public struct ModuleOrigin: Sendable, Hashable, CustomStringConvertible {
  public enum Reading: String, Sendable {
    case read, evaluated, guessed
  }

  public var file: String
  public var reading: Reading

  public var description: String {
    switch reading {
    case .read: "read from \(file)"
    case .evaluated: "evaluated from \(file)"
    case .guessed: "guessed (\(file) not read in full)"
    }
  }
}
