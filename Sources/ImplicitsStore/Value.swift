/// A value bound to or read from a statement. Values always travel as bindings,
/// never spliced into SQL text.
public enum SQLValue: Sendable, Hashable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)

  public var string: String? { if case .text(let s) = self { return s }; return nil }
  public var int: Int? { if case .integer(let i) = self { return Int(i) }; return nil }
}

/// Types that can be bound as statement parameters.
public protocol SQLBindable { var sqlValue: SQLValue { get } }
extension String: SQLBindable { public var sqlValue: SQLValue { .text(self) } }
extension Int: SQLBindable { public var sqlValue: SQLValue { .integer(Int64(self)) } }
extension Int64: SQLBindable { public var sqlValue: SQLValue { .integer(self) } }
extension Bool: SQLBindable { public var sqlValue: SQLValue { .integer(self ? 1 : 0) } }
extension Double: SQLBindable { public var sqlValue: SQLValue { .real(self) } }
extension SQLValue: SQLBindable { public var sqlValue: SQLValue { self } }
extension Optional: SQLBindable where Wrapped: SQLBindable {
  public var sqlValue: SQLValue { self?.sqlValue ?? .null }
}
