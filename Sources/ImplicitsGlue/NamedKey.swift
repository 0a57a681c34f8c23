/// One `static let NAME = Key<T>()` found in an `extension ImplicitsKeys`:
/// everything the glue for it depends on.
public struct NamedKey: Sendable, Equatable {
  /// The name as written, backticks kept (`` `default` ``): the accessor's name.
  public var name: String
  /// The name without backticks: for the tag's name and for sorting.
  public var identifier: String
  public var access: Access
  /// `@available(...)` attributes of the declaration and of its extension, as written.
  public var availability: [String]
  /// The `#if` clauses around the declaration, outermost first.
  public var conditions: [ConditionChain]
  public var location: GlueLocation

  public init(name: String, access: Access = .internal, availability: [String] = [],
              conditions: [ConditionChain] = [], location: GlueLocation) {
    self.name = name
    self.identifier = name.trimmingBackticks
    self.access = access
    self.availability = availability
    self.conditions = conditions
    self.location = location
  }

  /// The effective access level of a declaration: what the glue must repeat.
  public enum Access: String, Sendable, Equatable {
    case `public`, `package`, `internal`, `fileprivate`, `private`

    /// A generated file in the same module can see the key.
    public var isVisibleToGeneratedFile: Bool { self != .fileprivate && self != .private }

    /// The modifier written before a generated declaration (`""` for internal).
    var modifier: String { self == .internal ? "" : rawValue + " " }
  }
}

/// The `#if` chain around a declaration, up to the clause that holds it: the
/// glue repeats the whole chain (earlier clauses empty) so its conditions are
/// exactly the source's, never rewritten.
public struct ConditionChain: Sendable, Equatable {
  public struct Clause: Sendable, Equatable {
    /// `#if`, `#elseif` or `#else`.
    public var keyword: String
    /// `DEBUG`, `os(iOS)`; nil for `#else`.
    public var condition: String?
    public init(_ keyword: String, _ condition: String? = nil) {
      self.keyword = keyword; self.condition = condition
    }
  }

  /// The chain's clauses; the declaration is in the last one.
  public var clauses: [Clause]
  public init(_ clauses: [Clause]) { self.clauses = clauses }
}

/// A place in a source file, 1-based, as compilers print it.
public struct GlueLocation: Sendable, Equatable {
  public var file: String
  public var line: Int
  public var column: Int
  public init(file: String, line: Int, column: Int) {
    self.file = file; self.line = line; self.column = column
  }
}

extension String {
  var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
