import SwiftSyntax

/// The standard library's and the SDKs' types an enum's raw values can have
/// (`enum Tab: String`): literal-expressible types, never protocols. Swift takes
/// the first type of an enum's inheritance clause for its raw type when it is one
/// of them, and the enum is then no subtype of it: a value typed `String` never
/// dispatches to a member of `Tab` (Queries/derive_graph_4_values.sql reads every
/// subtype of a value's type as a place its members may be implemented).
enum RawValueTypes {
  static let names: Set<String> = [
    "String", "Character", "Substring", "Unicode.Scalar", "StaticString",
    "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128",
    "Float", "Float16", "Float32", "Float64", "Float80", "Double", "CGFloat", "Decimal", "NSDecimalNumber",
    "NSString", "NSNumber",
  ]

  /// Whether an enum's first inherited type is its raw type (`String`, `Swift.Int`,
  /// `Unicode.Scalar`).
  static func isRawType(_ inherited: InheritedTypeSyntax) -> Bool {
    let name = SyntaxNames.typeText(inherited.type)
    return names.contains(name) || names.contains(SyntaxNames.lastComponent(name))
  }
}
