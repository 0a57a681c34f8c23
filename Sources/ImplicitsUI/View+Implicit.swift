#if canImport(SwiftUI)
import SwiftUI

extension View {
  /// Declares `value` for this view and everything below it, under the type
  /// key `T`, the static type of `value`. A declaration further down shadows it.
  ///
  ///     ContentView()
  ///       .implicit(NetworkService())
  ///
  /// The key is the static type: `.implicit(LiveNetwork())` declares
  /// `LiveNetwork`; write `.implicit(LiveNetwork() as NetworkService)` to satisfy
  /// `@Implicit var network: NetworkService`.
  ///
  /// Like every modifier, it covers the view it is called on, including sheets
  /// and overlays attached before it, and nothing attached after it:
  /// `A().sheet { B() }.implicit(x)` covers B, `A().implicit(x).sheet { B() }`
  /// does not.
  public func implicit<T>(_ value: T) -> some View {
    environment(\.[implicitSlot: ImplicitSlot<TypeKey<T>>()], value)
  }

  /// Declares `value` for the named key `key` for this view and everything
  /// below it. A declaration further down shadows it.
  ///
  ///     ContentView()
  ///       .implicit(\.guestMode, true)
  public func implicit<Tag: ImplicitKeyTag>(
    _ key: KeyPath<ImplicitsKeys, ImplicitsKeys.Named<Tag>>, _ value: Tag.Value
  ) -> some View {
    environment(\.[implicitSlot: ImplicitSlot<NamedKey<Tag>>()], value)
  }

  /// A named key needs a value: without this, `.implicit(\.guestMode)` would
  /// silently declare the key path itself as a type key.
  @available(*, unavailable, message: "a named key needs a value: .implicit(\\.key, value)")
  public func implicit<Tag: ImplicitKeyTag>(_ key: KeyPath<ImplicitsKeys, ImplicitsKeys.Named<Tag>>) -> some View {
    self
  }
}
#endif
