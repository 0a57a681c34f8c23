/// The type-level identity of one named key: the glue that makes `\.guestMode`
/// type-check and gives each named key its own environment key.
///
/// A `static let NAME = Key<T>()` needs a tag type and an accessor `NAME`. The
/// build plugin generates both; without the plugin, write the two lines by hand
/// next to the key (docs/implicitsui-glue.md is the exact contract):
///
///     extension ImplicitsKeys {
///       static let guestMode = Key<Bool>()
///       enum GuestModeTag: ImplicitKeyTag { static let key = ImplicitsKeys.guestMode }
///       var guestMode: Named<GuestModeTag> { Named() }
///     }
///
/// `Value` is inferred from `key`, so the glue never restates the value type and
/// stops compiling if the key it names is renamed or removed.
public protocol ImplicitKeyTag {
  /// The type of the key's values (inferred from ``key``).
  associatedtype Value
  /// The declaration this tag stands for.
  ///
  ///     enum GuestModeTag: ImplicitKeyTag { static let key = ImplicitsKeys.guestMode }
  static var key: ImplicitsKeys.Key<Value> { get }
}

extension ImplicitsKeys {
  /// The accessor type behind `\.guestMode`: a key path
  /// `KeyPath<ImplicitsKeys, Named<Tag>>` carries the key's identity (`Tag`) in
  /// its type, which is all `.implicit(_:_:)` and `@Implicit(_:)` need.
  ///
  ///     var guestMode: Named<GuestModeTag> { Named() }
  public struct Named<Tag: ImplicitKeyTag>: Sendable {
    /// The key's name, for messages.
    public let name: String

    /// Creates the accessor's value. Leave `name` out: inside the accessor,
    /// `#function` is the accessor's name (`guestMode`).
    public init(name: String = #function) { self.name = name }
  }
}
