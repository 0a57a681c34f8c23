import SwiftSyntax

/// Builds the expression tree of one producer (ARCHITECTURE §3, rules 1–3).
///
/// Only the nodes that decide what flows where are kept: declarations, sites
/// (instantiations and producer references), navigation containers and destinations.
/// Everything else is transparent: a node's children hang off its nearest kept
/// ancestor. A modifier call is the parent of its base, so a declaration covers
/// exactly the expression it is called on (rule 1); a view sits where it is
/// written, whatever it is passed to (rule 2); local `let`s are placed where they
/// are used.
final class ProducerBuilder {
  let owner: String
  let converter: SourceLocationConverter
  private(set) var nodes: [NodeFact] = []
  private(set) var findings: [FindingFact] = []
  private var localValues: [String: ExprSyntax] = [:]
  private var localTypes: [String: String] = [:]
  private var inlining: Set<String> = []

  static let declarationModifiers: Set<String> = ["implicit", "environmentObject", "environment"]
  static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]

  init(owner: String, converter: SourceLocationConverter) {
    self.owner = owner
    self.converter = converter
  }

  func build(_ body: Syntax) { visit(body, parent: nil) }

  // MARK: Nodes

  private func add(_ kind: NodeKind, name: String?, at syntax: some SyntaxProtocol, parent: Int?,
                   declaration: DeclarationFact? = nil,
                   candidates: [(purpose: CandidatePurpose, name: String)] = []) -> Int {
    nodes.append(NodeFact(parent: parent, kind: kind, name: name, position: converter.position(of: syntax),
                          declaration: declaration, candidates: candidates))
    return nodes.count - 1
  }

  // MARK: Walking

  private func visit(_ syntax: Syntax, parent: Int?) {
    if let call = syntax.as(FunctionCallExprSyntax.self) {
      visitCall(call, parent: parent)
    } else if let member = syntax.as(MemberAccessExprSyntax.self) {
      visitMemberAccess(member, parent: parent)
    } else if let reference = syntax.as(DeclReferenceExprSyntax.self) {
      visitReference(reference, parent: parent)
    } else if let variable = syntax.as(VariableDeclSyntax.self) {
      recordLocals(variable, parent: parent)
    } else if syntax.asProtocol(DeclGroupSyntax.self) != nil || syntax.is(FunctionDeclSyntax.self) {
      return  // nested declarations are not part of this producer's tree
    } else {
      visitChildren(syntax, parent: parent)
    }
  }

  private func visitChildren(_ syntax: some SyntaxProtocol, parent: Int?) {
    for child in syntax.children(viewMode: .sourceAccurate) { visit(child, parent: parent) }
  }

  private func visitArguments(_ call: FunctionCallExprSyntax, parent: Int?) {
    for argument in call.arguments { visit(Syntax(argument.expression), parent: parent) }
    if let closure = call.trailingClosure { visit(Syntax(closure), parent: parent) }
    for element in call.additionalTrailingClosures { visit(Syntax(element.closure), parent: parent) }
  }

  private func visitCall(_ call: FunctionCallExprSyntax, parent: Int?) {
    let callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, !isTypeName(base) {
      visitModifier(call, member: member, base: base, parent: parent)
      return
    }
    guard var name = SyntaxNames.dottedName(callee) else {
      visitChildren(call, parent: parent)
      return
    }
    if name.hasSuffix(".init") { name.removeLast(5) }
    let last = SyntaxNames.lastComponent(name)
    if Self.navigationContainers.contains(last) {
      let container = add(.container, name: last, at: callee, parent: parent)
      visitArguments(call, parent: container)
    } else if last == "NavigationLink" {
      visitNavigationLink(call, parent: parent)
    } else if SyntaxNames.startsUppercase(last) {
      let site = add(.instantiate, name: name, at: callee, parent: parent,
                     candidates: SyntaxNames.scopedCandidates(name, owner: owner).map { (.type, $0) })
      visitArguments(call, parent: site)
    } else {
      let site = add(.reference, name: name, at: callee, parent: parent,
                     candidates: SyntaxNames.scopedCandidates(name, owner: owner).map { (.producer, $0) })
      visitArguments(call, parent: site)
    }
  }

  /// `base.modifier(arguments)`: the modifier's node is the parent of its base.
  private func visitModifier(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, base: ExprSyntax,
                             parent: Int?) {
    let name = member.declName.baseName.text
    if Self.declarationModifiers.contains(name), let declaration = declaration(name, call) {
      let node = add(.declare, name: name, at: member.declName, parent: parent,
                     declaration: declaration.fact, candidates: declaration.candidates.map { (.member, $0) })
      visit(Syntax(base), parent: node)
      return
    }
    visit(Syntax(base), parent: parent)
    if name == "navigationDestination" {
      let destination = add(.destination, name: name, at: member.declName, parent: parent)
      visitArguments(call, parent: destination)
    } else {
      visitArguments(call, parent: parent)
    }
  }

  /// `NavigationLink(destination: D()) { label }`, `NavigationLink("Title") { D() }`,
  /// `NavigationLink { D() } label: { ... }`, `NavigationLink(value: v) { label }`.
  private func visitNavigationLink(_ call: FunctionCallExprSyntax, parent: Int?) {
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
    if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      _ = add(.reference, name: name, at: member, parent: parent,
              candidates: [(.producer, owner.isEmpty ? name : owner + "." + name)])
    } else if isTypeName(base), let typeName = SyntaxNames.dottedName(base) {
      // `Theme.header`: a static producer.
      _ = add(.reference, name: typeName + "." + name, at: member, parent: parent,
              candidates: SyntaxNames.scopedCandidates(typeName + "." + name, owner: owner).map { (.producer, $0) })
    } else {
      visit(Syntax(base), parent: parent)
    }
  }

  private func visitReference(_ reference: DeclReferenceExprSyntax, parent: Int?) {
    let name = reference.baseName.text
    guard reference.baseName.tokenKind != .keyword(.self), !SyntaxNames.startsUppercase(name) else { return }
    if let value = localValues[name] {
      guard !inlining.contains(name) else { return }
      inlining.insert(name)
      visit(Syntax(value), parent: parent)
      inlining.remove(name)
      return
    }
    _ = add(.reference, name: name, at: reference, parent: parent,
            candidates: SyntaxNames.scopedCandidates(name, owner: owner).map { (.producer, $0) })
  }

  /// `let row = Row()`: remembered and placed where `row` is used.
  private func recordLocals(_ variable: VariableDeclSyntax, parent: Int?) {
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        if let value = binding.initializer?.value { visit(Syntax(value), parent: parent) }
        continue
      }
      if let value = binding.initializer?.value { localValues[name] = value }
      if let type = TypeInference.declaredType(of: binding) { localTypes[name] = type }
    }
  }

  /// `Parent.Row` or `Row` used as a callee or base: a type, not a value.
  private func isTypeName(_ expression: ExprSyntax) -> Bool {
    guard let name = SyntaxNames.dottedName(expression) else { return false }
    return name.split(separator: ".").allSatisfy { SyntaxNames.startsUppercase(String($0)) }
  }

  // MARK: Declarations

  /// The key of `.implicit(value)`, `.implicit(\.key, value)`, `.environmentObject(value)`,
  /// `.environment(value)`, `.environment(\.key, value)`; nil when the call is not a declaration.
  private func declaration(_ modifier: String, _ call: FunctionCallExprSyntax)
    -> (fact: DeclarationFact, candidates: [String])? {
    let arguments = Array(call.arguments)
    let kind: ReadKind
    var key: String?
    var candidates: [String] = []
    var valueText = arguments.map(\.trimmedDescription).joined(separator: ", ")
    if arguments.count == 2, arguments[0].label == nil, let named = SyntaxNames.keyPathKey(arguments[0].expression) {
      guard modifier != "environmentObject" else { return nil }
      kind = modifier == "implicit" ? .implicit : .environmentKey
      key = named
    } else if arguments.count == 1, arguments[0].label == nil {
      kind = modifier == "implicit" ? .implicit : modifier == "environmentObject" ? .environmentObject : .environmentType
      valueText = arguments[0].expression.trimmedDescription
      switch TypeInference.infer(arguments[0].expression, locals: localTypes, owner: owner) {
      case .known(let type): key = type
      case .member(let names): candidates = names
      case .unknown: break
      }
    } else {
      return nil
    }
    return (DeclarationFact(kind: kind, key: key, valueText: valueText), candidates)
  }
}
