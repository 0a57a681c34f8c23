#if canImport(SwiftUI)
import SwiftUI

/// Reads an implicit value declared above this view with `.implicit(...)`.
///
///     struct ContentView: View {
///       @Implicit var network: NetworkService   // type key: the property's type
///       @Implicit(\.guestMode) var guest: Bool  // named key
///       var body: some View { ... }
///     }
///
/// It works in views and view modifiers. The value is read when SwiftUI
/// evaluates `body`, not when the view is created, and SwiftUI re-runs `body`
/// when the key's value changes. The analyzer proves a declaration exists above
/// every read; if one is missing anyway, reading the property traps with a
/// message naming the view, the key and the `implicits-query why` command.
@propertyWrapper
public struct Implicit<Value>: DynamicProperty {
  @Environment private var value: Value?
  private let read: ImplicitRead

  /// Reads the type key `Value`. Leave the parameters out: they record where
  /// the property is declared, for the missing-value message.
  ///
  ///     @Implicit var network: NetworkService
  public init(fileID: String = #fileID, line: Int = #line, enclosingType: String = #function) {
    _value = Environment(\.[implicitSlot: ImplicitSlot<TypeKey<Value>>()])
    read = ImplicitRead(key: .type(String(reflecting: Value.self)), view: enclosingType, fileID: fileID, line: line)
  }

  /// Reads the named key `key`. Leave the other parameters out: they record
  /// where the property is declared, for the missing-value message.
  ///
  ///     @Implicit(\.guestMode) var guest: Bool
  public init<Tag: ImplicitKeyTag>(
    _ key: KeyPath<ImplicitsKeys, ImplicitsKeys.Named<Tag>>,
    fileID: String = #fileID, line: Int = #line, enclosingType: String = #function
  ) where Tag.Value == Value {
    _value = Environment(\.[implicitSlot: ImplicitSlot<NamedKey<Tag>>()])
    read = ImplicitRead(key: .named(ImplicitsKeys()[keyPath: key].name), view: enclosingType, fileID: fileID, line: line)
  }

  /// The value declared by the nearest `.implicit(...)` above this view.
  public var wrappedValue: Value {
    if let value { return value }
    return ImplicitsRuntime.missingValue(read)
  }
}
#endif
