#if canImport(SwiftUI)
import SwiftUI

// Implicit values travel in SwiftUI's EnvironmentValues, one environment key per
// implicit key: each specialisation below is a distinct key type, so SwiftUI
// stores each implicit key separately and re-runs only the bodies that read the
// key that changed. An absent value is nil; users never write a default.

/// The environment key of the type key `Value` (`.implicit(NetworkService())`).
struct TypeKey<Value>: EnvironmentKey {
  static var defaultValue: Value? { nil }
}

/// The environment key of the named key `Tag` (`.implicit(\.guestMode, true)`).
struct NamedKey<Tag: ImplicitKeyTag>: EnvironmentKey {
  static var defaultValue: Tag.Value? { nil }
}

/// A Hashable token for the key type `K`: `@Environment` and `environment(_:_:)`
/// take key paths, and a key-path subscript needs Hashable arguments (metatypes
/// are not).
struct ImplicitSlot<K: EnvironmentKey>: Hashable, Sendable {}

extension EnvironmentValues {
  /// `\.[implicitSlot: ImplicitSlot<K>()]` is the key path of key `K`.
  subscript<K: EnvironmentKey>(implicitSlot _: ImplicitSlot<K>) -> K.Value {
    get { self[K.self] }
    set { self[K.self] = newValue }
  }
}
#endif
