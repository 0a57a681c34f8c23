/// How the static type of a value is found, written down at extraction and resolved
/// across files in SQL (Queries/types_step.sql). One file knows the lexical scope
/// (locals, parameters, `self`, the enclosing types); only the whole project knows
/// the members, functions and aliases a chain goes through. So extraction turns an
/// expression into a small tree of these, and the index resolves it link by link.
public struct TypeExpressionFact: Sendable, Hashable {
  public enum Kind: String, Sendable {
    /// A type as written: the first of `names` that the project declares (a nested
    /// type before an outer one), or, when it declares none, the last as written.
    case named
    /// Member `name` of the type of `base` (a property, a static property, an enum case).
    case member
    /// An unqualified value: member `name` of the first type in `names` that has
    /// one (the enclosing types, innermost first), `""` standing for globals.
    case scope
    /// The result of calling `name` with `labels`: a method of the type of `base`,
    /// or, without a base, of the first type in `names` that has one (`""`: a free
    /// function). Its arguments are the expressions whose `parent` is this one.
    case call
    /// An element of the array `base` (`[Tab]` gives `Tab`): `ForEach(tabs) { tab in }`.
    case element
    /// `X(...)`: the first of `names` the project declares as a type (an alias through
    /// its target); else the result of the function call `base`; else, when the project
    /// declares no function of that name, the type as written (`Date()`).
    case construct
    /// `.accent` where the context gives the type (an argument): a static member or
    /// case named `name` of the parameter's type. Not typed by the resolver; read where
    /// an overload is chosen by its argument (Queries/derive_graph_3_names.sql).
    case implicitMember
    /// An expression the resolver does not follow, recorded where its presence matters
    /// (an argument that decides an overload: undecided).
    case opaque
    /// An unqualified name as the base of a member (`X.shared`): a member or global
    /// value named `name` (as `scope`, the owners being `names` without their last
    /// component), else the first of `names` the project declares as a type, else
    /// the name as written.
    case scopeOrType
  }

  public var kind: Kind
  public var base: Int?
  public var name: String
  public var labels: String?
  public var names: [String]
  /// A call's arguments, in order (nil where an argument's type cannot be followed).
  public var arguments: [Int?] = []
}

/// Collects the type expressions of one file.
final class TypeExpressions {
  private(set) var facts: [TypeExpressionFact] = []
  /// What the file and the project declare (FileExtractor sets it before the walk).
  var names = NameLookup()
  /// `SyntaxNames.enclosingScopes` by owner: every name looked up inside a type asks
  /// for them, and splitting and joining the owner each time showed in profiles.
  private var scopesByOwner: [String: [String]] = [:]

  /// The scopes inside `owner`, innermost first (`A.B` gives `A.B`, `A`).
  func enclosingScopes(_ owner: String) -> [String] {
    if owner.isEmpty { return [] }
    if let scopes = scopesByOwner[owner] { return scopes }
    let scopes = SyntaxNames.enclosingScopes(owner)
    scopesByOwner[owner] = scopes
    return scopes
  }

  /// `SyntaxNames.scopedCandidates`, from the owner's scopes computed once.
  func scopedCandidates(_ name: String, owner: String) -> [String] {
    enclosingScopes(owner).map { $0 + "." + name } + [name]
  }

  func add(_ fact: TypeExpressionFact) -> Int {
    facts.append(fact)
    return facts.count - 1
  }

  /// A type written inside `scope` (`Tracker` inside `Screen`): nested types first.
  func named(_ written: String, scope: String) -> Int {
    var names = [written]
    if Self.isSimple(written) {
      names = scopedCandidates(written, owner: scope)
    } else if written.hasPrefix("["), written.hasSuffix("]"), case let element = String(written.dropFirst().dropLast()),
              Self.isSimple(element) {
      // `[Pair]` inside `Deck` is an array of `Deck.Pair` when the project declares it
      names = scopedCandidates(element, owner: scope).map { "[" + $0 + "]" }
    }
    return add(TypeExpressionFact(kind: .named, name: written, names: names))
  }

  /// Letters, digits, `_` and `.` only: a name to look up in the enclosing scopes. ASCII
  /// text is checked byte by byte (the same answer, without Character-by-Character
  /// Unicode properties).
  static func isSimple(_ written: String) -> Bool {
    let ascii: Bool? = written.utf8.withContiguousStorageIfAvailable { bytes in
      var simple = true
      for byte in bytes {
        if byte >= 0x80 { return nil }
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
          continue
        default:
          simple = false
        }
      }
      return simple
    } ?? nil
    return ascii ?? written.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
  }

  /// A type that needs no lookup (a literal's, the enclosing type's).
  func exact(_ type: String) -> Int {
    add(TypeExpressionFact(kind: .named, name: type, names: [type]))
  }
}
