import SwiftOperators
import SwiftSyntax

/// Evaluates a project manifest in Swift's terms without running it: the subset of
/// Swift that `Package.swift`, Tuist's `Project.swift` and their helper modules are
/// written in. Constants, helper functions called with their arguments substituted
/// (default arguments too), static members and enums of the helper module, closures,
/// array and dictionary literals, `map`/`flatMap`/`compactMap`/`filter`, `+`, string
/// interpolation, `if`/`guard`/`switch`/`for`, `#if` as on a Mac (ManifestHost), and the
/// mutations manifests make (`targets.append(…)`, `package.targets += …`). The
/// description API's own calls (`.target(name: …)`, `Project(…)`) are kept as
/// `ManifestValue.call`s with their arguments evaluated: the readers take them apart.
///
/// What it cannot follow becomes `ManifestValue.unknown` at its place, and a statement
/// it cannot run is recorded in `lost`, so a reader warns about exactly that. Nothing
/// outside the code is read: the environment has no variables, the file system is not
/// asked. A budget of steps and of call depth, the same on every machine, ends code that
/// would not end.
final class ManifestEvaluator {
  /// What the evaluated code declares, and its top-level statements.
  let declarations: ManifestDeclarations
  /// Statements that could not be run, or conditions that could not be decided.
  private(set) var lost: [ManifestUnknown] = []
  /// The files the manifest asked about (`FileManager.default.fileExists`), absolute, and
  /// the answers: a manifest read again from a cache holds only while they are the same.
  var fileProbes: [String: Bool] = [:]

  private var locations: [SyntaxIdentifier: (path: String, converter: SourceLocationConverter)] = [:]
  private var globalValues: [String: ManifestValue] = [:]
  private var evaluatingGlobals: Set<String> = []
  private var staticValues: [String: ManifestValue] = [:]
  private var steps = 0
  private var depth = 0
  static let stepBudget = 2_000_000
  static let depthBudget = 64

  /// The top-level scope of the first file (the manifest).
  let topScope = ManifestScope(parent: nil)

  /// The folder the manifest is evaluated in, for `FileManager.default.fileExists`
  /// (SwiftPM and Tuist run a manifest in its own folder); nil: such a question is unknown.
  let folder: String?

  /// `files`: the manifest first, then the helper module's files, as (path, syntax
  /// tree). Files with syntax errors are still read as far as the parser recovers; the
  /// caller decides whether to trust them.
  init(files: [(path: String, tree: SourceFileSyntax)], folder: String? = nil) {
    self.folder = folder
    var trees: [SourceFileSyntax] = []
    for file in files {
      let parsed = file.tree
      let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
      locations[folded.id] = (file.path, SourceLocationConverter(fileName: file.path, tree: folded))
      trees.append(folded)
    }
    declarations = ManifestDeclarations(files: trees)
  }

  /// Runs the manifest's top-level statements in order (their effects land in the
  /// globals and `topScope`).
  func runTopLevel() {
    let context = Context(scope: topScope)
    for item in declarations.statements {
      if case .stop = execute(item, context) { break }
    }
  }

  /// The value of a global (a top-level `let` of the manifest or of the helpers, or a
  /// top-level `var` after `runTopLevel`).
  func global(_ name: String) -> ManifestValue? {
    if let value = topScope.lookup(name) { return value }
    guard declarations.globals[name] != nil else { return nil }
    return globalValue(name, at: nil)
  }

  /// Every global the manifest's code defines, in the order of its text, evaluated.
  func globalNames() -> [String] {
    declarations.globals.keys.sorted { position(of: $0) < position(of: $1) }
  }

  private func position(of global: String) -> Int {
    declarations.globals[global].map { $0.position.utf8Offset } ?? .max
  }

  // MARK: Locations and failures

  func location(_ node: some SyntaxProtocol) -> (file: String, line: Int, column: Int) {
    guard let source = locations[node.root.id] else { return ("", 1, 1) }
    let location = node.startLocation(converter: source.converter)
    return (source.path, location.line, location.column)
  }

  func unknown(_ node: some SyntaxProtocol, _ reason: String) -> ManifestValue {
    .unknown(failure(node, reason))
  }

  func failure(_ node: some SyntaxProtocol, _ reason: String) -> ManifestUnknown {
    let place = location(node)
    return ManifestUnknown(file: place.file, line: place.line, column: place.column, reason: reason)
  }

  func lose(_ node: some SyntaxProtocol, _ reason: String) {
    lost.append(failure(node, reason))
  }

  func lose(_ unknown: ManifestUnknown) { lost.append(unknown) }

  /// Counts a step; false once the budget is spent (the code is taken not to end).
  func step() -> Bool {
    steps += 1
    return steps <= Self.stepBudget
  }

  /// Inside a function or closure the manifest calls.
  var isComputing: Bool { depth > 0 }

  /// Whether the manifest's values came from code: a function or closure called, or a
  /// statement that changed them.
  private(set) var computed = false

  func noteComputed() { computed = true }

  /// Runs `body` one call deeper; nil past the depth budget (recursion without end).
  func deeper<T>(_ body: () -> T) -> T? {
    guard depth < Self.depthBudget else { return nil }
    computed = true
    depth += 1
    defer { depth -= 1 }
    return body()
  }

  // MARK: Globals and static members

  func globalValue(_ name: String, at node: Syntax?) -> ManifestValue? {
    if let known = globalValues[name] { return known }
    guard let binding = declarations.globals[name] else { return nil }
    guard evaluatingGlobals.insert(name).inserted else {
      return unknown(node ?? Syntax(binding), "'\(name)' is defined in terms of itself")
    }
    defer { evaluatingGlobals.remove(name) }
    // The manifest's top-level variables are visible to its globals.
    let value = bindingValue(binding, Context(scope: ManifestScope(parent: topScope)))
    globalValues[name] = value
    return value
  }

  func setGlobal(_ name: String, _ value: ManifestValue) -> Bool {
    if topScope.assign(name, value) { return true }
    guard declarations.globals[name] != nil else { return false }
    globalValues[name] = value
    return true
  }

  /// `Type.name`: a static constant or computed static property, or an enum case.
  func staticMember(_ name: String, ofType type: String, at node: some SyntaxProtocol) -> ManifestValue? {
    guard let members = declarations.types[type] else { return nil }
    let key = type + "." + name
    if let known = staticValues[key] { return known }
    if let binding = members.staticValues[name] {
      let value = bindingValue(binding, Context(scope: ManifestScope(parent: nil), type: type))
      staticValues[key] = value
      return value
    }
    if let enumCase = members.cases.first(where: { $0.name == name }) {
      return enumInstance(type: type, caseName: enumCase.name, rawValue: enumCase.rawValue, members: members)
    }
    return nil
  }

  func enumInstance(type: String, caseName: String, rawValue: ExprSyntax?,
                    members: ManifestDeclarations.TypeMembers) -> ManifestValue {
    var fields: [String: ManifestValue] = [:]
    if let rawValue {
      fields["rawValue"] = evaluate(rawValue, Context(scope: ManifestScope(parent: nil), type: type))
    } else if members.isStringEnum {
      fields["rawValue"] = .string(caseName)
    }
    return .instance(ManifestInstance(type: type, caseName: caseName, fields: fields))
  }

  /// The value a `let`/`var` binding holds: its initialiser, or its getter's result.
  func bindingValue(_ binding: PatternBindingSyntax, _ context: Context) -> ManifestValue {
    if let initializer = binding.initializer?.value { return evaluate(initializer, context) }
    if let accessors = binding.accessorBlock {
      switch accessors.accessors {
      case .getter(let items):
        return run(body: items, context)
      case .accessors(let list):
        if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body {
          return run(body: body.statements, context)
        }
      default: break
      }
    }
    return unknown(binding, "has no value to read")
  }

  /// `Name`, `A.B` written with capitalised names: a type's name as written.
  func typePath(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      guard let first = name.first, first.isUppercase else { return nil }
      return name
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let prefix = typePath(base) {
      let name = member.declName.baseName.text
      guard let first = name.first, first.isUppercase else { return nil }
      return prefix == "ProjectDescription" || prefix == "PackageDescription" ? name : prefix + "." + name
    }
    return nil
  }
}

/// Where an expression is evaluated: its variables, what `self` is, and the type whose
/// static members its unqualified names may be.
struct Context {
  var scope: ManifestScope
  var receiver: ManifestValue? = nil
  var type: String? = nil

  func nested() -> Context {
    Context(scope: ManifestScope(parent: scope), receiver: receiver, type: type)
  }
}
