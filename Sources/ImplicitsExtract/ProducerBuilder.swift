import SwiftSyntax

/// Builds the expression tree of one producer (docs/design.md §4, rules 1–5).
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
  var nodes: [NodeFact] = []
  private(set) var findings: [FindingFact] = []
  /// Hosting controllers found inside: each is an entry point of its own (rule 6). Also
  /// the other producers found inside: carried closures, values passed to calls.
  var hostedEntries: [ProducerFact] = []
  /// `configuration.delegateClass = WindowDelegate.self` assignments.
  private(set) var sceneDelegates: [SceneDelegateFact] = []
  /// Expressions that are a view where they stand: an argument passed on as a value.
  var viewPositions: Set<SyntaxIdentifier> = []
  /// Value paths a local or an unwrapped name stands for, where that name is shown
  /// (`let page = model.page` then `page`): shown as the name is.
  var shownThroughNames: Set<SyntaxIdentifier> = []
  var localValues: [String: ExprSyntax] = [:]
  /// Locals declared without a value (`let view: any View`), and the values assigned to
  /// them after (`view = Row()`): placed where the local is used, like `localValues`.
  var assignedLocals: Set<String> = []
  var assignedValues: [String: [ExprSyntax]] = [:]
  /// Closure parameters in scope (`item` in `ForEach(items) { item in ... }`): values.
  var parameters: Set<String> = []
  /// Locals and parameters by lexical scope, for the types of declared values.
  var scope: LexicalScope
  var inlining: Set<String> = []
  /// The types of the subjects of the `switch`es being walked, innermost last.
  private var switchSubjects: [Int?] = []
  /// Closures passed to a carrier's initialiser: carried producers of their own.
  var carriedClosures: Set<SyntaxIdentifier> = []
  /// The type of a closure's one parameter when the call says it
  /// (`navigationDestination(for: Route.self)`).
  var closureParameterTypes: [SyntaxIdentifier: Int] = [:]

  func types(_ written: String) -> Int { context.types.named(written, scope: scope.owner) }
  /// Hosting calls already made entries: a local `let host = UIHostingController(...)`
  /// is inlined at every use, but it is one controller, so one entry.
  var hostedCalls: Set<SyntaxIdentifier> = []
  /// Inside a hosting controller made in a `View` extension member: `self` is the
  /// receiver its callers hand over (`View.member#self`, a parameter), not a hole.
  var hostedSelf: String?
  /// The base that a `#if` postfix clause's leading `.modifier()` applies to.
  var postfixBase: ExprSyntax?

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
  func valueType(_ expression: ExprSyntax) -> Int? {
    guard Self.isValuePath(expression) else { return nil }
    return TypeInference.expression(expression, scope: scope, types: context.types)
  }

  /// The type of a value made in place to call a member on (`Holder().makeRoot()`,
  /// `makeLayout().root`): the result of a call by name, which the resolver types as
  /// Swift does (a type's initialiser, or a function's declared result). Only the
  /// receiver is typed: the call's arguments stay where they are written.
  func constructedType(_ expression: ExprSyntax) -> Int? {
    guard let call = expression.as(FunctionCallExprSyntax.self), SyntaxNames.dottedName(call.calledExpression) != nil
    else { return nil }
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
      visitSequence(syntax.cast(SequenceExprSyntax.self), parent: parent)
    case .codeBlock:
      scope.push()
      visitChildren(syntax, parent: parent)
      scope.pop()
    case .guardStmt:
      visitGuard(syntax.cast(GuardStmtSyntax.self), parent: parent)
    case .ifExpr:
      visitIf(syntax.cast(IfExprSyntax.self), parent: parent)
    case .whileStmt:
      visitWhile(syntax.cast(WhileStmtSyntax.self), parent: parent)
    case .forStmt:
      visitFor(syntax.cast(ForStmtSyntax.self), parent: parent)
    case .switchExpr:
      visitSwitch(syntax.cast(SwitchExprSyntax.self), parent: parent)
    case .switchCase:
      visitSwitchCase(syntax.cast(SwitchCaseSyntax.self), parent: parent)
    case let kind where Self.isNestedDeclaration(kind):
      return  // nested declarations are not part of this producer's tree
    case .token:
      return  // a token has no children to visit
    case .keyPathExpr:
      // `\.bottomMenu` names a member of the key path's root type, never of `self`:
      // its components are no references of this scope. (A subscript's arguments
      // inside it still are.)
      for component in syntax.cast(KeyPathExprSyntax.self).components {
        if let subscriptComponent = component.component.as(KeyPathSubscriptComponentSyntax.self) {
          visitChildren(Syntax(subscriptComponent.arguments), parent: parent)
        }
      }
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

  // The statements that bind names open a scope of their own (or, `guard`, bind in the
  // enclosing one) around what they contain.

  /// An assignment to a local is its value (placed where the local is used); any other
  /// sequence is walked, and may configure a scene delegate.
  private func visitSequence(_ sequence: SequenceExprSyntax, parent: Int?) {
    if let (name, value) = assignmentToLocal(sequence) {
      assignedValues[name, default: []].append(value)
      return
    }
    recordSceneDelegate(sequence)
    visitChildren(Syntax(sequence), parent: parent)
  }

  /// `guard let x = E else { ... }`: x is in scope after the guard, not in its `else`.
  private func visitGuard(_ guardStatement: GuardStmtSyntax, parent: Int?) {
    let bindings = conditionBindings(guardStatement.conditions, parent: parent)
    visit(Syntax(guardStatement.body), parent: parent)
    for (name, binding) in bindings { scope.bind(name, binding) }
  }

  private func visitIf(_ ifExpression: IfExprSyntax, parent: Int?) {
    scope.push()
    for (name, binding) in conditionBindings(ifExpression.conditions, parent: parent) { scope.bind(name, binding) }
    // `if let sheet = model.sheet { sheet }`: the unwrapped value is shown where the name
    // is, as a local's (a value path only: a call's views were placed in the condition).
    let outer = localValues
    for case .optionalBinding(let binding) in ifExpression.conditions.map(\.condition) {
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
         let value = binding.initializer?.value, Self.isValuePath(value) {
        localValues[name] = value
      }
    }
    visit(Syntax(ifExpression.body), parent: parent)
    localValues = outer
    scope.pop()
    if let elseBody = ifExpression.elseBody { visit(Syntax(elseBody), parent: parent) }
  }

  private func visitWhile(_ whileStatement: WhileStmtSyntax, parent: Int?) {
    scope.push()
    for (name, binding) in conditionBindings(whileStatement.conditions, parent: parent) { scope.bind(name, binding) }
    visit(Syntax(whileStatement.body), parent: parent)
    scope.pop()
  }

  private func visitFor(_ forStatement: ForStmtSyntax, parent: Int?) {
    visit(Syntax(forStatement.sequence), parent: parent)
    scope.push()
    for name in Self.boundNames(forStatement.pattern) { scope.bind(name, .untyped) }
    visit(Syntax(forStatement.body), parent: parent)
    scope.pop()
  }

  /// The subject's type, for what each case's patterns bind.
  private func visitSwitch(_ switchExpression: SwitchExprSyntax, parent: Int?) {
    visit(Syntax(switchExpression.subject), parent: parent)
    switchSubjects.append(TypeInference.expression(switchExpression.subject, scope: scope, types: context.types))
    visit(Syntax(switchExpression.cases), parent: parent)
    switchSubjects.removeLast()
  }

  private func visitSwitchCase(_ switchCase: SwitchCaseSyntax, parent: Int?) {
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
    } else if names.isEmpty, closure.signature == nil, let type = closureParameterTypes[closure.id] {
      scope.bind("$0", .typed(type))  // `ForEach(tabs) { $0.view }`
    } else {
      for name in names { scope.bind(name, .untyped) }
    }
    visitChildren(closure, parent: parent)
    scope.pop()
    parameters.subtract(added)
  }

  func visitChildren(_ syntax: some SyntaxProtocol, parent: Int?) {
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
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, !isTypeName(base),
       SyntaxNames.trimmedText(base) != "SwiftUI" {  // (`SwiftUI.Settings`: the module, no receiver)
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
    // `SwiftUI.Settings { … }`: the framework's, whatever the project declares of that name.
    let framework = name.hasPrefix("SwiftUI.")
    if framework { name.removeFirst("SwiftUI.".count) }
    let swiftUIs = { (name: String) in framework || !self.context.names.projectDeclares(name) }
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
    } else if Self.navigationContainers.contains(last), swiftUIs(last) {
      let container = add(.container, name: last, at: callee, parent: parent)
      visitArguments(call, parent: container)
    } else if last == "NavigationLink", swiftUIs(last) {
      visitNavigationLink(call, parent: parent)
    } else if let platforms = BuiltInViews.platformOnlyScenes[name],
              !platforms.contains(context.configuration.os), swiftUIs(name) {
      // `Settings { … }` in an iOS build: the scene is SwiftUI's only on the Mac, so this
      // build does not have it and shows nothing of it.
      return
    } else if name == last, BuiltInViews.names.contains(name),
              framework || (!context.names.isShadowedView(name) && !context.names.projectDeclares(name)) {
      // `ForEach(tabs) { tab in ... }`, `List(tabs, id: \.self) { tab in ... }`: tab is an
      // element of tabs (their initialisers over data take it unlabelled, first).
      if name == "ForEach" || name == "List", call.arguments.first?.label == nil,
         let collection = call.arguments.first?.expression, Self.isValuePath(collection),
         let closure = call.trailingClosure,
         let array = TypeInference.expression(collection, scope: scope, types: context.types) {
        closureParameterTypes[closure.id] = context.types.add(
          TypeExpressionFact(kind: .element, base: array, name: "", names: []))
      }
      // SwiftUI's own views are transparent: their content sits where it is written.
      visitArguments(call, parent: parent)
    } else if framework {
      // Any other of SwiftUI's (`SwiftUI.WindowGroup`): its content sits where it is written.
      visitArguments(call, parent: parent)
    } else {
      visitConstruction(call, name: name, parent: parent)
    }
  }

  /// A type instantiated or a function or method called: which one is Swift's lookup
  /// over the project's declarations, done in the index (Queries/derive_graph_3_names.sql):
  /// a member of the enclosing types before a type or function of the module, a type and
  /// a function of the same level both. Letter case decides nothing.
  func visitConstruction(_ call: FunctionCallExprSyntax, name: String, parent: Int?) {
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
    visitArguments(call, parent: site, callee: SyntaxNames.lastComponent(name), nameToken: call.calledExpression)
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

  /// SwiftUI's own modifiers (BuiltInModifiers): transparent, unless the project declares
  /// a `View` extension method of the same name (ProjectNames.shadowedModifiers).
  static var systemModifiers: Set<String> { BuiltInModifiers.names }

  /// A builder for code that is a producer of its own but sees this one's scope (a
  /// hosted root view, a carried closure). A local being inlined stays so inside it.
  func nested() -> ProducerBuilder {
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

  /// What a nested builder found besides its nodes.
  func absorb(_ builder: ProducerBuilder) {
    hostedEntries.append(contentsOf: builder.hostedEntries)
    findings.append(contentsOf: builder.findings)
    sceneDelegates.append(contentsOf: builder.sceneDelegates)
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

  // MARK: Findings and navigation links

  func report(_ code: String, subject: String, detail: String = "", at syntax: some SyntaxProtocol) {
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

}
