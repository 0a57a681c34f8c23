import ImplicitsUI

// Named keys: one line each; the ImplicitsCheck plugin generates their glue.
extension ImplicitsKeys {
  public static let guestMode = Key<Bool>()
  package static let accentName = Key<String>()
}

// A fileprivate key can't get generated glue, so its glue is written by hand
// (docs/implicitsui-glue.md) and the plugin leaves it alone.
extension ImplicitsKeys {
  fileprivate static let debugBorder = Key<Bool>()
  fileprivate enum DebugBorderTag: ImplicitKeyTag { static let key = ImplicitsKeys.debugBorder }
  fileprivate var debugBorder: Named<DebugBorderTag> { Named() }
}

/// The value type of a named key, from its key path: used outside
/// `#if canImport(SwiftUI)` so the generated glue is type-checked on Linux too.
public func valueType<Tag: ImplicitKeyTag>(of _: KeyPath<ImplicitsKeys, ImplicitsKeys.Named<Tag>>) -> Tag.Value.Type {
  Tag.Value.self
}

func featureKeysTypeCheck() {
  let _: Bool.Type = valueType(of: \.guestMode)
  let _: String.Type = valueType(of: \.accentName)
  let _: Bool.Type = valueType(of: \.debugBorder)
  let _: ImplicitsKeys.Key<Bool> = ImplicitsKeys._ImplicitKeyTag_guestMode.key
}
