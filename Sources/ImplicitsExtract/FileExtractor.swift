import Foundation
import SwiftParser
import SwiftSyntax

/// Extracts the facts of one Swift source file. Pure: no I/O, safe to run on
/// many files at once.
public enum FileExtractor {
  public static func extract(source: String, fileName: String,
                             configuration: AnalysisBuildConfiguration = AnalysisBuildConfiguration()) -> FileFacts {
    // Reliability (SyntaxDepth.swift): inputs that crashed or hung the parser or the
    // walkers are skipped with a reason (an `unreadable-file` finding) instead.
    if let depth = BracketDepth.exceeding(BracketDepth.limit, in: source) {
      return skipped(fileName, "its brackets nest \(depth) deep, deeper than the \(BracketDepth.limit) the Swift parser "
        + "handles in reasonable time; skipped")
    }
    // A large stack for the recursive walkers, and a watchdog: generous (20 s, and 5 s
    // more per MB; a 5 MB file takes 7 s in a debug build), so it only fires on a hang.
    let seconds = 20 + 5 * Double(source.utf8.count) / Double(1 << 20)
    let facts = LargeStack.run(timeout: seconds) {
      extractOnThisThread(source: source, fileName: fileName, configuration: configuration)
    }
    return facts ?? skipped(fileName, "parsing it did not finish within \(Int(seconds)) s; skipped")
  }

  /// No facts, and why: the file is reported as `unreadable-file`.
  static func skipped(_ fileName: String, _ reason: String) -> FileFacts {
    var facts = FileFacts()
    facts.parsedCleanly = false
    facts.findings.append(FindingFact(code: "unreadable-file", subject: fileName, detail: reason,
                                      position: SourcePosition(line: 1, column: 1)))
    return facts
  }

  static func extractOnThisThread(source: String, fileName: String,
                                  configuration: AnalysisBuildConfiguration) -> FileFacts {
    let tree = Parser.parse(source: source)
    if let depth = SyntaxDepth.exceeding(SyntaxDepth.limit, in: tree) {
      return skipped(fileName, "its syntax tree is \(depth) levels deep, deeper than the \(SyntaxDepth.limit) the "
        + "analyzer follows (thousands of chained modifiers?); skipped")
    }
    let converter = SourceLocationConverter(fileName: fileName, tree: tree)
    let visitor = DeclarationVisitor(converter: converter, configuration: configuration)
    visitor.names = NameLookup(file: tree, projectNames: configuration.projectNames)
    visitor.types.names = visitor.names
    visitor.walk(tree)
    var facts = visitor.facts
    facts.typeExpressions = visitor.types.facts
    // A read its view's declaration and extensions in this file never name again is
    // declared and never used here (its declaration is the one occurrence).
    if !facts.reads.isEmpty {
      let bytes = Array(source.utf8)
      for index in facts.reads.indices {
        let read = facts.reads[index]
        facts.reads[index].isUsed = PropertyUses.count(read.property, in: bytes,
                                                       ranges: visitor.ownerRanges[read.view] ?? [0..<bytes.count]) > 1
      }
    }
    facts.suppressions = Suppressions.find(in: source)
    facts.askedNames = visitor.names.asked.names.sorted()
    if tree.hasError {
      facts.parsedCleanly = false
      let first = SyntaxErrorFinder.firstError(in: tree)
      let position = first.map { converter.position(of: $0) } ?? SourcePosition(line: 1, column: 1)
      facts.findings.append(FindingFact(
        code: "syntax-error", subject: fileName,
        detail: first.map { SyntaxNames.trimmedText($0).prefix(40).description } ?? "", position: position))
    }
    return facts
  }
}

extension SourceLocationConverter {
  func position(of node: some SyntaxProtocol) -> SourcePosition {
    let location = self.location(for: node.positionAfterSkippingLeadingTrivia)
    return SourcePosition(line: location.line, column: location.column)
  }
}

/// Finds the first node the parser marked missing or unexpected.
enum SyntaxErrorFinder {
  static func firstError(in tree: SourceFileSyntax) -> Syntax? {
    final class Finder: SyntaxVisitor {
      var found: Syntax?
      override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.presence == .missing { found = Syntax(node) }
        return .skipChildren
      }
      override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if found == nil { found = Syntax(node) }
        return .skipChildren
      }
    }
    let finder = Finder(viewMode: .all)
    finder.walk(tree)
    return finder.found
  }
}

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
  private var scopes: [(name: String, protocols: Set<String>, contentNames: Set<String>, valueNames: Set<String>,
                        genericNames: Set<String>)] = []
  /// The superclass (or first protocol) each type's declaration names first, as its
  /// last component without generic arguments: `super.init(rootView:)` of a subclass
  /// of a hosting controller.
  private var firstInherited: [String: String] = [:]
  /// The root view type a hosting controller subclass names in its superclass
  /// (`UIHostingController<Wrapper>`: `Wrapper`), for `super.init(rootView: .init(...))`.
  private var hostedRootTypes: [String: String] = [:]
  /// Application delegates an `App` declares with `@UIApplicationDelegateAdaptor`,
  /// `@NSApplicationDelegateAdaptor` or `@WKApplicationDelegateAdaptor`, by App.
  private var delegateAdaptors: [String: [String]] = [:]

  init(converter: SourceLocationConverter, configuration: AnalysisBuildConfiguration) {
    self.converter = converter
    self.configuration = configuration
    super.init(viewMode: .sourceAccurate)
  }

  private var owner: String { scopes.last?.name ?? "" }
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
  private func isFilePrivate(_ node: some SyntaxProtocol) -> Bool {
    if inPrivateScope { return true }
    let syntax = Syntax(node)
    let modifiers = syntax.as(FunctionDeclSyntax.self)?.modifiers ?? syntax.as(VariableDeclSyntax.self)?.modifiers
      ?? syntax.as(InitializerDeclSyntax.self)?.modifiers ?? syntax.as(SubscriptDeclSyntax.self)?.modifiers
    return Self.isFilePrivate(modifiers)
  }
  /// Labels of the function whose producer is being added.
  private var pendingLabels = ""
  private var ownerProtocols: Set<String> { scopes.last?.protocols ?? [] }
  private var genericNames: Set<String> { scopes.last?.genericNames ?? [] }

  /// The lexical scope at type level (stored property initialisers, signatures).
  private var typeScope: LexicalScope {
    var scope = LexicalScope(owner: owner)
    scope.typeGenericNames = genericNames
    return scope
  }

  /// A function's parameters as a scope its body starts with.
  private func scope(with parameters: FunctionParameterListSyntax, generics: GenericParameterClauseSyntax?)
    -> LexicalScope {
    var scope = typeScope
    scope.functionGenericNames.formUnion(generics?.parameters.map(\.name.text) ?? [])
    for parameter in parameters {
      let name = (parameter.secondName ?? parameter.firstName).text
      guard name != "_" else { continue }
      let variadic = parameter.ellipsis != nil
      let type = variadic ? nil : TypeInference.written(parameter.type, scope: scope, types: types)
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
    let protocols = Set(inheritance?.inheritedTypes.map { Self.inheritedName($0.type) } ?? [])
    // Generic parameters are types of their own for the resolver: a `Value` inside
    // `Box<Value>` never falls back to a project type named `Value`.
    let genericParameters = generics?.parameters.map(\.name.text) ?? []
    for parameter in generics.map({ Array($0.parameters) }) ?? [] {
      let name = qualified + "." + parameter.name.text
      facts.types.append(TypeFact(name: name, kind: "generic", isPublic: false, position: converter.position(of: node)))
      // `Tab: PanelTab` (and `where Tab: PanelTab`): what every value of it is.
      if let constraint = parameter.inheritedType {
        for component in Self.protocolComponents(constraint) {
          facts.conformances.append(ConformanceFact(typeName: name, protocolName: component))
        }
      }
    }
    recordGenericArguments(qualified, generics: generics, members: members)
    if kind == "struct" { recordMemberwiseViews(qualified, members: members, isView: protocols.contains("View")) }
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
    scopes.append((qualified, protocols,
                   Self.contentProperties(generics: generics, enclosing: genericNames, members: members),
                   Self.valueProperties(members), genericNames.union(genericParameters)))
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
    if protocols.contains("App") { delegateAdaptors[qualified] = Self.delegateAdaptorTypes(members) }
  }

  /// The representable protocol whose requirement a type implements:
  /// `makeUIViewController(context:)` is UIViewControllerRepresentable's, and so on.
  static func representableProtocol(_ members: MemberBlockSyntax?) -> String? {
    let requirements = ["makeUIViewController": "UIViewControllerRepresentable", "makeUIView": "UIViewRepresentable",
                        "makeNSViewController": "NSViewControllerRepresentable", "makeNSView": "NSViewRepresentable"]
    for member in members.map({ Array($0.members) }) ?? [] {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
            let representable = requirements[function.name.text],
            function.signature.parameterClause.parameters.map(\.firstName.text) == ["context"] else { continue }
      return representable
    }
    return nil
  }

  /// A superclass or protocol as inherited: its last component without generic
  /// arguments (`PalettedHost<Screen>` inherits from `PalettedHost`).
  static func inheritedName(_ type: TypeSyntax) -> String {
    let text = SyntaxNames.typeText(type)
    return SyntaxNames.lastComponent(String(text.prefix { $0 != "<" }))
  }

  /// The generic arguments of an inherited type as written (`Host<Wrapper>`: `Wrapper`).
  static func genericArguments(_ type: TypeSyntax) -> [String] {
    let identifier = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause
      ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
    return identifier?.arguments.map { SyntaxNames.trimmedText($0.argument) } ?? []
  }

  /// A struct with no initialiser of its own that stores an erased view
  /// (`struct Pane { let view: AnyView }`), or, when it is no view, a closure that
  /// builds one (`struct Item { let build: () -> AnyView }`): its memberwise
  /// initialiser's argument of that label is carried, as a closure stored by an
  /// initialiser is (rule 6), and shown wherever the property is read
  /// (`registry.panes[key].view`) or called (`item.build()`). (A view's own content
  /// closure is placed where it is written, rule 5.)
  private func recordMemberwiseViews(_ owner: String, members: MemberBlockSyntax?, isView: Bool) {
    guard let members, !members.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) else { return }
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
            !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { continue }
      for binding in variable.bindings where binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type,
              ["AnyView", "AnyView?"].contains(SyntaxNames.typeText(type))
                || (!isView && Self.buildsViews(type, attributes: variable.attributes)) else { continue }
        facts.carriedParameters.append(CarriedParameterFact(owner: owner, label: name, property: name))
      }
    }
  }

  /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate`: `AppDelegate`.
  static func delegateAdaptorTypes(_ members: MemberBlockSyntax?) -> [String] {
    var types: [String] = []
    for member in members.map({ Array($0.members) }) ?? [] {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for element in variable.attributes {
        guard case .attribute(let attribute) = element,
              ["UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor"]
                .contains(SyntaxNames.lastComponent(SyntaxNames.typeText(attribute.attributeName))) else { continue }
        if case .argumentList(let list) = attribute.arguments,
           let member = list.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
           let base = member.base, let name = SyntaxNames.dottedName(base) {
          types.append(name)
        } else if let annotation = variable.bindings.first?.typeAnnotation?.type {
          types.append(SyntaxNames.typeText(annotation))
        }
      }
    }
    return types
  }

  /// The arguments of a generic type's initialisers (written, or memberwise: its stored
  /// properties) whose type is a generic parameter (`Tab`, `Tab?`, `Binding<Tab?>`,
  /// or an array of it): a use that passes a typed value there binds the parameter.
  private func recordGenericArguments(_ owner: String, generics: GenericParameterClauseSyntax?,
                                      members: MemberBlockSyntax?) {
    guard let generics, let members else { return }
    let parameters = Set(generics.parameters.map(\.name.text))
    func record(_ label: String, _ type: TypeSyntax) {
      var text = SyntaxNames.typeText(type)
      if text.hasPrefix("Binding<"), text.hasSuffix(">") { text = String(text.dropFirst(8).dropLast()) }
      if text.hasSuffix("?") { text.removeLast() }
      let isArray = text.hasPrefix("[") && text.hasSuffix("]")
      if isArray { text = String(text.dropFirst().dropLast()) }
      guard parameters.contains(text) else { return }
      facts.genericArguments.append(GenericArgumentFact(owner: owner, label: label, generic: owner + "." + text,
                                                        isArray: isArray))
    }
    for member in members.members {
      if let initializer = member.decl.as(InitializerDeclSyntax.self) {
        for parameter in initializer.signature.parameterClause.parameters where parameter.firstName.text != "_" {
          record(parameter.firstName.text, parameter.type)
        }
      } else if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings where binding.accessorBlock == nil {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type else { continue }
          record(name, type)
        }
      }
    }
  }

  /// `P`, `P & Q`, `any P`: the protocols a constraint names (last components).
  static func protocolComponents(_ type: TypeSyntax) -> [String] {
    if let composition = type.as(CompositionTypeSyntax.self) {
      return composition.elements.flatMap { protocolComponents($0.type) }
    }
    return [SyntaxNames.lastComponent(SyntaxNames.typeText(type))]
  }

  /// Stored properties whose type is known and is not a view (`let title: String`,
  /// `@State var count = 0`, `let model = Model()` when `Model` is not named like a view).
  static func valueProperties(_ members: MemberBlockSyntax?) -> Set<String> {
    guard let members else { return [] }
    var names: Set<String> = []
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings where binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = TypeInference.declaredType(of: binding) else { continue }
        let looksLikeView = SyntaxNames.contains("View", in: type) || SyntaxNames.contains("->", in: type)
          || SyntaxNames.contains("Content", in: type) || SyntaxNames.contains("some", in: type) || type.hasPrefix("(")
        if !looksLikeView { names.insert(name) }
      }
    }
    return names
  }

  /// Stored properties typed by a generic parameter (`let content: Content`,
  /// `@ViewBuilder let content: () -> Content`): the content a container is given (rule 5).
  static func contentProperties(generics: GenericParameterClauseSyntax?, enclosing: Set<String> = [],
                                members: MemberBlockSyntax?) -> Set<String> {
    // and `AnyView`: a view erased (`let controls: AnyView`, given to the initialiser)
    let parameters = Set(generics?.parameters.map(\.name.text) ?? []).union(enclosing).union(["AnyView"])
    guard let members else { return [] }
    var names: Set<String> = []
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings where binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type else { continue }
        let identifiers = type.tokens(viewMode: .sourceAccurate).map(\.text)
        if identifiers.contains(where: parameters.contains) { names.insert(name) }
      }
    }
    return names
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
    if let key = EnvironmentKeyExtractor.keyType(owner, members: members, position: converter.position(of: node)) {
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
      }
    }
    // Nested closures in property initialisers are not view-building code.
    return .skipChildren
  }

  /// `@Themed var x`: the custom attribute a property is declared with, the first that
  /// is no attribute of the language (`@objc`, `@available`) or a global actor or
  /// builder of the frameworks. Whether it is a wrapper is what the index finds it is
  /// (a `DynamicProperty` type of that name, Queries/derive.sql): letter case says
  /// nothing.
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

  /// A property's type: its annotation, the type its wrapper names
  /// (`@Environment(Theme.self) var theme`), or its initialiser's.
  private func memberTypeExpression(_ node: VariableDeclSyntax, binding: PatternBindingSyntax) -> Int? {
    if let annotation = binding.typeAnnotation {
      return TypeInference.written(annotation.type, scope: typeScope, types: types)
    }
    for element in node.attributes {
      guard case .attribute(let attribute) = element,
            SyntaxNames.lastComponent(SyntaxNames.typeText(attribute.attributeName)) == "Environment",
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
    // refines one: Queries/derive.sql, own_bodies); of any other type it is a method,
    // found by its name where it is called. A type that says here it is a view has
    // `body` for that.
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

  /// `UIView`, `NSScrollView`, `WKWebView`: UIKit's and AppKit's views, not SwiftUI's.
  static func isPlatformViewName(_ word: String) -> Bool {
    let characters = Array(word)
    return characters.count > 3 && ["UI", "NS", "WK", "MK", "SK", "AV"].contains(String(characters[0..<2]))
      && characters[2].isUppercase
  }

  /// The parameters that may hold a view, internal name to argument label: a view type
  /// (`AnyView`, `some View`, a type named like a view), a closure, a generic parameter
  /// (`V: View`, `Content`) or a type the enclosing type is generic over. A value of a
  /// plain type (`String`, `Model`) is never one.
  private func parameterLabels(_ parameters: FunctionParameterListSyntax, generics: GenericParameterClauseSyntax?)
    -> [String: String] {
    let genericTypes = Set(generics?.parameters.map(\.name.text) ?? []).union(genericNames)
    var labels: [String: String] = [:]
    for parameter in parameters {
      let name = (parameter.secondName ?? parameter.firstName).text
      guard name != "_" else { continue }
      // A closure holds what it returns: `() -> some View`, not `() -> Model`.
      var words = parameter.type.tokens(viewMode: .sourceAccurate).map(\.text)
      if let arrow = words.lastIndex(of: "->") { words = Array(words[(arrow + 1)...]) }
      let mayHoldView = words.contains { word in
        (word.hasSuffix("View") && !Self.isPlatformViewName(word)) || word == "Content" || word == "some"
          || word == "any" || genericTypes.contains(word)
      }
      if mayHoldView { labels[name] = parameter.firstName.text }
    }
    return labels
  }

  /// Views an initialiser (or a method) stores for later (rule 6's carriers):
  /// `self.content = AnyView(content())` in an initialiser stores the closure argument
  /// `content` (recorded, so each call's closure is carried: ProducerBuilder),
  /// `self.header = AnyView(Header())` stores a view built here (a `carried` producer
  /// `#header`). Either is shown where the type shows the property, so it is no part of
  /// the code's own views.
  private func storedViews(in body: CodeBlockSyntax, parameters: FunctionParameterListSyntax,
                           scope: LexicalScope, labels: [String: String], function: String) -> Set<SyntaxIdentifier> {
    // Closures that build views, stored by a value that is not itself a view (a
    // view's content closure is placed where it is written, rule 5), given to an
    // initialiser (its calls' arguments are carried by label).
    var closures: [String: String] = [:]  // internal name -> argument label
    if !ownerProtocols.contains("View"), function == "init" {
      for parameter in parameters where Self.buildsViews(parameter) {
        closures[(parameter.secondName ?? parameter.firstName).text] = parameter.firstName.text
      }
    }
    var skipped: Set<SyntaxIdentifier> = []
    // (`p = value` where the code declares a local `p` stores nothing)
    let locals = Set(body.statements.compactMap { $0.item.as(VariableDeclSyntax.self) }
      .flatMap(\.bindings).compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
    for item in body.statements {
      guard let (property, value) = Self.propertyAssignment(item, parameters: parameters),
            !locals.contains(property) || item.item.as(ExprSyntax.self).map(Self.assignsThroughSelf) == true
      else { continue }
      let names = Set(value.tokens(viewMode: .sourceAccurate).map(\.text))
      if let closure = closures.keys.sorted().first(where: names.contains) {
        facts.carriedParameters.append(CarriedParameterFact(owner: owner, label: closures[closure]!, property: property))
        skipped.insert(item.id)
        continue
      }
      // A view stored for later: `AnyView(...)`, a property whose declared type is a view,
      // or one typed by a generic parameter (`let content: Content`) given a parameter
      // that may hold a view (`self.content = content`): a value passed to the initialiser.
      let declared = facts.members.last { $0.owner == owner && $0.name == property }?.type ?? ""
      let isAnyView = value.as(FunctionCallExprSyntax.self).map {
        SyntaxNames.dottedName($0.calledExpression) == "AnyView" } ?? false
      let givenView = !labels.isEmpty && !Set(labels.keys).isDisjoint(with: names)
        && (scopes.last?.contentNames.contains(property) == true || !(scopes.last?.valueNames.contains(property) ?? true))
      guard isAnyView || declared.hasSuffix("View") || declared.hasSuffix("View?") || givenView else { continue }
      var context = builderContext(owner: owner, scope: scope)
      context.scope = scope
      context.function = function
      context.parameters = labels
      context.plainCode = true
      let builder = ProducerBuilder(context: context, converter: converter)
      builder.build(Syntax(value))
      guard builder.nodes.contains(where: { [.instantiate, .reference, .parameter].contains($0.kind) }) else { continue }
      var producer = ProducerFact(owner: owner, name: "#" + property, kind: .carried, isEntry: false,
                                  position: converter.position(of: item))
      producer.nodes = builder.nodes
      producer.function = function
      facts.producers.append(producer)
      append(builder)
      skipped.insert(item.id)
    }
    return skipped
  }

  /// `@ViewBuilder content: () -> some View`, `destination: () -> AnyView`: a closure
  /// parameter that builds views (not an action returning Void).
  static func buildsViews(_ parameter: FunctionParameterSyntax) -> Bool {
    buildsViews(parameter.type, attributes: parameter.attributes)
  }

  /// A closure type that returns a view (or one a `@ViewBuilder` attribute marks).
  static func buildsViews(_ type: TypeSyntax, attributes: AttributeListSyntax) -> Bool {
    let text = SyntaxNames.typeText(type)
    guard let arrow = text.range(of: "->", options: .backwards) else { return false }
    let result = text[arrow.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "()?"))
    let builder = attributes.contains {
      $0.as(AttributeSyntax.self).map { SyntaxNames.lastComponent(SyntaxNames.trimmedText($0.attributeName)) } == "ViewBuilder"
    }
    return builder || result.hasSuffix("View") || result == "Content" || result.hasPrefix("some")
  }

  /// `self.p = value`.
  static func assignsThroughSelf(_ expression: ExprSyntax) -> Bool {
    let target = expression.as(SequenceExprSyntax.self)?.elements.first?.as(MemberAccessExprSyntax.self)
    return (target?.base?.as(DeclReferenceExprSyntax.self)?.baseName).map(SyntaxNames.isSelfKeyword) ?? false
  }

  /// `self.p = value` or `p = value` (p not a parameter): the property and the value.
  static func propertyAssignment(_ item: CodeBlockItemSyntax, parameters: FunctionParameterListSyntax)
    -> (String, ExprSyntax)? {
    guard case .expr(let expression) = item.item, let sequence = expression.as(SequenceExprSyntax.self) else {
      return nil
    }
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
    if let member = elements[0].as(MemberAccessExprSyntax.self),
       (member.base?.as(DeclReferenceExprSyntax.self)?.baseName).map(SyntaxNames.isSelfKeyword) == true {
      return (member.declName.baseName.text, elements[2])
    }
    if let reference = elements[0].as(DeclReferenceExprSyntax.self),
       !parameters.contains(where: { ($0.secondName ?? $0.firstName).text == reference.baseName.text }) {
      return (reference.baseName.text, elements[2])
    }
    return nil
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

  // MARK: Producers

  /// Whether a property or function builds views, and how.
  private func producerKind(name: String, isStatic: Bool, returnType: TypeSyntax?,
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

  private enum ReturnShape { case none, view, scene }

  /// Result builders whose results are views for the analysis (a `@TabContentBuilder`
  /// member builds the tabs a TabView shows, each tab's content placed under it).
  static let builderAttributes: Set<String> = ["ViewBuilder", "SceneBuilder", "TabContentBuilder"]
  /// Kinds of SwiftUI content that are views for the analysis: their content is placed
  /// where they are (`some TabContent<Tab>`: the tabs of a TabView, iOS 18).
  static let viewLikeContent: Set<String> = ["View", "ToolbarContent", "Commands", "TableRowContent", "TabContent"]

  /// `TabContent<Tab>` → `TabContent`.
  static func withoutGenericArguments(_ name: String) -> String {
    name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }

  /// `some View`, `AnyView`, `some Scene`, and concrete types named like views.
  private func returnShape(_ type: TypeSyntax) -> ReturnShape {
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

  private func builderContext(owner producerOwner: String, contentName: String? = nil,
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
  private func append(_ builder: ProducerBuilder) {
    facts.producers.append(contentsOf: builder.hostedEntries)
    facts.findings.append(contentsOf: builder.findings)
    facts.sceneDelegates.append(contentsOf: builder.sceneDelegates)
  }

  /// A property initialiser (`lazy var controller = UIHostingController(rootView: ...)`,
  /// `static let shared = ...`) is code like any other for hosting and carriers: each
  /// hosting controller it creates is an entry, each carried closure is placed where
  /// its carrier shows it. Other views it builds are values it stores, not placed here.
  private func addHostedEntries(in value: ExprSyntax, property: String) {
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
  private func collectValueFlow(in body: Syntax, of node: some SyntaxProtocol, function: String,
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
    let flow = ControllerFlow(context: context, converter: converter)
    flow.collect(body)
    facts.controllerSteps.append(contentsOf: flow.steps)
    let stores = PropertyStores(scope: scope, parameters: Set(context.parameters.keys), types: types, converter: converter)
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

  /// Code that is not a producer: views it creates start with an empty environment
  /// (rule 6). Kept only when it creates views.
  private func addCode(name: String, node: some SyntaxProtocol, body: Syntax, scope: LexicalScope? = nil,
                       skipped: Set<SyntaxIdentifier> = [], parameters: [String: String] = [:]) {
    var context = builderContext(owner: owner, scope: scope)
    context.skipped = skipped
    context.function = name
    context.parameters = parameters
    context.plainCode = true
    let builder = ProducerBuilder(context: context, converter: converter)
    builder.build(body)
    append(builder)
    collectValueFlow(in: body, of: node, function: name, scope: context.scope ?? typeScope)
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

  private func addProducer(name: String, kind: ProducerKind, node: some SyntaxProtocol, body: Syntax,
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
      // The app delegate, and the scene delegate it configures (derive.sql finds it).
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
