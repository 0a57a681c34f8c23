/// One environment read and what the proof says about it.
public struct ReadResult: Sendable, Equatable {
  public enum Status: String, Sendable, CaseIterable {
    /// App entries reach the view and every path from them has the value.
    case satisfied
    /// An app path the analyzer sees end to end misses it (or, with `onlyPreviews`,
    /// a preview's path does).
    case unsatisfied
    /// App paths miss it, but each passes a place the analyzer cannot see: neither
    /// satisfied nor an error (`unproven-read`).
    case unproven
    /// No app entry reaches the view (`reach` says whether previews do).
    case unreachable
    /// A public view of a library no app of the project uses.
    case exported
    /// An `@Environment(\.key)` or optional read that falls back to its default.
    case defaulted = "default"
    /// An `@EnvironmentObject` missing on some path whose property nothing in the project
    /// uses: SwiftUI looks an environment object up when the property is accessed, so it
    /// cannot crash until it is used (`unused-environment-object`).
    case unused
  }

  /// Which entries reach the read's view.
  public enum Reach: String, Sendable {
    /// An app entry (scene, hosting root, plain code, configured entry point).
    case app
    /// Only `#Preview` and `PreviewProvider`.
    case previews
    /// No entry.
    case none
  }

  public var id: Int
  public var module: String
  public var view: String
  public var property: String
  public var key: String
  /// implicit | environmentObject | environmentType | environmentKey
  public var kind: String
  public var isOptional: Bool
  public var status: Status
  /// Missing on some path, but only on paths that start at a `#Preview` or
  /// `PreviewProvider`: the canvas crashes, the app does not (`preview-missing-value`).
  public var onlyPreviews = false
  public var reach = Reach.app
  public var location: Location
  /// For a project built in several configurations (`iOS`, `tvOS`): the one whose
  /// index answered, and every one in which the read has this status. Empty otherwise.
  public var configuration = ""
  public var configurations: [String] = []

  /// Unique across the configurations' indexes (ids are per index).
  public var identity: String { configuration + "#" + String(id) }
  /// `[tvOS] ` when the status holds in some configurations only, for messages.
  public var configurationTag: String { configurations.isEmpty ? "" : "[" + configurations.joined(separator: ", ") + "] " }

  /// `View.property`, the name `why` takes.
  public var name: String { view + "." + property }
  /// Unsatisfied on some path of the app itself (not only in previews).
  public var failsInApp: Bool { status == .unsatisfied && !onlyPreviews }
  /// Unsatisfied, but only in previews.
  public var failsOnlyInPreviews: Bool { status == .unsatisfied && onlyPreviews }

  /// The proof's slot: kind and key, so different mechanisms never satisfy each other.
  public var slot: String { kind + ":" + key }

  /// How the read is written, for messages: `@Implicit var network: NetworkService`.
  public var keyDescription: String {
    switch kind {
    case "implicit": return key.hasPrefix("\\.") ? "@Implicit(\(key))" : "@Implicit \(key)"
    case "environmentObject": return "@EnvironmentObject \(key)"
    case "environmentType": return "@Environment(\(key).self)"
    default: return "@Environment(\(key))"
    }
  }

  /// A value the app already injects for this read's slot elsewhere (report.sql,
  /// injected-values), which a fix passes on rather than making a disconnected copy.
  public var injected: InjectedValue?

  public struct InjectedValue: Sendable, Equatable {
    public var value: String
    public var location: Location
  }

  /// The declaration that would provide this read, for suggested fixes: the value the
  /// app already injects when there is one (`.environmentObject(store)`, as
  /// App.swift:12 does), else a new one.
  public var suggestedDeclaration: String {
    guard let injected else { return newValueDeclaration }
    let text: String
    switch kind {
    case "implicit": text = key.hasPrefix("\\.") ? ".implicit(\(key), \(injected.value))" : ".implicit(\(injected.value))"
    case "environmentObject": text = ".environmentObject(\(injected.value))"
    case "environmentType": text = ".environment(\(injected.value))"
    default: text = ".environment(\(key), \(injected.value))"
    }
    return "\(text) (the value \(injected.location.file):\(injected.location.line) injects)"
  }

  /// The declaration of a new value (previews make their own).
  public var newValueDeclaration: String {
    switch kind {
    case "implicit": return key.hasPrefix("\\.") ? ".implicit(\(key), value)" : ".implicit(\(key)(...))"
    case "environmentObject": return ".environmentObject(\(key)(...))"
    case "environmentType": return ".environment(\(key)(...))"
    default: return ".environment(\(key), value)"
    }
  }
}

extension ReadResult {
  init(row: Row) {
    self.init(id: row.int(0), module: row.string(1), view: row.string(2), property: row.string(3),
              key: row.string(4), kind: row.string(5), isOptional: row.int(6) != 0,
              status: Status(rawValue: row.string(7)) ?? .unreachable, onlyPreviews: row.int(11) != 0,
              reach: Reach(rawValue: row.string(12)) ?? .none,
              location: Location(file: row.string(8), line: row.int(9), column: row.int(10)))
  }
}

import ImplicitsStore
