import Foundation  // CGFloat, as in SwiftUI's signatures

// Like SwiftUI, the types declare their `View` conformance in an extension, so
// only `body` is main-actor isolated (their initializers are not).

/// Mirrors `SwiftUI.EmptyView`.
public struct EmptyView {
  public init() {}
}

extension EmptyView: View {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

/// Mirrors `SwiftUI.Text` (verbatim strings only; no localization).
public struct Text: Equatable, Sendable {
  let content: String
  /// Mirrors `Text.init(verbatim:)`.
  public init(verbatim content: String) { self.content = content }
  /// Mirrors `Text.init<S: StringProtocol>(_:)`.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
}

extension Text: View {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

/// Mirrors `SwiftUI.TupleView`.
public struct TupleView<T> {
  public var value: T
  /// Mirrors `TupleView.init(_:)`.
  public init(_ value: T) { self.value = value }
}

extension TupleView: View {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

/// Mirrors `SwiftUI.HorizontalAlignment` (the constants only).
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Mirrors `SwiftUI.Alignment` (the constants only).
public struct Alignment: Equatable, Sendable {
  let name: String
  public static let center = Alignment(name: "center")
  public static let top = Alignment(name: "top")
  public static let bottom = Alignment(name: "bottom")
}

/// Mirrors `SwiftUI.VStack`.
public struct VStack<Content: View> {
  let content: Content
  /// Mirrors `VStack.init(alignment:spacing:content:)`.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension VStack: View {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

/// Mirrors `SwiftUI.Binding` (constant bindings only, which is what `sheet` needs here).
@propertyWrapper public struct Binding<Value> {
  let read: () -> Value
  /// Mirrors `Binding.wrappedValue`.
  public var wrappedValue: Value { read() }
  /// Mirrors `Binding.projectedValue`.
  public var projectedValue: Binding<Value> { self }
  /// Mirrors `Binding.constant(_:)`.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(read: { value }) }
}
