import SwiftSyntax

/// Producers: the view-building code of a declaration (a body, a view property, a
/// function, plain code), built by `ProducerBuilder`, with the value flow facts of the
/// same code (ControllerFlow, PropertyStores).
extension DeclarationVisitor {
  enum ReturnShape { case none, view, scene }

  /// Result builders whose results are views for the analysis (a `@TabContentBuilder`
  /// member builds the tabs a TabView shows, each tab's content placed under it).
  static let builderAttributes: Set<String> = ["ViewBuilder", "SceneBuilder", "TabContentBuilder"]
  /// Kinds of SwiftUI content that are views for the analysis: their content is placed
  /// where they are (`some TabContent<Tab>`: the tabs of a TabView, iOS 18).
  static let viewLikeContent: Set<String> = ["View", "ToolbarContent", "Commands", "TableRowContent", "TabContent"]

  /// Whether a property or function builds views, and how.
  func producerKind(name: String, isStatic: Bool, returnType: TypeSyntax?,
                            attributes: AttributeListSyntax) -> ProducerKind? {
    let builderAttribute = attributes.contains {
      guard case .attribute(let attribute) = $0 else { return false }
      // `@TabContentBuilder<Tab>` builds tabs, the content of a TabView: views like any others.
      return Self.builderAttributes.contains(Self.withoutGenericArguments(
        SyntaxNames.lastComponent(SyntaxNames.trimmedText(attribute.attributeName))))
    }
    let returns = returnType.map(returnShape) ?? .none
    if name == "body", !isStatic, returns == .scene || ownerProtocols.contains("App") || ownerProtocols.contains("Scene") {
      return .sceneBody
    }
    if name == "body", !isStatic, returns != .none || ownerProtocols.contains("View") { return .body }
    if name == "previews", isStatic, ownerProtocols.contains("PreviewProvider") { return .previews }
    if builderAttribute || returns == .view || returns == .scene { return .property }
    return nil
  }

  /// `TabContent<Tab>` → `TabContent`.
  static func withoutGenericArguments(_ name: String) -> String {
    name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }

  /// `some View`, `AnyView`, `some Scene`, and concrete types named like views.
  func returnShape(_ type: TypeSyntax) -> ReturnShape {
    if let opaque = type.as(SomeOrAnyTypeSyntax.self) {
      let constraint = Self.withoutGenericArguments(SyntaxNames.lastComponent(SyntaxNames.typeText(opaque.constraint)))
      if constraint == "Scene" { return .scene }
      if Self.viewLikeContent.contains(constraint)
          || names.isViewProtocol(constraint) {  // `some PlatformView`
        return .view
      }
      return .none
    }
    let text = SyntaxNames.typeText(type)
    if text == "AnyView" || text == "SwiftUI.AnyView" { return .view }
    if SyntaxNames.lastComponent(text).hasSuffix("View") { return .view }
    return .none
  }

  func builderContext(owner producerOwner: String, contentName: String? = nil,
                              scope: LexicalScope? = nil) -> ProducerBuilder.Context {
    var context = ProducerBuilder.Context(owner: producerOwner, configuration: configuration, types: types)
    context.names = names
    context.scope = scope ?? (producerOwner == owner ? typeScope : LexicalScope(owner: producerOwner))
    context.selfIsContent = producerOwner == "View" || producerOwner == "SwiftUI.View"
    context.contentNames = producerOwner == owner ? (scopes.last?.contentNames ?? []) : []
    context.valueNames = producerOwner == owner ? (scopes.last?.valueNames ?? []) : []
    if let contentName { context.contentNames.insert(contentName) }
    context.superclass = producerOwner == owner ? firstInherited[owner] : nil
    context.hostedRootType = producerOwner == owner ? hostedRootTypes[owner] : nil
    return context
  }

  /// What a builder found besides its producer's nodes.
  func append(_ builder: ProducerBuilder) {
    facts.producers.append(contentsOf: builder.hostedEntries)
    facts.findings.append(contentsOf: builder.findings)
    facts.sceneDelegates.append(contentsOf: builder.sceneDelegates)
  }

  /// A property initialiser (`lazy var controller = UIHostingController(rootView: ...)`,
  /// `static let shared = ...`) is code like any other for hosting and carriers: each
  /// hosting controller it creates is an entry, each carried closure is placed where
  /// its carrier shows it. Other views it builds are values it stores, not placed here.
  func addHostedEntries(in value: ExprSyntax, property: String) {
    guard value.tokens(viewMode: .sourceAccurate).contains(where: {
      // (a package's controller, named like one: ProducerBuilder.isHostingShaped)
      names.isHosting($0.text) || names.carrier($0.text) != nil || ProducerBuilder.isNamedLikeHosting($0.text)
    }) else { return }
    var context = builderContext(owner: owner)
    context.function = property
    context.plainCode = true
    let builder = ProducerBuilder(context: context, converter: converter)
    builder.build(Syntax(value))
    // Hosting controllers, closures passed to carriers (`[Pane(title:) { Queue() }]`),
    // and the values they are given.
    facts.producers.append(contentsOf: builder.hostedEntries.filter {
      [ProducerKind.hosting, .carried, .argument, .hostingRoot].contains($0.kind)
    })
    facts.findings.append(contentsOf: builder.findings)
  }

  /// The steps a piece of code takes controllers up their UIKit or AppKit hierarchy
  /// (ControllerFlow) and what it stores in properties (PropertyStores): of a function,
  /// initialiser, accessor or property initialiser.
  func collectValueFlow(in body: Syntax, of node: some SyntaxProtocol, function: String,
                                      scope: LexicalScope, owner producerOwner: String? = nil,
                                      givesProperty: Bool = true) {
    let codeOwner = producerOwner ?? owner
    var context = ControllerFlow.Context(owner: codeOwner, function: function, scope: scope, types: types, names: names)
    // (asked only of a few names, `navigationController`, `window`: a scan of this file's
    // members per piece of code was quadratic in a file of thousands of properties)
    context.isOwnMember = { [members = facts.members] name in
      members.contains { $0.owner == codeOwner && $0.name == name }
    }
    var parameters: FunctionParameterListSyntax?
    var declared: TypeSyntax?
    if let function = node.as(FunctionDeclSyntax.self) {
      parameters = function.signature.parameterClause.parameters
      declared = function.signature.returnClause?.type
    } else if let initialiser = node.as(InitializerDeclSyntax.self) {
      parameters = initialiser.signature.parameterClause.parameters
    } else if let variable = node.as(VariableDeclSyntax.self) {
      declared = variable.bindings.first?.typeAnnotation?.type
      context.property = function
    } else if let subscriptDecl = node.as(SubscriptDeclSyntax.self) {
      parameters = subscriptDecl.parameterClause.parameters
      declared = subscriptDecl.returnClause.type
    }
    // (the type's base name: `UIViewController?`, `Tabs`; whether a project type is
    // a controller is a lookup of the project's names)
    func isController(_ type: TypeSyntax) -> Bool {
      guard let base = type.tokens(viewMode: .sourceAccurate).first(where: { $0.tokenKind.isIdentifier })?.text
      else { return false }
      return BuiltInControllers.classes.contains(base) || names.isController(base)
    }
    for parameter in parameters ?? [] {
      let name = (parameter.secondName ?? parameter.firstName).text
      context.parameters[name] = parameter.firstName.text
      if isController(parameter.type) { context.controllerParameters.insert(name) }
    }
    context.resultIsController = declared.map(isController) ?? false
    // one walk of the code for both collectors
    let finder = CodeFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    let flow = ControllerFlow(context: context, converter: converter)
    flow.collect(body, found: finder)
    facts.controllerSteps.append(contentsOf: flow.steps)
    let stores = PropertyStores(found: finder, scope: scope, parameters: Set(context.parameters.keys), types: types,
                                converter: converter)
    stores.collect(body, property: givesProperty ? context.property : nil, owner: codeOwner)
    facts.propertyStores.append(contentsOf: stores.facts)
  }

  /// SwiftUI puts an app's delegate (when it is an ObservableObject or Observable)
  /// into the environment of every scene: declarations above all of the scene body.
  static func wrapped(_ nodes: [NodeFact], in declarations: [NodeFact]) -> [NodeFact] {
    var result: [NodeFact] = []
    for (index, declaration) in declarations.enumerated() {
      var node = declaration
      node.parent = index == 0 ? nil : index - 1
      result.append(node)
    }
    let shift = declarations.count
    for var node in nodes {
      node.parent = node.parent.map { $0 + shift } ?? shift - 1
      result.append(node)
    }
    return result
  }

  /// A builder for code that is no producer of the owner's (rule 6): a function or
  /// initialiser body, or a value stored for later.
  func plainCodeBuilder(scope: LexicalScope?, function: String, parameters: [String: String],
                        skipped: Set<SyntaxIdentifier> = []) -> ProducerBuilder {
    var context = builderContext(owner: owner, scope: scope)
    context.skipped = skipped
    context.function = function
    context.parameters = parameters
    context.plainCode = true
    return ProducerBuilder(context: context, converter: converter)
  }

  /// Code that is not a producer: views it creates start with an empty environment
  /// (rule 6). Kept only when it creates views.
  func addCode(name: String, node: some SyntaxProtocol, body: Syntax, scope: LexicalScope? = nil,
                       skipped: Set<SyntaxIdentifier> = [], parameters: [String: String] = [:]) {
    let builder = plainCodeBuilder(scope: scope, function: name, parameters: parameters, skipped: skipped)
    builder.build(body)
    append(builder)
    collectValueFlow(in: body, of: node, function: name, scope: builder.context.scope ?? typeScope)
    // A call the index may resolve to a view (`Row()`, a type of another file) keeps it.
    guard builder.nodes.contains(where: { [.instantiate, .apply, .reference].contains($0.kind) }) else { return }
    // A PreviewProvider's helpers (`static var sampleRows`, `static func makeCard()`)
    // are preview code: what they build is previewed, never shown by the app.
    let kind: ProducerKind = ownerProtocols.contains("PreviewProvider") ? .preview : .code
    var producer = ProducerFact(owner: owner, name: name, kind: kind, isEntry: true,
                                position: converter.position(of: node))
    producer.labels = node.is(FunctionDeclSyntax.self) ? pendingLabels : ""
    producer.isFilePrivate = isFilePrivate(node)
    producer.nodes = builder.nodes
    producer.function = name
    facts.producers.append(producer)
  }

  func addProducer(name: String, kind: ProducerKind, node: some SyntaxProtocol, body: Syntax,
                           ownerOverride: String? = nil, contentName: String? = nil, scope: LexicalScope? = nil,
                           parameters: [String: String] = [:]) {
    let producerOwner = ownerOverride ?? owner
    let isEntry: Bool
    switch kind {
    case .preview, .previews: isEntry = true
    case .sceneBody: isEntry = ownerProtocols.contains("App")
    default: isEntry = false
    }
    // Functions are stored under their base name: overloads are all connected.
    let kindForFunctions: ProducerKind = (kind == .property && node.is(FunctionDeclSyntax.self)) ? .function : kind
    var producer = ProducerFact(owner: producerOwner, name: name, kind: kindForFunctions, isEntry: isEntry,
                                position: converter.position(of: node))
    producer.labels = pendingLabels
    producer.isFilePrivate = ownerOverride == nil && isFilePrivate(node)
    producer.function = name
    var context = builderContext(owner: producerOwner, contentName: contentName, scope: scope)
    context.function = name
    context.parameters = parameters
    let builder = ProducerBuilder(context: context, converter: converter)
    builder.build(body)
    producer.nodes = builder.nodes
    // (a view's body or view property gives views, not values stored anywhere)
    collectValueFlow(in: body, of: node, function: name, scope: context.scope ?? typeScope, owner: producerOwner,
                     givesProperty: false)
    if kind == .sceneBody, isEntry, let adaptors = delegateAdaptors[producerOwner], !adaptors.isEmpty {
      // The app delegate, and the scene delegate it configures (derive_sites_2_keys.sql finds it).
      producer.nodes = Self.wrapped(producer.nodes, in: adaptors.flatMap { type in
        [DeclarationFact.Delegate.app, .scene].map { delegate in
          NodeFact(parent: nil, kind: .declare, name: delegate == .app ? "delegate" : "sceneDelegate", labels: nil,
                   position: producer.position,
                   declaration: DeclarationFact(kind: .environmentObject, key: nil, valueText: type,
                                                typeExpression: types.named(type, scope: producerOwner),
                                                delegate: delegate))
        }
      })
    }
    facts.producers.append(producer)
    append(builder)
  }
}
