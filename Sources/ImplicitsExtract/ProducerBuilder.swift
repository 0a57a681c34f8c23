import SwiftSyntax

/// Builds the expression tree of one producer (ARCHITECTURE §3, rules 1–5).
///
/// Only the nodes that decide what flows where are kept: declarations, sites
/// (instantiations, producer references, custom modifiers applied), holes (where a
/// custom modifier or container places the content it is given), navigation
/// containers and destinations. Everything else is transparent: a node's children
/// hang off its nearest kept ancestor. A modifier call is the parent of its base, so
/// a declaration covers exactly the expression it is called on (rule 1); a view sits
/// where it is written, whatever it is passed to (rule 2); local `let`s are placed
/// where they are used.
final class ProducerBuilder {
  /// What the producer may treat as the content it is given (rules 4 and 5).
  struct Context {
    var owner: String
    /// `self` is the receiver: a method of a `View` extension.
    var selfIsContent = false
    /// Names that stand for given content: `content` in `ViewModifier.body(content:)`,
    /// stored view properties of a generic container.
    var contentNames: Set<String> = []
    /// Stored properties of the owner whose type is known not to be a view: a
    /// reference to one is a value, never a site.
    var valueNames: Set<String> = []
    var configuration: AnalysisBuildConfiguration
    /// Where the file's type expressions go (shared by all its producers).
    var types: TypeExpressions
    /// What the producer's code can name before its first statement: the function's
    /// parameters, the enclosing type's generic parameters.
    var scope: LexicalScope?
    /// Statements that are no part of this producer (an initialiser's stored views).
    var skipped: Set<SyntaxIdentifier> = []
    /// What the file and the project declare, for Swift's unqualified lookup.
    var names = NameLookup()
    /// The function or property the code is written in (`makeUIViewController`, `init`).
    var function = ""
    /// The enclosing function's parameters, internal name to argument label (`_` when
    /// none): a read of one is a `parameter` node, which shows what callers pass.
    var parameters: [String: String] = [:]
    /// Code that is not a producer: the arguments of an instantiation are values passed
    /// to its initialiser (Queries/view_flow.sql places them), not views placed here.
    var plainCode = false
    /// The superclass the enclosing class names first (last component, no generic
    /// arguments): `super.init(rootView:)` of a hosting controller's subclass.
    var superclass: String?
    /// The root view type that superclass is given (`UIHostingController<Wrapper>`):
    /// what `super.init(rootView: .init(...))` constructs.
    var hostedRootType: String?

    /// The file's configuration and type expressions are given, not defaulted: a
    /// default configuration built for each producer showed in profiles.
    init(owner: String, configuration: AnalysisBuildConfiguration, types: TypeExpressions) {
      self.owner = owner
      self.configuration = configuration
      self.types = types
    }
  }

  let context: Context
  var owner: String { context.owner }
  let converter: SourceLocationConverter
  private(set) var nodes: [NodeFact] = []
  private(set) var findings: [FindingFact] = []
  /// Hosting controllers found inside: each is an entry point of its own (rule 6). Also
  /// the other producers found inside: carried closures, values passed to calls.
  private(set) var hostedEntries: [ProducerFact] = []
  /// `configuration.delegateClass = WindowDelegate.self` assignments.
  private(set) var sceneDelegates: [SceneDelegateFact] = []
  /// Expressions that are a view where they stand: an argument passed on as a value.
  private var viewPositions: Set<SyntaxIdentifier> = []
  private var localValues: [String: ExprSyntax] = [:]
  /// Locals declared without a value (`let view: any View`), and the values assigned to
  /// them after (`view = Row()`): placed where the local is used, like `localValues`.
  private var assignedLocals: Set<String> = []
  private var assignedValues: [String: [ExprSyntax]] = [:]
  /// Closure parameters in scope (`item` in `ForEach(items) { item in ... }`): values.
  private var parameters: Set<String> = []
  /// Locals and parameters by lexical scope, for the types of declared values.
  private var scope: LexicalScope
  private var inlining: Set<String> = []
  /// The types of the subjects of the `switch`es being walked, innermost last.
  private var switchSubjects: [Int?] = []
  /// Closures passed to a carrier's initialiser: carried producers of their own.
  private var carriedClosures: Set<SyntaxIdentifier> = []
  /// The type of a closure's one parameter when the call says it
  /// (`navigationDestination(for: Route.self)`).
  private var closureParameterTypes: [SyntaxIdentifier: Int] = [:]

  private func types(_ written: String) -> Int { context.types.named(written, scope: scope.owner) }
  /// Hosting calls already made entries: a local `let host = UIHostingController(...)`
  /// is inlined at every use, but it is one controller, so one entry.
  private var hostedCalls: Set<SyntaxIdentifier> = []
  /// Inside a hosting controller made in a `View` extension member: `self` is the
  /// receiver its callers hand over (`View.member#self`, a parameter), not a hole.
  private var hostedSelf: String?
  /// The base that a `#if` postfix clause's leading `.modifier()` applies to.
  private var postfixBase: ExprSyntax?

  static let declarationModifiers: Set<String> = ["implicit", "environmentObject", "environment"]
  static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]

  init(context: Context, converter: SourceLocationConverter) {
    self.context = context
    self.converter = converter
    self.scope = context.scope ?? LexicalScope(owner: context.owner)
  }

  func build(_ body: Syntax) { visit(body, parent: nil) }

  // MARK: Nodes

  func add(_ kind: NodeKind, name: String?, at syntax: some SyntaxProtocol, parent: Int?,
                   declaration: DeclarationFact? = nil,
                   candidates: [(purpose: CandidatePurpose, name: String)] = [], labels: String? = nil,
                   valueType: Int? = nil) -> Int {
    nodes.append(NodeFact(parent: parent, kind: kind, name: name, labels: labels,
                          position: converter.position(of: syntax), declaration: declaration, valueType: valueType,
                          candidates: candidates))
    return nodes.count - 1
  }

  /// The static type of a value path (`tab`, `self.router`, `model.tabs!`), for the
  /// methods and properties called on it; nil for anything else (a view being built).
  private func valueType(_ expression: ExprSyntax) -> Int? {
    guard Self.isValuePath(expression) else { return nil }
    return TypeInference.expression(expression, scope: scope, types: context.types)
  }

  /// A chain of names and members: its type is what the resolver finds for it (a name
  /// that is a type, not a value, types nothing: the resolver looks values up).
  static func isValuePath(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text != "Self"
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return isValuePath(base)
    }
    if let inner = expression.as(OptionalChainingExprSyntax.self)?.expression
        ?? expression.as(ForceUnwrapExprSyntax.self)?.expression {
      return isValuePath(inner)
    }
    // `registry.items[i]`: an element of a value
    if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
      return isValuePath(subscripted.calledExpression)
    }
    return false
  }

  /// The call's shape (`CallShapes.shape(of:)`): `for:`, `_:title:`, `_:{label{`.
  static func labels(of call: FunctionCallExprSyntax) -> String { CallShapes.shape(of: call) }

  // MARK: Walking

  /// One switch on the node's kind: this runs for every node of every producer, and a
  /// chain of `as` casts, ending in a dynamic protocol cast (`DeclGroupSyntax`) for
  /// most nodes, showed in profiles of extraction.
  func visit(_ syntax: Syntax, parent: Int?) {
    if !context.skipped.isEmpty, context.skipped.contains(syntax.id) { return }
    if !carriedClosures.isEmpty, carriedClosures.contains(syntax.id) { return }
    switch syntax.kind {
    case .functionCallExpr:
      visitCall(syntax.cast(FunctionCallExprSyntax.self), parent: parent)
    case .memberAccessExpr:
      visitMemberAccess(syntax.cast(MemberAccessExprSyntax.self), parent: parent)
    case .declReferenceExpr:
      visitReference(syntax.cast(DeclReferenceExprSyntax.self), parent: parent)
    case .variableDecl:
      recordLocals(syntax.cast(VariableDeclSyntax.self), parent: parent)
    case .ifConfigDecl:
      visitIfConfig(syntax.cast(IfConfigDeclSyntax.self), parent: parent)
    case .postfixIfConfigExpr:
      visitPostfixIfConfig(syntax.cast(PostfixIfConfigExprSyntax.self), parent: parent)
    case .closureExpr:
      visitClosure(syntax.cast(ClosureExprSyntax.self), parent: parent)
    case .sequenceExpr:
      let sequence = syntax.cast(SequenceExprSyntax.self)
      if let (name, value) = assignmentToLocal(sequence) {
        assignedValues[name, default: []].append(value)
        return
      }
      recordSceneDelegate(sequence)
      visitChildren(syntax, parent: parent)
    case .codeBlock:
      scope.push()
      visitChildren(syntax, parent: parent)
      scope.pop()
    case .guardStmt:
      // `guard let x = E else { ... }`: x is in scope after the guard, not in its `else`.
      let guardStatement = syntax.cast(GuardStmtSyntax.self)
      let bindings = conditionBindings(guardStatement.conditions, parent: parent)
      visit(Syntax(guardStatement.body), parent: parent)
      for (name, binding) in bindings { scope.bind(name, binding) }
    case .ifExpr:
      let ifExpression = syntax.cast(IfExprSyntax.self)
      scope.push()
      for (name, binding) in conditionBindings(ifExpression.conditions, parent: parent) { scope.bind(name, binding) }
      visit(Syntax(ifExpression.body), parent: parent)
      scope.pop()
      if let elseBody = ifExpression.elseBody { visit(Syntax(elseBody), parent: parent) }
    case .whileStmt:
      let whileStatement = syntax.cast(WhileStmtSyntax.self)
      scope.push()
      for (name, binding) in conditionBindings(whileStatement.conditions, parent: parent) { scope.bind(name, binding) }
      visit(Syntax(whileStatement.body), parent: parent)
      scope.pop()
    case .forStmt:
      let forStatement = syntax.cast(ForStmtSyntax.self)
      visit(Syntax(forStatement.sequence), parent: parent)
      scope.push()
      for name in Self.boundNames(forStatement.pattern) { scope.bind(name, .untyped) }
      visit(Syntax(forStatement.body), parent: parent)
      scope.pop()
    case .switchExpr:
      let switchExpression = syntax.cast(SwitchExprSyntax.self)
      visit(Syntax(switchExpression.subject), parent: parent)
      switchSubjects.append(TypeInference.expression(switchExpression.subject, scope: scope, types: context.types))
      visit(Syntax(switchExpression.cases), parent: parent)
      switchSubjects.removeLast()
    case .switchCase:
      let switchCase = syntax.cast(SwitchCaseSyntax.self)
      scope.push()
      if case .case(let label) = switchCase.label {
        for item in label.caseItems {
          for (name, binding) in patternBindings(item.pattern, subject: switchSubjects.last ?? nil) {
            scope.bind(name, binding)
          }
        }
      }
      visit(Syntax(switchCase.statements), parent: parent)
      scope.pop()
    case let kind where Self.isNestedDeclaration(kind):
      return  // nested declarations are not part of this producer's tree
    case .token:
      return  // a token has no children to visit
    default:
      visitChildren(syntax, parent: parent)
    }
  }

  /// Declaration groups (the kinds whose nodes conform to `DeclGroupSyntax`, pinned by
  /// ProducerBuilderDispatchTests) and functions.
  static func isNestedDeclaration(_ kind: SyntaxKind) -> Bool {
    switch kind {
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl, .functionDecl: return true
    default: return false
    }
  }

  /// A closure's parameters are values inside it, never producers.
  private func visitClosure(_ closure: ClosureExprSyntax, parent: Int?) {
    let names = SyntaxNames.parameterNames(of: closure)
    let added = names.filter { !parameters.contains($0) }
    parameters.formUnion(added)
    scope.push()
    if case .parameterClause(let clause)? = closure.signature?.parameterClause {
      for parameter in clause.parameters {
        let name = (parameter.secondName ?? parameter.firstName).text
        let type = parameter.type.flatMap { TypeInference.written($0, scope: scope, types: context.types) }
        scope.bind(name, type.map(LexicalScope.Binding.typed) ?? .untyped)
      }
    } else if names.count == 1, let type = closureParameterTypes[closure.id] {
      scope.bind(names[0], .typed(type))
    } else {
      for name in names { scope.bind(name, .untyped) }
    }
    visitChildren(closure, parent: parent)
    scope.pop()
    parameters.subtract(added)
  }

  /// The names a pattern may bind (`let (a, b)`, `.some(let x)`, `let .item(x, y)`).
  /// Over-approximated on purpose: a name taken for a binding only hides a member.
  static func boundNames(_ pattern: PatternSyntax) -> [String] {
    pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
      guard case .identifier(let name) = token.tokenKind else { return nil }
      if token.parent?.is(IdentifierPatternSyntax.self) == true { return name }
      if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
         reference.parent?.as(MemberAccessExprSyntax.self)?.declName != reference {
        return name
      }
      return nil
    }
  }

  /// What a pattern matched against a value of type `subject` binds: the whole value
  /// (`let x`, `let x?`, `.some(let x)`), or an enum case's payload by position
  /// (`let .settings(page)`, `.detail(let id, let page)`); other names are untyped.
  private func patternBindings(_ pattern: PatternSyntax, subject: Int?) -> [(String, LexicalScope.Binding)] {
    let names = Self.boundNames(pattern)
    let text = SyntaxNames.trimmedText(pattern).filter { !$0.isWhitespace }
    if names.count == 1, let name = names.first,
       ["let\(name)?", "var\(name)?", ".some(let\(name))", "let.some(\(name))", "let\(name)", "var\(name)"]
         .contains(text) {
      return [(name, subject.map(LexicalScope.Binding.typed) ?? .untyped)]
    }
    var payload: [String: Int] = [:]
    if let subject, let call = Self.firstCall(in: Syntax(pattern)),
       let caseName = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
       call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil {
      for (position, argument) in call.arguments.enumerated() {
        // `page`, `let page`, `var page`: a binding of the whole payload value.
        let words = SyntaxNames.trimmedText(argument.expression).split(whereSeparator: \.isWhitespace).map(String.init)
        let bound = words.count == 2 && ["let", "var"].contains(words[0]) ? words[1] : words.first ?? ""
        guard words.count <= 2, names.contains(bound) else { continue }
        payload[bound] = context.types.add(TypeExpressionFact(kind: .member, base: subject,
                                                              name: "\(caseName)#\(position)", names: []))
      }
    }
    return names.map { name in (name, payload[name].map(LexicalScope.Binding.typed) ?? .untyped) }
  }

  /// The outermost call in a pattern (`.settings(let page)`), breadth first.
  static func firstCall(in syntax: Syntax) -> FunctionCallExprSyntax? {
    var queue = [syntax]
    while !queue.isEmpty {
      let node = queue.removeFirst()
      if let call = node.as(FunctionCallExprSyntax.self) { return call }
      queue += node.children(viewMode: .sourceAccurate)
    }
    return nil
  }

  /// What `if`, `guard` and `while` conditions bind: `let x = E` and `let x` (one
  /// level of Optional stripped: our types carry none), `case let x? = E`; any other
  /// pattern binds names of unknown type. Expressions in conditions are visited.
  private func conditionBindings(_ conditions: ConditionElementListSyntax, parent: Int?)
    -> [(String, LexicalScope.Binding)] {
    var bindings: [(String, LexicalScope.Binding)] = []
    for element in conditions {
      switch element.condition {
      case .optionalBinding(let binding):
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let value = binding.initializer?.value {
          visit(Syntax(value), parent: parent)
          let type = binding.typeAnnotation.flatMap { TypeInference.written($0.type, scope: scope, types: context.types) }
            ?? TypeInference.expression(value, scope: scope, types: context.types)
          bindings.append((name, type.map(LexicalScope.Binding.typed) ?? .untyped))
        } else {
          // `if let x`: the x in scope, unwrapped.
          let reference = DeclReferenceExprSyntax(baseName: binding.pattern.as(IdentifierPatternSyntax.self)!.identifier)
          let type = TypeInference.expression(ExprSyntax(reference), scope: scope, types: context.types)
          bindings.append((name, type.map(LexicalScope.Binding.typed) ?? .untyped))
        }
      case .matchingPattern(let matching):
        visit(Syntax(matching.initializer.value), parent: parent)
        let subject = TypeInference.expression(matching.initializer.value, scope: scope, types: context.types)
        bindings += patternBindings(matching.pattern, subject: subject)
      default:
        visitChildren(element, parent: parent)
      }
    }
    return bindings
  }

  private func visitChildren(_ syntax: some SyntaxProtocol, parent: Int?) {
    for child in syntax.children(viewMode: .sourceAccurate) { visit(child, parent: parent) }
  }

  func visitArguments(_ call: FunctionCallExprSyntax, parent: Int?) {
    for argument in call.arguments { visit(Syntax(argument.expression), parent: parent) }
    if let closure = call.trailingClosure { visit(Syntax(closure), parent: parent) }
    for element in call.additionalTrailingClosures { visit(Syntax(element.closure), parent: parent) }
  }

  private func visitCall(_ call: FunctionCallExprSyntax, parent: Int?) {
    let callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
       let base = member.base, visitInitialiserDelegation(call, base: base, parent: parent) {
      return
    }
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, !isTypeName(base) {
      visitModifier(call, member: member, base: .expression(base), parent: parent)
      return
    }
    if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil, let base = postfixBase {
      // `.modifier()` at the start of a `#if` postfix clause applies to the `#if`'s base.
      postfixBase = nil
      visitModifier(call, member: member, base: .expression(base), parent: parent)
      return
    }
    guard var name = SyntaxNames.dottedName(callee) else {
      visitChildren(call, parent: parent)
      return
    }
    if name.hasSuffix(".init") { name.removeLast(5) }
    if name.hasPrefix("Self."), !owner.isEmpty { name = owner + name.dropFirst(4) }  // `Self.Row(...)`
    let last = SyntaxNames.lastComponent(name)
    // Swift's lookup of an unqualified name: a local first (a closure held in a `let`,
    // a parameter), then the enclosing types' members, then types and functions.
    let local = !name.contains(".") && (scope.lookup(name) != nil || parameters.contains(name))
    if let label = parameterLabel(name) {
      // `content()`: a closure parameter called; shows what callers pass.
      _ = add(.parameter, name: parameterSlot(label), at: callee, parent: parent)
      visitArguments(call, parent: parent)
    } else if context.contentNames.contains(name) {
      // `content()`: a container's builder closure, called where the content goes.
      _ = add(.hole, name: name, at: callee, parent: parent)
      visitArguments(call, parent: parent)
    } else if local {
      // A local closure called: what it builds was visited where it was written.
      visitArguments(call, parent: parent)
    } else if context.selfIsContent, !name.contains("."), let member = callee.as(DeclReferenceExprSyntax.self),
              !context.names.isType(name) {
      // `implicit(x)`, `modifier(M())`, `padding()` inside a View extension: a member of
      // View found first, `self.` implied (a type of the file or project is a type).
      visitModifier(call, name: name, nameToken: member, base: .content(member), parent: parent)
    } else if context.names.isHosting(last)
                || (Self.isHostingShaped(call, name: last) && !context.names.projectDeclares(last)) {
      visitHosting(call, name: last)
    } else if Self.navigationContainers.contains(last), !context.names.projectDeclares(last) {
      let container = add(.container, name: last, at: callee, parent: parent)
      visitArguments(call, parent: container)
    } else if last == "NavigationLink", !context.names.projectDeclares(last) {
      visitNavigationLink(call, parent: parent)
    } else if name == last, BuiltInViews.names.contains(name),
              !context.names.isShadowedView(name), !context.names.projectDeclares(name) {
      // `ForEach(tabs) { tab in ... }`: tab is an element of tabs.
      if name == "ForEach", let collection = call.arguments.first?.expression, Self.isValuePath(collection),
         let closure = call.trailingClosure,
         let array = TypeInference.expression(collection, scope: scope, types: context.types) {
        closureParameterTypes[closure.id] = context.types.add(
          TypeExpressionFact(kind: .element, base: array, name: "", names: []))
      }
      // SwiftUI's own views are transparent: their content sits where it is written.
      visitArguments(call, parent: parent)
    } else {
      visitConstruction(call, name: name, parent: parent)
    }
  }

  /// A type instantiated or a function or method called: which one is Swift's lookup
  /// over the project's declarations, done in the index (Queries/derive.sql): a member
  /// of the enclosing types before a type or function of the module, a type and a
  /// function of the same level both. Letter case decides nothing.
  private func visitConstruction(_ call: FunctionCallExprSyntax, name: String, parent: Int?) {
    let scoped = context.types.scopedCandidates(name, owner: owner)
    // (a project controller, declared in another file, is a type too: what plain code
    // gives its initialiser is passed to it, `SwiftUINavigation(rootView: Screen())`)
    let isType = context.names.isType(name)
      || (context.plainCode && context.names.isController(SyntaxNames.lastComponent(name)))
    let site = add(isType ? .instantiate : .reference, name: name, at: call.calledExpression,
                   parent: parent, candidates: scoped.flatMap { [(CandidatePurpose.type, $0), (.producer, $0)] },
                   labels: Self.labels(of: call))
    carry(call, name: SyntaxNames.lastComponent(name))
    recordArgumentTypes(call, at: site, constructions: false)
    if context.plainCode, nodes[site].kind == .instantiate {
      // In plain code, views given to an initialiser are values passed to it.
      passArguments(call, callAt: nodes[site].position, shownUnder: site)
      return
    }
    visitArguments(call, parent: site)
  }

  /// `super.init(rootView: Root())`, `self.init(rootView: Root())` in an initialiser of a
  /// project hosting controller (a hosting root), and `self.init(...)` elsewhere (its
  /// arguments are values passed to the type's other initialiser). False: not handled.
  private func visitInitialiserDelegation(_ call: FunctionCallExprSyntax, base: ExprSyntax, parent: Int?) -> Bool {
    let names = context.names
    let hostsRoot = call.arguments.contains { ["rootView", "content"].contains($0.label?.text ?? "") }
    if base.is(SuperExprSyntax.self), hostsRoot, let superclass = context.superclass, names.isHosting(superclass) {
      let own = ProjectNames.swiftUIHostingTypes.contains(superclass) || !names.isProjectHosting(superclass)
      visitHostingRoot(call, name: "super.init", target: own ? nil : superclass)
      return true
    }
    guard (base.as(DeclReferenceExprSyntax.self)?.baseName).map(SyntaxNames.isSelfKeyword) == true, !owner.isEmpty
    else { return false }
    if hostsRoot, names.isProjectHosting(SyntaxNames.lastComponent(owner)) {
      visitHostingRoot(call, name: "self.init", target: owner)
      return true
    }
    guard context.plainCode else { return false }
    let node = add(.apply, name: "init", at: call.calledExpression.as(MemberAccessExprSyntax.self)!.declName,
                   parent: parent, labels: Self.labels(of: call), valueType: types(owner))
    passArguments(call, callAt: nodes[node].position, shownUnder: parent)
    return true
  }

  /// The argument label of a parameter of the enclosing function that may hold a view,
  /// when `name` reads it here (no local or closure parameter hides it).
  private func parameterLabel(_ name: String) -> String? {
    guard localValues[name] == nil, !parameters.contains(name) else { return nil }
    return context.parameters[name]
  }

  /// `Owner.function#label`: the parameter as a `parameter` node names it.
  private func parameterSlot(_ label: String) -> String {
    (owner.isEmpty ? "" : owner + ".") + context.function + "#" + label
  }

  /// `Route(id: "detail") { Detail() }` where Route stores the closure: the closure is
  /// a `carried` producer of Route's property, shown wherever Route shows it (not here,
  /// and not as an entry of its own). The caller skips the closure as an argument.
  private func carry(_ call: FunctionCallExprSyntax, name: String) {
    guard let carrier = context.names.carrier(name) else { return }
    var closures: [(ExprSyntax, String)] = []
    var given: Set<String> = []
    for argument in call.arguments {
      guard let label = argument.label?.text else { continue }
      given.insert(label)
      // a closure stored by an initialiser, or a view given to a memberwise one
      if let property = carrier.properties[label] { closures.append((argument.expression, property)) }
    }
    for element in call.additionalTrailingClosures {
      given.insert(element.label.text)
      if let property = carrier.properties[element.label.text] { closures.append((ExprSyntax(element.closure), property)) }
    }
    // A trailing closure takes the one carried argument the call does not label (the
    // labelled trailing closures after it label theirs: `Host { a } controls: { b }`).
    let open = carrier.properties.filter { !given.contains($0.key) }
    if let trailing = call.trailingClosure, open.count == 1, let property = open.first?.value {
      closures.append((ExprSyntax(trailing), property))
    }
    for (closure, property) in closures {
      let carried = nested()
      carried.viewPositions.insert(closure.id)
      carried.visit(Syntax(closure), parent: nil)
      var producer = ProducerFact(owner: carrier.qualified, name: "#" + property, kind: .carried, isEntry: false,
                                  position: converter.position(of: closure))
      producer.nodes = carried.nodes
      hostedEntries.append(producer)
      absorb(carried)
      carriedClosures.insert(closure.id)
    }
  }

  /// What a modifier is called on: an expression, or the content a custom modifier
  /// is given (`self` in a View extension).
  enum ModifierBase {
    case expression(ExprSyntax)
    case content(DeclReferenceExprSyntax)
  }

  /// SwiftUI's own modifiers (BuiltInModifiers): transparent, unless the project declares
  /// a `View` extension method of the same name (ProjectNames.shadowedModifiers).
  static var systemModifiers: Set<String> { BuiltInModifiers.names }

  private func visitModifier(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, base: ModifierBase,
                             parent: Int?) {
    visitModifier(call, name: member.declName.baseName.text, nameToken: member.declName, base: base, parent: parent)
  }

  /// `base.modifier(arguments)`: the modifier's node is the parent of its base.
  private func visitModifier(_ call: FunctionCallExprSyntax, name: String, nameToken: some SyntaxProtocol,
                             base: ModifierBase, parent: Int?) {
    if Self.declarationModifiers.contains(name), let declaration = declaration(name, call) {
      let node = add(.declare, name: name, at: nameToken, parent: parent, declaration: declaration)
      visitBase(base, parent: node)
      return
    }
    if name == "navigationDestination" {
      // `.navigationDestination(for: Route.self) { route in ... }`: route is a Route.
      if let type = call.arguments.first(where: { $0.label?.text == "for" })?.expression
           .as(MemberAccessExprSyntax.self), type.declName.baseName.text == "self", let base = type.base,
         let typeName = SyntaxNames.dottedName(base), let closure = call.trailingClosure {
        closureParameterTypes[closure.id] = types(typeName)
      }
      visitBase(base, parent: parent)
      let destination = add(.destination, name: name, at: nameToken, parent: parent)
      visitArguments(call, parent: destination)
    } else if name == "modifier", call.arguments.count == 1, let argument = call.arguments.first?.expression,
              let applied = argument.as(FunctionCallExprSyntax.self),
              let constructed = TypeInference.constructedType(applied.calledExpression) {
      // `.modifier(M())`: the base is the content of M's body(content:) (rule 4). A
      // generic modifier's arguments (`M<Key>(...)`) name the same type, `M`.
      let type = constructed.split(separator: "<", maxSplits: 1).first.map(String.init) ?? constructed
      let node = add(.apply, name: type, at: nameToken, parent: parent,
                     candidates: context.types.scopedCandidates(type, owner: owner).map { (.type, $0) })
      visitBase(base, parent: node)
      visitArguments(applied, parent: parent)
    } else if name == "modifier", call.arguments.count == 1, call.trailingClosure == nil,
              let argument = call.arguments.first?.expression, Self.isValuePath(argument) {
      // `.modifier(style)`: a modifier value, applied as its type's body (a generic
      // parameter's: each type bound to it, Queries/view_flow.sql).
      let node = add(.modify, name: SyntaxNames.trimmedText(argument), at: nameToken, parent: parent,
                     valueType: valueType(argument))
      visitBase(base, parent: node)
    } else if Self.systemModifiers.contains(name), !context.names.isShadowedModifier(name) {
      visitBase(base, parent: parent)
      visitSystemModifierArguments(call, modifier: name, nameToken: nameToken, parent: parent)
    } else if Self.systemModifiers.contains(name) {
      visitShadowedModifier(call, name: name, nameToken: nameToken, base: base, parent: parent)
    } else {
      if context.names.isSelfHostingMember(name), case .expression(let expression) = base,
         !isContent(expression) {
        passReceiver(expression, member: name, at: nameToken, parent: parent, call: call)
        return
      }
      // Possibly a custom modifier (a View extension method): its base is the content it
      // is given (rule 4). Unresolved, it is transparent.
      // On a value (`router.destination(for:)`), it may be a method of the value's type
      // (rule 3): the receiver's declared type is looked up in the index.
      var receiverType: Int?
      var candidates: [(purpose: CandidatePurpose, name: String)] = [(.producer, "View." + name)]
      if case .expression(let expression) = base {
        receiverType = valueType(expression)
        // `Theme.card()`, `Outer.Row()` where `Theme` is nothing this file binds: also a
        // static producer or a nested type of a type of that name.
        if let typeName = SyntaxNames.dottedName(expression), !isBoundValue(String(typeName.split(separator: ".")[0])) {
          for scoped in context.types.scopedCandidates(typeName + "." + name, owner: owner) {
            candidates += [(.producer, scoped), (.type, scoped)]
          }
        }
      }
      let node = add(.apply, name: name, at: nameToken, parent: parent, candidates: candidates,
                     labels: Self.labels(of: call), valueType: receiverType)
      visitBase(base, parent: node)
      if receiverType != nil, case .expression(let expression) = base, !isContent(expression) {
        // A method of a value (`flow.show(Detail())`): its arguments are values passed
        // to it, placed here only when it builds views for its caller (view_flow.sql).
        passArguments(call, callAt: nodes[node].position, shownUnder: parent)
      } else {
        visitArguments(call, parent: parent)
      }
    }
  }

  /// A hosting controller from outside the project, as Queries find them between passes
  /// (ProjectNamesQuery): named like one and made with `rootView:` or `content:`. Known
  /// here already, so the first pass hosts what it is given instead of dropping it.
  static func isHostingShaped(_ call: FunctionCallExprSyntax, name: String) -> Bool {
    isNamedLikeHosting(name) && ["rootView", "content"].contains(call.arguments.first?.label?.text ?? "")
  }

  /// `HostingController`, `PlatformHostingController`: named like a hosting controller.
  static func isNamedLikeHosting(_ name: String) -> Bool { name.hasSuffix("HostingController") }

  /// `.tint(.accent)` where the project declares `extension View { func tint(_:
  /// ThemedColor) }` beside SwiftUI's: an `apply` node whose candidates are the
  /// project's `View.tint`, marked as SwiftUI's too (a `swiftUI` candidate), with its
  /// first argument (an implicit member's name, or the value's type) for the index to
  /// choose as Swift does (Queries/derive.sql, `modifier_choices`). Either way the
  /// receiver is the modifier's content and the arguments sit where they are written.
  private func visitShadowedModifier(_ call: FunctionCallExprSyntax, name: String, nameToken: some SyntaxProtocol,
                                     base: ModifierBase, parent: Int?) {
    let node = add(.apply, name: name, at: nameToken, parent: parent,
                   candidates: [(.producer, "View." + name), (.swiftUI, name)], labels: Self.labels(of: call))
    if let first = call.arguments.first {
      nodes[node].arguments.append((first.label?.text ?? "_", argumentType(first.expression)))
    } else if call.trailingClosure != nil {
      // A closure decides by what it returns, which is not followed: undecided.
      nodes[node].arguments.append(("+", context.types.add(TypeExpressionFact(kind: .opaque, base: nil, name: "",
                                                                              names: []))))
    }
    visitBase(base, parent: node)
    visitArguments(call, parent: parent)
  }

  /// What decides an overload by its argument: `.accent` or `.accent(2)` (an implicit
  /// member of the parameter's type), else the value's type as the resolver finds it,
  /// else an expression it does not follow.
  private func argumentType(_ expression: ExprSyntax) -> Int {
    let member = expression.as(MemberAccessExprSyntax.self)
      ?? expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
    if let member, member.base == nil {
      return context.types.add(TypeExpressionFact(kind: .implicitMember, base: nil,
                                                  name: member.declName.baseName.text, names: []))
    }
    return TypeInference.expression(expression, scope: scope, types: context.types)
      ?? context.types.add(TypeExpressionFact(kind: .opaque, base: nil, name: "", names: []))
  }

  /// `self` in a View extension or `content` in a modifier: the view being modified.
  private func isContent(_ expression: ExprSyntax) -> Bool {
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    return SyntaxNames.isSelfKeyword(reference.baseName) || context.contentNames.contains(reference.baseName.text)
  }

  private func visitBase(_ base: ModifierBase, parent: Int?) {
    switch base {
    case .expression(let expression): visit(Syntax(expression), parent: parent)
    case .content(let token): _ = add(.hole, name: "self", at: token, parent: parent)
    }
  }

  /// A builder for code that is a producer of its own but sees this one's scope (a
  /// hosted root view, a carried closure). A local being inlined stays so inside it.
  private func nested() -> ProducerBuilder {
    let builder = ProducerBuilder(context: context, converter: converter)
    builder.localValues = localValues
    builder.assignedLocals = assignedLocals
    builder.assignedValues = assignedValues
    builder.inlining = inlining
    builder.scope = scope
    builder.parameters = parameters
    builder.closureParameterTypes = closureParameterTypes
    builder.hostedSelf = hostedSelf
    return builder
  }

  /// `Row().themedUIView`, `Row().hosted(with: m)`: a View extension member that hosts
  /// `self` in a controller of its own is given the receiver, a value passed as `self`
  /// (Queries/view_flow.sql shows it where that controller's root reads it), not
  /// shown here. An `apply` node at the member stands for the call.
  private func passReceiver(_ base: ExprSyntax, member name: String, at token: some SyntaxProtocol, parent: Int?,
                            call: FunctionCallExprSyntax?) {
    let node = add(.apply, name: name, at: token, parent: parent, candidates: [(.producer, "View." + name)],
                   labels: call.map(Self.labels(of:)) ?? nil)
    _ = passValue(base, label: "self", callAt: nodes[node].position)
    if let call { passArguments(call, callAt: nodes[node].position, shownUnder: parent) }
  }

  /// `UIHostingController(rootView: Root())`: the root view starts where the controller
  /// is put (Queries/view_flow.sql: under a representable, the representable's
  /// environment; presented or at a window's root, an empty one; elsewhere unknown).
  /// A project subclass (`ThemedHost(rootView: Root())`) shows the root view its own
  /// initialisers give `super.init(rootView:)`: a `root` node, and the arguments are
  /// values passed to its initialiser.
  private func visitHosting(_ call: FunctionCallExprSyntax, name: String) {
    guard hostedCalls.insert(call.id).inserted else { return }
    let hosted = nested()
    hosted.hostedCalls = hostedCalls
    if context.selfIsContent, !context.function.isEmpty { hosted.hostedSelf = "View.\(context.function)#self" }
    if ProjectNames.swiftUIHostingTypes.contains(name) || !context.names.isProjectHosting(name) {
      for argument in call.arguments { hosted.viewPositions.insert(argument.expression.id) }
      hosted.visitArguments(call, parent: nil)
    } else {
      hosted.rootNode(call, type: name)
    }
    hostedCalls = hosted.hostedCalls
    var entry = ProducerFact(owner: owner, name: name, kind: .hosting, isEntry: true,
                             position: converter.position(of: call))
    entry.labels = Self.labels(of: call)
    entry.nodes = hosted.nodes
    entry.function = context.function
    hostedEntries.append(entry)
    absorb(hosted)
  }

  /// What a nested builder found besides its nodes.
  private func absorb(_ builder: ProducerBuilder) {
    hostedEntries.append(contentsOf: builder.hostedEntries)
    findings.append(contentsOf: builder.findings)
    sceneDelegates.append(contentsOf: builder.sceneDelegates)
  }

  /// What each labelled argument of a call is, for the generic parameters it may bind:
  /// value paths (`$a.b` as `a.b`), and with `constructions` also what a call there
  /// constructs (`Themed(theme: t)`: a modifier bound to a hosting controller's parameter).
  private func recordArgumentTypes(_ call: FunctionCallExprSyntax, at site: Int, constructions: Bool) {
    for argument in call.arguments {
      guard let label = argument.label?.text,
            Self.isValuePath(argument.expression) || (constructions && argument.expression.is(FunctionCallExprSyntax.self)),
            let type = TypeInference.expression(argument.expression, scope: scope, types: context.types) else { continue }
      nodes[site].arguments.append((label, type))
    }
  }

  /// A `root` node for a project hosting type, its arguments passed to its initialiser.
  private func rootNode(_ call: FunctionCallExprSyntax, type: String) {
    let node = add(.root, name: type, at: call.calledExpression, parent: nil,
                   candidates: context.types.scopedCandidates(type, owner: owner).map { (.type, $0) })
    recordArgumentTypes(call, at: node, constructions: true)
    passArguments(call, callAt: nodes[node].position, shownUnder: node)
  }

  /// `super.init(rootView: Root())` or `self.init(rootView: Root())` in an initialiser of
  /// a project hosting controller: the root view it gives (a `hosting-root` producer).
  /// To SwiftUI's own initialiser the argument is the root view; to a project
  /// superclass's (or its own other initialiser), a value passed to it, shown where
  /// that initialiser shows it.
  private func visitHostingRoot(_ call: FunctionCallExprSyntax, name: String, target: String?) {
    let builder = nested()
    builder.hostedCalls = hostedCalls
    if let target {
      builder.rootNode(call, type: target)
    } else {
      for argument in call.arguments {
        builder.viewPositions.insert(argument.expression.id)
        // `super.init(rootView: .init(content: rootView))` of a `UIHostingController<Wrapper>`
        // subclass: the root is a `Wrapper`, constructed here.
        if let root = context.hostedRootType, let constructed = argument.expression.as(FunctionCallExprSyntax.self),
           let member = constructed.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           member.declName.baseName.text == "init" {
          builder.visitConstruction(constructed, name: root, parent: nil)
        } else {
          builder.visit(Syntax(argument.expression), parent: nil)
        }
      }
      if let closure = call.trailingClosure { builder.visit(Syntax(closure), parent: nil) }
      for element in call.additionalTrailingClosures { builder.visit(Syntax(element.closure), parent: nil) }
    }
    hostedCalls = builder.hostedCalls
    var root = ProducerFact(owner: owner, name: name, kind: .hostingRoot, isEntry: false,
                            position: converter.position(of: call))
    root.nodes = builder.nodes
    root.function = context.function
    hostedEntries.append(root)
    absorb(builder)
  }

  /// Each argument of `call` that holds views is an `argument` producer: a value passed
  /// to the call whose node is at `position`. Queries/view_flow.sql shows it where the
  /// callee reads that parameter, or where the call is written when the callee is a
  /// view or builds views for its caller, or makes it an entry of unknown environment
  /// when the callee is code the analyzer does not see.
  /// Each also leaves an `argument` node under `shownUnder` (the instantiation itself,
  /// or the method call's parent: a method's arguments are no part of its receiver),
  /// where it is shown when the callee shows it where the call is written: so a
  /// container's declarations above its content, and those above the call, count.
  private func passArguments(_ call: FunctionCallExprSyntax, callAt position: SourcePosition, shownUnder: Int?) {
    var items: [(String, ExprSyntax)] = call.arguments.map { ($0.label?.text ?? "_", $0.expression) }
    if let closure = call.trailingClosure { items.append(("+", ExprSyntax(closure))) }
    for element in call.additionalTrailingClosures { items.append((element.label.text, ExprSyntax(element.closure))) }
    for (label, expression) in items where !carriedClosures.contains(expression.id) {
      guard passValue(expression, label: label, callAt: position) else { continue }
      _ = add(.argument, name: label, at: expression, parent: shownUnder)
    }
  }

  /// `expression` given to the call at `position` as `label`: an `argument` producer of
  /// the views it holds (false, and none, when it holds none).
  private func passValue(_ expression: ExprSyntax, label: String, callAt position: SourcePosition) -> Bool {
    let builder = nested()
    builder.hostedCalls = hostedCalls
    builder.viewPositions.insert(expression.id)
    builder.visit(Syntax(expression), parent: nil)
    hostedCalls = builder.hostedCalls
    absorb(builder)
    guard !builder.nodes.isEmpty else { return false }
    var producer = ProducerFact(owner: owner, name: "#argument", kind: .argument, isEntry: false,
                                position: converter.position(of: expression))
    producer.function = context.function
    producer.argument = ArgumentFact(label: label, call: position)
    producer.nodes = builder.nodes
    hostedEntries.append(producer)
    return true
  }

  /// `view = Row()` where `view` is a local declared without a value.
  private func assignmentToLocal(_ sequence: SequenceExprSyntax) -> (String, ExprSyntax)? {
    guard !assignedLocals.isEmpty else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
          let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
          assignedLocals.contains(name), localValues[name] == nil else { return nil }
    return (name, elements[2])
  }

  /// `configuration.delegateClass = WindowDelegate.self`: the scene delegate this type
  /// configures (UISceneConfiguration's `delegateClass`).
  private func recordSceneDelegate(_ sequence: SequenceExprSyntax) {
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), !owner.isEmpty,
          elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "delegateClass",
          let value = elements[2].as(MemberAccessExprSyntax.self), value.declName.baseName.text == "self",
          let base = value.base, let name = SyntaxNames.dottedName(base) else { return }
    sceneDelegates.append(SceneDelegateFact(owner: owner, type: context.types.named(name, scope: owner)))
  }

  // MARK: #if

  /// A `#if` among statements or builder content: only the active clause is indexed;
  /// an undecided one indexes every clause as a possibility and is reported.
  private func visitIfConfig(_ ifConfig: IfConfigDeclSyntax, parent: Int?) {
    switch IfConfigDecision(ifConfig, configuration: context.configuration) {
    case .decided(let clause):
      if let elements = clause?.elements { visit(Syntax(elements), parent: parent) }
    case .undecided(let condition):
      report("unresolved-if", subject: condition, at: ifConfig)
      for clause in ifConfig.clauses {
        if let elements = clause.elements { visit(Syntax(elements), parent: parent) }
      }
    }
  }

  /// `base #if COND .modifier() #endif`. Undecided: the base is indexed without the
  /// clause's modifiers, so a declaration there never counts; views in the clause
  /// are still indexed as possibilities.
  private func visitPostfixIfConfig(_ postfix: PostfixIfConfigExprSyntax, parent: Int?) {
    let base = postfix.base
    switch IfConfigDecision(postfix.config, configuration: context.configuration) {
    case .decided(let clause):
      if case .postfixExpression(let expression)? = clause?.elements, let base {
        postfixBase = base
        visit(Syntax(expression), parent: parent)
        if postfixBase != nil {  // the clause did not start with a modifier
          postfixBase = nil
          visit(Syntax(base), parent: parent)
        }
      } else if let base {
        visit(Syntax(base), parent: parent)
      }
    case .undecided(let condition):
      report("unresolved-if", subject: condition, at: postfix.config)
      if let base { visit(Syntax(base), parent: parent) }
      for clause in postfix.config.clauses {
        guard case .postfixExpression(let expression)? = clause.elements,
              let call = expression.as(FunctionCallExprSyntax.self) else { continue }
        visitArguments(call, parent: parent)
      }
    }
  }

  private func report(_ code: String, subject: String, detail: String = "", at syntax: some SyntaxProtocol) {
    findings.append(FindingFact(code: code, subject: subject, detail: detail, position: converter.position(of: syntax)))
  }

  /// `NavigationLink(destination: D()) { label }`, `NavigationLink("Title") { D() }`,
  /// `NavigationLink { D() } label: { ... }`, `NavigationLink(value: v) { label }`.
  private func visitNavigationLink(_ call: FunctionCallExprSyntax, parent: Int?) {
    // A call a project initialiser without a destination accepts: what its closures
    // build is its label, where it is written (the project's declaration decides).
    // A title written as a string literal is SwiftUI's `NavigationLink("Title") { Destination() }`.
    let literalTitle = call.arguments.first.map { $0.label == nil && $0.expression.is(StringLiteralExprSyntax.self) } ?? false
    if !literalTitle, context.names.isNavigationLinkLabelShape(CallShapes.shape(of: call)) {
      visitArguments(call, parent: parent)
      return
    }
    var destinations: [Syntax] = []
    var others: [Syntax] = []
    var hasValue = false
    for argument in call.arguments {
      switch argument.label?.text {
      case "destination": destinations.append(Syntax(argument.expression))
      case "value": hasValue = true; others.append(Syntax(argument.expression))
      default: others.append(Syntax(argument.expression))
      }
    }
    let labelled = call.additionalTrailingClosures.contains { $0.label.text == "label" }
    let titled = call.arguments.first.map { $0.label == nil } ?? false
    if let closure = call.trailingClosure {
      if destinations.isEmpty, !hasValue, labelled || titled {
        destinations.append(Syntax(closure))
      } else {
        others.append(Syntax(closure))
      }
    }
    for element in call.additionalTrailingClosures {
      if element.label.text == "destination" { destinations.append(Syntax(element.closure)) }
      else { others.append(Syntax(element.closure)) }
    }
    for other in others { visit(other, parent: parent) }
    if !destinations.isEmpty {
      let destination = add(.destination, name: "NavigationLink", at: call.calledExpression, parent: parent)
      for syntax in destinations { visit(syntax, parent: destination) }
    }
  }

  private func visitMemberAccess(_ member: MemberAccessExprSyntax, parent: Int?) {
    guard let base = member.base else { return }  // `.red`, `.leading`
    let name = member.declName.baseName.text
    if (base.as(DeclReferenceExprSyntax.self)?.baseName).map(SyntaxNames.isSelfKeyword) == true,
       context.contentNames.contains(name) {
      _ = add(.hole, name: name, at: member, parent: parent)
    } else if (base.as(DeclReferenceExprSyntax.self)?.baseName).map(SyntaxNames.isSelfKeyword) == true {
      _ = add(.reference, name: name, at: member, parent: parent,
              candidates: [(.producer, owner.isEmpty ? name : owner + "." + name)],
              valueType: TypeInference.expression(ExprSyntax(member), scope: scope, types: context.types))
    } else if isTypeName(base), let typeName = SyntaxNames.dottedName(base) {
      // `Theme.header`: a static producer.
      _ = add(.reference, name: typeName + "." + name, at: member, parent: parent,
              candidates: context.types.scopedCandidates(typeName + "." + name, owner: owner).map { (.producer, $0) })
    } else if context.names.isSelfHostingMember(name), !isContent(base) {
      // `Row().themedUIView`: the receiver is handed to the member's controller
      passReceiver(base, member: name, at: member.declName, parent: parent, call: nil)
    } else {
      if let typeName = SyntaxNames.dottedName(base), !isBoundValue(String(typeName.split(separator: ".")[0])) {
        // `Theme.header` where `Theme` is nothing this file binds: a static producer of
        // a type of that name, if the project has one, or a member of a value (below).
        _ = add(.reference, name: typeName + "." + name, at: member, parent: parent,
                candidates: context.types.scopedCandidates(typeName + "." + name, owner: owner).map { (.producer, $0) })
      }
      if Self.isViewPosition(Syntax(member)) || viewPositions.contains(member.id) {
        // `item.destination` where a view goes: a property of the value's type (or of
        // every conformer of its protocol), followed up in SQL.
        _ = add(.member, name: name, at: member.declName, parent: parent, valueType: valueType(base))
      }
      visit(Syntax(base), parent: parent)
    }
  }

  private func visitReference(_ reference: DeclReferenceExprSyntax, parent: Int?) {
    let name = reference.baseName.text
    if SyntaxNames.isSelfKeyword(reference.baseName) {
      if let hostedSelf {
        _ = add(.parameter, name: hostedSelf, at: reference, parent: parent)
      } else if context.selfIsContent {
        _ = add(.hole, name: "self", at: reference, parent: parent)
      }
      return
    }
    if let label = parameterLabel(name) {
      _ = add(.parameter, name: parameterSlot(label), at: reference, parent: parent)
      return
    }
    if context.contentNames.contains(name), localValues[name] == nil {
      _ = add(.hole, name: name, at: reference, parent: parent)
      // Also a value of a generic parameter shown as a view (`selection` of type
      // `Tab: PanelTab`): each use of the container places the type it binds.
      if Self.isViewPosition(Syntax(reference)),
         let type = TypeInference.expression(ExprSyntax(reference), scope: scope, types: context.types) {
        _ = add(.reference, name: name, at: reference, parent: parent, valueType: type)
      }
      return
    }
    // Closure parameters and the owner's stored values are never sites.
    if localValues[name] == nil, parameters.contains(name) || context.valueNames.contains(name) { return }
    if let value = localValues[name] {
      guard !inlining.contains(name) else { return }
      inlining.insert(name)
      visit(Syntax(value), parent: parent)
      inlining.remove(name)
      return
    }
    if let values = assignedValues[name] {
      // `let view: any View; switch ... { case .a: view = A() ... }`: every value assigned.
      guard !inlining.contains(name) else { return }
      inlining.insert(name)
      for value in values { visit(Syntax(value), parent: parent) }
      inlining.remove(name)
      return
    }
    // A producer (`header`), or, where a view goes, a value shown as a view
    // (`selection` of a generic `Tab: PanelTab`).
    _ = add(.reference, name: name, at: reference, parent: parent,
            candidates: scope.lookup(name) == nil
              ? context.types.scopedCandidates(name, owner: owner).map { (.producer, $0) } : [],
            valueType: Self.isViewPosition(Syntax(reference)) || viewPositions.contains(reference.id)
              ? TypeInference.expression(ExprSyntax(reference), scope: scope, types: context.types) : nil)
  }

  /// Where a value is a view: a statement of a builder (`selection`), a returned value,
  /// the argument of `AnyView(...)`.
  static func isViewPosition(_ syntax: Syntax) -> Bool {
    guard let parent = syntax.parent else { return false }
    if parent.is(CodeBlockItemSyntax.self) || parent.is(ReturnStmtSyntax.self) { return true }
    // the base of a modifier applied to it: `supplement.content.padding()`
    if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == syntax,
       member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) == member {
      return isViewPosition(member.parent!)
    }
    // the base of a `#if` postfix clause: `tab.content #if os(iOS) .padding() #endif`
    if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base.map(Syntax.init) == syntax {
      return isViewPosition(Syntax(postfix))
    }
    if parent.is(LabeledExprSyntax.self), let call = parent.parent?.parent?.as(FunctionCallExprSyntax.self) {
      return SyntaxNames.dottedName(call.calledExpression) == "AnyView"
    }
    return false
  }

  /// `let row = Row()`: remembered and placed where `row` is used.
  private func recordLocals(_ variable: VariableDeclSyntax, parent: Int?) {
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        if let value = binding.initializer?.value { visit(Syntax(value), parent: parent) }
        continue
      }
      let type = binding.typeAnnotation.flatMap { TypeInference.written($0.type, scope: scope, types: context.types) }
        ?? binding.initializer.flatMap { TypeInference.expression($0.value, scope: scope, types: context.types) }
      if let value = binding.initializer?.value { localValues[name] = value } else { assignedLocals.insert(name) }
      scope.bind(name, type.map(LexicalScope.Binding.typed) ?? .untyped)
    }
  }

  /// `Parent.Row` or `Row` used as a callee or base: a type, not a value, when Swift's
  /// lookup finds a type there. A name bound in scope (a local, a parameter, a stored
  /// value of the owner) is a value; otherwise a name the file or the project declares
  /// as a type (or SwiftUI's own) is a type. A name neither is read both ways
  /// (`visitModifier`: a method of the value, and a static member of the type).
  private func isTypeName(_ expression: ExprSyntax) -> Bool {
    guard let name = SyntaxNames.dottedName(expression) else { return false }
    let root = String(name.split(separator: ".").first ?? "")
    if root == "Self" { return true }
    if isBoundValue(root) { return false }
    return context.names.isType(name) || context.names.isType(root) && !name.contains(".")
  }

  /// A name bound where the code is: a local, a parameter, the owner's stored values.
  private func isBoundValue(_ name: String) -> Bool {
    name == "self" || scope.lookup(name) != nil || parameters.contains(name) || localValues[name] != nil
      || context.valueNames.contains(name) || context.contentNames.contains(name)
  }

  // MARK: Declarations

  /// The key of `.implicit(value)`, `.implicit(\.key, value)`, `.environmentObject(value)`,
  /// `.environment(value)`, `.environment(\.key, value)`; nil when the call is not a declaration.
  private func declaration(_ modifier: String, _ call: FunctionCallExprSyntax)
    -> DeclarationFact? {
    let arguments = Array(call.arguments)
    let kind: ReadKind
    var key: String?
    var typeExpression: Int?
    var valueText = arguments.map { ($0.label.map { $0.text + ": " } ?? "") + SyntaxNames.trimmedText($0.expression) }
      .joined(separator: ", ")
    if arguments.count == 2, arguments[0].label == nil, let named = SyntaxNames.keyPathKey(arguments[0].expression) {
      guard modifier != "environmentObject" else { return nil }
      kind = modifier == "implicit" ? .implicit : .environmentKey
      key = named
    } else if arguments.count == 1, arguments[0].label == nil, call.trailingClosure != nil, modifier == "environment",
              let named = SyntaxNames.keyPathKey(arguments[0].expression) {
      // `.environment(\.date) { now }`: the value is the closure.
      kind = .environmentKey
      key = named
    } else if arguments.count == 1, arguments[0].label == nil {
      kind = modifier == "implicit" ? .implicit : modifier == "environmentObject" ? .environmentObject : .environmentType
      valueText = SyntaxNames.trimmedText(arguments[0].expression)
      typeExpression = TypeInference.expression(arguments[0].expression, scope: scope, types: context.types)
    } else {
      return nil
    }
    return DeclarationFact(kind: kind, key: key, valueText: valueText, typeExpression: typeExpression)
  }
}
