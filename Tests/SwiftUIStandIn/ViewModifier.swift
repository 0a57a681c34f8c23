/// Mirrors `SwiftUI.ViewModifier`.
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  typealias Content = _ViewModifier_Content<Self>
}

/// Mirrors `SwiftUI._ViewModifier_Content`: the placeholder for the modified view
/// inside `body(content:)`. It renders the modified view in the environment at
/// the placeholder's position.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
  let content: any View
}

extension _ViewModifier_Content: View {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

/// Mirrors `SwiftUI.ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  /// Mirrors `ModifiedContent.init(content:modifier:)`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

/// Mirrors `extension ModifiedContent: View where Content: View, Modifier: ViewModifier`.
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension View {
  /// Mirrors `View.modifier(_:)`.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
