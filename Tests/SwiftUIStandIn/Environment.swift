/// Mirrors `SwiftUI.EnvironmentKey`.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

/// Mirrors `SwiftUI.EnvironmentValues`: one slot per key type, a missing slot
/// reads the key's `defaultValue`.
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Mirrors `EnvironmentValues.init()`.
  public init() {}

  /// Mirrors `EnvironmentValues.subscript<K: EnvironmentKey>(key:)`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Mirrors `EnvironmentValues.description`.
  public var description: String { "EnvironmentValues(\(values.count) keys)" }
}

/// Mirrors `SwiftUI.DynamicProperty` (without the underscored graph hooks).
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  /// Mirrors the default `DynamicProperty.update()`.
  public mutating func update() {}
}

/// Mirrors `SwiftUI.Environment` (the key-path form).
///
/// SwiftUI writes the current environment into the property in place before
/// `body`; the stand-in gets the same effect with a shared box the renderer
/// fills (see `Renderer.install`).
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox()

  /// Mirrors `Environment.init(_:)` taking a key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// Mirrors `Environment.wrappedValue`. Like SwiftUI, a property that was not
  /// installed (read outside `body`) reads the default environment.
  public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

final class EnvironmentBox {
  var values: EnvironmentValues?
}

/// What SwiftUI's `environment(_:_:)` returns (`_EnvironmentKeyWritingModifier`).
public struct _EnvironmentKeyWritingModifier<Value> {
  public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  public var value: Value
  /// Mirrors `_EnvironmentKeyWritingModifier.init(keyPath:value:)`.
  public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }
}

extension _EnvironmentKeyWritingModifier: ViewModifier {
  public typealias Body = Never
}

extension ViewModifier where Body == Never {
  /// Mirrors SwiftUI's primitive modifiers, whose body is never called.
  public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
  /// Mirrors `View.environment(_:_:)`.
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }
}
