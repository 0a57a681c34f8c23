/// What SwiftUI's `sheet` and `overlay` return: the modified view plus other
/// content evaluated in the environment at the modifier's position.
public struct _PresentationModifier<Presented: View> {
  let isPresented: Bool
  let presented: () -> Presented
}

extension _PresentationModifier: ViewModifier {
  public typealias Body = Never
}

extension View {
  /// Mirrors `View.sheet(isPresented:onDismiss:content:)`.
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(_PresentationModifier(isPresented: isPresented.wrappedValue, presented: content))
  }

  /// Mirrors `View.overlay(alignment:content:)`.
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    let overlay = content()
    return modifier(_PresentationModifier(isPresented: true, presented: { overlay }))
  }
}
