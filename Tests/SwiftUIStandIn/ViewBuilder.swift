/// Mirrors `SwiftUI.ViewBuilder` (the subset the tests use: blocks, no conditionals).
@resultBuilder public struct ViewBuilder {
  /// Mirrors `ViewBuilder.buildExpression(_:)`.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// Mirrors `ViewBuilder.buildBlock()`.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// Mirrors `ViewBuilder.buildBlock(_:)` for one view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Mirrors the parameter-pack `ViewBuilder.buildBlock(_:)` (iOS 17+).
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
}
