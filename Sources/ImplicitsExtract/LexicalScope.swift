/// The values a piece of code can name, innermost first, as Swift's lookup sees them:
/// locals and parameters shadow the members of the enclosing types, which shadow
/// globals (docs/design.md §4, "Type of a declaration").
struct LexicalScope {
  enum Binding {
    /// A local or parameter whose type the resolver can follow.
    case typed(Int)
    /// A local or parameter whose type is unknown: it still hides members and globals
    /// of the same name, so a lookup stops here with no type.
    case untyped
  }

  /// The enclosing type, qualified (`Screen.Row`); "" at file scope.
  var owner: String
  /// Generic parameters of the enclosing types: the index records each as a
  /// `generic` type (`Panel.Tab`), so a value of that type can be placed as every type
  /// that satisfies its constraints, though it never types a declaration.
  var typeGenericNames: Set<String> = []
  /// Generic parameters of the enclosing function: not recorded, never resolved.
  var functionGenericNames: Set<String> = []
  /// A type that mentions any of these means something else at each use.
  var genericNames: Set<String> { typeGenericNames.union(functionGenericNames) }
  private var frames: [[String: Binding]] = [[:]]

  init(owner: String) { self.owner = owner }

  mutating func push() { frames.append([:]) }
  mutating func pop() { if frames.count > 1 { frames.removeLast() } }

  mutating func bind(_ name: String, _ binding: Binding) {
    frames[frames.count - 1][name] = binding
  }

  func lookup(_ name: String) -> Binding? {
    for frame in frames.reversed() {
      if let binding = frame[name] { return binding }
    }
    return nil
  }

  /// The types whose members an unqualified name may mean, innermost first, then
  /// globals (""): `A.B` gives `A.B`, `A`, "".
  func memberOwners(_ types: TypeExpressions) -> [String] {
    types.enclosingScopes(owner) + [""]
  }
}
