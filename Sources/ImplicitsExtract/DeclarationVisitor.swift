import Foundation
import SwiftSyntax

/// Walks declarations, keeping the stack of enclosing types, and hands view-building
/// code to `ProducerBuilder`.
final class DeclarationVisitor: SyntaxVisitor {
  let converter: SourceLocationConverter
  let configuration: AnalysisBuildConfiguration
  var facts = FileFacts()
  let types = TypeExpressions()
  /// Where each type's declaration and extensions are in the file (UTF-8 offsets): a
  /// read's property is used if its name occurs there again (PropertyUses).
  var ownerRanges: [String: [Range<Int>]] = [:]
  /// The file's and the project's declared names, for unqualified lookup.
  var names = NameLookup()
  /// Enclosing types, outermost first, with the protocols their declaration names,
  /// the stored properties that hold given content (a generic container's `content`),
  /// and the generic parameters in scope.
  var scopes: [(name: String, protocols: Set<String>, contentNames: Set<String>, valueNames: Set<String>,
                        genericNames: Set<String>)] = []
  /// The superclass (or first protocol) each type's declaration names first, as its
  /// last component without generic arguments: `super.init(rootView:)` of a subclass
  /// of a hosting controller.
  var firstInherited: [String: String] = [:]
  /// The root view type a hosting controller subclass names in its superclass
  /// (`UIHostingController<Wrapper>`: `Wrapper`), for `super.init(rootView: .init(...))`.
  var hostedRootTypes: [String: String] = [:]
  /// Application delegates an `App` declares with `@UIApplicationDelegateAdaptor`,
  /// `@NSApplicationDelegateAdaptor` or `@WKApplicationDelegateAdaptor`, by App.
  var delegateAdaptors: [String: [String]] = [:]

  init(converter: SourceLocationConverter, configuration: AnalysisBuildConfiguration) {
    self.converter = converter
    self.configuration = configuration
    super.init(viewMode: .sourceAccurate)
  }

  var owner: String { scopes.last?.name ?? "" }
  /// Whether each enclosing type or extension is `private`/`fileprivate` (or inside one).
  private var privateScopes: [Bool] = []
  private var inPrivateScope: Bool { privateScopes.last ?? false }

  private func leaveScope() {
    scopes.removeLast()
    privateScopes.removeLast()
  }

  static func isFilePrivate(_ modifiers: DeclModifierListSyntax?) -> Bool {
    modifiers?.contains { ["private", "fileprivate"].contains($0.name.text) } ?? false
  }

  /// A declaration's own `private`/`fileprivate`, or an enclosing one's.
  func isFilePrivate(_ node: some SyntaxProtocol) -> Bool {
    if inPrivateScope { return true }
    let syntax = Syntax(node)
    let modifiers = syntax.as(FunctionDeclSyntax.self)?.modifiers ?? syntax.as(VariableDeclSyntax.self)?.modifiers
      ?? syntax.as(InitializerDeclSyntax.self)?.modifiers ?? syntax.as(SubscriptDeclSyntax.self)?.modifiers
    return Self.isFilePrivate(modifiers)
  }
  /// Labels of the function whose producer is being added.
  var pendingLabels = ""
  var ownerProtocols: Set<String> { scopes.last?.protocols ?? [] }
  var genericNames: Set<String> { scopes.last?.genericNames ?? [] }

  /// The lexical scope at type level (stored property initialisers, signatures).
  var typeScope: LexicalScope {
    var scope = LexicalScope(owner: owner)
    scope.typeGenericNames = genericNames
    return scope
  }

  /// A function's parameters as a scope its body starts with.
  func scope(with parameters: FunctionParameterListSyntax, generics: GenericParameterClauseSyntax?)
    -> LexicalScope {
    var scope = typeScope
    scope.functionGenericNames.formUnion(generics?.parameters.map(\.name.text) ?? [])
    for parameter in parameters {
      let name = (parameter.secondName ?? parameter.firstName).text
      guard name != "_" else { continue }
      let variadic = parameter.ellipsis != nil
      // `for supplement: some Supplement`: an unnamed generic parameter constrained to
      // `Supplement`, whose members are found through it, as an `any Supplement`'s are
      // (not `some View`: a view given to be placed, not a value to look into).
      let opaque = parameter.type.as(SomeOrAnyTypeSyntax.self).flatMap {
        $0.someOrAnySpecifier.text == "some" && SyntaxNames.typeText($0.constraint) != "View" ? $0.constraint : nil
      }
      let type = variadic ? nil : TypeInference.written(opaque ?? parameter.type, scope: scope, types: types)
      scope.bind(name, type.map(LexicalScope.Binding.typed) ?? .untyped)
    }
    return scope
  }

  // MARK: #if

  /// Only the active clause is indexed; an undecided `#if` indexes every clause as a
  /// possibility and is reported.
  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    switch IfConfigDecision(node, configuration: configuration) {
    case .decided(let clause):
      if let elements = clause?.elements { walk(elements) }
      return .skipChildren
    case .undecided(let condition):
      facts.findings.append(FindingFact(code: "unresolved-if", subject: condition, detail: "",
                                        position: converter.position(of: node)))
      return .visitChildren
    }
  }

  // MARK: Types and extensions

  private func enterType(name: String, kind: String, modifiers: DeclModifierListSyntax,
                         inheritance: InheritanceClauseSyntax?, node: some SyntaxProtocol,
                         generics: GenericParameterClauseSyntax? = nil, members: MemberBlockSyntax? = nil,
                         whereClause: GenericWhereClauseSyntax? = nil, attributes: AttributeListSyntax? = nil) {
    let qualified = owner.isEmpty ? name : owner + "." + name
    // `?.map ?? []`, not `?? []` on the syntax collection: an empty collection literal
    // builds a new syntax node (an arena of its own), which showed in profiles.
    var protocols = Set(inheritance?.inheritedTypes.map { Self.inheritedName($0.type) } ?? [])
    // `enum Tab: String`: String is the raw type, no supertype (RawValueTypes).
    if kind == "enum", let first = inheritance?.inheritedTypes.first, RawValueTypes.isRawType(first) {
      protocols.remove(Self.inheritedName(first.type))
    }
    // Generic parameters are types of their own for the resolver: a `Value` inside
    // `Box<Value>` never falls back to a project type named `Value`.
    let genericParameters = generics?.parameters.map(\.name.text) ?? []
    for parameter in generics.map({ Array($0.parameters) }) ?? [] {
      let name = qualified + "." + parameter.name.text
      // (at the parameter's own position: their order is how a use binds them, `Store<Card>`)
      facts.types.append(TypeFact(name: name, kind: "generic", isPublic: false, position: converter.position(of: parameter)))
      // `Tab: PanelTab` (and `where Tab: PanelTab`): what every value of it is.
      if let constraint = parameter.inheritedType {
        for component in Self.protocolComponents(constraint) {
          facts.conformances.append(ConformanceFact(typeName: name, protocolName: component))
        }
      }
    }
    recordGenericArguments(qualified, generics: generics, members: members)
    if kind == "struct" {
      // (a representable is a view too: its closures are placed where they are written)
      let isView = protocols.contains("View") || !protocols.isDisjoint(with: ProjectNames.swiftUIRepresentables)
        || Self.representableProtocol(members) != nil
      recordMemberwiseViews(qualified, members: members, isView: isView)
    }
    // `@Observable class Model`: the macro makes it conform to Observable.
    if attributes?.contains(where: { SyntaxNames.lastComponent(
         $0.as(AttributeSyntax.self).map { SyntaxNames.trimmedText($0.attributeName) } ?? "") == "Observable" }) == true {
      facts.conformances.append(ConformanceFact(typeName: qualified, protocolName: "Observable"))
    }
    for requirement in whereClause.map({ Array($0.requirements) }) ?? [] {
      guard case .conformanceRequirement(let conformance) = requirement.requirement,
            let parameter = generics?.parameters.first(where: {
              $0.name.text == SyntaxNames.typeText(conformance.leftType) }) else { continue }
      for component in Self.protocolComponents(conformance.rightType) {
        facts.conformances.append(ConformanceFact(typeName: qualified + "." + parameter.name.text, protocolName: component))
      }
    }
    let filePrivate = inPrivateScope || Self.isFilePrivate(modifiers)
    facts.types.append(TypeFact(
      name: qualified, kind: kind,
      isPublic: modifiers.contains { ["public", "open"].contains($0.name.text) },
      position: converter.position(of: node), isFilePrivate: filePrivate))
    for protocolName in protocols.sorted() {
      facts.conformances.append(ConformanceFact(typeName: qualified, protocolName: protocolName))
    }
    privateScopes.append(filePrivate)
    if let first = inheritance?.inheritedTypes.first {
      firstInherited[qualified] = Self.inheritedName(first.type)
      if let generic = Self.genericArguments(first.type).first { hostedRootTypes[qualified] = generic }
    }
    // A nested type's stored properties typed by the enclosing type's parameters hold
    // given content too (`Host<Content>.Wrapper`'s `let content: Content`).
    // A view's stored views that its code shows are given content too (ShownStoredViews).
    let shownViews = protocols.contains("View") || protocols.contains("ViewModifier")
      ? ShownStoredViews.find(members) : []
    scopes.append((qualified, protocols,
                   Self.contentProperties(generics: generics, enclosing: genericNames, members: members).union(shownViews),
                   Self.valueProperties(members).subtracting(shownViews), genericNames.union(genericParameters)))
    var representableProtocols = protocols
    if !names.includesRepresentable(protocols),
       let structural = Self.representableProtocol(members) {
      // A representable through a protocol from outside the project (a package's
      // `PlatformViewControllerRepresentable`): its `makeUIViewController(context:)`
      // is the requirement only SwiftUI's protocol has.
      facts.conformances.append(ConformanceFact(typeName: qualified, protocolName: structural))
      representableProtocols.insert(structural)
    }
    ownerRanges[qualified, default: []].append(node.position.utf8Offset..<node.endPosition.utf8Offset)
    addRepresentableBody(representableProtocols, node: node)
    if protocols.contains("App") {
      delegateAdaptors[qualified] = Self.delegateAdaptorTypes(members, configuration: configuration)
    }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(name: node.name.text, kind: "struct", modifiers: node.modifiers, inheritance: node.inheritanceClause,
              node: node, generics: node.genericParameterClause, members: node.memberBlock,
              whereClause: node.genericWhereClause)
    recordEnvironmentKey(members: node.memberBlock, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { leaveScope() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(name: node.name.text, kind: "class", modifiers: node.modifiers, inheritance: node.inheritanceClause,
              node: node, generics: node.genericParameterClause, members: node.memberBlock,
              whereClause: node.genericWhereClause, attributes: node.attributes)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { leaveScope() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(name: node.name.text, kind: "enum", modifiers: node.modifiers, inheritance: node.inheritanceClause,
              node: node, generics: node.genericParameterClause)
    recordEnvironmentKey(members: node.memberBlock, node: node)
    // A case is a member whose type is the enum (`Theme.dark`); a payload is member
    // `case#position` (`settings#0`), which `case let .settings(page)` binds.
    for member in node.memberBlock.members {
      guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in cases.elements {
        guard let payload = element.parameterClause else {
          if node.genericParameterClause == nil {
            facts.members.append(MemberFact(owner: owner, name: element.name.text, type: owner, isStatic: true,
                                            typeExpression: types.exact(owner)))
          }
          continue
        }
        for (position, parameter) in payload.parameters.enumerated() {
          facts.members.append(MemberFact(owner: owner, name: "\(element.name.text)#\(position)", type: "",
                                          isStatic: false,
                                          typeExpression: TypeInference.written(parameter.type, scope: typeScope,
                                                                                types: types)))
        }
      }
    }
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { leaveScope() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(name: node.name.text, kind: "actor", modifiers: node.modifiers, inheritance: node.inheritanceClause, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { leaveScope() }

  /// A representable's reads are checked where it is placed: it gets an empty `body`
  /// producer there (its `makeUIView` stays plain code, whose hosted views are entries).
  private func addRepresentableBody(_ protocols: Set<String>, node: some SyntaxProtocol) {
    guard names.includesRepresentable(protocols) else {
      return
    }
    // Its `bridge` node: where the hosting controllers its make…/update… attach start
    // (Queries/view_flow.sql).
    var body = ProducerFact(owner: owner, name: "body", kind: .body, isEntry: false, position: converter.position(of: node))
    body.nodes = [NodeFact(parent: nil, kind: .bridge, name: owner, labels: nil, position: body.position)]
    body.isFilePrivate = inPrivateScope
    facts.producers.append(body)
  }

  private func recordEnvironmentKey(members: MemberBlockSyntax, node: some SyntaxProtocol) {
    guard ownerProtocols.contains("EnvironmentKey") else { return }
    if let key = EnvironmentKeyExtractor.keyType(owner, members: members.active(in: configuration),
                                                 position: converter.position(of: node)) {
      facts.environmentKeys.append(key)
    }
  }

  /// Requirements are not code; a protocol's extensions are indexed as extensions. Its
  /// requirements that return views are recorded: a view reached through them cannot
  /// be followed, and is reported where it is used.
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = owner.isEmpty ? node.name.text : owner + "." + node.name.text
    // The protocol is a type of its own: what it refines (`protocol PanelTab: View`)
    // makes its conformers views, and its requirements type the values of it.
    facts.types.append(TypeFact(name: name, kind: "protocol",
                                isPublic: node.modifiers.contains { ["public", "open"].contains($0.name.text) },
                                position: converter.position(of: node)))
    for inherited in node.inheritanceClause.map({ Array($0.inheritedTypes) }) ?? [] {
      for component in Self.protocolComponents(inherited.type) {
        facts.conformances.append(ConformanceFact(typeName: name, protocolName: component))
      }
    }
    var viewTypes: Set<String> = ["AnyView", "View", "Content"]
    var requirementScope = LexicalScope(owner: name)
    requirementScope.typeGenericNames = Set(node.memberBlock.members.compactMap {
      $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text })
    for member in node.memberBlock.members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let annotation = binding.typeAnnotation?.type else { continue }
          facts.members.append(MemberFact(
            owner: name, name: property, type: SyntaxNames.typeText(SyntaxNames.unwrapOptional(annotation).type),
            isStatic: variable.modifiers.contains { $0.name.text == "static" },
            typeExpression: TypeInference.written(annotation, scope: requirementScope, types: types)))
        }
      }
      if let associated = member.decl.as(AssociatedTypeDeclSyntax.self) {
        // Like a generic parameter: it means another type in each conformer.
        facts.types.append(TypeFact(name: name + "." + associated.name.text, kind: "generic", isPublic: false,
                                    position: converter.position(of: associated)))
      }
      if let associated = member.decl.as(AssociatedTypeDeclSyntax.self),
         let inherited = associated.inheritanceClause?.inheritedTypes,
         inherited.contains(where: { SyntaxNames.lastComponent(SyntaxNames.typeText($0.type)) == "View" }) {
        viewTypes.insert(associated.name.text)
      }
    }
    func isView(_ type: TypeSyntax?) -> Bool {
      guard let type else { return false }
      let text = SyntaxNames.lastComponent(SyntaxNames.typeText(type))
      return viewTypes.contains(text) || text.hasSuffix("View") || type.is(SomeOrAnyTypeSyntax.self)
    }
    for member in node.memberBlock.members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings where isView(binding.typeAnnotation?.type) {
          if let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            facts.viewRequirements.append((name, property))
          }
        }
      } else if let function = member.decl.as(FunctionDeclSyntax.self), isView(function.signature.returnClause?.type) {
        facts.viewRequirements.append((name, function.name.text))
      }
    }
    return .skipChildren
  }

  /// `typealias Store = AppStore`: the resolver reads through it. A generic alias
  /// is not followed.
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    let qualified = owner.isEmpty ? node.name.text : owner + "." + node.name.text
    if node.genericParameterClause == nil, let tuple = node.initializer.value.as(TupleTypeSyntax.self),
       tuple.elements.count > 1, tuple.elements.allSatisfy({ $0.firstName != nil }) {
      // `typealias Slot = (item: Card, name: String)`: a type whose members are the
      // labelled elements (`slot.item` is a Card).
      facts.types.append(TypeFact(name: qualified, kind: "tuple", isPublic: false, position: converter.position(of: node),
                                  isFilePrivate: inPrivateScope || Self.isFilePrivate(node.modifiers)))
      for element in tuple.elements {
        guard let label = element.firstName?.text else { continue }
        facts.members.append(MemberFact(owner: qualified, name: label, type: SyntaxNames.typeText(element.type),
                                        isStatic: false,
                                        typeExpression: TypeInference.written(element.type, scope: typeScope, types: types)))
      }
      return .skipChildren
    }
    guard node.genericParameterClause == nil,
          let target = TypeInference.written(node.initializer.value, scope: typeScope, types: types) else {
      return .skipChildren
    }
    facts.typeAliases.append(TypeAliasFact(name: qualified, target: target))
    return .skipChildren
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first?.name.text { facts.imports.append(module) }
    return .skipChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    // An extension continues its type's scope: members resolve as if declared inside.
    let extended = SyntaxNames.typeText(node.extendedType)
    let protocols = Set(node.inheritanceClause?.inheritedTypes.map { Self.inheritedName($0.type) } ?? [])
    for protocolName in protocols.sorted() {
      facts.conformances.append(ConformanceFact(typeName: extended, protocolName: protocolName))
    }
    privateScopes.append(inPrivateScope || Self.isFilePrivate(node.modifiers))
    scopes.append((extended, protocols, [], [], []))
    ownerRanges[extended, default: []].append(node.position.utf8Offset..<node.endPosition.utf8Offset)
    addRepresentableBody(protocols, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { leaveScope() }

  // MARK: Properties: reads, typed members, view-building properties

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      // A read belongs to a view: at file scope (no owner) it names nothing `why` can find.
      if !owner.isEmpty, !name.isEmpty,
         let outcome = ReadExtractor.read(of: node, binding: binding, name: name, view: owner,
                                          position: converter.position(of: node)) {
        switch outcome {
        case .read(var read):
          if read.kind != .environmentKey, !read.key.hasPrefix("\\") {
            read.keyExpression = types.named(read.key, scope: owner)
          }
          facts.reads.append(read)
        case .unreadable(let written):
          facts.findings.append(FindingFact(code: "unresolved-read", subject: written, detail: owner,
                                            position: converter.position(of: node)))
        }
      }
      if owner == "EnvironmentValues" || owner == "SwiftUI.EnvironmentValues", !isStatic {
        facts.environmentKeys.append(EnvironmentKeyExtractor.accessor(
          node, binding: binding, name: name, position: converter.position(of: node)))
      }
      // Every property is recorded, typed or not: an untyped member still hides a
      // global of the same name from the resolver.
      facts.members.append(MemberFact(owner: owner, name: name, type: TypeInference.declaredType(of: binding) ?? "",
                                      isStatic: isStatic, typeExpression: memberTypeExpression(node, binding: binding),
                                      wrapper: Self.wrapperName(node.attributes)))
      if let accessors = binding.accessorBlock, let kind = producerKind(
        name: name, isStatic: isStatic, returnType: binding.typeAnnotation?.type, attributes: node.attributes) {
        let body = Syntax(accessors)
        addProducer(name: name, kind: kind, node: node, body: body)
      } else if let accessors = binding.accessorBlock, binding.typeAnnotation != nil {
        addCode(name: name, node: node, body: Syntax(accessors))
      } else if let value = binding.initializer?.value {
        addHostedEntries(in: value, property: name)
        collectValueFlow(in: Syntax(value), of: node, function: name, scope: typeScope)
        storeInitialView(value, property: name, declared: facts.members.last?.type ?? "", node: node)
      }
    }
    // Nested closures in property initialisers are not view-building code.
    return .skipChildren
  }

  /// `@Themed var x`: the custom attribute a property is declared with, the first that
  /// is no attribute of the language (`@objc`, `@available`) or a global actor or
  /// builder of the frameworks. Whether it is a wrapper is what the index finds it is
  /// (a `DynamicProperty` type of that name: `read_targets`,
  /// Queries/derive_sites_2_keys.sql): letter case says nothing.
  static func wrapperName(_ attributes: AttributeListSyntax) -> String? {
    for element in attributes {
      guard case .attribute(let attribute) = element else { continue }
      let name = SyntaxNames.lastComponent(SyntaxNames.typeText(attribute.attributeName))
      let base = name.split(separator: "<").first.map(String.init) ?? name
      if !notWrappers.contains(base) { return base }
    }
    return nil
  }

  /// Attributes a stored property may carry that are no property wrapper.
  static let notWrappers: Set<String> = [
    "objc", "nonobjc", "available", "discardableResult", "inlinable", "usableFromInline", "frozen", "dynamic",
    "IBOutlet", "IBInspectable", "GKInspectable", "NSManaged", "NSCopying", "MainActor", "ViewBuilder",
    "SceneBuilder", "ToolbarContentBuilder", "CommandsBuilder", "TabContentBuilder", "ResultBuilder", "preconcurrency",
    "backDeployed", "_spi", "exclusivity", "Sendable", "unchecked", "warn_unqualified_access", "objcMembers",
    "globalActor", "nonisolated", "retroactive", "attached", "freestanding",
  ]

  /// Wrappers whose wrapped value is of the type their metatype argument names:
  /// `@Environment(Theme.self)`, `@UIApplicationDelegateAdaptor(AppDelegate.self)` and
  /// its AppKit and watchOS siblings (the delegate object itself).
  static let metatypeWrappers: Set<String> = [
    "Environment", "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor",
    "WKExtensionDelegateAdaptor",
  ]

  /// A property's type: its annotation, the type its wrapper names
  /// (`@Environment(Theme.self) var theme`, `@EnvironmentObject<Accounts> var accounts`),
  /// or its initialiser's.
  private func memberTypeExpression(_ node: VariableDeclSyntax, binding: PatternBindingSyntax) -> Int? {
    if let annotation = binding.typeAnnotation {
      return TypeInference.written(annotation.type, scope: typeScope, types: types)
    }
    if let argument = Self.wrapperGenericArgument(node.attributes) {
      return TypeInference.written(argument, scope: typeScope, types: types)
    }
    for element in node.attributes {
      guard case .attribute(let attribute) = element,
            Self.metatypeWrappers.contains(SyntaxNames.lastComponent(SyntaxNames.typeText(attribute.attributeName))),
            case .argumentList(let list) = attribute.arguments,
            let member = list.first?.expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "self", let base = member.base,
            let name = SyntaxNames.dottedName(base) else { continue }
      return types.named(name, scope: owner)
    }
    if let value = binding.initializer?.value {
      return TypeInference.expression(value, scope: typeScope, types: types)
    }
    return nil
  }

  /// `for:`, `_:title:`: the labels a call writes, as `ProducerBuilder.labels(of:)` reads them.
  static func argumentLabels(_ parameters: FunctionParameterListSyntax) -> String {
    parameters.map { $0.firstName.text + ":" }.joined()
  }

  /// Every function with a declared result: calls in declarations are typed by it.
  private func recordFunction(_ node: FunctionDeclSyntax, isStatic: Bool) {
    guard let result = node.signature.returnClause?.type else { return }
    let labels = CallShapes.signature(node.signature.parameterClause.parameters, attributes: node.attributes)
    let generics = Set(node.genericParameterClause?.parameters.map(\.name.text) ?? [])
    var function = FunctionFact(owner: owner, name: node.name.text, labels: labels, isStatic: isStatic)
    let resultText = SyntaxNames.typeText(SyntaxNames.unwrapOptional(result).type)
    if generics.contains(resultText) {
      // `func configure<T>(_ value: T, ...) -> T`: the type of the one argument of type T.
      let bound = node.signature.parameterClause.parameters.enumerated().filter {
        SyntaxNames.typeText($0.element.type) == resultText
      }
      guard bound.count == 1 else { return }
      function.resultArgument = bound[0].offset
    } else {
      var scope = typeScope
      scope.functionGenericNames.formUnion(generics)
      guard let type = TypeInference.written(result, scope: scope, types: types) else { return }
      function.result = type
    }
    facts.functions.append(function)
  }

  // MARK: Functions

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
    recordFunction(node, isStatic: isStatic)
    if Traps.neverReturns(node) { facts.trappingFunctions.append(TrappingFunctionFact(owner: owner, name: name)) }
    let parameterScope = scope(with: node.signature.parameterClause.parameters, generics: node.genericParameterClause)
    let labels = Self.argumentLabels(node.signature.parameterClause.parameters)
    var kind = producerKind(name: name, isStatic: isStatic, returnType: node.signature.returnClause?.type,
                            attributes: node.attributes)
    if name == "body", labels == "content:", ownerProtocols.contains("ViewModifier") || kind != nil {
      kind = .modifierBody
    }
    // A style's `makeBody(configuration:)` is its body, placed at the views it styles;
    // so is `_body(configuration:)`, the only way some styles (`TextFieldStyle`) can
    // be written. Whether the type is one of SwiftUI's styles, the index decides,
    // however the conformance is written (an extension elsewhere, a protocol that
    // refines one: Queries/derive_graph_2_bodies.sql, own_bodies); of any other type it
    // is a method, found by its name where it is called. A type that says here it is a
    // view has `body` for that.
    if name == "makeBody" || name == "_body", labels == "configuration:",
       ownerProtocols.isDisjoint(with: ["View", "ViewModifier", "App", "Scene"]) {
      kind = .body
    }
    // Every call this function accepts (CallShapes): overloads are told apart by them.
    pendingLabels = CallShapes.signature(node.signature.parameterClause.parameters, attributes: node.attributes)
    defer { pendingLabels = "" }
    if let kind, let body = node.body {
      let contentName = kind == .modifierBody
        ? node.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text } : nil
      addProducer(name: name, kind: kind, node: node, body: Syntax(body), contentName: contentName,
                  scope: parameterScope,
                  parameters: kind == .modifierBody ? [:] : parameterLabels(node.signature.parameterClause.parameters,
                                                                            generics: node.genericParameterClause))
    } else if let body = node.body {
      let labels = parameterLabels(node.signature.parameterClause.parameters, generics: node.genericParameterClause)
      // A method of a type that is no view may store a view for another to show
      // (`toolbar = AnyView(Toolbar())` in a coordinator): carried, as an initialiser's.
      let stored = owner.isEmpty || ownerProtocols.contains("View") ? []
        : storedViews(in: body, parameters: node.signature.parameterClause.parameters, scope: parameterScope,
                      labels: labels, function: name)
      addCode(name: name, node: node, body: Syntax(body), scope: parameterScope, skipped: stored, parameters: labels)
    }
    return .skipChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    // A project initialiser of SwiftUI's NavigationLink (`extension NavigationLink where
    // Destination == Never { init(_ page: Page, @ViewBuilder label: () -> Label) }`):
    // calls it accepts are read as the project declares them (ProjectNames).
    if SyntaxNames.lastComponent(owner) == "NavigationLink" {
      facts.functions.append(FunctionFact(
        owner: owner, name: "init",
        labels: CallShapes.signature(node.signature.parameterClause.parameters, attributes: node.attributes),
        isStatic: false))
    }
    guard let body = node.body else { return .skipChildren }
    let parameters = node.signature.parameterClause.parameters
    let initScope = scope(with: parameters, generics: node.genericParameterClause)
    let labels = parameterLabels(parameters, generics: node.genericParameterClause)
    let stored = storedViews(in: body, parameters: parameters, scope: initScope, labels: labels, function: "init")
    addCode(name: "init", node: node, body: Syntax(body), scope: initScope, skipped: stored, parameters: labels)
    return .skipChildren
  }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    if let accessors = node.accessorBlock {
      addCode(name: "subscript", node: node, body: Syntax(accessors),
              scope: scope(with: node.parameterClause.parameters, generics: node.genericParameterClause))
    }
    return .skipChildren
  }

  // MARK: #Preview

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    addPreview(node, macro: node.macroName, arguments: node.arguments,
               trailing: node.trailingClosure, additional: node.additionalTrailingClosures)
    return .skipChildren
  }

  /// At top level `#Preview { }` parses as an expression statement.
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    addPreview(node, macro: node.macroName, arguments: node.arguments,
               trailing: node.trailingClosure, additional: node.additionalTrailingClosures)
    return .skipChildren
  }

  private func addPreview(_ node: some SyntaxProtocol, macro: TokenSyntax, arguments: LabeledExprListSyntax,
                          trailing: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax) {
    guard macro.text == "Preview", let closure = trailing ?? additional.first?.closure else { return }
    let title = arguments.first { $0.label == nil }.map { SyntaxNames.trimmedText($0.expression) }
    addProducer(name: title.map { "#Preview(\($0))" } ?? "#Preview", kind: .preview, node: node,
                body: Syntax(closure), ownerOverride: "")
  }
}
